/**
 * Reading decisions for the public pages (decision page, version page, lists, feeds). No writes.
 *
 * A viewer's access decides what is returned: versions that have not gone public (a SUBMITTED
 * decision, which has no ADA) are left out unless the viewer may see them (visibility.ts), so a
 * page can never show more than it should by forgetting a check.
 */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Statement } from "better-sqlite3";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import type { AccessEntry } from "../access/permissions";
import { IN_FORCE_STATUSES, isDecisionStatus, PUBLIC_STATUSES, type DecisionStatus } from "#shared/decision-status";
import { describeExtraFields, type ExtraField } from "./extra-fields.server";
import {
  decisionTypeLabel,
  dictionaryLabels,
  signerLabels,
  THEMATIC_DICTIONARY,
  unitLabels,
  type Label,
} from "./labels.server";
import { maySeeUnpublished, mayViewVersion } from "./visibility";

export type { Label, ExtraField };

export interface DecisionSummary {
  id: number;
  ada: string | null;
  status: DecisionStatus;
  org: { uid: string; label: string; latinName: string };
  latestVersionId: string;
  /** First publication (ADA assignment), epoch ms. */
  publishedAt: number | null;
  /** Time of the latest version, epoch ms. */
  updatedAt: number;
  revocationReason: string | null;
  revokedAt: number | null;
}

export interface HistoryEntry {
  versionId: string;
  versionNumber: number;
  status: string;
  createdAt: number;
  publishedAt: number | null;
  description: string | null;
  correctedVersionId: string | null;
  isLatest: boolean;
  /** A newer version replaced it (edit or corrected copy). */
  superseded: boolean;
  /** A corrected copy (ορθή επανάληψη) names this version as the one it corrects. */
  correctedBy: string | null;
}

export interface DocumentInfo {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  sha256: string;
}

export interface VersionDetail {
  versionId: string;
  versionNumber: number;
  status: string;
  correctedVersionId: string | null;
  description: string | null;
  protocolNumber: string;
  subject: string;
  /** ISO YYYY-MM-DD */
  issueDate: string;
  decisionType: Label;
  units: Label[];
  signers: Label[];
  thematicCategories: Label[];
  amount: number | null;
  financialYear: number | null;
  extraFields: ExtraField[];
  privateData: boolean;
  document: DocumentInfo | null;
  attachments: { id: string; description: string | null; document: DocumentInfo }[];
  createdAt: number;
  publishedAt: number | null;
  isLatest: boolean;
}

export interface DecisionPage {
  decision: DecisionSummary;
  version: VersionDetail;
  /** Newest first; only the versions the viewer may see. */
  history: HistoryEntry[];
}

type VersionRow = typeof schema.decisionVersions.$inferSelect;
type DecisionRow = typeof schema.decisions.$inferSelect;

function summaryOf(row: DecisionRow): DecisionSummary {
  const o = schema.organizations;
  const org = getDb()
    .select({ uid: o.uid, label: o.label, latinName: o.latinName })
    .from(o)
    .where(eq(o.uid, row.orgUid))
    .get() ?? { uid: row.orgUid, label: row.orgUid, latinName: row.orgUid };
  if (!isDecisionStatus(row.status)) throw new Error(`decision ${row.id} has unknown status ${row.status}`);
  return {
    id: row.id,
    ada: row.ada,
    status: row.status,
    org,
    latestVersionId: row.latestVersionId,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    revocationReason: row.revocationReason,
    revokedAt: row.revokedAt,
  };
}

const documentColumns = {
  id: schema.documents.id,
  filename: schema.documents.filename,
  mimeType: schema.documents.mimeType,
  size: schema.documents.size,
  sha256: schema.documents.sha256,
};

function documentInfo(id: number | null): DocumentInfo | null {
  if (id === null) return null;
  return getDb().select(documentColumns).from(schema.documents).where(eq(schema.documents.id, id)).get() ?? null;
}

function attachmentsOf(versionId: string): VersionDetail["attachments"] {
  const a = schema.attachments;
  return getDb()
    .select({ id: a.id, description: a.description, document: documentColumns })
    .from(a)
    .innerJoin(schema.documents, eq(schema.documents.id, a.documentId))
    .where(eq(a.versionId, versionId))
    .all();
}

function detailOf(v: VersionRow, latestVersionId: string): VersionDetail {
  return {
    versionId: v.versionId,
    versionNumber: v.versionNumber,
    status: v.status,
    correctedVersionId: v.correctedVersionId,
    description: v.description,
    protocolNumber: v.protocolNumber,
    subject: v.subject,
    issueDate: v.issueDate,
    decisionType: decisionTypeLabel(v.decisionTypeUid),
    units: unitLabels(v.unitUids),
    signers: signerLabels(v.signerUids),
    thematicCategories: dictionaryLabels(THEMATIC_DICTIONARY, v.thematicCategoryUids),
    amount: v.amount,
    financialYear: v.financialYear,
    extraFields: describeExtraFields(v.decisionTypeUid, v.extraFieldValues ?? {}, v.definitionId),
    privateData: v.privateData,
    document: documentInfo(v.documentId),
    attachments: attachmentsOf(v.versionId),
    createdAt: v.createdAt,
    publishedAt: v.publishedAt,
    isLatest: v.versionId === latestVersionId,
  };
}

/** All versions of a decision, newest first. */
function versionsOf(decisionId: number): VersionRow[] {
  const v = schema.decisionVersions;
  return getDb().select().from(v).where(eq(v.decisionId, decisionId)).orderBy(desc(v.versionNumber)).all();
}

function historyOf(versions: VersionRow[], latestVersionId: string): HistoryEntry[] {
  const correctedBy = new Map<string, string>();
  for (const v of versions) if (v.correctedVersionId) correctedBy.set(v.correctedVersionId, v.versionId);
  const newest = versions[0]?.versionNumber ?? 0;
  return versions.map((v) => ({
    versionId: v.versionId,
    versionNumber: v.versionNumber,
    status: v.status,
    createdAt: v.createdAt,
    publishedAt: v.publishedAt,
    description: v.description,
    correctedVersionId: v.correctedVersionId,
    isLatest: v.versionId === latestVersionId,
    superseded: v.versionNumber < newest,
    correctedBy: correctedBy.get(v.versionId) ?? null,
  }));
}

function pageOf(
  row: DecisionRow,
  chosen: (visible: VersionRow[]) => VersionRow | undefined,
  access: readonly AccessEntry[] | null,
): DecisionPage | null {
  const all = versionsOf(row.id);
  const unpublishedToo = maySeeUnpublished(access, row.orgUid);
  const visible = all.filter((v) => unpublishedToo || v.publishedAt !== null);
  const version = chosen(visible);
  if (!version) return null;
  return {
    decision: summaryOf(row),
    version: detailOf(version, row.latestVersionId),
    history: historyOf(visible, row.latestVersionId),
  };
}

/**
 * The decision with this (canonical) ADA: its newest version the viewer may see, and its
 * history. Null when there is no such decision or nothing of it is visible.
 */
export function getDecisionByAda(ada: string, access: readonly AccessEntry[] | null = null): DecisionPage | null {
  const row = getDb().select().from(schema.decisions).where(eq(schema.decisions.ada, ada)).get();
  if (!row) return null;
  return pageOf(row, (visible) => visible[0], access);
}

export type VersionLookup =
  | { found: false }
  /** The version exists but is not public and the viewer may not see unpublished versions. */
  | { found: true; visible: false; orgUid: string }
  | { found: true; visible: true; page: DecisionPage };

/** One version by its versionId, with its decision and the viewer's history. */
export function getVersion(versionId: string, access: readonly AccessEntry[] | null = null): VersionLookup {
  const db = getDb();
  const v = db.select().from(schema.decisionVersions).where(eq(schema.decisionVersions.versionId, versionId)).get();
  if (!v) return { found: false };
  const row = db.select().from(schema.decisions).where(eq(schema.decisions.id, v.decisionId)).get();
  if (!row) return { found: false };
  if (!mayViewVersion(v, row.orgUid, access)) return { found: true, visible: false, orgUid: row.orgUid };
  const page = pageOf(row, (visible) => visible.find((x) => x.versionId === versionId), access);
  return page ? { found: true, visible: true, page } : { found: true, visible: false, orgUid: row.orgUid };
}

// ---------------------------------------------------------------- lists

export interface DecisionListItem {
  decisionId: number;
  ada: string | null;
  versionId: string;
  status: string;
  subject: string;
  protocolNumber: string;
  issueDate: string;
  orgUid: string;
  orgLabel: string;
  decisionTypeLabel: string;
  publishedAt: number | null;
  updatedAt: number;
  createdAt: number;
}

/** The columns of a decision list row (latest version, organisation, type): callers add where, order, limit. */
export function listQuery(db: Db = getDb()) {
  const d = schema.decisions;
  const v = schema.decisionVersions;
  const o = schema.organizations;
  const t = schema.decisionTypes;
  return db
    .select({
      decisionId: d.id,
      ada: d.ada,
      versionId: v.versionId,
      status: d.status,
      subject: v.subject,
      protocolNumber: v.protocolNumber,
      issueDate: v.issueDate,
      orgUid: d.orgUid,
      orgLabel: o.label,
      decisionTypeLabel: t.label,
      publishedAt: d.publishedAt,
      updatedAt: d.updatedAt,
      createdAt: d.createdAt,
    })
    .from(d)
    .innerJoin(v, eq(v.versionId, d.latestVersionId))
    .innerJoin(o, eq(o.uid, d.orgUid))
    .innerJoin(t, eq(t.uid, v.decisionTypeUid));
}

/** The newest publications (by first publication), optionally of one organisation. */
export function latestPublished(options: { orgUid?: string; limit: number }): DecisionListItem[] {
  const statements = latestStatements(getDb());
  const ids = (
    options.orgUid
      ? statements.idsOfOrg.all({ orgUid: options.orgUid, limit: options.limit })
      : statements.ids.all({ limit: options.limit })
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  return statements.rows(ids.length).all(Object.fromEntries(ids.map((id, i) => [`id${i}`, id])));
}

/**
 * latestPublished's queries, built and prepared once per database (the home page runs them on every
 * request, and building and preparing them cost more than running them). Two steps, because at a
 * million decisions the planner otherwise starts from the status index (or from the joined tables)
 * and sorts everything: 6 s for the home page. First the ids, walking the publication-time index
 * newest first; `+status` keeps SQLite off the status index, since nearly every public decision is
 * in force and the status narrows nothing. Then their rows, one statement per number of ids.
 */
function prepareLatest(db: Db) {
  const d = schema.decisions;
  const inForce = inArray(sql`+${d.status}`, IN_FORCE_STATUSES);
  const idsWhere = (where: SQL | undefined) =>
    db
      .select({ id: d.id })
      .from(d)
      .where(where)
      .orderBy(desc(d.publishedAt), desc(d.id))
      .limit(sql.placeholder("limit"))
      .prepare();
  const byCount = new Map<number, ReturnType<typeof rowsOf>>();
  const rowsOf = (count: number) =>
    listQuery(db)
      .where(
        inArray(
          d.id,
          Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`)),
        ),
      )
      .orderBy(desc(d.publishedAt), desc(d.id))
      .prepare();
  return {
    ids: idsWhere(and(inForce, isNotNull(d.ada))),
    idsOfOrg: idsWhere(and(eq(d.orgUid, sql.placeholder("orgUid")), inForce, isNotNull(d.ada))),
    rows(count: number) {
      let prepared = byCount.get(count);
      if (!prepared) byCount.set(count, (prepared = rowsOf(count)));
      return prepared;
    },
  };
}

const latestStatements = preparedPerConnection(prepareLatest);

/**
 * SUBMITTED decisions (not yet published) of some organisations, newest first; `"all"` for a
 * user whose permission is global ('0'). The caller has checked the viewer's permission.
 */
export function listSubmitted(orgUids: readonly string[] | "all", limit: number): DecisionListItem[] {
  const d = schema.decisions;
  if (orgUids !== "all" && orgUids.length === 0) return [];
  const where =
    orgUids === "all" ? eq(d.status, "SUBMITTED") : and(eq(d.status, "SUBMITTED"), inArray(d.orgUid, [...orgUids]));
  return listQuery().where(where).orderBy(desc(d.updatedAt), desc(d.id)).limit(limit).all();
}

/** Whether a public decision has this canonical ADA (the search box's "go straight to it"). */
export function isPublicAda(ada: string): boolean {
  const d = schema.decisions;
  const row = getDb()
    .select({ status: d.status })
    .from(d)
    .where(and(eq(d.ada, ada), inArray(d.status, PUBLIC_STATUSES)))
    .get();
  return row !== undefined;
}

/** publicDataStamp's statement, per connection. */
const stampStatements = new WeakMap<Db["$client"], Statement>();

/**
 * A short stamp that changes whenever the public data can have changed: a decision added (also
 * by the seed, which bypasses the search outbox) or any publication, edit or revocation (each
 * writes a search_outbox row in its transaction; AUTOINCREMENT's counter never goes back, even
 * when old rows are pruned). Both reads are O(1). For ETags of responses too costly to hash
 * whole (the search export, a search feed's conditional GET). Its statement is prepared once per
 * connection: preparing cost more than the two reads.
 */
export function publicDataStamp(): string {
  const sqlite = getDb().$client;
  let statement = stampStatements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare(
      `SELECT (SELECT max(id) FROM decisions) AS decisions,
              (SELECT seq FROM sqlite_sequence WHERE name = 'search_outbox') AS outbox`,
    );
    stampStatements.set(sqlite, statement);
  }
  const row = statement.get() as { decisions: number | null; outbox: number | null };
  return `${row.decisions ?? 0}.${row.outbox ?? 0}`;
}
