/**
 * The decision-type catalogue as administrators see it (/administration/dt): every type with its
 * group, whether it is withdrawn and its current definition version; and withdrawing or restoring
 * a leaf type. A type is never deleted (published decisions refer to it): withdrawn, it is no
 * longer offered or accepted for new decisions (./open-types.server.ts). Each change is one
 * transaction with its audit row.
 */
import { asc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { DECISION_TYPE_TEXT } from "../messages";

export interface AdminDecisionType {
  uid: string;
  label: string;
  group: string | null;
  withdrawn: boolean;
  /** Definition versions so far (0: the seeded definition, never changed). */
  definitionVersion: number;
}

export function adminDecisionTypes(db: DbOrTx = getDb()): AdminDecisionType[] {
  const t = schema.decisionTypes;
  const d = schema.decisionTypeDefinitions;
  const all = db.select().from(t).orderBy(asc(t.sortOrder), asc(t.uid)).all();
  const groups = new Map(all.filter((x) => !x.allowedInDecisions).map((x) => [x.uid, x.label]));
  const versions = new Map(
    db
      .select({ uid: d.decisionTypeUid, version: sql<number>`max(${d.version})` })
      .from(d)
      .groupBy(d.decisionTypeUid)
      .all()
      .map((r) => [r.uid, r.version]),
  );
  return all
    .filter((x) => x.allowedInDecisions)
    .map((x) => ({
      uid: x.uid,
      label: x.label,
      group: x.parentUid ? (groups.get(x.parentUid) ?? null) : null,
      withdrawn: x.withdrawnAt !== null,
      definitionVersion: versions.get(x.uid) ?? 0,
    }));
}

export function adminDecisionType(uid: string, db: Db = getDb()): AdminDecisionType | null {
  return adminDecisionTypes(db).find((t) => t.uid === uid) ?? null;
}

export type WithdrawResult = { ok: true; message: string } | { ok: false; message: string };

/** Withdraws (`withdraw` true) or restores a leaf type. */
export function setDecisionTypeWithdrawn(
  user: Pick<SessionUser, "id">,
  uid: string,
  withdraw: boolean,
  db: Db = getDb(),
  now = Date.now(),
): WithdrawResult {
  const type = adminDecisionType(uid, db);
  if (!type) return { ok: false, message: DECISION_TYPE_TEXT.unknownType };
  db.transaction((tx) => {
    tx.update(schema.decisionTypes)
      .set({ withdrawnAt: withdraw ? now : null })
      .where(eq(schema.decisionTypes.uid, uid))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: withdraw ? "decisionType.withdraw" : "decisionType.restore",
      entityType: "decisionType",
      entityId: uid,
      at: now,
    });
  });
  return { ok: true, message: withdraw ? DECISION_TYPE_TEXT.withdrawn(uid) : DECISION_TYPE_TEXT.restored(uid) };
}
