/**
 * The user's decision defaults on /decision/new (SPEC §2): the real route loader and form markup
 * over a real SQLite file. Step 1 preselects the saved body and type; the form of that body starts
 * with the saved units, signers and thematic categories; another body's form starts empty.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "#tests/support/render-in-router";
import { useDemoDatabase } from "#tests/support/demo-db";
import { getDb, schema } from "#db/client";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { DecisionFormFields } from "../components/form/DecisionFormFields";
import * as newRoute from "../routes/decision.new";
import { decisionDefaultsPage, saveDecisionDefaults } from "./decision-defaults.server";

const t = useDemoDatabase();

async function signedIn(username: string) {
  const session = await createSession(t.idOf(username), { address: "192.0.2.9", userAgent: "test" });
  return { user: loadSessionUser(t.idOf(username), session.id, Date.now() + 60_000)!, cookie: session.cookie };
}

async function load(cookie: string, query: string) {
  const request = new Request(`http://register.test/decision/new${query}`, {
    headers: { Cookie: cookie.split(";")[0] },
  });
  return await newRoute.loader({ request, params: {}, context: {} });
}

describe("decision defaults on a new decision's form", () => {
  it("preselect step 1 and prefill the saved body's form, and only it", async () => {
    const { user, cookie } = await signedIn("submitter");
    const { choices } = decisionDefaultsPage(user);
    // A signer and one of the units they sign for: the form offers a unit's own signers (issue 8).
    const signer = choices.signers[choices.signers.length - 1].value;
    const { unitUid: unit } = getDb()
      .select({ unitUid: schema.signerUnits.unitUid })
      .from(schema.signerUnits)
      .where(eq(schema.signerUnits.signerUid, signer))
      .get()!;
    expect(choices.units.map((u) => u.value)).toContain(unit);
    const category = choices.thematicCategories[1].value;
    const saved = saveDecisionDefaults(user, {
      organizationId: "6013",
      decisionTypeId: "Β.1.3",
      unitIds: [unit],
      signerIds: [signer],
      thematicCategoryIds: [category],
      recipients: "",
    });
    expect(saved).toEqual({ ok: true });

    const step1 = await load(cookie, "");
    expect(step1).toMatchObject({ step: 1, chosen: { org: "6013", type: "Β.1.3" } });

    const step2 = await load(cookie, "?type=%CE%92.1.3&org=6013");
    if (!("step" in step2) || step2.step !== 2) throw new Error("expected the form");
    expect(step2.prefill).toEqual({ unitIds: [unit], signerIds: [signer], thematicCategoryIds: [category] });
    const html = await renderInRouter(
      createElement(DecisionFormFields, {
        form: step2.form,
        snapshot: { values: null, errors: {} },
        maxUploadMb: 10,
        prefill: step2.prefill,
      }),
    );
    for (const value of [unit, signer, category]) {
      expect(html).toMatch(
        new RegExp(`value="${value}"[^>]*(checked|selected)|(checked|selected)[^>]*value="${value}"`),
      );
    }
  });
});
