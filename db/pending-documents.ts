/**
 * A decision document that is recorded but not rendered yet: a `documents` row with an empty
 * `sha256`, size 0 and empty content. The seed writes these for its synthetic decisions, since
 * rendering a million PDFs with an embedded font would take hours; the app renders the PDF from
 * the version the first time it is asked for and fills the row in (docs/decisions/015).
 *
 * An empty string is never a real hash (even empty content hashes to e3b0c442...), so the marker
 * cannot be mistaken for a stored file.
 */
export const PENDING_DOCUMENT_SHA256 = "";

export function isPendingDocument(document: { sha256: string }): boolean {
  return document.sha256 === PENDING_DOCUMENT_SHA256;
}
