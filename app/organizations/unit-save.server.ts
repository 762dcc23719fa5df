/**
 * Creating and editing a unit (/organization/unit/new, /organization/unit/edit/{uid}). Needs
 * PERM_UNITS_CREATE on the unit's body (or '0'), or the admin role (SPEC §6). One transaction
 * writes the unit and an audit row holding its state before and after, which is the unit's
 * history (showHistory). Days are stored as the instant their Athens day begins (epoch ms).
 */
import { eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { athensDayStart } from "#shared/dates";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import type { FieldErrors } from "./checks.server";
import { mayManage } from "./staff-scope.server";
import { nextUid } from "./uids.server";
import { unitFormErrors } from "./unit-checks.server";
import type { UnitFormInput } from "./unit-form";

export type UnitSaveResult =
  | { ok: true; uid: string; orgUid: string; label: string }
  | { ok: false; reason: "forbidden" | "not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

interface SaveArgs {
  user: Pick<SessionUser, "id" | "access">;
  input: UnitFormInput;
  now?: number;
}

function storedValues(orgUid: string, input: UnitFormInput, now: number) {
  const activeFrom = athensDayStart(input.activeFrom);
  const activeUntil = input.activeUntil ? athensDayStart(input.activeUntil) : null;
  return {
    label: input.label,
    abbreviation: input.abbreviation ?? null,
    categoryUid: input.categoryUid,
    parentUid: input.parentUid || orgUid,
    activeFrom,
    activeUntil,
    active: activeFrom <= now && (activeUntil === null || activeUntil > now),
  };
}

export function createUnit(db: Db, args: SaveArgs & { orgUid: string }): UnitSaveResult {
  const { user, input, orgUid } = args;
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const org = tx
        .select({ uid: schema.organizations.uid })
        .from(schema.organizations)
        .where(eq(schema.organizations.uid, orgUid))
        .get();
      if (!org) return { ok: false, reason: "not-found" };
      if (!mayManage(user.access, "PERM_UNITS_CREATE", orgUid)) return { ok: false, reason: "forbidden" };
      const errors = unitFormErrors(tx, orgUid, input, null);
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
      const uid = nextUid(tx, "unit");
      const values = { uid, orgUid, ...storedValues(orgUid, input, now) };
      tx.insert(schema.units).values(values).run();
      writeAudit(tx, {
        userId: user.id,
        action: "unit.create",
        entityType: "unit",
        entityId: uid,
        details: { after: values },
        at: now,
      });
      return { ok: true, uid, orgUid, label: input.label };
    },
    { behavior: "immediate" },
  );
}

export function updateUnit(db: Db, args: SaveArgs & { uid: string }): UnitSaveResult {
  const { user, input, uid } = args;
  const now = args.now ?? Date.now();
  const u = schema.units;
  return db.transaction(
    (tx) => {
      const before = tx.select().from(u).where(eq(u.uid, uid)).get();
      if (!before) return { ok: false, reason: "not-found" };
      if (!mayManage(user.access, "PERM_UNITS_CREATE", before.orgUid)) return { ok: false, reason: "forbidden" };
      const errors = unitFormErrors(tx, before.orgUid, input, before);
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
      const after = storedValues(before.orgUid, input, now);
      tx.update(u).set(after).where(eq(u.uid, uid)).run();
      writeAudit(tx, {
        userId: user.id,
        action: "unit.update",
        entityType: "unit",
        entityId: uid,
        details: { before, after: { ...before, ...after } },
        at: now,
      });
      return { ok: true, uid, orgUid: before.orgUid, label: input.label };
    },
    { behavior: "immediate" },
  );
}

export const createUnitFromForm = (args: SaveArgs & { orgUid: string }) => createUnit(getDb(), args);
export const updateUnitFromForm = (args: SaveArgs & { uid: string }) => updateUnit(getDb(), args);
