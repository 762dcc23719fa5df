/**
 * Related-decision fields constrained by decision type and organisation (issue 8), against a real
 * SQLite file: the save check (./related-adas.server.ts, run by ./save-checks.server.ts for the
 * form and the write API) refuses, in Greek, an ADA of no decision, of a type the field does not
 * take, or of another body when the field asks for the decision's own; a field with no constraint
 * takes any published decision.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, setDb } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import type { FieldDef } from "../fields/types";
import { FORM_TEXT } from "../messages";
import { makeAda, organizationAdaCode } from "./ada";
import { relatedAdaErrors } from "./related-adas.server";
import { saveChecks } from "./save-checks.server";
import { submitDecision } from "./submit.server";
import { input, insertFixtures, insertUser, ORG, pdf } from "./testing/fixtures";

const OTHER = "7001";
let t: TestDatabase;
const ada = { own: makeAda(organizationAdaCode(6013), 1), other: makeAda(organizationAdaCode(7001), 2), approval: "" };

const field = (over: Partial<FieldDef>): FieldDef => ({
  uid: "rel",
  fieldPath: "relatedAnalipsiYpoxreosis",
  widget: "DECISION_SEARCH_BOX",
  label: "Σχετ. Ανάληψη Υποχρέωσης",
  required: false,
  ...over,
});
const commitment = field({ relatedTypes: ["Β.1.3"], relatedSameOrganization: true });
const anyDecision = field({ fieldPath: "textRelatedADA", uid: "any" });

beforeAll(() => {
  t = createTestDatabase();
  setDb(t.db);
  insertFixtures(t.db);
  insertFixtures(t.db, OTHER, "ΑΒΓ");
  t.db
    .insert(schema.decisionTypes)
    .values({ uid: "Β.2.1", label: "ΕΓΚΡΙΣΗ ΔΑΠΑΝΗΣ", parentUid: "2.4.2", allowedInDecisions: true })
    .run();
  const publish = (org: string, type: string, ada: string) => {
    const user = insertUser(t.db, ["ROLE_ORG_SUBMITTER"], org);
    const { decisionId } = submitDecision(t.db, {
      user,
      input: input({ decisionTypeId: type }, org),
      document: pdf(),
      fields: [],
    });
    t.db.$client.prepare("UPDATE decisions SET ada = ?, status = 'PUBLISHED' WHERE id = ?").run(ada, decisionId);
  };
  ada.approval = makeAda(organizationAdaCode(6013), 3);
  publish(ORG, "Β.1.3", ada.own);
  publish(OTHER, "Β.1.3", ada.other);
  publish(ORG, "Β.2.1", ada.approval);
});
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

const errorsOf = (def: FieldDef, value: string) => relatedAdaErrors({ [def.fieldPath]: value }, [def], ORG, t.db);

describe("a related-decision field that names a type and the body", () => {
  it("takes a published decision of that type of the same body", () => {
    expect(errorsOf(commitment, ada.own)).toEqual({});
  });

  it("refuses a decision of another type", () => {
    expect(errorsOf(commitment, ada.approval)).toEqual({
      "extraFieldValues.relatedAnalipsiYpoxreosis": [FORM_TEXT.relatedAdaWrongType(ada.approval, "Β.1.3")],
    });
    expect(FORM_TEXT.relatedAdaWrongType("Α", "Β.1.3")).toBe(
      "Η πράξη με ΑΔΑ «Α» δεν είναι του είδους που ζητά το πεδίο (Β.1.3).",
    );
  });

  it("refuses a decision of another body", () => {
    expect(errorsOf(commitment, ada.other)).toEqual({
      "extraFieldValues.relatedAnalipsiYpoxreosis": [FORM_TEXT.relatedAdaOtherOrganization(ada.other)],
    });
  });

  it("refuses an ADA of no decision", () => {
    const missing = makeAda(organizationAdaCode(6013), 99);
    expect(errorsOf(commitment, missing)).toEqual({
      "extraFieldValues.relatedAnalipsiYpoxreosis": [FORM_TEXT.relatedAdaNotFound(missing)],
    });
  });
});

describe("a related-decision field with no constraint", () => {
  it("takes a published decision of any type and body", () => {
    expect(errorsOf(anyDecision, ada.other)).toEqual({});
    expect(errorsOf(anyDecision, ada.approval)).toEqual({});
  });
});

describe("the save checks", () => {
  it("report the misfit on its field, as the form and the write API read it", async () => {
    const checks = await saveChecks({
      orgUid: ORG,
      protocolNumber: "ΣΧΕΤ/1",
      extraFieldValues: { relatedAnalipsiYpoxreosis: ada.other },
      confirmed: true,
      fields: [commitment],
    });
    expect(checks.fieldErrors).toEqual({
      "extraFieldValues.relatedAnalipsiYpoxreosis": [FORM_TEXT.relatedAdaOtherOrganization(ada.other)],
    });
  });
});
