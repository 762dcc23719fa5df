/**
 * Structural changes of an organisation (SPEC §6 PERM_ADMIN_ORG_ACTIVATE, _RENAME, _MOVE, _MERGE),
 * each on its own page with a confirmation step (app/routes/organization.$change.$uid.tsx):
 *  - activate: the SPEC §4 state (active and in effect / abolished / activation pending);
 *  - rename: label and latin name; the old latin name keeps leading to the body
 *    (./former-names.server.ts, /f/{oldName} → 301); its decisions are re-filed in the search
 *    index under the new label (./relabel.server.ts);
 *  - move: another supervisor (no loops, ./checks.server.ts);
 *  - merge: into another body. Its decisions, units, signers, public documents and templates
 *    move to the other body, the decisions are re-indexed in the same transaction (search/sync.ts
 *    outbox for an external engine), the per-month publication aggregates are folded, and the
 *    merged body stays as an abolished record whose names lead to the body it joined.
 * Each change is one transaction with an audit row holding the fields before and after; those
 * rows are the body's history (./history.server.ts). A refused change writes nothing.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { hasPermission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { syncSearch } from "../decisions/lifecycle/search-sync.server";
import { TEXT } from "../messages";
import { latinNameTaken, resolveSupervisor, type FieldErrors } from "./checks.server";
import { retireLatinName } from "./former-names.server";
import type { Organization } from "./read.server";
import { refileDecisionsOf } from "./relabel.server";
import { ORGANIZATION_STATUS_TEXT, organizationStatus, type OrganizationStatus } from "./status";
import {
  STRUCTURAL_CHANGE_PERMISSION,
  STRUCTURE_SCHEMAS,
  type StructuralChange,
  type StructureValues,
} from "./structure-form";

type Actor = Pick<SessionUser, "id" | "access">;
type Org = typeof schema.organizations.$inferSelect;

const STATE_OF: Record<OrganizationStatus, { isActive: boolean; inEffect: boolean }> = {
  active: { isActive: true, inEffect: true },
  abolished: { isActive: true, inEffect: false },
  pending: { isActive: false, inEffect: false },
};

/** What the change will do, in words for the confirmation page, and the rows it will write. */
export interface ChangePlan {
  lines: { label: string; from: string; to: string }[];
  /** For a merge: how many of each kind of row follow the body. */
  moves?: { decisions: number; units: number; signers: number; supervised: number; publicDocuments: number };
  apply: (tx: DbOrTx, db: Db, now: number) => Record<string, unknown>;
}

const orgByUid = (db: DbOrTx, uid: string): Org | undefined =>
  db.select().from(schema.organizations).where(eq(schema.organizations.uid, uid)).get();

const countWhere = (db: DbOrTx, table: "decisions" | "units" | "signers" | "public_documents", orgUid: string) =>
  db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE org_uid = ${orgUid}`).n;

function statusPlan(org: Org, status: OrganizationStatus): ChangePlan | FieldErrors {
  const before = organizationStatus(org);
  if (before === status) return { status: [TEXT.structureUnchanged] };
  const state = STATE_OF[status];
  return {
    lines: [
      {
        label: "Κατάσταση",
        from: ORGANIZATION_STATUS_TEXT[before].label,
        to: ORGANIZATION_STATUS_TEXT[status].label,
      },
    ],
    apply: (tx) => {
      tx.update(schema.organizations)
        .set({ ...state, status: state.isActive ? "active" : "inactive" })
        .where(eq(schema.organizations.uid, org.uid))
        .run();
      return {
        changed: {
          isActive: { from: org.isActive, to: state.isActive },
          inEffect: { from: org.inEffect, to: state.inEffect },
        },
      };
    },
  };
}

function renamePlan(db: DbOrTx, org: Org, label: string, latinName: string): ChangePlan | FieldErrors {
  if (label === org.label && latinName === org.latinName) return { label: [TEXT.structureUnchanged] };
  if (latinNameTaken(db, latinName, org.uid)) return { latinName: [TEXT.latinNameTaken] };
  const lines = [];
  if (label !== org.label) lines.push({ label: "Επωνυμία", from: org.label, to: label });
  if (latinName !== org.latinName) lines.push({ label: "Λατινικό όνομα", from: org.latinName, to: latinName });
  return {
    lines,
    apply: (tx, db, now) => {
      tx.update(schema.organizations).set({ label, latinName }).where(eq(schema.organizations.uid, org.uid)).run();
      retireLatinName(tx, org.uid, org.latinName, latinName, now);
      if (label !== org.label) refileDecisionsOf(tx, db, org.uid, now);
      const changed: Record<string, { from: string; to: string }> = {};
      if (label !== org.label) changed.label = { from: org.label, to: label };
      if (latinName !== org.latinName) changed.latinName = { from: org.latinName, to: latinName };
      return { changed };
    },
  };
}

const labelOf = (db: DbOrTx, uid: string | null) => (uid ? (orgByUid(db, uid)?.label ?? uid) : "—");

function movePlan(db: DbOrTx, org: Org, supervisor: string | undefined): ChangePlan | FieldErrors {
  const resolved = resolveSupervisor(db, supervisor, org.uid);
  if (!resolved.ok) return { supervisor: [resolved.message] };
  if (resolved.uid === org.supervisorUid) return { supervisor: [TEXT.structureUnchanged] };
  const to = resolved.uid;
  if (to && orgByUid(db, to)?.mergedIntoUid) return { supervisor: [TEXT.mergeTargetMerged] };
  return {
    lines: [{ label: "Εποπτεύων φορέας", from: labelOf(db, org.supervisorUid), to: labelOf(db, to) }],
    apply: (tx) => {
      tx.update(schema.organizations).set({ supervisorUid: to }).where(eq(schema.organizations.uid, org.uid)).run();
      return { changed: { supervisorUid: { from: org.supervisorUid, to } } };
    },
  };
}

function mergePlan(db: DbOrTx, user: Actor, org: Org, targetName: string): ChangePlan | FieldErrors {
  const o = schema.organizations;
  const target = db
    .select()
    .from(o)
    .where(sql`${o.uid} = ${targetName} OR ${o.latinName} = ${targetName}`)
    .get();
  if (!target) return { target: [TEXT.supervisorNotFound] };
  if (target.uid === org.uid) return { target: [TEXT.mergeIntoItself] };
  if (target.mergedIntoUid) return { target: [TEXT.mergeTargetMerged] };
  if (!hasPermission(user.access, "PERM_ADMIN_ORG_MERGE", target.uid))
    return { target: [TEXT.organizationChangeForbidden(`συγχώνευση στον φορέα «${target.label}»`)] };
  const moves = {
    decisions: countWhere(db, "decisions", org.uid),
    units: countWhere(db, "units", org.uid),
    signers: countWhere(db, "signers", org.uid),
    supervised: db
      .select({ uid: o.uid })
      .from(o)
      .where(and(eq(o.supervisorUid, org.uid), ne(o.uid, target.uid)))
      .all().length,
    publicDocuments: countWhere(db, "public_documents", org.uid),
  };
  return {
    lines: [
      { label: "Φορέας", from: org.label, to: `συγχωνεύεται στον φορέα «${target.label}»` },
      { label: "Κατάσταση", from: ORGANIZATION_STATUS_TEXT[organizationStatus(org)].label, to: "Καταργημένος" },
    ],
    moves,
    apply: (tx, dbForIndex, now) => mergeRows(tx, dbForIndex, org, target, now, moves),
  };
}

function mergeRows(tx: DbOrTx, db: Db, org: Org, target: Org, now: number, moves: ChangePlan["moves"]) {
  const from = org.uid;
  const to = target.uid;
  const decisionIds = tx
    .select({ id: schema.decisions.id })
    .from(schema.decisions)
    .where(eq(schema.decisions.orgUid, from))
    .all()
    .map((d) => d.id);
  tx.update(schema.decisions).set({ orgUid: to }).where(eq(schema.decisions.orgUid, from)).run();
  // The search index (and, through its outbox, an external engine) files them under the new body.
  for (const id of decisionIds) syncSearch(db, tx, id, now);
  tx.update(schema.units)
    .set({ parentUid: to })
    .where(and(eq(schema.units.orgUid, from), eq(schema.units.parentUid, from)))
    .run();
  tx.update(schema.units).set({ orgUid: to }).where(eq(schema.units.orgUid, from)).run();
  tx.update(schema.signers).set({ orgUid: to }).where(eq(schema.signers.orgUid, from)).run();
  tx.update(schema.publicDocuments).set({ orgUid: to }).where(eq(schema.publicDocuments.orgUid, from)).run();
  tx.update(schema.documentTemplates).set({ orgUid: to }).where(eq(schema.documentTemplates.orgUid, from)).run();
  const o = schema.organizations;
  // The bodies it supervised now answer to the body it joined; the joined body, if it was one of
  // them, takes the merged body's place in the tree instead of supervising itself.
  tx.update(o)
    .set({ supervisorUid: to })
    .where(and(eq(o.supervisorUid, from), ne(o.uid, to)))
    .run();
  if (target.supervisorUid === from) tx.update(o).set({ supervisorUid: org.supervisorUid }).where(eq(o.uid, to)).run();
  // Monthly and daily publication counts per body (app/stats) are derived rows: fold them, no rebuild.
  tx.run(sql`INSERT INTO publication_stats_by_org (month, org_uid, count)
             SELECT month, ${to}, count FROM publication_stats_by_org WHERE org_uid = ${from}
             ON CONFLICT (month, org_uid) DO UPDATE SET count = count + excluded.count`);
  tx.run(sql`DELETE FROM publication_stats_by_org WHERE org_uid = ${from}`);
  tx.run(sql`INSERT INTO publication_stats_by_org_day (day, org_uid, count)
             SELECT day, ${to}, count FROM publication_stats_by_org_day WHERE org_uid = ${from}
             ON CONFLICT (day, org_uid) DO UPDATE SET count = count + excluded.count`);
  tx.run(sql`DELETE FROM publication_stats_by_org_day WHERE org_uid = ${from}`);
  tx.update(o)
    .set({ mergedIntoUid: to, isActive: true, inEffect: false, status: "inactive" })
    .where(eq(o.uid, from))
    .run();
  writeAudit(tx, {
    userId: null,
    action: "organization.absorb",
    entityType: "organization",
    entityId: to,
    details: { absorbed: { uid: from, label: org.label, latinName: org.latinName }, moves },
    at: now,
  });
  return {
    changed: { mergedIntoUid: { from: null, to }, inEffect: { from: org.inEffect, to: false } },
    moves,
  };
}

export type StructurePreview =
  | { ok: false; reason: "not-found" | "forbidden" }
  | {
      ok: true;
      org: Pick<Organization, "uid" | "label" | "latinName" | "supervisorUid">;
      status: OrganizationStatus;
      supervisorLabel: string | null;
      mergedInto: string | null;
      errors: FieldErrors;
      plan: Omit<ChangePlan, "apply"> | null;
    };

function planChange(
  db: DbOrTx,
  user: Actor,
  org: Org,
  change: StructuralChange,
  values: StructureValues,
): ChangePlan | FieldErrors {
  if (org.mergedIntoUid) return { form: [TEXT.organizationMergedAway(labelOf(db, org.mergedIntoUid))] };
  const parsed = STRUCTURE_SCHEMAS[change].safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return errors;
  }
  const v = parsed.data as Record<string, string | undefined>;
  switch (change) {
    case "activate":
      return statusPlan(org, v.status as OrganizationStatus);
    case "rename":
      return renamePlan(db, org, v.label!, v.latinName!);
    case "move":
      return movePlan(db, org, v.supervisor);
    case "merge":
      return mergePlan(db, user, org, v.target!);
  }
}

const isPlan = (x: ChangePlan | FieldErrors): x is ChangePlan => typeof (x as ChangePlan).apply === "function";

/**
 * The page of one change: the body as it is and, when `values` were sent for review, either the
 * field errors or what the change will do (the confirmation step).
 */
export function structuralChangePage(
  user: Actor,
  uid: string,
  change: StructuralChange,
  values: StructureValues | null,
  db: DbOrTx = getDb(),
): StructurePreview {
  const org = orgByUid(db, uid);
  if (!org) return { ok: false, reason: "not-found" };
  if (!hasPermission(user.access, STRUCTURAL_CHANGE_PERMISSION[change], uid)) return { ok: false, reason: "forbidden" };
  const base = {
    ok: true as const,
    org: { uid: org.uid, label: org.label, latinName: org.latinName, supervisorUid: org.supervisorUid },
    status: organizationStatus(org),
    supervisorLabel: org.supervisorUid ? labelOf(db, org.supervisorUid) : null,
    mergedInto: org.mergedIntoUid ? labelOf(db, org.mergedIntoUid) : null,
  };
  if (!values) return { ...base, errors: {}, plan: null };
  const planned = planChange(db, user, org, change, values);
  if (!isPlan(planned)) return { ...base, errors: planned, plan: null };
  const { apply: _apply, ...plan } = planned;
  return { ...base, errors: {}, plan };
}

export type StructureResult =
  | { ok: true; label: string; latinName: string; message: string }
  | { ok: false; reason: "not-found" | "forbidden" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

const DONE: Record<StructuralChange, (before: Org, after: Org) => string> = {
  activate: (_b, a) => TEXT.organizationStatusChanged(a.label, ORGANIZATION_STATUS_TEXT[organizationStatus(a)].label),
  rename: (b, a) => TEXT.organizationRenamed(b.label, a.label),
  move: (_b, a) => TEXT.organizationMoved(a.label),
  merge: (b, a) => TEXT.organizationMergedInto(b.label, a.label),
};

/** Makes the change in one transaction with its audit row; re-checks everything inside it. */
export function applyStructuralChange(
  db: Db,
  args: { user: Actor; uid: string; change: StructuralChange; values: StructureValues; now?: number },
): StructureResult {
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const org = orgByUid(tx, args.uid);
      if (!org) return { ok: false, reason: "not-found" };
      if (!hasPermission(args.user.access, STRUCTURAL_CHANGE_PERMISSION[args.change], org.uid))
        return { ok: false, reason: "forbidden" };
      const planned = planChange(tx, args.user, org, args.change, args.values);
      if (!isPlan(planned)) return { ok: false, reason: "invalid", errors: planned };
      const details = planned.apply(tx, db, now);
      writeAudit(tx, {
        userId: args.user.id,
        action: `organization.${args.change}`,
        entityType: "organization",
        entityId: org.uid,
        details,
        at: now,
      });
      const after = orgByUid(tx, org.uid)!;
      const shown = args.change === "merge" ? orgByUid(tx, after.mergedIntoUid!)! : after;
      return { ok: true, label: shown.label, latinName: shown.latinName, message: DONE[args.change](org, shown) };
    },
    { behavior: "immediate" },
  );
}

export const applyStructuralChangeFromForm = (args: Parameters<typeof applyStructuralChange>[1]) =>
  applyStructuralChange(getDb(), args);
