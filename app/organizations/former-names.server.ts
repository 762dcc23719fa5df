/**
 * Former latin names (organization_former_names): a rename keeps the old name pointing at the
 * body, so /f/{oldName} redirects to the current address. A name a body once carried is never
 * given to another body; the body itself may take it back (then it is no longer "former").
 */
import { and, eq, ne } from "drizzle-orm";
import { schema } from "#db/client";
import type { DbOrTx } from "../audit.server";

/** Records that `orgUid` no longer carries `oldName`, now that it is called `newName`. */
export function retireLatinName(tx: DbOrTx, orgUid: string, oldName: string, newName: string, now: number): void {
  if (oldName === newName) return;
  const f = schema.organizationFormerNames;
  tx.delete(f)
    .where(and(eq(f.orgUid, orgUid), eq(f.latinName, newName)))
    .run();
  tx.insert(f)
    .values({ latinName: oldName, orgUid, retiredAt: now })
    .onConflictDoUpdate({ target: f.latinName, set: { retiredAt: now } })
    .run();
}

/** True when another body once carried `latinName` (so it may not be given to `exceptUid`). */
export function formerNameOfAnother(db: DbOrTx, latinName: string, exceptUid: string | null): boolean {
  const f = schema.organizationFormerNames;
  const where = exceptUid ? and(eq(f.latinName, latinName), ne(f.orgUid, exceptUid)) : eq(f.latinName, latinName);
  return db.select({ uid: f.orgUid }).from(f).where(where).get() !== undefined;
}

/** The latin names a body carried before, oldest retirement first. */
export function formerNamesOf(db: DbOrTx, orgUid: string): { latinName: string; retiredAt: number }[] {
  const f = schema.organizationFormerNames;
  return db
    .select({ latinName: f.latinName, retiredAt: f.retiredAt })
    .from(f)
    .where(eq(f.orgUid, orgUid))
    .orderBy(f.retiredAt)
    .all();
}
