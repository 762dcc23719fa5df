/**
 * An organisation's legislation (SPEC §2 organisation form): the table the edit page shows a page
 * at a time, and adding and removing a row. Both changes need the right that edits the body
 * (PERM_ORG_CREATE on it or on '0', mayEditOrganization) and are one transaction with an audit row;
 * a refused or invalid change writes nothing.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import {
  legislationRowSchema,
  legislationWindow,
  LEGISLATION_FIELD_ORDER,
  type LegislationErrors,
  type LegislationPage,
  type LegislationFieldName,
  type LegislationPageLength,
  type LegislationRow,
  type LegislationValues,
} from "./legislation-form";
import { mayEditOrganization } from "./update.server";

const l = schema.organizationLegislation;

/** Newest act first, the undated ones after the dated, then the latest added first. */
export function legislationPage(
  orgUid: string,
  length: LegislationPageLength,
  page = 1,
  db: DbOrTx = getDb(),
): LegislationPage {
  const total = db.select({ n: count() }).from(l).where(eq(l.orgUid, orgUid)).get()?.n ?? 0;
  const window = legislationWindow(total, length, page);
  const rows = db
    .select({ id: l.id, title: l.title, reference: l.reference, url: l.url, actDate: l.actDate })
    .from(l)
    .where(eq(l.orgUid, orgUid))
    .orderBy(sql`${l.actDate} IS NULL`, desc(l.actDate), desc(l.id))
    .limit(window.limit)
    .offset(window.offset)
    .all();
  return { rows, total, length, page: window.page, pageCount: window.pageCount };
}

type Actor = Pick<SessionUser, "id" | "access">;
type Refusal = { ok: false; reason: "not-found" | "forbidden" };

export type AddLegislationResult =
  | { ok: true; id: number; title: string }
  | Refusal
  | { ok: false; reason: "invalid"; errors: LegislationErrors; values: LegislationValues };

function refusal(tx: DbOrTx, user: Actor, orgUid: string): Refusal | null {
  const o = schema.organizations;
  if (!tx.select({ uid: o.uid }).from(o).where(eq(o.uid, orgUid)).get()) return { ok: false, reason: "not-found" };
  return mayEditOrganization(user, orgUid) ? null : { ok: false, reason: "forbidden" };
}

/** The values as typed, for the form shown again with its errors. */
function typedValues(raw: Record<string, unknown>): LegislationValues {
  const text = (name: LegislationFieldName) => {
    const value = raw[name];
    return typeof value === "string" ? value : "";
  };
  return { title: text("title"), reference: text("reference"), url: text("url"), actDate: text("actDate") };
}

export function addLegislation(
  db: Db,
  args: { user: Actor; orgUid: string; raw: Record<string, unknown>; now?: number },
): AddLegislationResult {
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const refused = refusal(tx, args.user, args.orgUid);
      if (refused) return refused;
      const parsed = legislationRowSchema.safeParse(args.raw);
      if (!parsed.success) {
        const errors: LegislationErrors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as LegislationFieldName;
          if (LEGISLATION_FIELD_ORDER.includes(field)) (errors[field] ??= []).push(issue.message);
        }
        return { ok: false, reason: "invalid", errors, values: typedValues(args.raw) };
      }
      const row = {
        orgUid: args.orgUid,
        title: parsed.data.title,
        reference: parsed.data.reference,
        url: parsed.data.url ?? null,
        actDate: parsed.data.actDate ?? null,
        createdAt: now,
      };
      const { id } = tx.insert(l).values(row).returning({ id: l.id }).get();
      writeAudit(tx, {
        userId: args.user.id,
        action: "organization.legislation.add",
        entityType: "organization",
        entityId: args.orgUid,
        details: { legislation: { id, ...row } },
        at: now,
      });
      return { ok: true, id, title: row.title };
    },
    { behavior: "immediate" },
  );
}

/** What the removal's confirmation page names: the act and its body (the same refusals as the removal). */
export type LegislationRemoval =
  { ok: true; org: { uid: string; label: string }; act: LegislationRow } | Refusal | { ok: false; reason: "no-row" };

export function legislationRemoval(user: Actor, orgUid: string, id: number, db: DbOrTx = getDb()): LegislationRemoval {
  const refused = refusal(db, user, orgUid);
  if (refused) return refused;
  const o = schema.organizations;
  const org = db.select({ uid: o.uid, label: o.label }).from(o).where(eq(o.uid, orgUid)).get()!;
  const act = db
    .select({ id: l.id, title: l.title, reference: l.reference, url: l.url, actDate: l.actDate })
    .from(l)
    .where(and(eq(l.id, id), eq(l.orgUid, orgUid)))
    .get();
  return act ? { ok: true, org, act } : { ok: false, reason: "no-row" };
}

export type RemoveLegislationResult = { ok: true; title: string } | Refusal | { ok: false; reason: "no-row" };

export function removeLegislation(
  db: Db,
  args: { user: Actor; orgUid: string; id: number; now?: number },
): RemoveLegislationResult {
  return db.transaction(
    (tx) => {
      const refused = refusal(tx, args.user, args.orgUid);
      if (refused) return refused;
      const where = and(eq(l.id, args.id), eq(l.orgUid, args.orgUid));
      const before = tx.select().from(l).where(where).get();
      if (!before) return { ok: false, reason: "no-row" };
      tx.delete(l).where(where).run();
      writeAudit(tx, {
        userId: args.user.id,
        action: "organization.legislation.remove",
        entityType: "organization",
        entityId: args.orgUid,
        details: { legislation: before },
        at: args.now,
      });
      return { ok: true, title: before.title };
    },
    { behavior: "immediate" },
  );
}

export const addLegislationFromForm = (args: { user: Actor; orgUid: string; raw: Record<string, unknown> }) =>
  addLegislation(getDb(), args);
export const removeLegislationFromForm = (args: { user: Actor; orgUid: string; id: number }) =>
  removeLegislation(getDb(), args);
