/**
 * The answers that show the decision form again after the AFM check and after the save checks
 * carry the lists of the fields following their row's body (docs/decisions/122), as the other
 * round trips do: without them a co-competent body's unit and signers fall back to a code input.
 * Through the real /decision/new and /decision/edit actions, a real SQLite file and the local
 * process that speaks VIES and GGPS.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { athensDay } from "#shared/dates";
import { addField } from "../decision-types/field-changes.server";
import { fieldDraft } from "../decision-types/testing/field-draft";
import { AFM_CHECK_BUTTON } from "../fields/afm-check";
import { MSG } from "../messages";
import * as editRoute from "../routes/decision.edit.$versionId";
import * as newRoute from "../routes/decision.new";
import { DUPLICATE_PROTOCOL_NUMBER } from "./protocol-warnings.server";
import { snapshot } from "./testing/fixtures";
import { runAction, useFormRouteHarness } from "./testing/form-route-harness";
import { VALID_AFM } from "./testing/valid-extra-fields";

const ORG = "6013";
/** The catch-all type: every field optional, a co-competent bodies' table (body, unit, signers). */
const TYPE = "2.4.7.1";
const h = useFormRouteHarness({ fakeServices: true });
const { post, one } = h;

const today = () => athensDay(Date.now()).split("-").reverse().join("/");
const newPath = `/decision/new?type=${encodeURIComponent(TYPE)}&org=${ORG}`;

// An administrator gives the catch-all type an AFM field (the seed has no type with both).
beforeAll(() => {
  const admin = { id: Number(one("SELECT id FROM users WHERE username = 'admin'")) };
  const draft = fieldDraft({ fieldPath: "beneficiary", widget: "AFM", label: "ΑΦΜ δικαιούχου", maxLength: null });
  expect(addField(admin, TYPE, draft)).toMatchObject({ ok: true });
});

const afm = (number: string): [string, string][] => [
  ["extraFieldValues.beneficiary.afm", number],
  ["extraFieldValues.beneficiary.afmType", "EL"],
];

type Lists = Record<string, Record<string, { value: string; label: string }[]>>;

const unitsOf = (org: string) =>
  h.t.db.$client
    .prepare("SELECT uid FROM units WHERE org_uid = ? AND active = 1 ORDER BY uid")
    .pluck()
    .all(org) as string[];
const otherBody = () =>
  one(`SELECT org_uid FROM units WHERE org_uid <> '${ORG}' AND active = 1 ORDER BY org_uid LIMIT 1`);
const firstOf = (table: "units" | "signers", org: string) =>
  one(`SELECT uid FROM ${table} WHERE org_uid = '${org}' AND active = 1 ORDER BY uid LIMIT 1`);

/** A valid 2.4.7.1 form with one co-competent row of another body, its first unit chosen. */
function formOf(protocolNumber: string, more: [string, string][] = []): FormData {
  const other = otherBody();
  const fd = new FormData();
  const entries: [string, string][] = [
    ["decisionTypeId", TYPE],
    ["organizationId", ORG],
    ["subject", `Συναρμόδιοι φορείς ${protocolNumber}`],
    ["protocolNumber", protocolNumber],
    ["issueDate", today()],
    ["unitIds", firstOf("units", ORG)],
    ["signerIds", firstOf("signers", ORG)],
    ["thematicCategoryIds", "24"],
    ["extraFieldValues.co_competent[0].ministryId", other],
    ["extraFieldValues.co_competent[0].unitId", unitsOf(other)[0]],
    ...more,
  ];
  for (const [k, v] of entries) fd.set(k, v);
  fd.append("decisionFile", new File([new Uint8Array(tinyPdf())], "a.pdf", { type: "application/pdf" }));
  return fd;
}

/** The row's body's whole unit list is in the answer, and its signers' list too. */
function expectRowLists(lists: Lists | undefined) {
  const other = otherBody();
  expect(lists?.["co_competent.unitId"]?.[other]?.map((o) => o.value).sort()).toEqual(unitsOf(other));
  expect(lists?.["co_competent.signerIds"]?.[other]?.length).toBeGreaterThan(0);
}

describe("the save checks' answers carry the row lists", () => {
  it("a duplicate protocol number's warning (409) offers the row its body's units, nothing saved", async () => {
    expect((await runAction(newRoute.action, post(newPath, formOf("ΣΥΝ/1")))).status).toBe(303);
    const before = snapshot(h.t.db);
    const warned = await runAction(newRoute.action, post(newPath, formOf("ΣΥΝ/1")));
    expect(warned.status).toBe(409);
    expect((warned.data.warnings as { errorCode: string }[]).map((w) => w.errorCode)).toEqual([
      DUPLICATE_PROTOCOL_NUMBER,
    ]);
    expectRowLists(warned.data.lists as Lists);
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("a save refused by the checks (400: an AFM the tax service does not know) offers them too, nothing saved", async () => {
    const before = snapshot(h.t.db);
    const refused = await runAction(newRoute.action, post(newPath, formOf("ΣΥΝ/2", afm("090010689"))));
    expect(refused.status).toBe(400);
    expect(refused.data.lastResult.error).toEqual({ "extraFieldValues.beneficiary.afm": [MSG.invalidAfm] });
    expectRowLists(refused.data.lists as Lists);
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("the edit form's duplicate warning (409) carries them as well", async () => {
    expect((await runAction(newRoute.action, post(newPath, formOf("ΣΥΝ/3")))).status).toBe(303);
    const versionId = one(
      `SELECT v.version_id FROM decision_versions v JOIN decisions d ON d.latest_version_id = v.version_id WHERE v.protocol_number = 'ΣΥΝ/3'`,
    );
    const fd = formOf("ΣΥΝ/1");
    fd.delete("decisionFile");
    fd.set("updatedAt", String(one(`SELECT updated_at FROM decisions WHERE latest_version_id = '${versionId}'`)));
    const before = snapshot(h.t.db);
    const warned = await runAction(editRoute.action, post(`/decision/edit/${versionId}`, fd), { versionId });
    expect(warned.status).toBe(409);
    expectRowLists(warned.data.lists as Lists);
    expect(snapshot(h.t.db)).toEqual(before);
  });
});

describe("the AFM check without JavaScript carries the row lists", () => {
  it("«Έλεγχος ΑΦΜ» on a type with an AFM field and co-competent bodies answers the row's lists, nothing saved", async () => {
    const before = snapshot(h.t.db);
    const fd = formOf("ΣΥΝ/4", [...afm(VALID_AFM), [AFM_CHECK_BUTTON, "extraFieldValues.beneficiary"]]);
    const out = await runAction(newRoute.action, post(newPath, fd));
    expect(out.status).toBe(200);
    expect(Object.keys(out.data.afmChecks)).toEqual(["extraFieldValues.beneficiary"]);
    expectRowLists(out.data.lists as Lists);
    expect(out.data.lastResult.initialValue.extraFieldValues.co_competent[0].unitId).toBe(unitsOf(otherBody())[0]);
    expect(snapshot(h.t.db)).toEqual(before);
  });
});
