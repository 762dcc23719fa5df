/**
 * The file the public gets for a published version (docs/decisions/053): its original, stamped on
 * every page with the ADA and the publication time (and, once a corrected copy replaced it, the
 * superseded note), signed with the portal's key (docs/decisions/054, 091), stored in `documents` and
 * recorded in `stamped_documents`. The original is never changed.
 *
 * Made right after the publication (or the corrected copy) commits, and otherwise on the first
 * request for it: a crash between the commit and the stamping loses nothing, and a decision whose
 * document the register composes itself (docs/decisions/015) is stamped when it is first asked for.
 * A stamp is current while it names the version's present successor; a corrected copy makes the
 * replaced version's stamp out of date, and the next call stamps the original again with both lines.
 */
import { asc, eq, sql } from "drizzle-orm";
import { config } from "#config/env";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { isPendingDocument } from "#db/pending-documents";
import { documentContent, insertDocument, sha256Hex, type StoredDocument } from "./content-store.server";
import { renderVersionDocument, storeRenderedDocument } from "./decision-document.server";
import { stampedAndSigned } from "./pdf-pool.server";
import { portableIdentity } from "./pdf-work";
import { signingIdentity } from "./signing-identity.server";
import type { PublicationStamp } from "./stamp";

/** A stored file as its readers see it (the same shape the content store returns). */
export type StoredFileInfo = StoredDocument;

const fileColumns = {
  id: schema.documents.id,
  filename: schema.documents.filename,
  mimeType: schema.documents.mimeType,
  size: schema.documents.size,
  sha256: schema.documents.sha256,
  createdAt: schema.documents.createdAt,
};

interface StampSubject {
  ada: string;
  publishedAt: number;
  original: StoredFileInfo;
  supersededBy: { versionId: string; at: number } | null;
}

/**
 * The reads of a version's stamp and its saving, their SQL built and prepared once per connection
 * (drizzle otherwise builds it on every call: decisions 126, 152). Run on the connection of `db`, also inside a
 * transaction of that connection (better-sqlite3: a transaction is the connection's).
 */
function prepareStampReads(db: Db) {
  const v = schema.decisionVersions;
  const s = schema.stampedDocuments;
  const versionId = sql.placeholder("versionId");
  return {
    subject: db
      .select({ ada: schema.decisions.ada, publishedAt: v.publishedAt, original: fileColumns })
      .from(v)
      .innerJoin(schema.decisions, eq(schema.decisions.id, v.decisionId))
      .innerJoin(schema.documents, eq(schema.documents.id, v.documentId))
      .where(eq(v.versionId, versionId))
      .prepare(),
    successor: successorQuery(db).prepare(),
    stamp: db
      .select({ file: fileColumns, supersededBy: s.supersededByVersionId, originalId: s.originalDocumentId })
      .from(s)
      .innerJoin(schema.documents, eq(schema.documents.id, s.documentId))
      .where(eq(s.versionId, versionId))
      .prepare(),
    /** Stores the version's stamped copy, replacing an older one (a stamp that said less). */
    saveStamp: db
      .insert(s)
      .values({
        versionId,
        documentId: sql.placeholder("documentId"),
        originalDocumentId: sql.placeholder("originalDocumentId"),
        originalSha256: sql.placeholder("originalSha256"),
        supersededByVersionId: sql.placeholder("supersededByVersionId"),
        signerFingerprint: sql.placeholder("signerFingerprint"),
        stampedAt: sql.placeholder("stampedAt"),
      })
      .onConflictDoUpdate({
        target: s.versionId,
        set: {
          documentId: sql`excluded.document_id`,
          originalDocumentId: sql`excluded.original_document_id`,
          originalSha256: sql`excluded.original_sha256`,
          supersededByVersionId: sql`excluded.superseded_by_version_id`,
          signerFingerprint: sql`excluded.signer_fingerprint`,
          stampedAt: sql`excluded.stamped_at`,
        },
      })
      .prepare(),
  };
}

/**
 * The first corrected copy made of a version, the one that replaced it (its `versionId`
 * placeholder): one seek in decision_versions_corrected_idx, not a walk of every version.
 */
export function successorQuery(db: Db) {
  const v = schema.decisionVersions;
  return db
    .select({ versionId: v.versionId, at: v.publishedAt })
    .from(v)
    .where(eq(v.correctedVersionId, sql.placeholder("versionId")))
    .orderBy(asc(v.versionNumber))
    .limit(1);
}

const stampReads = preparedPerConnection(prepareStampReads);

/** What the stamp of a version must say now, or null when the version has no public file. */
function stampSubject(db: Db, versionId: string): StampSubject | null {
  const reads = stampReads(db);
  const row = reads.subject.get({ versionId });
  if (!row?.ada || row.publishedAt === null) return null;
  const successor = reads.successor.get({ versionId });
  return {
    ada: row.ada,
    publishedAt: row.publishedAt,
    original: row.original,
    supersededBy: successor ? { versionId: successor.versionId, at: successor.at ?? row.publishedAt } : null,
  };
}

/** The version's stored stamp if it says what `subject` says; `db` may be inside its transaction. */
function currentStamp(db: Db, versionId: string, subject: StampSubject): StoredFileInfo | null {
  const row = stampReads(db).stamp.get({ versionId });
  const current =
    row && row.originalId === subject.original.id && row.supersededBy === (subject.supersededBy?.versionId ?? null);
  return current ? row.file : null;
}

/** The original's bytes; a composed document not rendered yet is rendered and stored first. */
async function originalBytes(db: Db, versionId: string, original: StoredFileInfo): Promise<Buffer> {
  if (isPendingDocument(original)) {
    const pdf = await renderVersionDocument(versionId);
    if (!pdf) throw new Error(`version ${versionId} vanished while its document was rendered`);
    const stored = storeRenderedDocument(original.id, pdf);
    if (stored && stored.sha256 === sha256Hex(pdf)) return pdf;
  }
  const content = documentContent(db, original.id);
  if (!content) throw new Error(`document ${original.id} vanished`);
  return content;
}

/** Stamps and signs the original as the subject says (pure work, no writes; on a worker thread once built). */
export async function stampAndSign(original: Uint8Array, stamp: PublicationStamp, signedAt = new Date()) {
  const identity = signingIdentity();
  const { TSA_URL, TSA_TIMEOUT_MS } = config();
  const bytes = await stampedAndSigned({
    original,
    stamp: { ada: stamp.ada, publishedAt: stamp.publishedAt, supersededBy: stamp.supersededBy },
    signedAtMs: signedAt.getTime(),
    identity: portableIdentity(identity),
    timestampAuthority: TSA_URL ? { url: TSA_URL, timeoutMs: TSA_TIMEOUT_MS } : undefined,
  });
  return { bytes, fingerprint: identity.fingerprint };
}

/**
 * The stamped, signed file of a published version, made now if it is missing or out of date;
 * null when the version is not public (then its original is what its staff see).
 */
export async function publishedDocument(db: Db, versionId: string, now = Date.now()): Promise<StoredFileInfo | null> {
  const subject = stampSubject(db, versionId);
  if (!subject) return null;
  const ready = currentStamp(db, versionId, subject);
  if (ready) return ready;

  const original = await originalBytes(db, versionId, subject.original);
  const { bytes, fingerprint } = await stampAndSign(original, subject, new Date(now));
  const originalSha256 = isPendingDocument(subject.original) ? sha256Hex(original) : subject.original.sha256;
  return db.transaction(
    (tx) => {
      // Another request may have stamped it meanwhile: keep the one stored first (read in this
      // transaction: it is the connection's).
      const stored = currentStamp(db, versionId, subject);
      if (stored) return stored;
      const file = insertDocument(tx, {
        filename: `${subject.ada}.pdf`,
        mimeType: "application/pdf",
        bytes,
        createdAt: now,
      });
      stampReads(db).saveStamp.run({
        versionId,
        documentId: file.id,
        originalDocumentId: subject.original.id,
        originalSha256,
        supersededByVersionId: subject.supersededBy?.versionId ?? null,
        signerFingerprint: fingerprint,
        stampedAt: now,
      });
      return file;
    },
    { behavior: "immediate" },
  );
}

/**
 * Stamps right after a commit, without failing what was committed: a stamp that could not be made
 * now is made on the first request for the document.
 */
export async function stampAfterCommit(db: Db, versionIds: readonly string[], now?: number): Promise<void> {
  for (const versionId of versionIds) {
    try {
      await publishedDocument(db, versionId, now);
    } catch (error) {
      console.error(`stamping version ${versionId} failed; it is retried on the first request`, error);
    }
  }
}

export interface DocumentSignature {
  /** SHA-256 fingerprint of the certificate that signed (or will sign) the public file. */
  fingerprint: string;
  signer: string;
  /** The checksum of the file as it was submitted, once the stamped copy exists. */
  originalSha256: string | null;
}

/** What the decision page says about a published version's signature, and how to check it. */
export function documentSignature(versionId: string): DocumentSignature {
  const s = schema.stampedDocuments;
  const stamp = getDb()
    .select({ originalSha256: s.originalSha256, fingerprint: s.signerFingerprint })
    .from(s)
    .where(eq(s.versionId, versionId))
    .get();
  const identity = signingIdentity();
  return {
    fingerprint: stamp?.fingerprint ?? identity.fingerprint,
    signer: identity.commonName,
    originalSha256: stamp?.originalSha256 ?? null,
  };
}
