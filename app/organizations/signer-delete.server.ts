/**
 * Deleting a signer (SPEC §7 DELETE /signers/{uid}): only one who has signed no decision of the
 * body (any version). Needs PERM_SIGNERS_DELETE on the body (or '0'), or the admin role. One
 * transaction removes the signer and their units, with the audit row.
 */
import { eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { mayManage } from "./staff-scope.server";

export type SignerDeletion =
  | { ok: true; signer: { uid: string; orgUid: string; name: string }; inUse: boolean }
  | { ok: false; reason: "not-found" | "forbidden" };

export function signerInUse(db: DbOrTx, signer: { uid: string; orgUid: string }): boolean {
  return (
    db.get<{ one: number }>(sql`
      SELECT 1 AS one FROM decisions d JOIN decision_versions v ON v.decision_id = d.id
       WHERE d.org_uid = ${signer.orgUid} AND EXISTS (SELECT 1 FROM json_each(v.signer_uids) WHERE value = ${signer.uid})
       LIMIT 1`) !== undefined
  );
}

export function signerDeletion(user: Pick<SessionUser, "access">, uid: string, db: DbOrTx = getDb()): SignerDeletion {
  const s = schema.signers;
  const row = db
    .select({ uid: s.uid, orgUid: s.orgUid, firstName: s.firstName, lastName: s.lastName })
    .from(s)
    .where(eq(s.uid, uid))
    .get();
  if (!row) return { ok: false, reason: "not-found" };
  if (!mayManage(user.access, "PERM_SIGNERS_DELETE", row.orgUid)) return { ok: false, reason: "forbidden" };
  const signer = { uid: row.uid, orgUid: row.orgUid, name: `${row.firstName} ${row.lastName}` };
  return { ok: true, signer, inUse: signerInUse(db, signer) };
}

export type SignerDeleteResult =
  { ok: true; orgUid: string; name: string } | { ok: false; reason: "not-found" | "forbidden" | "in-use" };

export function deleteSigner(
  db: Db,
  args: { user: Pick<SessionUser, "id" | "access">; uid: string; now?: number },
): SignerDeleteResult {
  return db.transaction(
    (tx) => {
      const found = signerDeletion(args.user, args.uid, tx);
      if (!found.ok) return found;
      if (found.inUse) return { ok: false, reason: "in-use" };
      const before = tx.select().from(schema.signers).where(eq(schema.signers.uid, args.uid)).get();
      const units = tx.select().from(schema.signerUnits).where(eq(schema.signerUnits.signerUid, args.uid)).all();
      tx.delete(schema.signerUnits).where(eq(schema.signerUnits.signerUid, args.uid)).run();
      tx.delete(schema.signers).where(eq(schema.signers.uid, args.uid)).run();
      writeAudit(tx, {
        userId: args.user.id,
        action: "signer.delete",
        entityType: "signer",
        entityId: args.uid,
        details: { before: { ...before, units } },
        at: args.now,
      });
      return { ok: true, orgUid: found.signer.orgUid, name: found.signer.name };
    },
    { behavior: "immediate" },
  );
}

export const deleteSignerFromForm = (args: { user: Pick<SessionUser, "id" | "access">; uid: string }) =>
  deleteSigner(getDb(), args);
