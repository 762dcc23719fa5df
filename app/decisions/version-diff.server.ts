/**
 * The comparison page of two versions (/decision/diff/{from}/{to}): both read with the viewer's
 * access (an unpublished version stays hidden from who may not see it), both of one decision.
 */
import type { AccessEntry } from "../access/permissions";
import { getVersion, type DecisionSummary, type HistoryEntry, type VersionDetail } from "./read.server";
import { diffVersions, type DiffRow } from "./version-diff";

export interface VersionDiffPage {
  decision: DecisionSummary;
  before: Pick<VersionDetail, "versionId" | "versionNumber" | "description" | "createdAt">;
  after: Pick<VersionDetail, "versionId" | "versionNumber" | "description" | "createdAt">;
  rows: DiffRow[];
  history: HistoryEntry[];
}

export type VersionDiffResult =
  { ok: true; page: VersionDiffPage } | { ok: false; reason: "not-found" | "hidden" | "other-decision" };

const head = (v: VersionDetail) => ({
  versionId: v.versionId,
  versionNumber: v.versionNumber,
  description: v.description,
  createdAt: v.createdAt,
});

export function versionDiffPage(from: string, to: string, access: readonly AccessEntry[] | null): VersionDiffResult {
  const a = getVersion(from, access);
  const b = getVersion(to, access);
  if (!a.found || !b.found) return { ok: false, reason: "not-found" };
  if (!a.visible || !b.visible) return { ok: false, reason: "hidden" };
  if (a.page.decision.id !== b.page.decision.id) return { ok: false, reason: "other-decision" };
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
      history: after.history,
    },
  };
}
