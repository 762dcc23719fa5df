/**
 * What every action after the first save starts with (SPEC §4): find the decision and the version
 * the user acted on, ask the status machine, and compare what the user saw with what is stored now.
 * Used inside each action's transaction, so the answer cannot change between the check and the write.
 *
 * The answers, in the order they are given:
 * - "not-found": no such version (or ADA);
 * - "forbidden": the user lacks the right for this action on the decision's organisation, whatever
 *   its status (a forged post: SPEC §6's 403);
 * - "conflict": the user acted on a version or a state that is no longer the current one (someone
 *   else edited, corrected, published or revoked it meanwhile): the optimistic version check;
 * - "not-allowed": the right is there and the page was current, but the status does not allow it.
 */
import { eq } from "drizzle-orm";
import { schema } from "#db/client";
import { isDecisionStatus, type DecisionStatus } from "#shared/decision-status";
import { hasRole, permissionsOn } from "#app/access/permissions";
import type { SessionUser } from "#app/access/session-user";
import type { DbOrTx } from "#app/audit.server";
import { isAllowed, RULES, type ActionContext, type DecisionAction } from "#app/decisions/status-machine";

export type DecisionRow = typeof schema.decisions.$inferSelect;
export type VersionRow = typeof schema.decisionVersions.$inferSelect;

/** Who acts: plain data, so the pages and the JSON API call the same functions. */
export type Actor = Pick<SessionUser, "id" | "access">;

/** The decision acted on: a version (edit, correct, delete, publish) or an ADA (revocation). */
export type DecisionRef = { versionId: string } | { ada: string };

/**
 * What the user saw when they chose the action: the version, and the decision's `updatedAt`
 * (it changes with every action, so it also catches a status change without a new version).
 * Both optional for API callers that do not track them; the pages always send both.
 */
export interface Expected {
  versionId?: string;
  updatedAt?: number;
}

export type LifecycleRefusal = "not-found" | "forbidden" | "conflict" | "not-allowed";

export interface Refused {
  ok: false;
  reason: LifecycleRefusal;
  /** Where the user can see the decision as it is now. */
  ada: string | null;
  latestVersionId: string | null;
  /** The decision's updatedAt now, to compare with what a page showed (withExpected). */
  updatedAt?: number;
}

export interface ActionTarget {
  decision: DecisionRow & { status: DecisionStatus };
  version: VersionRow;
}

export type TargetCheck = { ok: true; target: ActionTarget } | Refused;

function find(db: DbOrTx, ref: DecisionRef): ActionTarget | null {
  let decision: DecisionRow | undefined;
  let version: VersionRow | undefined;
  if ("versionId" in ref) {
    version = db
      .select()
      .from(schema.decisionVersions)
      .where(eq(schema.decisionVersions.versionId, ref.versionId))
      .get();
    if (!version) return null;
    decision = db.select().from(schema.decisions).where(eq(schema.decisions.id, version.decisionId)).get();
  } else {
    decision = db.select().from(schema.decisions).where(eq(schema.decisions.ada, ref.ada)).get();
    if (!decision) return null;
    version = db
      .select()
      .from(schema.decisionVersions)
      .where(eq(schema.decisionVersions.versionId, decision.latestVersionId))
      .get();
  }
  if (!decision || !version || !isDecisionStatus(decision.status)) return null;
  return { decision: { ...decision, status: decision.status }, version };
}

export function refused(reason: LifecycleRefusal, decision?: DecisionRow | null): Refused {
  return {
    ok: false,
    reason,
    ada: decision?.ada ?? null,
    latestVersionId: decision?.latestVersionId ?? null,
    updatedAt: decision?.updatedAt,
  };
}

/**
 * A refusal given before the page's form was read (so that a forged POST gets its 403 first), read
 * again with what the form says the user saw: a page left open while someone else moved the
 * decision to another status is a conflict, as checkAction answers with `expected`, not "the
 * status does not allow it" (two users confirming the same revocation step: the second is told
 * someone else acted first).
 */
export function withExpected<R extends { reason: string; updatedAt?: number }>(refusal: R, expected: Expected): R {
  if (refusal.reason !== "not-allowed" || expected.updatedAt === undefined || refusal.updatedAt === undefined)
    return refusal;
  return expected.updatedAt === refusal.updatedAt ? refusal : { ...refusal, reason: "conflict" };
}

export function contextOf(user: Actor, target: ActionTarget): ActionContext {
  return {
    status: target.decision.status,
    isLatestVersion: target.decision.latestVersionId === target.version.versionId,
    permissions: permissionsOn(user.access, target.decision.orgUid),
    isAdmin: hasRole(user.access, "ROLE_ADMIN"),
  };
}

/** Whether the user could ever do this action on this decision (its status and version aside). */
export function mayEver(action: DecisionAction, ctx: ActionContext): boolean {
  return isAllowed(action, { ...ctx, status: RULES[action].from[0], isLatestVersion: true });
}

export function checkAction(
  db: DbOrTx,
  user: Actor,
  action: DecisionAction,
  ref: DecisionRef,
  expected: Expected = {},
): TargetCheck {
  const target = find(db, ref);
  if (!target) return refused("not-found");
  const { decision, version } = target;
  const ctx = contextOf(user, target);
  if (!mayEver(action, ctx)) return refused("forbidden", decision);
  const stale =
    !ctx.isLatestVersion ||
    (expected.versionId !== undefined && expected.versionId !== decision.latestVersionId) ||
    (expected.updatedAt !== undefined && expected.updatedAt !== decision.updatedAt);
  if (stale) return refused("conflict", decision);
  if (!isAllowed(action, ctx)) return refused("not-allowed", decision);
  return { ok: true, target: { decision, version } };
}

/**
 * Moves the decision row only if nobody moved it since it was read (same status, same latest
 * version, same updatedAt): the write itself repeats the optimistic check.
 */
export function expectUnchanged(changes: number, decisionId: number): void {
  if (changes !== 1) throw new Error(`decision ${decisionId} changed during the action`);
}
