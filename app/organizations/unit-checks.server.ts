/** What creating and editing a unit check in the database: category, parent, the interval rule. */
import { and, eq } from "drizzle-orm";
import { schema } from "#db/client";
import { athensDay } from "#shared/dates";
import type { DbOrTx } from "../audit.server";
import { checkInterval } from "../fields/interval.rule";
import { TEXT } from "../messages";
import type { FieldErrors } from "./checks.server";
import type { UnitFormInput } from "./unit-form";

export const INTERVAL_SUFFIX = " της προηγούμενης περιόδου ισχύος.";

function isUnitCategory(db: DbOrTx, uid: string): boolean {
  const d = schema.dictionaryItems;
  return (
    db
      .select({ uid: d.uid })
      .from(d)
      .where(and(eq(d.dictionaryUid, "ORG_UNIT_CATEGORY"), eq(d.uid, uid)))
      .get() !== undefined
  );
}

/** The parent must be a unit of the same body, and not the unit itself or one below it. */
function parentError(db: DbOrTx, orgUid: string, parentUid: string | undefined, selfUid: string | null): string | null {
  if (!parentUid || parentUid === orgUid) return null;
  const u = schema.units;
  const units = db.select({ uid: u.uid, parentUid: u.parentUid }).from(u).where(eq(u.orgUid, orgUid)).all();
  const parents = new Map(units.map((x) => [x.uid, x.parentUid]));
  if (!parents.has(parentUid)) return TEXT.unitParentInvalid;
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentUid; at && !seen.has(at); at = parents.get(at)) {
    if (at === selfUid) return TEXT.unitParentInvalid;
    seen.add(at);
  }
  return null;
}

export function unitFormErrors(
  db: DbOrTx,
  orgUid: string,
  input: UnitFormInput,
  before: { uid: string; activeFrom: number | null; activeUntil: number | null } | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isUnitCategory(db, input.categoryUid)) errors.categoryUid = [TEXT.invalidOption];
  const parent = parentError(db, orgUid, input.parentUid, before?.uid ?? null);
  if (parent) errors.parentUid = [parent];
  // SPEC §5 interval rule: a period that starts again after one that ended starts no earlier than that end.
  if (before?.activeUntil != null) {
    const startChanged = before.activeFrom === null || athensDay(before.activeFrom) !== input.activeFrom;
    const message = startChanged
      ? checkInterval(input.activeFrom, athensDay(before.activeUntil), INTERVAL_SUFFIX)
      : null;
    if (message) errors.activeFrom = [message];
  }
  return errors;
}
