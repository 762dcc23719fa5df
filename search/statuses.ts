/**
 * Decision statuses as the search index and the query language see them. The Greek labels are
 * the ones Diavgeia's query language accepts (`status:"Αναρτημένη"`, reference/diavgeia.md §1.4)
 * and the facet labels the search page shows; SPEC §4 fixes Ανακληθείσα and Εν αναμονή ανάκλησης.
 * This is the one place of those words: app/messages.ts refers to them (search/ may not import app/).
 */
export const SEARCHABLE_STATUSES = ["PUBLISHED", "PENDING_REVOCATION", "REVOKED"] as const;
export type SearchableStatus = (typeof SEARCHABLE_STATUSES)[number];

export const STATUS_LABELS: Record<SearchableStatus, string> = {
  PUBLISHED: "Αναρτημένη",
  PENDING_REVOCATION: "Εν αναμονή ανάκλησης",
  REVOKED: "Ανακληθείσα",
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as SearchableStatus] ?? status;
}
