/**
 * Granting a role to a user on an organisation ('0' = every organisation). Who may grant which
 * role is data (role_grantors), read and checked inside the transaction on every grant
 * (rights.ts). One transaction with its audit row.
 */
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { ALL_ORGANIZATIONS, type Role } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { grantsOf, readGrantors } from "./grantors.server";
import { mayGrant, scopeCovers, userAdministrationScope } from "./rights";

export type RoleChangeRefusal = "not-found" | "forbidden" | "unchanged" | "unknown-organization";
export type RoleChangeResult = { ok: true; username: string } | { ok: false; reason: RoleChangeRefusal };

export interface RoleChange {
  userId: number;
  orgUid: string;
  role: Role;
}

export function grantRole(actor: SessionUser, change: RoleChange): RoleChangeResult {
  const { userId, orgUid, role } = change;
  return getDb().transaction((tx): RoleChangeResult => {
    const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
    if (!user) return { ok: false, reason: "not-found" };
    // An organisation administrator reaches only the accounts of their organisations.
    const scope = userAdministrationScope(actor.access);
    if (!scope) return { ok: false, reason: "forbidden" };
    if (!scope.everyone && !grantsOf(tx, userId).some((g) => scopeCovers(scope, g.orgUid))) {
      return { ok: false, reason: "not-found" };
    }
    if (!mayGrant(actor.access, readGrantors(tx), role, orgUid)) return { ok: false, reason: "forbidden" };
    if (orgUid !== ALL_ORGANIZATIONS) {
      const org = tx
        .select({ uid: schema.organizations.uid })
        .from(schema.organizations)
        .where(eq(schema.organizations.uid, orgUid))
        .get();
      if (!org) return { ok: false, reason: "unknown-organization" };
    }
    const { userAccess } = schema;
    const held = tx
      .select()
      .from(userAccess)
      .where(and(eq(userAccess.userId, userId), eq(userAccess.orgUid, orgUid), eq(userAccess.roleId, role)))
      .get();
    if (held) return { ok: false, reason: "unchanged" };
    tx.insert(userAccess).values({ userId, orgUid, roleId: role }).run();
    writeAudit(tx, {
      userId: actor.id,
      action: "user.role.grant",
      entityType: "user",
      entityId: userId,
      details: { username: user.username, orgUid, role },
    });
    return { ok: true, username: user.username };
  });
}
