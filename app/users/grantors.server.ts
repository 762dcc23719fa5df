/**
 * The grantor relation as stored (role_grantors): which roles may grant which. Read on every
 * grant, withdrawal and status change, inside the change's transaction, so a change of the data
 * takes effect at once (docs/decisions/038-user-administration.md).
 */
import { eq } from "drizzle-orm";
import { schema } from "#db/client";
import { ROLES, type Role } from "../access/permissions";
import type { DbOrTx } from "../audit.server";
import type { Grant, GrantorTable } from "./rights";

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function readGrantors(tx: DbOrTx): GrantorTable {
  const table = new Map<Role, Role[]>();
  for (const row of tx.select().from(schema.roleGrantors).all()) {
    if (!isRole(row.roleId) || !isRole(row.grantorRoleId)) continue;
    table.set(row.roleId, [...(table.get(row.roleId) ?? []), row.grantorRoleId]);
  }
  return table;
}

/**
 * The grantor relation for showing a user's page. SPEC §8 "Role loading failure: the role list is
 * emptied": when it cannot be read the page still shows, offering no role to grant or withdraw and
 * no status change. Changes never use this: they read readGrantors inside their transaction.
 */
export function grantorsForDisplay(tx: DbOrTx): GrantorTable {
  try {
    return readGrantors(tx);
  } catch (error) {
    console.error("the roles that may grant roles could not be read", error);
    return new Map();
  }
}

/** The roles a user holds, per organisation, as stored. */
export function grantsOf(tx: DbOrTx, userId: number): Grant[] {
  const { userAccess } = schema;
  return tx
    .select({ orgUid: userAccess.orgUid, role: userAccess.roleId })
    .from(userAccess)
    .where(eq(userAccess.userId, userId))
    .all()
    .filter((g): g is Grant => isRole(g.role));
}
