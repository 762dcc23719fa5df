/**
 * Changing an account's status (SPEC §4 "User status: enabled, disabled, locked"): the one
 * transaction behind enable, disable, lock and unlock. The caller's rights are checked inside it
 * against the stored grantor relation (rights.ts). Disabling or locking an account ends all of
 * its sessions in the same transaction, so the user is out at their next request.
 */
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { grantsOf, readGrantors } from "./grantors.server";
import { mayChangeStatusOf } from "./rights";
import type { StatusChange } from "./status";
import { revokeTokens } from "./tokens.server";

export type UserChangeRefusal = "not-found" | "forbidden" | "self" | "unchanged";
export type UserChangeResult = { ok: true; username: string } | { ok: false; reason: UserChangeRefusal };

const EFFECT: Record<StatusChange, { enabled?: boolean; locked?: boolean }> = {
  enable: { enabled: true },
  disable: { enabled: false },
  lock: { locked: true },
  unlock: { locked: false },
};

/** Changes that keep the user out: their sessions end with them. */
const ENDS_SESSIONS: ReadonlySet<StatusChange> = new Set(["disable", "lock"]);

export function changeAccountStatus(actor: SessionUser, userId: number, change: StatusChange): UserChangeResult {
  return getDb().transaction((tx): UserChangeResult => {
    const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
    if (!user) return { ok: false, reason: "not-found" };
    if (!mayChangeStatusOf(actor.access, readGrantors(tx), grantsOf(tx, userId))) {
      return { ok: false, reason: "forbidden" };
    }
    // Nobody shuts themselves out by mistake; another manager can do it.
    if (user.id === actor.id && ENDS_SESSIONS.has(change)) return { ok: false, reason: "self" };
    const effect = EFFECT[change];
    if (
      (effect.enabled !== undefined && effect.enabled === user.enabled) ||
      (effect.locked !== undefined && effect.locked === user.locked)
    ) {
      return { ok: false, reason: "unchanged" };
    }
    const at = Date.now();
    tx.update(schema.users).set(effect).where(eq(schema.users.id, userId)).run();
    let endedSessions = 0;
    if (ENDS_SESSIONS.has(change)) {
      endedSessions = tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId)).run().changes;
      // An activation or reset link mailed earlier must not let the user back in.
      revokeTokens(tx, userId, at);
    }
    writeAudit(tx, {
      at,
      userId: actor.id,
      action: `user.${change}`,
      entityType: "user",
      entityId: userId,
      details: { username: user.username, ...(ENDS_SESSIONS.has(change) ? { endedSessions } : {}) },
    });
    return { ok: true, username: user.username };
  });
}
