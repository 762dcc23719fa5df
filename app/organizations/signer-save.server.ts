/**
 * Creating and editing a signer (SPEC §7 POST /signers, PUT /signers/{uid}). Needs
 * PERM_SIGNERS_CREATE on the signer's body (or '0'), or the admin role (SPEC §6). The units must
 * be the body's and the positions known for its category; a period that starts again follows the
 * SPEC §5 interval rule. One transaction writes the signer, its units and an audit row.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { athensDay, athensDayStart } from "#shared/dates";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { checkInterval } from "../fields/interval.rule";
import { TEXT } from "../messages";
import type { FieldErrors } from "./checks.server";
import type { SignerFormInput } from "./signer-form";
import { mayManage } from "./staff-scope.server";
import { nextUid } from "./uids.server";
import { INTERVAL_SUFFIX } from "./unit-checks.server";

export type SignerSaveResult =
  | { ok: true; uid: string; orgUid: string; name: string }
  | { ok: false; reason: "forbidden" | "not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

interface SaveArgs {
  user: Pick<SessionUser, "id" | "access">;
  input: SignerFormInput;
  now?: number;
}

/**
 * Positions a body of this category may use: its category's and the general ones that are active,
 * and those in `held` (a signer keeps a position deactivated after it was given).
 */
export function positionsFor(db: DbOrTx, categoryUid: string, held: readonly string[] = []) {
  const p = schema.positions;
  const open = held.length ? or(isNull(p.deactivatedAt), inArray(p.uid, [...held])) : isNull(p.deactivatedAt);
  return db
    .select({ value: p.uid, label: p.label })
    .from(p)
    .where(and(or(isNull(p.orgCategoryUid), eq(p.orgCategoryUid, categoryUid)), open))
    .orderBy(p.label)
    .all();
}

/** The positions a signer holds now. */
export function heldPositions(db: DbOrTx, signerUid: string): string[] {
  const su = schema.signerUnits;
  return db
    .select({ uid: su.positionUid })
    .from(su)
    .where(eq(su.signerUid, signerUid))
    .all()
    .flatMap((r) => (r.uid ? [r.uid] : []));
}

function signerErrors(
  db: DbOrTx,
  org: { uid: string; categoryUid: string },
  input: SignerFormInput,
  before: { uid: string; activeFrom: number | null; activeUntil: number | null } | null,
): FieldErrors {
  const errors: FieldErrors = {};
  const unitUids = input.units.map((u) => u.unitUid);
  const known = new Set(
    unitUids.length
      ? db
          .select({ uid: schema.units.uid })
          .from(schema.units)
          .where(and(eq(schema.units.orgUid, org.uid), inArray(schema.units.uid, unitUids)))
          .all()
          .map((u) => u.uid)
      : [],
  );
  const held = before ? heldPositions(db, before.uid) : [];
  const positions = new Set(positionsFor(db, org.categoryUid, held).map((p) => p.value));
  input.units.forEach((row, i) => {
    if (!known.has(row.unitUid)) errors[`units[${i}].unitUid`] = [TEXT.invalidOption];
    if (row.positionUid && !positions.has(row.positionUid)) errors[`units[${i}].positionUid`] = [TEXT.invalidOption];
  });
  if (new Set(unitUids).size !== unitUids.length) errors.units = [TEXT.signerUnitTwice];
  if (before?.activeUntil != null) {
    const startChanged = before.activeFrom === null || athensDay(before.activeFrom) !== input.activeFrom;
    const message = startChanged
      ? checkInterval(input.activeFrom, athensDay(before.activeUntil), INTERVAL_SUFFIX)
      : null;
    if (message) errors.activeFrom = [message];
  }
  return errors;
}

function stored(input: SignerFormInput, now: number) {
  const activeFrom = athensDayStart(input.activeFrom);
  const activeUntil = input.activeUntil ? athensDayStart(input.activeUntil) : null;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    hasOrganizationSignRights: input.hasOrganizationSignRights,
    activeFrom,
    activeUntil,
    active: activeFrom <= now && (activeUntil === null || activeUntil > now),
  };
}

function writeUnits(tx: DbOrTx, signerUid: string, input: SignerFormInput) {
  tx.delete(schema.signerUnits).where(eq(schema.signerUnits.signerUid, signerUid)).run();
  const rows = input.units.map((u) => ({ signerUid, unitUid: u.unitUid, positionUid: u.positionUid ?? null }));
  if (rows.length) tx.insert(schema.signerUnits).values(rows).run();
  return rows;
}

const fullName = (input: SignerFormInput) => `${input.firstName} ${input.lastName}`;

export function createSigner(db: Db, args: SaveArgs & { orgUid: string }): SignerSaveResult {
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const o = schema.organizations;
      const org = tx.select({ uid: o.uid, categoryUid: o.categoryUid }).from(o).where(eq(o.uid, args.orgUid)).get();
      if (!org) return { ok: false, reason: "not-found" };
      if (!mayManage(args.user.access, "PERM_SIGNERS_CREATE", org.uid)) return { ok: false, reason: "forbidden" };
      const errors = signerErrors(tx, org, args.input, null);
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
      const uid = nextUid(tx, "signer");
      const values = { uid, orgUid: org.uid, ...stored(args.input, now) };
      tx.insert(schema.signers).values(values).run();
      const units = writeUnits(tx, uid, args.input);
      writeAudit(tx, {
        userId: args.user.id,
        action: "signer.create",
        entityType: "signer",
        entityId: uid,
        details: { after: { ...values, units } },
        at: now,
      });
      return { ok: true, uid, orgUid: org.uid, name: fullName(args.input) };
    },
    { behavior: "immediate" },
  );
}

export function updateSigner(db: Db, args: SaveArgs & { uid: string }): SignerSaveResult {
  const now = args.now ?? Date.now();
  const s = schema.signers;
  return db.transaction(
    (tx) => {
      const before = tx.select().from(s).where(eq(s.uid, args.uid)).get();
      if (!before) return { ok: false, reason: "not-found" };
      if (!mayManage(args.user.access, "PERM_SIGNERS_CREATE", before.orgUid)) return { ok: false, reason: "forbidden" };
      const o = schema.organizations;
      const org = tx.select({ uid: o.uid, categoryUid: o.categoryUid }).from(o).where(eq(o.uid, before.orgUid)).get()!;
      const errors = signerErrors(tx, org, args.input, before);
      if (Object.keys(errors).length) return { ok: false, reason: "invalid", errors };
      const beforeUnits = tx.select().from(schema.signerUnits).where(eq(schema.signerUnits.signerUid, args.uid)).all();
      const after = stored(args.input, now);
      tx.update(s).set(after).where(eq(s.uid, args.uid)).run();
      const units = writeUnits(tx, args.uid, args.input);
      writeAudit(tx, {
        userId: args.user.id,
        action: "signer.update",
        entityType: "signer",
        entityId: args.uid,
        details: { before: { ...before, units: beforeUnits }, after: { ...before, ...after, units } },
        at: now,
      });
      return { ok: true, uid: args.uid, orgUid: before.orgUid, name: fullName(args.input) };
    },
    { behavior: "immediate" },
  );
}

export const createSignerFromForm = (args: SaveArgs & { orgUid: string }) => createSigner(getDb(), args);
export const updateSignerFromForm = (args: SaveArgs & { uid: string }) => updateSigner(getDb(), args);
