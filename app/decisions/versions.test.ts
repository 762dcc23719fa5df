import { describe, expect, it } from "vitest";
import type { FieldDef } from "../fields/types";
import { headlineAmount, headlineFinancialYear } from "./versions";

const def = (fieldPath: string, widget: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  uid: fieldPath,
  fieldPath,
  widget,
  label: fieldPath,
  required: false,
  ...extra,
});

// Β.2.2 as the seed defines it: a table of beneficiaries, each with an amount.
const paymentFields = [
  def("financialYear", "YEAR"),
  def("sponsor", "LINE_COMPOSITE_AFM", { arrayView: "table" }),
  def("sponsor.sponsorAFMName", "AFM"),
  def("sponsor.expenseAmount.amount", "AMOUNT"),
];

describe("headline amount and financial year of a version", () => {
  it("sums an amount held in table rows", () => {
    const values = {
      financialYear: 2025,
      sponsor: [
        { sponsorAFMName: { afm: "090025537" }, expenseAmount: { amount: 1234.56, currency: "EUR" } },
        { sponsorAFMName: { afm: "996887930" }, expenseAmount: { amount: 100.1, currency: "EUR" } },
      ],
    };
    expect(headlineAmount(paymentFields, values)).toBe(1334.66);
    expect(headlineFinancialYear(paymentFields, values)).toBe(2025);
  });

  it("takes a single top-level amount as it is", () => {
    const fields = [def("amountWithVAT.amount", "AMOUNT")];
    expect(headlineAmount(fields, { amountWithVAT: { amount: 4139.16 } })).toBe(4139.16);
  });

  it("has no amount when no amount field holds a value", () => {
    expect(headlineAmount(paymentFields, { sponsor: [] })).toBeNull();
  });
});
