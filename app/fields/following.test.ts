/**
 * A list field that follows the body chosen in its own table row (issue 8, decision 122): the
 * co-competent bodies of 2.4.7.1 as seeded, each row with a body (ORGANIZATION_ALL), its unit
 * (UNITS_HIERARCHICAL_MENU) and its signers (SIGNER_MULTIPLE). Which fields follow, which value
 * each row follows, where the browser reads a body's whole list, and the save's refusal of a unit
 * of another body than the row's.
 */
import { describe, expect, it } from "vitest";
import { TEXT } from "../messages";
import { buildFieldTree } from "./field-tree";
import { dynamicFieldsSchema } from "./fields-schema";
import {
  followedName,
  followedValue,
  followsAnother,
  listChangesWithValue,
  listFollows,
  wholeListUrl,
} from "./following";
import type { Option } from "./options.rule";
import { seededDefs } from "./testing-seed-defs";
import type { FieldDef } from "./types";

const defs = seededDefs("2.4.7.1");
const field = (path: string) => defs.find((d) => d.fieldPath === path)!;
const unit = field("co_competent.unitId");
const signers = field("co_competent.signerIds");
const body = field("co_competent.ministryId");

/** Two bodies and their units, as a body's list answers them (the units of 6013 are not 6174's). */
const UNITS: Record<string, Option[]> = {
  "6013": [
    { value: "u-athens-1", label: "ΔΙΕΥΘΥΝΣΗ ΔΗΜΟΤΙΚΗΣ ΑΣΤΥΝΟΜΙΑΣ" },
    { value: "u-athens-2", label: "ΤΜΗΜΑ ΠΡΑΣΙΝΟΥ", depth: 1 },
  ],
  "6174": [{ value: "81217", label: "ΤΕΧΝΙΚΗ ΥΠΗΡΕΣΙΑ" }],
};
/** What the schema asks for a field following a body: that body's units (none without a body). */
const unitsOf = (_def: FieldDef, org: string) => UNITS[org] ?? [];

describe("which fields follow another one, and how", () => {
  it("a row's unit and signers follow the row's body and show its whole list; the body itself is searched", () => {
    expect(listFollows(unit)).toBe(true);
    expect(listFollows(signers)).toBe(true);
    expect(listFollows(body)).toBe(false);
    // An ajax selector that follows a body searches its list with that body: no whole list.
    const ajax = { ...unit, widget: "COMBOBOX_AJAX_SIMPLE" };
    expect(followsAnother(ajax)).toBe(true);
    expect(listFollows(ajax)).toBe(false);
    // A date after another date follows nothing's list.
    expect(listFollows({ ...unit, widget: "DATE", updateAttr: "minDate" })).toBe(false);
  });

  it("each row follows the body of its own row", () => {
    const values = {
      extraFieldValues: {
        co_competent: [{ ministryId: "6013" }, { ministryId: " 6174 " }, { ministryId: "" }],
      },
    };
    const nameIn = (row: number) => `extraFieldValues.co_competent[${row}].unitId`;
    expect(followedName(unit, nameIn(1))).toBe("extraFieldValues.co_competent[1].ministryId");
    expect([0, 1, 2, 3].map((row) => followedValue(values, unit, nameIn(row)))).toEqual(["6013", "6174", "", ""]);
    expect(followedValue(null, unit, nameIn(0))).toBe("");
  });

  it("a body's units or signers change with the body and are read whole; a dictionary does not change", () => {
    expect(listChangesWithValue(unit)).toBe(true);
    expect(wholeListUrl(unit, "6013")).toBe("/luminapi/api/fields/units?org=6013&all=1");
    // The definition's own URL, its fixed organisation replaced by the row's body.
    const withUrl = { ...signers, selectionListUrl: "/luminapi/api/fields/signers?org=5000" };
    expect(wholeListUrl(withUrl, "6174")).toBe("/luminapi/api/fields/signers?org=6174&all=1");
    expect(listChangesWithValue({ ...unit, widget: "COMBOBOX_SIMPLE", dictionaryUid: "FEKTYPES" })).toBe(false);
  });
});

describe("saving a row's unit (SPEC §5: a value outside the list is refused)", () => {
  const bodies = [
    { value: "6013", label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ" },
    { value: "6174", label: "ΔΗΜΟΣ ΛΗΜΝΟΥ" },
  ];
  const schema = dynamicFieldsSchema(buildFieldTree(defs), { "co_competent.ministryId": bodies }, unitsOf);

  it("takes, in each row, a unit of that row's body", () => {
    const parsed = schema.safeParse({
      co_competent: [
        { ministryId: "6013", unitId: "u-athens-2" },
        { ministryId: "6174", unitId: "81217" },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it("refuses, on that row's field, a unit of the body chosen in another row", () => {
    const parsed = schema.safeParse({
      co_competent: [
        { ministryId: "6013", unitId: "u-athens-1" },
        { ministryId: "6174", unitId: "u-athens-1" },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["co_competent.1.unitId", TEXT.invalidOption],
    ]);
  });

  it("refuses a unit in a row without a body", () => {
    const parsed = schema.safeParse({ co_competent: [{ unitId: "81217" }] });
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["co_competent.0.unitId", TEXT.invalidOption],
    ]);
  });
});
