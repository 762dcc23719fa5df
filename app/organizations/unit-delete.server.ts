/**
 * Deleting a unit (SPEC §7 POST /organizations/units/delete): only one nothing uses, that is no
 * decision version names it, no signer signs for it and no unit hangs from it. Needs
 * PERM_UNITS_DELETE on its body (or '0'), or the admin role. One transaction with its audit row.
 * The decisions checked are the body's own (decisions_org_status_idx), never the whole register.
 */
import { eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { mayManage } from "./staff-scope.server";

export type UnitDeletion =
  | { ok: true; unit: { uid: string; orgUid: string; label: string }; inUse: boolean }
  | { ok: false; reason: "not-found" | "forbidden" };

export function unitInUse(db: DbOrTx, unit: { uid: string; orgUid: string }): boolean {
  const child = db
    .select({ uid: schema.units.uid })
    .from(schema.units)
    .where(eq(schema.units.parentUid, unit.uid))
    .get();
  if (child) return true;
  const signer = db
    .select({ s: schema.signerUnits.signerUid })
    .from(schema.signerUnits)
    .where(eq(schema.signerUnits.unitUid, unit.uid))
    .get();
  if (signer) return true;
  const decision = db.get<{ one: number }>(sql`
    SELECT 1 AS one FROM decisions d JOIN decision_versions v ON v.decision_id = d.id
     WHERE d.org_uid = ${unit.orgUid} AND EXISTS (SELECT 1 FROM json_each(v.unit_uids) WHERE value = ${unit.uid})
     LIMIT 1`);
  return decision !== undefined;
}

/** The confirmation page's facts. */
export function unitDeletion(user: Pick<SessionUser, "access">, uid: string, db: DbOrTx = getDb()): UnitDeletion {
  const unit = db
    .select({ uid: schema.units.uid, orgUid: schema.units.orgUid, label: schema.units.label })
    .from(schema.units)
    .where(eq(schema.units.uid, uid))
    .get();
  if (!unit) return { ok: false, reason: "not-found" };
  if (!mayManage(user.access, "PERM_UNITS_DELETE", unit.orgUid)) return { ok: false, reason: "forbidden" };
  return { ok: true, unit, inUse: unitInUse(db, unit) };
}

export type DeleteResult =
  { ok: true; orgUid: string; label: string } | { ok: false; reason: "not-found" | "forbidden" | "in-use" };

export function deleteUnit(
  db: Db,
  args: { user: Pick<SessionUser, "id" | "access">; uid: string; now?: number },
): DeleteResult {
  return db.transaction(
    (tx) => {
      const found = unitDeletion(args.user, args.uid, tx);
      if (!found.ok) return found;
      if (found.inUse) return { ok: false, reason: "in-use" };
      const before = tx.select().from(schema.units).where(eq(schema.units.uid, args.uid)).get();
      tx.delete(schema.units).where(eq(schema.units.uid, args.uid)).run();
      writeAudit(tx, {
        userId: args.user.id,
        action: "unit.delete",
        entityType: "unit",
        entityId: args.uid,
        details: { before },
        at: args.now,
      });
      return { ok: true, orgUid: found.unit.orgUid, label: found.unit.label };
    },
    { behavior: "immediate" },
  );
}

export const deleteUnitFromForm = (args: { user: Pick<SessionUser, "id" | "access">; uid: string }) =>
  deleteUnit(getDb(), args);
