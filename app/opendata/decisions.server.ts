/**
 * Decisions as the OpenData API shows them (reference/diavgeia.md §1.5): by ADA (the newest
 * public version), by versionId, the version log, and many at once for a search page (three
 * queries whatever the page size). Only what has gone public is shown: a version is public once
 * published (app/decisions/visibility.ts) and a decision once it has an ADA.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql, type Placeholder } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { isPublicStatus } from "#shared/decision-status";
import { absoluteUrl } from "#app/http/public-url";
import { paths } from "#app/paths";
import { isPublicVersion } from "../decisions/visibility";
import { type OpendataDecision, type versionLogSchema } from "./schemas";
import type { z } from "zod";

type VersionRow = typeof schema.decisionVersions.$inferSelect;
type DecisionRow = typeof schema.decisions.$inferSelect;

/** An issue date (yyyy-MM-dd) as the real API sends it: UTC midnight, epoch ms. */
export function issueDateMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

interface Loaded {
  version: VersionRow;
  decision: DecisionRow;
  documentSha256: string | null;
  /** The decision's newest public version. */
  newestPublic: boolean;
}

/** The attachments' rows of some versions, oldest first (`ids`: the version ids, or placeholders for them). */
function attachmentRowsQuery(db: Db, ids: (string | Placeholder)[]) {
  const a = schema.attachments;
  const d = schema.documents;
  return db
    .select({
      versionId: a.versionId,
      id: a.id,
      description: a.description,
      filename: d.filename,
      mimeType: d.mimeType,
      checksum: d.sha256,
      size: d.size,
    })
    .from(a)
    .innerJoin(d, eq(d.id, a.documentId))
    .where(inArray(a.versionId, ids))
    .orderBy(asc(a.id));
}

function attachmentsOf(versionIds: string[]): Map<string, OpendataDecision["attachments"]> {
  const out = new Map<string, OpendataDecision["attachments"]>();
  if (versionIds.length === 0) return out;
  const rows =
    versionIds.length === 1
      ? oneVersion(getDb()).attachments.all({ id: versionIds[0] })
      : attachmentRowsQuery(getDb(), versionIds).all();
  for (const { versionId, ...attachment } of rows) {
    const list = out.get(versionId) ?? [];
    list.push(attachment);
    out.set(versionId, list);
  }
  return out;
}

function shape(row: Loaded, attachments: OpendataDecision["attachments"]): OpendataDecision {
  const { version: v, decision: d } = row;
  const ada = d.ada as string;
  return {
    protocolNumber: v.protocolNumber,
    subject: v.subject,
    issueDate: issueDateMs(v.issueDate),
    organizationId: d.orgUid,
    signerIds: v.signerUids,
    unitIds: v.unitUids,
    decisionTypeId: v.decisionTypeUid,
    thematicCategoryIds: v.thematicCategoryUids,
    extraFieldValues: v.extraFieldValues ?? {},
    privateData: v.privateData,
    ada,
    publishTimestamp: d.publishedAt ?? (v.publishedAt as number),
    // The newest version's time is the decision's (search filters on it); an older one's is its own.
    submissionTimestamp: row.newestPublic ? d.updatedAt : (v.publishedAt ?? v.createdAt),
    versionId: v.versionId,
    status: d.status as OpendataDecision["status"],
    url: absoluteUrl(row.newestPublic ? paths.opendataDecision(ada) : paths.opendataVersion(v.versionId)),
    documentUrl: absoluteUrl(row.newestPublic ? paths.document(ada) : paths.documentVersion(v.versionId)),
    documentChecksum: row.documentSha256,
    attachments,
    warnings: null,
    correctedVersionId: v.correctedVersionId,
  };
}

function isShown(version: VersionRow, decision: DecisionRow): boolean {
  return isPublicVersion(version) && decision.ada !== null && isPublicStatus(decision.status);
}

/** The versions, with their decisions and documents' checksums; only public ones. */
/** The rows of some versions with their decision and document checksum (`ids`: version ids or placeholders). */
function versionRowsQuery(db: Db, ids: (string | Placeholder)[]) {
  const v = schema.decisionVersions;
  const d = schema.decisions;
  return db
    .select({ version: v, decision: d, documentSha256: schema.documents.sha256 })
    .from(v)
    .innerJoin(d, eq(d.id, v.decisionId))
    .leftJoin(schema.documents, eq(schema.documents.id, v.documentId))
    .where(inArray(v.versionId, ids));
}

/** The version numbers of the public versions of some decisions (`ids`: decision ids or placeholders). */
function publicVersionNumbersQuery(db: Db, ids: (number | Placeholder)[]) {
  const v = schema.decisionVersions;
  return db
    .select({ decisionId: v.decisionId, versionNumber: v.versionNumber })
    .from(v)
    .where(and(inArray(v.decisionId, ids), isNotNull(v.publishedAt)));
}

/**
 * The same three reads for ONE version (the write API's answer, a decision page's call), their
 * SQL built and prepared once per connection: drizzle otherwise builds the text of these wide
 * selects on every call (decision 126).
 */
function prepareOneVersion(db: Db) {
  const id = sql.placeholder("id");
  return {
    rows: versionRowsQuery(db, [id]).prepare(),
    publicVersionNumbers: publicVersionNumbersQuery(db, [id]).prepare(),
    attachments: attachmentRowsQuery(db, [id]).prepare(),
  };
}

const oneVersion = preparedPerConnection(prepareOneVersion);

function loadVersions(versionIds: string[]): Loaded[] {
  if (versionIds.length === 0) return [];
  const db = getDb();
  const rows =
    versionIds.length === 1 ? oneVersion(db).rows.all({ id: versionIds[0] }) : versionRowsQuery(db, versionIds).all();
  const shown = rows.filter((r) => isShown(r.version, r.decision));
  // Which of them is its decision's newest public version.
  const decisionIds = [...new Set(shown.map((r) => r.decision.id))];
  const newest = new Map<number, number>();
  if (decisionIds.length) {
    const numbers =
      decisionIds.length === 1
        ? oneVersion(db).publicVersionNumbers.all({ id: decisionIds[0] })
        : publicVersionNumbersQuery(db, decisionIds).all();
    for (const row of numbers) {
      newest.set(row.decisionId, Math.max(newest.get(row.decisionId) ?? 0, row.versionNumber));
    }
  }
  return shown.map((r) => ({ ...r, newestPublic: newest.get(r.decision.id) === r.version.versionNumber }));
}

/** Many versions at once, in the order asked (unknown or non-public ones are left out). */
export function decisionsByVersionIds(versionIds: string[]): OpendataDecision[] {
  const loaded = new Map(loadVersions(versionIds).map((r) => [r.version.versionId, r]));
  const attachments = attachmentsOf([...loaded.keys()]);
  return versionIds.flatMap((id) => {
    const row = loaded.get(id);
    return row ? [shape(row, attachments.get(id) ?? [])] : [];
  });
}

/** The newest public version of the decision with this ADA. */
export function decisionByAda(ada: string): OpendataDecision | null {
  const d = schema.decisions;
  const v = schema.decisionVersions;
  const row = getDb()
    .select({ versionId: v.versionId })
    .from(d)
    .innerJoin(v, eq(v.decisionId, d.id))
    .where(and(eq(d.ada, ada), isNotNull(v.publishedAt)))
    .orderBy(desc(v.versionNumber))
    .limit(1)
    .get();
  return row ? (decisionsByVersionIds([row.versionId])[0] ?? null) : null;
}

export function decisionByVersionId(versionId: string): OpendataDecision | null {
  return decisionsByVersionIds([versionId])[0] ?? null;
}

/**
 * The public versions of a decision, oldest first, as the real version log lists them. `creator`
 * is `{organisation}_{user id}`, the real register's form.
 */
export function versionLog(ada: string): z.infer<typeof versionLogSchema> | null {
  const d = schema.decisions;
  const decision = getDb().select().from(d).where(eq(d.ada, ada)).get();
  if (!decision || !isPublicStatus(decision.status)) return null;
  const v = schema.decisionVersions;
  const versions = getDb()
    .select()
    .from(v)
    .where(and(eq(v.decisionId, decision.id), isNotNull(v.publishedAt)))
    .orderBy(asc(v.versionNumber))
    .all();
  if (versions.length === 0) return null;
  return {
    ada,
    organizationId: decision.orgUid,
    versions: versions.map((version) => ({
      versionId: version.versionId,
      creator: `${decision.orgUid}_${version.createdBy ?? 0}`,
      versionTimestamp: version.publishedAt as number,
      description: version.description,
      status: version.status,
      correctedVersionId: version.correctedVersionId,
    })),
  };
}
