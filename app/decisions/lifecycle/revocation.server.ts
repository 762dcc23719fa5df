/**
 * Revoking a publication (ανάκληση ανάρτησης, SPEC §4 revocation flow; reference/diavgeia.md §2.2):
 * a two-party workflow. The organisation asks (PERM_DECISIONS_REQUEST_REVOCATION) on one of the three
 * legal grounds with a mandatory comment: PUBLISHED -> PENDING_REVOCATION, still public and in
 * force. The register's operator (PERM_ADMIN_DECISIONS_REVOKE) completes it: -> REVOKED, the page
 * stays and the document is withdrawn; or the request is cancelled: -> PUBLISHED.
 *
 * Each step is one transaction: status machine, optimistic check, the decision row (its versions
 * are immutable; the status lives on the decision), the search index, the audit row.
 */
import { and, eq } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import type { DecisionStatus } from "#shared/decision-status";
import { writeAudit } from "#app/audit.server";
import {
  revocationNeedsOwnReason,
  revocationReasonText,
  type RevocationGround,
} from "#app/decisions/revocation-grounds";
import { statusAfter, type DecisionAction } from "#app/decisions/status-machine";
import { syncSearch } from "./search-sync.server";
import {
  checkAction,
  expectUnchanged,
  type ActionTarget,
  type Actor,
  type Expected,
  type Refused,
} from "./target.server";

export interface RevocationReason {
  ground: RevocationGround;
  /** Mandatory, trimmed, non-empty (the page's and the API's schema see to it). */
  comment: string;
}

interface StepArgs {
  user: Actor;
  ada: string;
  expected?: Expected;
  now?: number;
}

export type RevocationResult =
  | { ok: true; decisionId: number; ada: string; status: DecisionStatus }
  /** A direct revocation of a published decision (no request before it) needs its own reason. */
  | { ok: false; reason: "reason-required"; ada: string | null; latestVersionId: string | null }
  | Refused;

type DecisionUpdate = Partial<typeof schema.decisions.$inferInsert>;

function step(
  db: Db,
  args: StepArgs,
  action: DecisionAction,
  change: (target: ActionTarget, now: number) => DecisionUpdate | "reason-required",
  details: (target: ActionTarget) => Record<string, unknown>,
): RevocationResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, action, { ada: args.ada }, args.expected);
      if (!check.ok) return check;
      const { decision } = check.target;
      const now = args.now ?? Date.now();
      const set = change(check.target, now);
      if (set === "reason-required")
        return { ok: false as const, reason: set, ada: decision.ada, latestVersionId: decision.latestVersionId };
      const status = statusAfter(action, decision.status);
      const moved = tx
        .update(schema.decisions)
        .set({ ...set, status, updatedAt: now })
        .where(
          and(
            eq(schema.decisions.id, decision.id),
            eq(schema.decisions.status, decision.status),
            eq(schema.decisions.updatedAt, decision.updatedAt),
          ),
        )
        .run();
      expectUnchanged(moved.changes, decision.id);
      syncSearch(db, tx, decision.id, now);
      writeAudit(tx, {
        userId: args.user.id,
        action: `decision.${action}`,
        entityType: "decision",
        entityId: decision.id,
        details: { ada: decision.ada, from: decision.status, to: status, ...details(check.target) },
        at: now,
      });
      return { ok: true as const, decisionId: decision.id, ada: decision.ada ?? args.ada, status };
    },
    { behavior: "immediate" },
  );
}

/** PUBLISHED -> PENDING_REVOCATION, on one of the three grounds, with a comment. */
export function requestRevocation(db: Db, args: StepArgs & RevocationReason): RevocationResult {
  return step(
    db,
    args,
    "requestRevocation",
    () => ({ revocationReason: revocationReasonText(args.ground, args.comment) }),
    () => ({ ground: args.ground, comment: args.comment }),
  );
}

/**
 * -> REVOKED. From PENDING_REVOCATION the request's reason stands; a published decision revoked
 * directly (the operator's own initiative) needs a reason of its own.
 */
export function completeRevocation(
  db: Db,
  args: StepArgs & {
    reason?: RevocationReason;
    /** Used only when the decision has no pending request (a mass revocation's common reason). */
    reasonIfNoRequest?: RevocationReason;
  },
): RevocationResult {
  return step(
    db,
    args,
    "revoke",
    ({ decision }, now) => {
      const given = args.reason ?? (revocationNeedsOwnReason(decision.status) ? args.reasonIfNoRequest : undefined);
      const own = given ? revocationReasonText(given.ground, given.comment) : null;
      const reason = own ?? (revocationNeedsOwnReason(decision.status) ? null : decision.revocationReason);
      if (!reason) return "reason-required";
      return { revocationReason: reason, revokedAt: now, revokedBy: args.user.id };
    },
    ({ decision }) => {
      const given = args.reason ?? (revocationNeedsOwnReason(decision.status) ? args.reasonIfNoRequest : undefined);
      return given ? { ground: given.ground, comment: given.comment } : {};
    },
  );
}

/** PENDING_REVOCATION -> PUBLISHED: the request is withdrawn or turned down; its reason goes with it. */
export function cancelRevocation(db: Db, args: StepArgs): RevocationResult {
  return step(
    db,
    args,
    "cancelRevocation",
    () => ({ revocationReason: null }),
    ({ decision }) => ({ cancelledReason: decision.revocationReason }),
  );
}
