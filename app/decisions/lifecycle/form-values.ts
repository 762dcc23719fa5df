/**
 * A stored version as the decision form's values, so an edit page opens filled in: the same
 * shape Conform sends back after a submission (app/components/form/snapshot.ts), with amounts
 * written the Greek way the amount rule reads («1.234,56»). Pure.
 */
import { formatAmountInput } from "#app/fields/amount.rule";
import { pathSegments } from "#app/fields/paths";
import type { FieldDef } from "#app/fields/types";
import { kindOf } from "#app/fields/widget-kind";

export interface StoredVersion {
  decisionTypeUid: string;
  subject: string;
  protocolNumber: string;
  issueDate: string;
  unitUids: string[];
  signerUids: string[];
  thematicCategoryUids: string[];
  privateData: boolean;
  extraFieldValues: Record<string, unknown>;
}

/** Rewrites, in place, every number found along `segments` (through table rows) with `write`. */
function rewriteAlong(node: unknown, segments: (string | number)[], write: (n: number) => string): void {
  if (node === null || typeof node !== "object" || segments.length === 0) return;
  if (Array.isArray(node) && typeof segments[0] === "string") {
    for (const row of node) rewriteAlong(row, segments, write);
    return;
  }
  const record = node as Record<string | number, unknown>;
  const [head, ...rest] = segments;
  if (rest.length === 0) {
    const value = record[head];
    if (typeof value === "number") record[head] = write(value);
    else if (Array.isArray(value))
      record[head] = (value as unknown[]).map((v) => (typeof v === "number" ? write(v) : v));
    return;
  }
  rewriteAlong(record[head], rest, write);
}

/** Stored (or imported) extra field values as the form writes them: amounts the Greek way. */
export function extraFieldFormValues(values: Record<string, unknown>, fields: readonly FieldDef[]) {
  const extra: Record<string, unknown> = structuredClone(values);
  for (const def of fields) {
    if (kindOf(def, 0) === "amount") rewriteAlong(extra, pathSegments(def.fieldPath), formatAmountInput);
  }
  return extra;
}

export function formValuesOf(
  version: StoredVersion,
  orgUid: string,
  fields: readonly FieldDef[],
  recipients: readonly string[],
): Record<string, unknown> {
  const extra = extraFieldFormValues(version.extraFieldValues, fields);
  return {
    decisionTypeId: version.decisionTypeUid,
    organizationId: orgUid,
    subject: version.subject,
    protocolNumber: version.protocolNumber,
    issueDate: version.issueDate,
    unitIds: version.unitUids,
    signerIds: version.signerUids,
    thematicCategoryIds: version.thematicCategoryUids,
    privateData: version.privateData ? "on" : undefined,
    extraFieldValues: extra,
    recipients: recipients.join("\n"),
  };
}
