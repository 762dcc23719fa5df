/**
 * The PDF of a decision for /doc/{ada} and /doc/v/{versionId}: which stored file it is (with its
 * checksum, for ETags) and, separately, its bytes, so HEAD and 304 answers never load the blob.
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { AccessEntry } from "../access/permissions";
import { documentIsAvailable, mayViewVersion } from "./visibility";

export interface DecisionDocument {
  ada: string | null;
  versionId: string;
  status: string;
  /** Whether the version has gone public (then its bytes never change). */
  published: boolean;
  document: { id: number; filename: string; mimeType: string; size: number; sha256: string; createdAt: number };
}

export type DocumentLookup =
  | { kind: "notFound" }
  /** The decision was revoked: its document is withdrawn (HTTP 410). */
  | { kind: "withdrawn" }
  /** Not public and the viewer may not see it. */
  | { kind: "hidden" }
  | { kind: "found"; doc: DecisionDocument };

const docColumns = {
  id: schema.documents.id,
  filename: schema.documents.filename,
  mimeType: schema.documents.mimeType,
  size: schema.documents.size,
  sha256: schema.documents.sha256,
  createdAt: schema.documents.createdAt,
};

/** The document of the newest public version of the decision with this canonical ADA. */
export function documentForAda(ada: string): DocumentLookup {
  const db = getDb();
  const d = db.select().from(schema.decisions).where(eq(schema.decisions.ada, ada)).get();
  if (!d) return { kind: "notFound" };
  if (!documentIsAvailable(d.status)) return { kind: "withdrawn" };
  const v = schema.decisionVersions;
  const row = db
    .select({ versionId: v.versionId, document: docColumns })
    .from(v)
    .innerJoin(schema.documents, eq(schema.documents.id, v.documentId))
    .where(and(eq(v.decisionId, d.id), isNotNull(v.publishedAt)))
    .orderBy(desc(v.versionNumber))
    .limit(1)
    .get();
  if (!row) return { kind: "notFound" };
  return {
    kind: "found",
    doc: { ada: d.ada, versionId: row.versionId, status: d.status, published: true, document: row.document },
  };
}

/** The document of one version, if the viewer may see that version. */
export function documentForVersion(versionId: string, access: readonly AccessEntry[] | null): DocumentLookup {
  const db = getDb();
  const v = schema.decisionVersions;
  const row = db
    .select({ decisionId: v.decisionId, publishedAt: v.publishedAt, document: docColumns })
    .from(v)
    .innerJoin(schema.documents, eq(schema.documents.id, v.documentId))
    .where(eq(v.versionId, versionId))
    .get();
  if (!row) return { kind: "notFound" };
  const d = db.select().from(schema.decisions).where(eq(schema.decisions.id, row.decisionId)).get();
  if (!d) return { kind: "notFound" };
  if (!mayViewVersion(row, d.orgUid, access)) return { kind: "hidden" };
  if (row.publishedAt !== null && !documentIsAvailable(d.status)) return { kind: "withdrawn" };
  return {
    kind: "found",
    doc: { ada: d.ada, versionId, status: d.status, published: row.publishedAt !== null, document: row.document },
  };
}

/** The stored bytes of a document. */
export function documentBytes(documentId: number): Buffer | null {
  const row = getDb()
    .select({ content: schema.documents.content })
    .from(schema.documents)
    .where(eq(schema.documents.id, documentId))
    .get();
  return row?.content ?? null;
}
