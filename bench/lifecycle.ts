/**
 * Lifecycle benchmark (issue 9): batch publish throughput and the cost of a published document.
 *
 *   npx tsx bench/lifecycle.ts --decisions 1000
 *   npm run bench -- --only lifecycle --decisions 1000      # the same from bench/run.ts
 *
 * 1. Stamping and signing per document (docs/decisions/053, 054, 091): stampAndSign over a one-page
 *    uploaded PDF and over a five-page composed decision, p50/p95 of --samples runs each, with the
 *    stamp alone (saved unsigned) for comparison.
 * 2. Batch publish: --decisions submitted decisions in a scratch SQLite file, published through
 *    batchPublish (the /decision/batch function) in batches of 200 with notification, each its own
 *    transaction (ADA, index, audit, queued notice), then stamped and signed: decisions/s.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

interface Figures {
  p50: number;
  p95: number;
  mean: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((a, b) => a + b, 0) / samples.length };
}

const ms = (f: Figures) => `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, mean ${f.mean.toFixed(1)} ms`;

async function timed<T>(samples: number, run: () => Promise<T>): Promise<Figures> {
  await run(); // warm: fonts parsed, key made
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return figures(times);
}

export async function runLifecycleBench(options: { decisions: number; samples?: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-bench-"));
  // Before any module reads the configuration: notices go to files, not to a mail server.
  process.env.OUTBOX_DIR = path.join(dir, "outbox");
  delete process.env.SMTP_URL;
  const { openDatabase, setDb } = await import("#db/client");
  const { applyMigrations } = await import("#db/migrate");
  const { renderDecisionPdf } = await import("#app/documents/pdf");
  const { stampedDocument, stampPdf } = await import("#app/documents/stamp");
  const { signDocument } = await import("#app/documents/sign");
  const { signingIdentity } = await import("#app/documents/signing-identity.server");
  const { stampAndSign } = await import("#app/documents/published-document.server");
  const { batchPublish, MAX_BATCH } = await import("#app/decisions/lifecycle/batch.server");
  const { submitDecision } = await import("#app/decisions/submit.server");
  const { FIELDS, input, insertFixtures, insertUser, pdf } = await import("#app/decisions/testing/fixtures");

  const samples = options.samples ?? 100;
  const stamp = { ada: "ΩΗ6ΑΑ46ΜΤΛΚ-ΞΧ4", publishedAt: Date.now() };
  const onePage = Buffer.from(pdf("Uploaded decision").bytes);
  const fivePages = await renderDecisionPdf({
    subject: "Έγκριση δαπάνης για τη μίσθωση ακινήτου",
    organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
    issueDate: "2026-01-10",
    protocolNumber: "Ε2281",
    lines: Array.from({ length: 260 }, (_, i) => `Παράγραφος ${i + 1}: ${"κείμενο της απόφασης ".repeat(12)}`),
    createdAt: Date.now(),
  });
  const identity = signingIdentity();
  console.log(`-- stamping and signing, ${samples} runs each`);
  for (const [label, original] of [
    ["1 page, uploaded", onePage],
    ["5 pages, composed", fivePages],
  ] as const) {
    const both = await timed(samples, () => stampAndSign(original, stamp));
    const stampOnly = await timed(samples, () => stampPdf(original, stamp));
    // The stamp drawn on a loaded document, then the signature's save and CMS (one save, not two).
    const loadedThenSigned = await timed(samples, async () =>
      signDocument(await stampedDocument(original, stamp), identity),
    );
    console.log(`${label} (${(original.byteLength / 1024).toFixed(0)} KB): stamp+sign ${ms(both)}`);
    console.log(`  stamp alone (saved unsigned) ${ms(stampOnly)}; stamp+sign again ${ms(loadedThenSigned)}`);
  }

  console.log(`-- batch publish: ${options.decisions.toLocaleString("en")} decisions`);
  const file = path.join(dir, "bench.db");
  const db = openDatabase(file);
  applyMigrations(db);
  setDb(db);
  insertFixtures(db);
  const submitter = insertUser(db, ["ROLE_ORG_SUBMITTER"]);
  const publisher = insertUser(db, ["ROLE_ORG_PUBLISHER"]);
  const document = pdf("Batch decision");
  const versionIds = db.$client.transaction(() =>
    Array.from(
      { length: options.decisions },
      (_, i) =>
        submitDecision(db, {
          user: submitter,
          input: input({ subject: `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ αρ. ${i}`, recipients: [`r${i}@example.org`] }),
          document,
          fields: FIELDS,
        }).versionId,
    ),
  )();
  const start = performance.now();
  let done = 0;
  for (let i = 0; i < versionIds.length; i += MAX_BATCH) {
    const result = await batchPublish(db, {
      user: publisher,
      versionIds: versionIds.slice(i, i + MAX_BATCH),
      notifyRecipients: true,
      baseUrl: "https://register.example",
    });
    done += result.done;
  }
  const seconds = (performance.now() - start) / 1000;
  const stamped = db.$client.prepare("SELECT count(*) FROM stamped_documents").pluck().get() as number;
  console.log(
    `batch publish: ${done.toLocaleString("en")} published and ${stamped.toLocaleString("en")} stamped+signed ` +
      `in ${seconds.toFixed(1)} s: ${(done / seconds).toFixed(1)} decisions/s (${((seconds * 1000) / done).toFixed(1)} ms each)`,
  );
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { decisions: { type: "string", default: "1000" }, samples: { type: "string", default: "100" } },
  });
  await runLifecycleBench({ decisions: Number(values.decisions), samples: Number(values.samples) });
}
