/**
 * The bytes of every stored file, kept once per content (issue 9 "stored content-addressed";
 * docs/decisions/098). A `documents` row is a use of some bytes (a name, a type, a time); the bytes
 * live in `document_contents` under their SHA-256, so the same PDF uploaded as a decision, again as
 * its corrected copy and a third time as an attachment takes the room of one file.
 *
 * Rows here have no reference count: a content row goes when no `documents` row names its hash any
 * more (`dropUnusedContents`, called by every deletion of documents in the same transaction).
 */
import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { schema } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import type { DbOrTx } from "../audit.server";

export const sha256Hex = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** A new use of some bytes, as `fileColumns` readers see it. */
export interface StoredDocument {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdAt: number;
}

/** The store's statements on the hot path of a publication, built once per connection (decision 152). */
const contentStatements = preparedPerConnection((db: DbOrTx) => {
  const documents = schema.documents;
  const contents = schema.documentContents;
  return {
    insertContent: db
      .insert(contents)
      .values({
        sha256: sql.placeholder("sha256"),
        size: sql.placeholder("size"),
        content: sql.placeholder("content"),
        createdAt: sql.placeholder("createdAt"),
      })
      .onConflictDoNothing()
      .prepare(),
    insertDocument: db
      .insert(documents)
      .values({
        sha256: sql.placeholder("sha256"),
        filename: sql.placeholder("filename"),
        mimeType: sql.placeholder("mimeType"),
        size: sql.placeholder("size"),
        createdAt: sql.placeholder("createdAt"),
      })
      .returning({ id: documents.id })
      .prepare(),
    contentOfDocument: db
      .select({ content: contents.content })
      .from(documents)
      .innerJoin(contents, eq(contents.sha256, documents.sha256))
      .where(eq(documents.id, sql.placeholder("documentId")))
      .prepare(),
    contentByHash: db
      .select({ content: contents.content })
      .from(contents)
      .where(eq(contents.sha256, sql.placeholder("sha256")))
      .prepare(),
  };
});

/** Keeps the bytes (once) and records a document that uses them. Runs in the caller's transaction. */
export function insertDocument(
  tx: DbOrTx,
  file: { filename: string; mimeType: string; bytes: Uint8Array; createdAt: number },
): StoredDocument {
  const content = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const sha256 = storeContent(tx, content, file.createdAt);
  const values = { sha256, filename: file.filename, mimeType: file.mimeType, size: content.byteLength };
  const row = contentStatements(tx).insertDocument.get({ ...values, createdAt: file.createdAt });
  return { id: row.id, ...values, createdAt: file.createdAt };
}

/** Stores bytes under their hash unless they are there already; returns the hash. */
export function storeContent(tx: DbOrTx, content: Buffer, now: number): string {
  const sha256 = sha256Hex(content);
  contentStatements(tx).insertContent.run({ sha256, size: content.byteLength, content, createdAt: now });
  return sha256;
}

/** The bytes a document uses, or null for an unknown id or a document not rendered yet. */
export function documentContent(db: DbOrTx, documentId: number): Buffer | null {
  return contentStatements(db).contentOfDocument.get({ documentId })?.content ?? null;
}

/** The bytes stored under a hash. */
export function contentBySha256(db: DbOrTx, sha256: string): Buffer | null {
  return contentStatements(db).contentByHash.get({ sha256 })?.content ?? null;
}

/**
 * Deletes documents, then the bytes no remaining document uses. The one way documents are deleted,
 * so no content row outlives its last use. Runs in the caller's transaction.
 */
export function deleteDocuments(tx: DbOrTx, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const d = schema.documents;
  const hashes = tx
    .select({ sha256: d.sha256 })
    .from(d)
    .where(inArray(d.id, [...ids]))
    .all();
  tx.delete(d)
    .where(inArray(d.id, [...ids]))
    .run();
  const c = schema.documentContents;
  const candidates = [...new Set(hashes.map((row) => row.sha256))];
  if (candidates.length === 0) return;
  tx.delete(c)
    .where(
      sql`${inArray(c.sha256, candidates)}
        AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.sha256 = ${c.sha256})`,
    )
    .run();
}
