/** The refusal of extra fields a decision type does not define (forged or stale forms). */
import { describe, expect, it } from "vitest";
import type { FieldDef } from "../fields/types";
import { unknownExtraFields } from "./unknown-fields";

const def = (fieldPath: string, widget = "TEXT"): FieldDef => ({ fieldPath, widget, label: fieldPath }) as FieldDef;
const FIELDS = [
  def("person", "AFM"),
  def("awardAmount.amount", "AMOUNT"),
  def("awardAmount.currency", "COMBOBOX_SIMPLE"),
  def("extraFieldValues.sponsor", "LINE_COMPOSITE_AFM"),
  def("sponsor.kae"),
];

describe("unknown extra fields", () => {
  it("knows definitions, their rows and parts, and an AFM person's parts", () => {
    const names = [
      "subject",
      "__intent__",
      "extraFieldValues.person[0].afm",
      "extraFieldValues.person[3].name",
      "extraFieldValues.awardAmount.amount",
      "extraFieldValues.awardAmount",
      "extraFieldValues.sponsor[1].kae",
      "extraFieldValues.sponsor[1].sponsorAFMName.afm",
    ];
    expect(unknownExtraFields(names, FIELDS)).toEqual([]);
  });

  it("names what the type does not define", () => {
    const names = ["extraFieldValues.secret", "extraFieldValues.awardAmount.rate", "extraFieldValues.person[0].afm"];
    expect(unknownExtraFields(names, FIELDS)).toEqual(["extraFieldValues.secret", "extraFieldValues.awardAmount.rate"]);
  });
});
