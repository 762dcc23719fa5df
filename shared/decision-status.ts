/**
 * A decision's statuses, the Greek words for them, and which of them the public sees: the one
 * module of that vocabulary. The status machine (app/decisions/status-machine.ts) says which action
 * moves a decision between them; this module only names them.
 *
 * It lives in shared/ because search/ needs the same words (the query language accepts
 * `status:"Αναρτημένη"`, reference/diavgeia.md §1.4, and facets show them) and search/ may not import
 * app/ (docs/decisions/021-shared-vocabulary.md). SPEC §4 fixes «Ανακληθείσα» and «Εν αναμονή
 * ανάκλησης» word for word.
 */

export const DECISION_STATUSES = ["SUBMITTED", "PUBLISHED", "PENDING_REVOCATION", "REVOKED"] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/** Statuses the public sees (search index, counts, exports): every one but SUBMITTED. */
export const PUBLIC_STATUSES = ["PUBLISHED", "PENDING_REVOCATION", "REVOKED"] as const satisfies DecisionStatus[];
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

/** Published and not revoked: the document is available, feeds and "latest" lists show it. */
export const IN_FORCE_STATUSES = ["PUBLISHED", "PENDING_REVOCATION"] as const satisfies PublicStatus[];

export const STATUS_LABELS: Record<DecisionStatus, string> = {
  SUBMITTED: "Υποβληθείσα (δεν έχει αναρτηθεί)",
  PUBLISHED: "Αναρτημένη",
  PENDING_REVOCATION: "Εν αναμονή ανάκλησης",
  REVOKED: "Ανακληθείσα",
};

/** The Greek name of a status; an unknown value is shown as it is rather than hidden. */
export function statusLabel(status: string): string {
  return isDecisionStatus(status) ? STATUS_LABELS[status] : status;
}

export function isDecisionStatus(value: string): value is DecisionStatus {
  return (DECISION_STATUSES as readonly string[]).includes(value);
}

export function isPublicStatus(value: string): value is PublicStatus {
  return (PUBLIC_STATUSES as readonly string[]).includes(value);
}

export function isInForce(status: string): boolean {
  return (IN_FORCE_STATUSES as readonly string[]).includes(status);
}

/** How a status tag looks (the govgr-tag modifier). */
export type StatusTone = "published" | "pending" | "revoked" | "submitted";
export const STATUS_TONES: Record<DecisionStatus, StatusTone> = {
  SUBMITTED: "submitted",
  PUBLISHED: "published",
  PENDING_REVOCATION: "pending",
  REVOKED: "revoked",
};

/**
 * The badge a list row shows (SPEC §4 "Search rows"): only revoked and revocation-pending
 * decisions carry one; a published decision is the normal case and shows none.
 */
export function statusBadge(status: string): { text: string; tone: StatusTone } | null {
  if (status !== "REVOKED" && status !== "PENDING_REVOCATION") return null;
  return { text: STATUS_LABELS[status], tone: STATUS_TONES[status] };
}
