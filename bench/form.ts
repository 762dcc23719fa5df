/**
 * Decision form benchmark (issue 8): for the decision type with the most field definitions, the
 * time to render its form on the server (renderToStaticMarkup of the form's fields, as the page
 * does) and the time to validate one filled-in submission (the route's schema over the FormData,
 * as the action does), each as p50/p95 over many runs. A scratch database with the reference data.
 *
 *   npx tsx bench/form.ts [--runs 300]
 *   npm run bench -- --only form                 # the same from bench/run.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseWithZod } from "@conform-to/zod/v4";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { DecisionFormFields } from "#app/components/form/DecisionFormFields";
import { buildDecisionSchema } from "#app/decisions/form-schema";
import { loadDecisionForm } from "#app/decisions/form-schema.server";
import { validExtraFieldEntries } from "#app/decisions/testing/valid-extra-fields";
import { loadSessionUser } from "#app/access/sessions.server";
import { openDatabase, setDb } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { seedDemoUsers, seedReference } from "#db/seed";
import { TYPE_FIELDS } from "#db/seed/field-definitions";

const ORG = "6013";

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function runFormBench(options: { runs: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "form-bench-"));
  const db = openDatabase(path.join(dir, "bench.db"));
  try {
    applyMigrations(db);
    seedReference(db);
    await seedDemoUsers(db);
    setDb(db);
    const userId = db.$client.prepare("SELECT id FROM users WHERE username = 'submitter'").pluck().get() as number;
    const access = loadSessionUser(userId, "bench", Date.now() + 60_000)!.access;
    const [largest] = Object.entries(TYPE_FIELDS).sort(([, a], [, b]) => b.length - a.length)[0];
    const form = loadDecisionForm({ typeUid: largest, orgUid: ORG, access, userId })!;
    const today = new Date().toLocaleDateString("en-GB", { timeZone: "Europe/Athens" });

    // Inside a static data router, as the page renders it: the fields' dialog links use the router's hooks.
    const fields = createElement(DecisionFormFields, { form, snapshot: { values: null, errors: {} }, maxUploadMb: 20 });
    const handler = createStaticHandler([{ id: "page", path: "/", Component: () => fields }]);
    const context = await handler.query(new Request("http://bench.invalid/"));
    if (context instanceof Response) throw new Error(`the bench route answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const render: number[] = [];
    let html = "";
    for (let i = 0; i < options.runs; i++) {
      const start = performance.now();
      html = renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
      render.push(performance.now() - start);
    }

    const entries: [string, string | Blob][] = [
      ["decisionTypeId", largest],
      ["organizationId", ORG],
      ["subject", "Πράξη για τη μέτρηση"],
      ["protocolNumber", "B/1"],
      ["issueDate", today],
      ["unitIds", form.units[0].value],
      ["signerIds", form.signers[0].value],
      ["thematicCategoryIds", form.thematicCategories[0].value],
      ...validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today),
      ["decisionFile", new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "a.pdf", { type: "application/pdf" })],
    ];
    const validate: number[] = [];
    let status = "";
    for (let i = 0; i < options.runs; i++) {
      const fd = new FormData();
      for (const [k, v] of entries) fd.append(k, v);
      const start = performance.now();
      const schema = buildDecisionSchema({ ...form, today: new Date().toISOString().slice(0, 10), withDocument: true });
      const submission = await parseWithZod(fd, { schema, async: true, disableAutoCoercion: true });
      validate.push(performance.now() - start);
      status = submission.status ?? "";
    }
    const ms = (v: number) => `${v.toFixed(2)} ms`;
    console.log(
      `form of ${largest} (${form.fields.length} field definitions, ${(html.length / 1024).toFixed(0)} KiB of HTML): ` +
        `render p50 ${ms(percentile(render, 50))}, p95 ${ms(percentile(render, 95))}`,
    );
    console.log(
      `validation of a filled-in submission (${status}): p50 ${ms(percentile(validate, 50))}, p95 ${ms(percentile(validate, 95))}`,
    );
  } finally {
    setDb(undefined);
    db.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "300" } }, strict: false });
  runFormBench({ runs: Number(values.runs) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
