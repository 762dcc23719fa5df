/**
 * Organisational positions (Δήμαρχος, Προϊστάμενος Διεύθυνσης ...) per organisation category, as
 * administrators keep them (/administration/positions, SPEC §7 /config/positions). A position
 * with no category is general: every body may use it. The signer form offers the active positions
 * of the body's category (app/organizations/signer-save.server.ts positionsFor); a deactivated one
 * stays with the signers who hold it. Only a position nobody holds may be deleted. Each change is
 * one transaction with its audit row.
 */
import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { orgCategories } from "../decision-types/per-category.server";
import { POSITION_TEXT } from "../messages";

export interface AdminPosition {
  uid: string;
  label: string;
  /** Null: a general position, for every category. */
  orgCategoryUid: string | null;
  active: boolean;
  /** Signer-unit links holding it. */
  holders: number;
}

/**
 * The category filter: every position, a category's own, the general ones, or those a body of
 * the category may use (its own and the general ones).
 */
export type PositionFilter =
  { kind: "all" } | { kind: "category"; uid: string } | { kind: "general" } | { kind: "usableBy"; uid: string };

export function adminPositions(filter: PositionFilter = { kind: "all" }, db: Db = getDb()): AdminPosition[] {
  const p = schema.positions;
  const su = schema.signerUnits;
  const where =
    filter.kind === "category"
      ? eq(p.orgCategoryUid, filter.uid)
      : filter.kind === "general"
        ? isNull(p.orgCategoryUid)
        : filter.kind === "usableBy"
          ? or(isNull(p.orgCategoryUid), eq(p.orgCategoryUid, filter.uid))
          : undefined;
  return db
    .select({
      uid: p.uid,
      label: p.label,
      orgCategoryUid: p.orgCategoryUid,
      deactivatedAt: p.deactivatedAt,
      holders: sql<number>`(SELECT count(*) FROM ${su} WHERE ${su.positionUid} = ${p.uid})`,
    })
    .from(p)
    .where(where)
    .orderBy(asc(p.label), asc(p.uid))
    .all()
    .map(({ deactivatedAt, ...r }) => ({ ...r, active: deactivatedAt === null }));
}

export function adminPosition(uid: string, db: Db = getDb()): AdminPosition | null {
  const p = schema.positions;
  const su = schema.signerUnits;
  const row = db
    .select({
      uid: p.uid,
      label: p.label,
      orgCategoryUid: p.orgCategoryUid,
      deactivatedAt: p.deactivatedAt,
      holders: sql<number>`(SELECT count(*) FROM ${su} WHERE ${su.positionUid} = ${p.uid})`,
    })
    .from(p)
    .where(eq(p.uid, uid))
    .get();
  if (!row) return null;
  const { deactivatedAt, ...rest } = row;
  return { ...rest, active: deactivatedAt === null };
}

export interface PositionInput {
  label: string;
  orgCategoryUid: string | null;
}

export type PositionResult =
  | { ok: true; position: AdminPosition; message: string }
  | { ok: false; errors: Partial<Record<"label" | "orgCategoryUid", string>> };

function inputErrors(db: Db, input: PositionInput, uid: string | null) {
  const errors: Partial<Record<"label" | "orgCategoryUid", string>> = {};
  const label = input.label.trim();
  if (!label) errors.label = POSITION_TEXT.labelRequired;
  else if (label.length > 200) errors.label = POSITION_TEXT.labelTooLong;
  if (input.orgCategoryUid !== null && !orgCategories(db).some((c) => c.uid === input.orgCategoryUid))
    errors.orgCategoryUid = POSITION_TEXT.unknownCategory;
  if (!errors.label) {
    const p = schema.positions;
    const same = db
      .select({ uid: p.uid })
      .from(p)
      .where(
        and(
          eq(p.label, label),
          input.orgCategoryUid === null ? isNull(p.orgCategoryUid) : eq(p.orgCategoryUid, input.orgCategoryUid),
          uid === null ? undefined : ne(p.uid, uid),
        ),
      )
      .get();
    if (same) errors.label = POSITION_TEXT.labelTaken;
  }
  return errors;
}

/** POS_ and one past the largest number ever used (deleted ones included: their audit rows keep it). */
function nextPositionUid(tx: DbOrTx): string {
  const row = tx.get<{ max: number | null }>(sql`
    SELECT max(m) AS max FROM (
      SELECT max(CAST(substr(uid, 5) AS INTEGER)) AS m FROM positions WHERE uid LIKE 'POS\\_%' ESCAPE '\\'
      UNION ALL
      SELECT max(CAST(substr(entity_id, 5) AS INTEGER)) FROM audit_log
       WHERE entity_type = 'position' AND entity_id LIKE 'POS\\_%' ESCAPE '\\'
    )`);
  return `POS_${(row?.max ?? 0) + 1}`;
}

export function createPosition(
  user: Pick<SessionUser, "id">,
  input: PositionInput,
  db: Db = getDb(),
  now = Date.now(),
): PositionResult {
  const errors = inputErrors(db, input, null);
  if (Object.keys(errors).length) return { ok: false, errors };
  const label = input.label.trim();
  const uid = db.transaction((tx) => {
    const uid = nextPositionUid(tx);
    tx.insert(schema.positions).values({ uid, label, orgCategoryUid: input.orgCategoryUid }).run();
    writeAudit(tx, {
      userId: user.id,
      action: "position.create",
      entityType: "position",
      entityId: uid,
      details: { label, orgCategoryUid: input.orgCategoryUid },
      at: now,
    });
    return uid;
  });
  return { ok: true, position: adminPosition(uid, db)!, message: POSITION_TEXT.added(label) };
}

/** Renames a position and/or changes its category; `active`, when given, (de)activates it too. */
export function updatePosition(
  user: Pick<SessionUser, "id">,
  uid: string,
  input: PositionInput & { active?: boolean },
  db: Db = getDb(),
  now = Date.now(),
): PositionResult | null {
  const before = adminPosition(uid, db);
  if (!before) return null;
  const errors = inputErrors(db, input, uid);
  if (Object.keys(errors).length) return { ok: false, errors };
  const label = input.label.trim();
  const active = input.active ?? before.active;
  db.transaction((tx) => {
    tx.update(schema.positions)
      .set({
        label,
        orgCategoryUid: input.orgCategoryUid,
        ...(active !== before.active ? { deactivatedAt: active ? null : now } : {}),
      })
      .where(eq(schema.positions.uid, uid))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: "position.update",
      entityType: "position",
      entityId: uid,
      details: {
        from: { label: before.label, orgCategoryUid: before.orgCategoryUid, active: before.active },
        to: { label, orgCategoryUid: input.orgCategoryUid, active },
      },
      at: now,
    });
  });
  return { ok: true, position: adminPosition(uid, db)!, message: POSITION_TEXT.saved(label) };
}

export type PositionChange = { ok: true; message: string } | { ok: false; message: string };

/** Deactivates (`active` false) or reactivates a position; null for an unknown one. */
export function setPositionActive(
  user: Pick<SessionUser, "id">,
  uid: string,
  active: boolean,
  db: Db = getDb(),
  now = Date.now(),
): PositionChange | null {
  const position = adminPosition(uid, db);
  if (!position) return null;
  db.transaction((tx) => {
    tx.update(schema.positions)
      .set({ deactivatedAt: active ? null : now })
      .where(eq(schema.positions.uid, uid))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: active ? "position.reactivate" : "position.deactivate",
      entityType: "position",
      entityId: uid,
      at: now,
    });
  });
  const message = active ? POSITION_TEXT.reactivated(position.label) : POSITION_TEXT.deactivated(position.label);
  return { ok: true, message };
}

/** Deletes a position nobody holds; one that a signer holds is refused (it may only be deactivated). */
export function deletePosition(
  user: Pick<SessionUser, "id">,
  uid: string,
  db: Db = getDb(),
  now = Date.now(),
): PositionChange | null {
  const position = adminPosition(uid, db);
  if (!position) return null;
  if (position.holders > 0) return { ok: false, message: POSITION_TEXT.inUse(position.holders) };
  db.transaction((tx) => {
    // Counted again inside the transaction: a signer saved meanwhile keeps the position.
    const su = schema.signerUnits;
    const held = tx
      .select({ n: sql<number>`count(*)` })
      .from(su)
      .where(eq(su.positionUid, uid))
      .get();
    if ((held?.n ?? 0) > 0) return;
    tx.delete(schema.positions).where(eq(schema.positions.uid, uid)).run();
    writeAudit(tx, {
      userId: user.id,
      action: "position.delete",
      entityType: "position",
      entityId: uid,
      details: { label: position.label, orgCategoryUid: position.orgCategoryUid },
      at: now,
    });
  });
  if (adminPosition(uid, db)) return { ok: false, message: POSITION_TEXT.inUse(1) };
  return { ok: true, message: POSITION_TEXT.deleted(position.label) };
}
