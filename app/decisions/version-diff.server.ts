/**
 * The comparison page of two versions (/decision/diff/{from}/{to}): both read with the viewer's
 * access (an unpublished version stays hidden from who may not see it), both of one decision;
 * their documents' text is compared line by line when both are PDFs with text.
 */
import type { AccessEntry } from "../access/permissions";
import { getVersion, type DecisionSummary, type HistoryEntry, type VersionDetail } from "./read.server";
import { documentTextLines } from "../documents/document-text.server";
import { diffLines, type TextDiffLine } from "../documents/text-diff";
import { diffVersions, type DiffRow } from "./version-diff";

/**
 * The documents' text compared line by line: "same" (same file), the changed lines, or why the
 * text could not be compared (a scan without text, a composed document, too long).
 */
export type DocumentTextDiff =
  | { kind: "same" }
  | { kind: "changes"; lines: TextDiffLine[] }
  | { kind: "not-compared"; reason: "no-document" | "no-text" | "too-long" };

async function documentTextDiff(before: VersionDetail, after: VersionDetail): Promise<DocumentTextDiff> {
  if (!before.document || !after.document) return { kind: "not-compared", reason: "no-document" };
  if (before.document.sha256 === after.document.sha256) return { kind: "same" };
  const [a, b] = await Promise.all([documentTextLines(before.document.id), documentTextLines(after.document.id)]);
  if (!a || !b) return { kind: "not-compared", reason: "no-text" };
  const lines = diffLines(a, b);
  return lines ? { kind: "changes", lines } : { kind: "not-compared", reason: "too-long" };
}

export interface VersionDiffPage {
  decision: DecisionSummary;
  before: Pick<VersionDetail, "versionId" | "versionNumber" | "description" | "createdAt">;
  after: Pick<VersionDetail, "versionId" | "versionNumber" | "description" | "createdAt">;
  rows: DiffRow[];
  documentText: DocumentTextDiff;
  history: HistoryEntry[];
}

export type VersionDiffResult =
  | { ok: true; page: VersionDiffPage }
  | { ok: false; reason: "not-found" | "hidden" | "other-decision" | "same-version" };

const head = (v: VersionDetail) => ({
  versionId: v.versionId,
  versionNumber: v.versionNumber,
  description: v.description,
  createdAt: v.createdAt,
});

export async function versionDiffPage(
  from: string,
  to: string,
  access: readonly AccessEntry[] | null,
): Promise<VersionDiffResult> {
  const a = getVersion(from, access);
  const b = getVersion(to, access);
  if (!a.found || !b.found) return { ok: false, reason: "not-found" };
  if (!a.visible || !b.visible) return { ok: false, reason: "hidden" };
  if (a.page.decision.id !== b.page.decision.id) return { ok: false, reason: "other-decision" };
  // A version compared with itself says nothing: the chooser on the decision's page asks again.
  if (a.page.version.versionId === b.page.version.versionId) return { ok: false, reason: "same-version" };
  // Older first, whichever order the address gives.
  const [before, after] =
    a.page.version.versionNumber <= b.page.version.versionNumber ? [a.page, b.page] : [b.page, a.page];
  return {
    ok: true,
    page: {
      decision: after.decision,
      before: head(before.version),
      after: head(after.version),
      rows: diffVersions(before.version, after.version),
      documentText: await documentTextDiff(before.version, after.version),
      history: after.history,
    },
  };
}
