/**
 * The document text of a decision version for the search index (issue 10, docs/decisions/082):
 * read before the publishing (or correcting) transaction, since extraction is asynchronous and
 * the transaction is not. An uploaded PDF is read by ./pdf-text.server.ts within its bounds; a
 * version whose document the register composes itself (not rendered yet) gives the text that
 * document is made of, without rendering it.
 */
import { eq, sql } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { isPendingDocument } from "#db/pending-documents";
import { composedDocumentText } from "./composed-text";
import { contentBySha256 } from "./content-store.server";
import { versionDocumentInput } from "./decision-document.server";
import { pdfText } from "./pdf-pool.server";

/** A version's document, read at every publication: built once per connection (decision 152). */
const versionDocumentStatement = preparedPerConnection((db: Db) => {
  const v = schema.decisionVersions;
  const d = schema.documents;
  return db
    .select({ sha256: d.sha256, mimeType: d.mimeType })
    .from(v)
    .innerJoin(d, eq(d.id, v.documentId))
    .where(eq(v.versionId, sql.placeholder("versionId")))
    .prepare();
});

export async function versionDocumentText(db: Db, versionId: string): Promise<string> {
  const row = versionDocumentStatement(db).get({ versionId });
  if (!row) return "";
  if (isPendingDocument(row)) {
    const input = versionDocumentInput(versionId);
    return input ? composedDocumentText(input) : "";
  }
  const content = contentBySha256(db, row.sha256);
  if (!content) throw new Error(`the bytes of version ${versionId}'s document are missing`);
  return uploadedDocumentText(content, row.mimeType, `version ${versionId}`);
}

/** The text of an uploaded file: a PDF's, or none for anything else. */
export function uploadedDocumentText(bytes: Uint8Array, mimeType: string, label: string): Promise<string> {
  return mimeType === "application/pdf" ? pdfText({ bytes, label }) : Promise.resolve("");
}
