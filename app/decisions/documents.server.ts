/**
 * The PDF of a decision for /doc/{ada} and /doc/v/{versionId}: which stored file it is (with its
 * checksum, for ETags) and, separately, its bytes, so HEAD and 304 answers never load the blob.
 * A document the register composes itself is rendered on first request (servableDocument); a
 * published version is served as its stamped, signed copy (app/documents/published-document.server.ts).
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { isPendingDocument } from "#db/pending-documents";
import type { AccessEntry } from "../access/permissions";
import { publishedDocument } from "../documents/published-document.server";
import { documentContent, sha256Hex } from "../documents/content-store.server";
import { renderVersionDocument, storeRenderedDocument } from "../documents/decision-document.server";
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
  return visibleDocument(db, row, versionId, access);
}

type VersionFile = { decisionId: number; publishedAt: number | null; document: DecisionDocument["document"] };

/**
 * The one visibility rule of a version's files (its document and its attachments): public once the
 * version is, withdrawn with a revoked decision, hidden from those who may not see an unpublished
 * version.
 */
function visibleDocument(
  db: ReturnType<typeof getDb>,
  row: VersionFile | undefined,
  versionId: string,
  access: readonly AccessEntry[] | null,
): DocumentLookup {
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

/**
 * One attachment (συνημμένο) of a version (issue 9), under the same rule as the version's own
 * document: public once the version is, withdrawn with a revoked decision, hidden from those who
 * may not see an unpublished version. An attachment of another version is not found.
 */
export function attachmentForVersion(
  versionId: string,
  attachmentId: string,
  access: readonly AccessEntry[] | null,
): DocumentLookup {
  const db = getDb();
  const v = schema.decisionVersions;
  const a = schema.attachments;
  const row = db
    .select({ decisionId: v.decisionId, publishedAt: v.publishedAt, document: docColumns })
    .from(a)
    .innerJoin(v, eq(v.versionId, a.versionId))
    .innerJoin(schema.documents, eq(schema.documents.id, a.documentId))
    .where(and(eq(a.id, attachmentId), eq(a.versionId, versionId)))
    .get();
  return visibleDocument(db, row, versionId, access);
}

/** The stored bytes of a document. */
export function documentBytes(documentId: number): Buffer | null {
  return documentContent(getDb(), documentId);
}

export interface ServableDocument {
  file: DecisionDocument["document"];
  /** The bytes, read only when a body is sent (not for HEAD or 304). */
  bytes: () => Buffer | null;
}

/**
 * The file to send for a found document. A pending one (docs/decisions/015) is rendered now; a
 * published version's rendering is stored, so it is rendered once and its ETag never changes,
 * while an unpublished version's is not (it is rarely asked for, and only by its staff).
 */
export async function servableDocument(doc: DecisionDocument): Promise<ServableDocument> {
  if (doc.published) {
    // The public file of a published version is its stamped, signed copy (docs/decisions/053).
    const stamped = await publishedDocument(getDb(), doc.versionId).catch((error: unknown) => {
      // A stored file pdf-lib cannot read (imported before uploads were checked) is served as it is.
      console.error(`version ${doc.versionId}: its document could not be stamped`, error);
      return null;
    });
    if (stamped) return { file: stamped, bytes: () => documentBytes(stamped.id) };
  }
  const { document } = doc;
  if (!isPendingDocument(document)) return { file: document, bytes: () => documentBytes(document.id) };
  const pdf = await renderVersionDocument(doc.versionId);
  if (!pdf) throw new Error(`version ${doc.versionId} vanished while its document was rendered`);
  const sha256 = sha256Hex(pdf);
  if (!doc.published) return { file: { ...document, size: pdf.byteLength, sha256 }, bytes: () => pdf };
  const stored = storeRenderedDocument(document.id, pdf);
  if (!stored) throw new Error(`document ${document.id} vanished while it was rendered`);
  // Another request may have stored its rendering first: send what is stored, so bytes and ETag agree.
  return { file: stored, bytes: () => (stored.sha256 === sha256 ? pdf : documentBytes(stored.id)) };
}
