/**
 * A readable comparison of two versions of one decision, field by field (issue 9: "a readable
 * diff between any two versions, metadata field by field, linkable by URL"). Pure: takes the two
 * versions as the decision pages read them (read.server.ts VersionDetail) and lists each field
 * with its value before and after and whether it changed. The document row compares the files by
 * name and checksum; their text is compared line by line by version-diff.server.ts.
 */
import { formatAmount } from "../format";
import { formatDate } from "#shared/dates";
import type { VersionDetail } from "./read.server";

export interface DiffRow {
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const labels = (list: { label: string }[]) => list.map((l) => l.label).join(", ");
const documentText = (v: VersionDetail) =>
  v.document ? `${v.document.filename} (SHA-256 ${v.document.sha256.slice(0, 12)}…)` : "";

export function diffVersions(before: VersionDetail, after: VersionDetail): DiffRow[] {
  const pairs: [string, (v: VersionDetail) => string][] = [
    ["Θέμα", (v) => v.subject],
    ["Αριθμός πρωτοκόλλου", (v) => v.protocolNumber],
    ["Ημερομηνία έκδοσης", (v) => formatDate(v.issueDate)],
    ["Είδος πράξης", (v) => v.decisionType.label],
    ["Οργανωτικές μονάδες", (v) => labels(v.units)],
    ["Υπογράφοντες", (v) => labels(v.signers)],
    ["Θεματικές κατηγορίες", (v) => labels(v.thematicCategories)],
    ["Ποσό", (v) => (v.amount === null ? "" : formatAmount(v.amount))],
    ["Οικονομικό έτος", (v) => (v.financialYear === null ? "" : String(v.financialYear))],
    ["Περιέχει προσωπικά δεδομένα", (v) => (v.privateData ? "Ναι" : "Όχι")],
    ["Έγγραφο", documentText],
  ];
  const rows = pairs.map(([label, read]) => {
    const [b, a] = [read(before), read(after)];
    return { label, before: b, after: a, changed: a !== b };
  });
  // The type's own fields, in the order of the newer version, then any only the older one had.
  const older = new Map(before.extraFields.map((f) => [f.uid, f]));
  const newer = new Map(after.extraFields.map((f) => [f.uid, f]));
  for (const f of after.extraFields) {
    const b = older.get(f.uid)?.value ?? "";
    rows.push({ label: f.label, before: b, after: f.value, changed: b !== f.value });
  }
  for (const f of before.extraFields) {
    if (!newer.has(f.uid)) rows.push({ label: f.label, before: f.value, after: "", changed: true });
  }
  return rows;
}
