/**
 * The text of a stored PDF (pdf.js through unpdf), as lines, for the version comparison page.
 * Kept per checksum in a small cache: a stored file never changes, and a comparison page is often
 * asked for again. Null when the file is not a readable PDF or has no text (a scan).
 */
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { extractText, getDocumentProxy } from "unpdf";
import { getDb, schema } from "#db/client";
import { isPendingDocument } from "#db/pending-documents";
import { contentBySha256 } from "./content-store.server";
import { textLines } from "./text-diff";

const cache = new LRUCache<string, { lines: string[] | null }>({ max: 200 });

export async function documentTextLines(documentId: number): Promise<string[] | null> {
  const row = getDb()
    .select({ sha256: schema.documents.sha256, mimeType: schema.documents.mimeType })
    .from(schema.documents)
    .where(eq(schema.documents.id, documentId))
    .get();
  if (!row || isPendingDocument(row) || row.mimeType !== "application/pdf") return null;
  const cached = cache.get(row.sha256);
  if (cached) return cached.lines;
  let lines: string[] | null = null;
  try {
    const content = contentBySha256(getDb(), row.sha256);
    if (!content) throw new Error(`the bytes of document ${documentId} are missing`);
    const proxy = await getDocumentProxy(new Uint8Array(content));
    const { text } = await extractText(proxy, { mergePages: true });
    const found = textLines(text);
    lines = found.length ? found : null;
  } catch {
    lines = null;
  }
  cache.set(row.sha256, { lines });
  return lines;
}
