/**
 * Derived columns of a decision version: the headline amount and financial year that search and
 * lists show (decision_versions.amount, .financial_year), taken from the type's extra fields.
 * Pure, so the JSON API and the form derive them the same way.
 */
import type { FieldDef } from "../fields/types";
import { getPath, valuesAlong } from "../fields/paths";
import { kindOf } from "../fields/widget-kind";
import { extraFields, type DecisionInput } from "./form-schema";

/**
 * The decision's headline amount: the first amount field with a value, in definition order.
 * An amount inside a table (one per contractor or beneficiary row) counts as the sum of its rows.
 */
export function headlineAmount(fields: readonly FieldDef[], values: Record<string, unknown>): number | null {
  for (const def of extraFields(fields)) {
    if (kindOf(def, 0) !== "amount") continue;
    const amounts = valuesAlong(values, def.fieldPath).filter((v): v is number => typeof v === "number");
    if (amounts.length > 0) return Math.round(amounts.reduce((sum, v) => sum + v, 0) * 100) / 100;
  }
  return null;
}

/** The financial year (the field named financialYear, else the first year field with a value). */
export function headlineFinancialYear(fields: readonly FieldDef[], values: Record<string, unknown>): number | null {
  const years = extraFields(fields).filter((def) => kindOf(def, 0) === "year");
  const named = years.find((def) => def.fieldPath === "financialYear");
  for (const def of named ? [named] : years) {
    const v = getPath(values, def.fieldPath);
    if (typeof v === "number") return v;
  }
  return null;
}

/** Extra-field values as stored: JSON without the undefined of fields left empty. */
export function storedExtraValues(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}

/**
 * The content columns of a version from validated input: what submitting, editing and correcting
 * write alike (decision_versions, minus identity, status and document).
 */
export function versionContent(
  input: Omit<DecisionInput, "organizationId" | "recipients" | "decisionFile">,
  fields: readonly FieldDef[],
) {
  const extra = storedExtraValues(input.extraFieldValues);
  return {
    protocolNumber: input.protocolNumber,
    subject: input.subject,
    issueDate: input.issueDate,
    decisionTypeUid: input.decisionTypeId,
    unitUids: input.unitIds,
    signerUids: input.signerIds,
    thematicCategoryUids: input.thematicCategoryIds,
    amount: headlineAmount(fields, extra),
    financialYear: headlineFinancialYear(fields, extra),
    extraFieldValues: extra,
    privateData: input.privateData,
  };
}
