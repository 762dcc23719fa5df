/**
 * The three grounds on which a publication may be revoked (αίτημα ανάκλησης ανάρτησης,
 * reference/diavgeia.md §2.2, from the public bodies' guidance): nothing else is a ground, and the
 * request needs a comment too. The seed's REVOCATION_REASON dictionary is this list.
 * Pure: the seed, the pages and the API read it.
 */
import { z } from "zod";
import type { DecisionStatus } from "#shared/decision-status";
import { MSG, TEXT } from "../messages";

export const REVOCATION_GROUNDS = [
  { uid: "REVOCATION_REASON_1", label: "Περιέχει ευαίσθητα προσωπικά δεδομένα ή απόρρητες πληροφορίες" },
  { uid: "REVOCATION_REASON_2", label: "Αναρτήθηκε εκ παραδρομής εντελώς λανθασμένο έγγραφο" },
  { uid: "REVOCATION_REASON_3", label: "Διπλή ανάρτηση λόγω τεχνικού προβλήματος" },
] as const;

export type RevocationGround = (typeof REVOCATION_GROUNDS)[number]["uid"];

export const REVOCATION_GROUND_UIDS = REVOCATION_GROUNDS.map((g) => g.uid) as [RevocationGround, ...RevocationGround[]];

export function revocationGroundLabel(uid: RevocationGround): string {
  return REVOCATION_GROUNDS.find((g) => g.uid === uid)?.label ?? uid;
}

/** The longest comment accepted with a request. */
export const REVOCATION_COMMENT_MAX_LENGTH = 2000;

/** What the decision's page shows as the revocation's reason: the ground, then the comment. */
export function revocationReasonText(ground: RevocationGround, comment: string): string {
  return `${revocationGroundLabel(ground)}. ${comment}`;
}

/** A revocation reason as the request page and the JSON API send it. */
export const revocationReasonSchema = z.object({
  ground: z.enum(REVOCATION_GROUND_UIDS, { error: TEXT.invalidRevocationGround }),
  comment: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(REVOCATION_COMMENT_MAX_LENGTH, { error: TEXT.tooLong(REVOCATION_COMMENT_MAX_LENGTH) }),
});

/**
 * Completing a revocation takes the reason of the pending request; a decision revoked without one
 * (straight from PUBLISHED, on the operator's own initiative) needs a reason of its own.
 */
export function revocationNeedsOwnReason(status: DecisionStatus): boolean {
  return status !== "PENDING_REVOCATION";
}
