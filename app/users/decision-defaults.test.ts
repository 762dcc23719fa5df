/**
 * /profile/defaults' domain against a real SQLite file with the seeded reference data: the saved
 * defaults come back (and the decision form's recipients read them), values the decision form would
 * not offer the user are refused with nothing saved, clearing removes both kinds; each change one
 * audit row.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { defaultRecipients } from "../decisions/form-schema.server";
import { TEXT } from "../messages";
import {
  basicDefaultsOf,
  clearDecisionDefaults,
  decisionDefaultsPage,
  saveDecisionDefaults,
} from "./decision-defaults.server";

const t = useDemoDatabase();

const idOf = (username: string) => t.idOf(username);
async function signedIn(username: string) {
  const { id } = await createSession(idOf(username), { address: "192.0.2.9", userAgent: "test" });
  return loadSessionUser(idOf(username), id, Date.now() + 60_000)!;
}
const audits = (userId: number) =>
  (
    t.db.$client
      .prepare(
        "SELECT action FROM audit_log WHERE entity_type = 'user' AND entity_id = ? AND action LIKE 'user.defaults.%'",
      )
      .all(String(userId)) as { action: string }[]
  ).map((r) => r.action);

describe("decision defaults", () => {
  it("offers the submitter's body with the form's own lists", async () => {
    const user = await signedIn("submitter");
    const page = decisionDefaultsPage(user);
    expect(page.orgUid).toBe("6013");
    expect(page.choices.units.length).toBeGreaterThan(0);
    expect(page.choices.signers.length).toBeGreaterThan(0);
    expect(page.choices.decisionTypes.some((o) => o.value === "Β.1.3")).toBe(true);
    expect(page.basic).toBeNull();
  });

  it("saves basic defaults and recipients, and the form reads the recipients", async () => {
    const user = await signedIn("submitter");
    const { choices } = decisionDefaultsPage(user);
    const unit = choices.units[0].value;
    const signer = choices.signers[0].value;
    const thk = choices.thematicCategories[0].value;
    expect(
      saveDecisionDefaults(user, {
        organizationId: "6013",
        decisionTypeId: "Β.1.3",
        unitIds: [unit, unit],
        signerIds: [signer],
        thematicCategoryIds: [thk],
        recipients: "a@example.org; b@example.org\nA@example.org",
      }),
    ).toEqual({ ok: true });
    expect(basicDefaultsOf(user.id)).toEqual({
      organizationId: "6013",
      decisionTypeId: "Β.1.3",
      unitIds: [unit],
      signerIds: [signer],
      thematicCategoryIds: [thk],
    });
    expect(defaultRecipients(t.db, user.id)).toEqual(["a@example.org", "b@example.org"]);
    expect(audits(user.id)).toEqual(["user.defaults.update"]);
  });

  it("refuses what the form would not offer (another body, a unit of another body, a bad address), saving nothing", async () => {
    const user = await signedIn("submitter");
    const before = basicDefaultsOf(user.id);
    const base = { unitIds: [], signerIds: [], thematicCategoryIds: [], recipients: "" };
    expect(saveDecisionDefaults(user, { ...base, organizationId: "99999999" })).toEqual({
      ok: false,
      errors: { organizationId: TEXT.invalidOption },
    });
    expect(saveDecisionDefaults(user, { ...base, organizationId: "6013", unitIds: ["not-a-unit"] })).toEqual({
      ok: false,
      errors: { unitIds: TEXT.invalidOption },
    });
    expect(saveDecisionDefaults(user, { ...base, organizationId: "6013", decisionTypeId: "Β.9.9" })).toMatchObject({
      ok: false,
      errors: { decisionTypeId: TEXT.invalidOption },
    });
    expect(saveDecisionDefaults(user, { ...base, recipients: "a@example.org, not an address" })).toEqual({
      ok: false,
      errors: { recipients: `${TEXT.invalidEmail}: not an address` },
    });
    expect(basicDefaultsOf(user.id)).toEqual(before);
    expect(audits(user.id)).toEqual(["user.defaults.update"]);
  });

  it("clearing removes both kinds", async () => {
    const user = await signedIn("submitter");
    clearDecisionDefaults(user);
    expect(basicDefaultsOf(user.id)).toBeNull();
    expect(defaultRecipients(t.db, user.id)).toEqual([]);
    expect(audits(user.id)).toEqual(["user.defaults.update", "user.defaults.clear"]);
  });
});
