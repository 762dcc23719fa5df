/**
 * Greek names of decision statuses for pages (SPEC §4 fixes Ανακληθείσα and Εν αναμονή
 * ανάκλησης; the search index uses the same words, search/statuses.ts).
 */
import { MSG } from "../messages";
import { STATUS_LABELS as SEARCH_STATUS_LABELS } from "#search/statuses";

export const STATUS_LABELS: Record<string, string> = {
  SUBMITTED: "Υποβληθείσα (δεν έχει αναρτηθεί)",
  PUBLISHED: SEARCH_STATUS_LABELS.PUBLISHED,
  PENDING_REVOCATION: MSG.statusPendingRevocation,
  REVOKED: MSG.statusRevoked,
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** The badge a search row or a page shows for a status (SPEC §4 "Search rows"). */
export function statusBadge(
  status: string,
): { text: string; tone: "revoked" | "pending" | "published" | "submitted" } | null {
  if (status === "REVOKED") return { text: MSG.statusRevoked, tone: "revoked" };
  if (status === "PENDING_REVOCATION") return { text: MSG.statusPendingRevocation, tone: "pending" };
  return null;
}
