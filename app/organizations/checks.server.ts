/**
 * Checks the organisation form's schema cannot make alone, because they need the database: the
 * latin name is unique (former names of other bodies included), the supervisor exists and is not the body itself or one it supervises,
 * the category is an ORG_CATEGORY item. Shared by creating and editing.
 */
import { and, eq, ne, or } from "drizzle-orm";
import { schema } from "#db/client";
import type { DbOrTx } from "../audit.server";
import { TEXT } from "../messages";
import { formerNameOfAnother } from "./former-names.server";

export type FieldErrors = Record<string, string[]>;

export function latinNameTaken(db: DbOrTx, latinName: string, exceptUid: string | null): boolean {
  const o = schema.organizations;
  const where = exceptUid ? and(eq(o.latinName, latinName), ne(o.uid, exceptUid)) : eq(o.latinName, latinName);
  return (
    db.select({ uid: o.uid }).from(o).where(where).get() !== undefined || formerNameOfAnother(db, latinName, exceptUid)
  );
}

export function isOrgCategory(db: DbOrTx, uid: string): boolean {
  const d = schema.dictionaryItems;
  return (
    db
      .select({ uid: d.uid })
      .from(d)
      .where(and(eq(d.dictionaryUid, "ORG_CATEGORY"), eq(d.uid, uid)))
      .get() !== undefined
  );
}

/** The supervisor's uid from a uid or latin name, or an error (unknown, or a loop in the tree). */
export function resolveSupervisor(
  db: DbOrTx,
  value: string | undefined,
  selfUid: string | null,
): { ok: true; uid: string | null } | { ok: false; message: string } {
  if (!value) return { ok: true, uid: null };
  const o = schema.organizations;
  const found = db
    .select({ uid: o.uid })
    .from(o)
    .where(or(eq(o.uid, value), eq(o.latinName, value)))
    .get();
  if (!found) return { ok: false, message: TEXT.supervisorNotFound };
  if (selfUid) {
    // Walk up from the candidate: meeting the body itself means it would supervise itself.
    const seen = new Set<string>();
    let current: string | null = found.uid;
    while (current && !seen.has(current)) {
      if (current === selfUid) return { ok: false, message: TEXT.supervisorCycle };
      seen.add(current);
      current = db.select({ up: o.supervisorUid }).from(o).where(eq(o.uid, current)).get()?.up ?? null;
    }
  }
  return { ok: true, uid: found.uid };
}

/** The database checks of a valid form; empty when all pass. */
export function organizationFormErrors(
  db: DbOrTx,
  input: { latinName: string; categoryUid: string; supervisorUid?: string },
  selfUid: string | null,
): { errors: FieldErrors; supervisorUid: string | null } {
  const errors: FieldErrors = {};
  if (latinNameTaken(db, input.latinName, selfUid)) errors.latinName = [TEXT.latinNameTaken];
  if (!isOrgCategory(db, input.categoryUid)) errors.categoryUid = [TEXT.invalidOption];
  const supervisor = resolveSupervisor(db, input.supervisorUid, selfUid);
  if (!supervisor.ok) errors.supervisorUid = [supervisor.message];
  return { errors, supervisorUid: supervisor.ok ? supervisor.uid : null };
}
