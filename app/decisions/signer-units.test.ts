/**
 * Signers follow the unit (issue 8), against a real SQLite file: the form offers the signers of the
 * chosen units (and those who sign for the body), and the save refuses one outside them in Greek.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { FORM_TEXT } from "../messages";
import { signersForUnits } from "./signer-units";
import { signerUnitErrors, signerUnitsOf } from "./signer-units.server";
import { insertFixtures, ORG } from "./testing/fixtures";

let t: TestDatabase;

beforeEach(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  t.db
    .insert(schema.units)
    .values([
      { uid: "u-tech", orgUid: ORG, label: "Τεχνική Υπηρεσία" },
      { uid: "u-fin", orgUid: ORG, label: "Οικονομική Διεύθυνση" },
    ])
    .run();
  t.db
    .insert(schema.signers)
    .values([
      { uid: "s-tech", orgUid: ORG, firstName: "Νίκος", lastName: "Τεχνικός" },
      { uid: "s-fin", orgUid: ORG, firstName: "Ελένη", lastName: "Λογίστρια" },
      { uid: "s-mayor", orgUid: ORG, firstName: "Γιώργος", lastName: "Δήμαρχος", hasOrganizationSignRights: true },
      { uid: "s-body", orgUid: ORG, firstName: "Άννα", lastName: "Γραμματέας" },
    ])
    .run();
  t.db
    .insert(schema.signerUnits)
    .values([
      { signerUid: "s-tech", unitUid: "u-tech" },
      { signerUid: "s-fin", unitUid: "u-fin" },
      { signerUid: "s-body", unitUid: ORG },
    ])
    .run();
});
afterEach(() => t.cleanup());

const options = () => ["s-tech", "s-fin", "s-mayor", "s-body", `${ORG}-s1`].map((value) => ({ value, label: value }));

describe("the signers the form offers", () => {
  it("are those of the chosen unit, those who sign for the body, and those attached to no unit", () => {
    const units = signerUnitsOf(ORG, t.db);
    expect(signersForUnits(options(), units, ["u-tech"]).map((o) => o.value)).toEqual([
      "s-tech",
      "s-mayor",
      "s-body",
      `${ORG}-s1`,
    ]);
    expect(signersForUnits(options(), units, ["u-tech", "u-fin"]).map((o) => o.value)).toContain("s-fin");
  });

  it("are every signer while no unit is chosen", () => {
    expect(signersForUnits(options(), signerUnitsOf(ORG, t.db), [])).toHaveLength(5);
  });
});

describe("the save check", () => {
  it("refuses a signer of another unit, by name, in Greek", () => {
    expect(signerUnitErrors({ orgUid: ORG, unitIds: ["u-tech"], signerIds: ["s-mayor", "s-fin"] }, t.db)).toEqual({
      signerIds: [FORM_TEXT.signerNotInUnit("Λογίστρια Ελένη")],
    });
    expect(FORM_TEXT.signerNotInUnit("Λογίστρια Ελένη")).toBe(
      "Ο υπογράφων «Λογίστρια Ελένη» δεν υπογράφει για την οργανωτική μονάδα που επιλέξατε.",
    );
  });

  it("accepts the unit's signer, the body's signers, and a signer of one of several chosen units", () => {
    const check = (unitIds: string[], signerIds: string[]) =>
      signerUnitErrors({ orgUid: ORG, unitIds, signerIds }, t.db);
    expect(check(["u-tech"], ["s-tech", "s-mayor", "s-body"])).toEqual({});
    expect(check(["u-tech", "u-fin"], ["s-fin"])).toEqual({});
    expect(check([], ["s-fin"])).toEqual({});
  });
});
