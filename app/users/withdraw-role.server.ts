/**
 * Withdrawing a role from a user on an organisation: allowed to whoever could grant it there
 * (role_grantors, checked inside the transaction). One transaction with its audit row. The
 * user's open sessions see the change at their next request (access is read per request).
 */
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import type { RoleChange, RoleChangeResult } from "./grant-role.server";
import { readGrantors } from "./grantors.server";
import { mayGrant } from "./rights";

export function withdrawRole(actor: SessionUser, change: RoleChange): RoleChangeResult {
  const { userId, orgUid, role } = change;
  return getDb().transaction((tx): RoleChangeResult => {
    const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
    if (!user) return { ok: false, reason: "not-found" };
    if (!mayGrant(actor.access, readGrantors(tx), role, orgUid)) return { ok: false, reason: "forbidden" };
    const { userAccess } = schema;
    const removed = tx
      .delete(userAccess)
      .where(and(eq(userAccess.userId, userId), eq(userAccess.orgUid, orgUid), eq(userAccess.roleId, role)))
      .run().changes;
    if (removed === 0) return { ok: false, reason: "unchanged" };
    writeAudit(tx, {
      userId: actor.id,
      action: "user.role.withdraw",
      entityType: "user",
      entityId: userId,
      details: { username: user.username, orgUid, role },
    });
    return { ok: true, username: user.username };
  });
}
