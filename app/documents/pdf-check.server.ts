/**
 * The decision document's full check on upload (issue 8 "Bad input"): beyond the upload rule's
 * name, size and "%PDF-" start (app/fields/upload.rule.ts), the file must say it is a PDF (or say
 * nothing) and pdf-lib must read it whole with at least one page and without encryption, since a
 * document that cannot be opened, stamped or searched must not be published. The parse runs on the
 * PDF worker threads once built (./pdf-pool.server.ts, decision 153): its cost grows with the file.
 */
import type { UploadedFile, UploadLimits } from "../fields/upload.rule";
import { FORM_TEXT, MSG, TEXT } from "../messages";
import { pdfProblem } from "./pdf-pool.server";

/** Media types a browser or client may give a PDF; anything else is a mislabelled file. */
const PDF_TYPES = new Set(["", "application/pdf", "application/x-pdf", "application/octet-stream"]);

export async function decisionPdfProblem(file: UploadedFile): Promise<string | null> {
  if (!PDF_TYPES.has(file.type.toLowerCase().split(";")[0].trim())) return MSG.invalidFileType(file.name);
  const problem = await pdfProblem(file.bytes);
  if (problem === "encrypted") return FORM_TEXT.fileEncrypted;
  return problem === null ? null : TEXT.fileNotPdf;
}

/** The upload rule's limits for a decision document: the rule's defaults, then the full parse above. */
export const DECISION_DOCUMENT_LIMITS: UploadLimits = { verify: decisionPdfProblem };
