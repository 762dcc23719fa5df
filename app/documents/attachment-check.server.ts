/**
 * An attachment's content check (issue 9 "attachments in the accepted types"): the file name
 * claims a type of attachment-types.ts, and the bytes must be that type. The content is read by
 * `file-type` (a maintained signature database: Office Open XML and OpenDocument are told apart
 * by their ZIP entries, which a hand-written magic-number table gets wrong; decision 079). A PDF
 * attachment gets the decision document's full parse; text files must be UTF-8, since they are
 * served as UTF-8 and Greek in another encoding would reach citizens garbled.
 */
import { fileTypeFromBuffer } from "file-type";
import { readVerifiedUpload, type UploadedFile, type UploadLimits } from "../fields/upload.rule";
import type { Parsed } from "../fields/rule";
import { MSG, TEXT } from "../messages";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_EXTENSIONS_TEXT,
  attachmentTypeOf,
  extensionOf,
  type AttachmentType,
  type CheckedAttachment,
} from "./attachment-types";
import { decisionPdfProblem } from "./pdf-check.server";

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

async function contentProblem(file: UploadedFile, type: AttachmentType): Promise<string | null> {
  if (type.content === "text") return isUtf8Text(file.bytes) ? null : TEXT.attachmentTextNotUtf8(file.name);
  const found = await fileTypeFromBuffer(file.bytes);
  if (!found || !type.content.includes(found.ext)) {
    return TEXT.attachmentContentMismatch(file.name, extensionOf(file.name).toUpperCase());
  }
  return type.mimeType === "application/pdf" ? decisionPdfProblem(file) : null;
}

/** Why this file cannot be an attachment, or null. */
export async function attachmentProblem(file: UploadedFile): Promise<string | null> {
  const type = attachmentTypeOf(file.name);
  if (!type) return MSG.invalidFileType(file.name, TEXT.attachmentAcceptedTypes(ATTACHMENT_EXTENSIONS_TEXT));
  return contentProblem(file, type);
}

/** The upload rule's limits for an attachment: the accepted names, any content, checked here. */
export function attachmentLimits(maxBytes?: number): UploadLimits {
  return {
    accept: ATTACHMENT_ACCEPT,
    maxBytes,
    pdfContent: false,
    extraMessage: TEXT.attachmentAcceptedTypes(ATTACHMENT_EXTENSIONS_TEXT),
    missingMessage: TEXT.attachmentMissing,
    verify: attachmentProblem,
  };
}

/** Reads a posted attachment (a form's File or the API's base64 object) and checks it whole. */
export async function readAttachment(value: unknown, maxBytes?: number): Promise<Parsed<CheckedAttachment>> {
  const parsed = await readVerifiedUpload(value, attachmentLimits(maxBytes));
  if (!parsed.ok) return parsed;
  // The name's type was confirmed by its content above.
  const mimeType = attachmentTypeOf(parsed.value.name)?.mimeType ?? "application/octet-stream";
  return { ok: true, value: { ...parsed.value, mimeType } };
}
