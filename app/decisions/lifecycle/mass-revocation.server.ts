/**
 * Mass revocation (SPEC §4 revocation flow, §7 `actions/massrevocation`; PERM_ADMIN_DECISIONS_REVOKE):
 * the register's operator revokes many publications at once, named by their ADAs, on one of the
 * three legal grounds with a comment. A decision with a pending request keeps its request's reason;
 * a published one takes the common reason.
 *
 * Each decision is its own transaction through completeRevocation (status machine, optimistic
 * check, search index, audit row), so a failure part-way leaves each one revoked or untouched;
 * one more audit row records the mass action itself, with what it did and what it skipped, when it
 * revoked at least one.
 */
import type { Db } from "#db/client";
import { writeAudit } from "#app/audit.server";
import { MAX_MASS_REVOCATION } from "./ada-list";
import { completeRevocation, type RevocationReason } from "./revocation.server";
import { checkAction, type Actor, type LifecycleRefusal } from "./target.server";

export type MassRevocationRefusal = LifecycleRefusal | "reason-required";

export interface MassRevocationItem {
  ada: string;
  subject: string | null;
  status: string | null;
  /** Null when it can be revoked now; else why not. */
  refusal: MassRevocationRefusal | null;
}

/** The confirmation page: each named decision and whether this user may revoke it now. */
export function massRevocationPreview(db: Db, user: Actor, adas: readonly string[]): MassRevocationItem[] {
  return adas.slice(0, MAX_MASS_REVOCATION).map((ada) => {
    const check = checkAction(db, user, "revoke", { ada });
    if (!check.ok) return { ada, subject: null, status: null, refusal: check.reason };
    const { decision, version } = check.target;
    return { ada, subject: version.subject, status: decision.status, refusal: null };
  });
}

export interface MassRevocationResult {
  items: { ada: string; ok: boolean; refusal?: MassRevocationRefusal }[];
  done: number;
  refused: number;
}

export function massRevoke(
  db: Db,
  args: { user: Actor; adas: readonly string[]; reason: RevocationReason; now?: number },
): MassRevocationResult {
  const items = args.adas.slice(0, MAX_MASS_REVOCATION).map((ada) => {
    const result = completeRevocation(db, { user: args.user, ada, reasonIfNoRequest: args.reason, now: args.now });
    return result.ok ? { ada, ok: true } : { ada, ok: false, refusal: result.reason };
  });
  const done = items.filter((i) => i.ok).length;
  // A mass revocation that revoked nothing changed nothing: like a refused single revocation, it
  // leaves no audit row (each refusal is answered to the user).
  if (done === 0) return { items, done, refused: items.length };
  writeAudit(db, {
    userId: args.user.id,
    action: "decision.massRevocation",
    entityType: "decision",
    entityId: "mass",
    details: {
      ground: args.reason.ground,
      comment: args.reason.comment,
      revoked: items.filter((i) => i.ok).map((i) => i.ada),
      skipped: items.filter((i) => !i.ok).map((i) => ({ ada: i.ada, reason: i.refusal })),
    },
    at: args.now ?? Date.now(),
  });
  return { items, done, refused: items.length - done };
}
