/**
 * The file types a decision's attachments (συνημμένα) may have (issue 9 "attachments in the
 * accepted types"). The decision itself is always a PDF; its attachments are the annexes public
 * bodies publish beside it: tables, text documents, scanned pages. Each type is named by its
 * extension AND checked by its content on the server (attachment-check.server.ts), so a renamed
 * file is refused. Archives and executables are not accepted: a citizen must be able to open
 * every published file without risk. Plain module: the upload form's `accept` reads it too.
 */
import type { UploadedFile } from "../fields/upload.rule";

/** An attachment whose content was checked (attachment-check.server.ts). */
export interface CheckedAttachment extends UploadedFile {
  /** The media type it is stored and served with: the one its name claims, now confirmed. */
  mimeType: string;
}

export interface AttachmentType {
  /** Lower-case extensions, without the dot. */
  extensions: readonly string[];
  /** The media type it is stored and served with. */
  mimeType: string;
  /** What the content must look like (file-type's `ext`, or plain text that has no signature). */
  content: readonly string[] | "text";
}

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { extensions: ["pdf"], mimeType: "application/pdf", content: ["pdf"] },
  {
    extensions: ["docx"],
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    content: ["docx"],
  },
  {
    extensions: ["xlsx"],
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    content: ["xlsx"],
  },
  {
    extensions: ["pptx"],
    mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    content: ["pptx"],
  },
  // The older Office formats are OLE compound files: their content says only that much.
  { extensions: ["doc"], mimeType: "application/msword", content: ["cfb", "doc"] },
  { extensions: ["xls"], mimeType: "application/vnd.ms-excel", content: ["cfb", "xls"] },
  { extensions: ["odt"], mimeType: "application/vnd.oasis.opendocument.text", content: ["odt"] },
  { extensions: ["ods"], mimeType: "application/vnd.oasis.opendocument.spreadsheet", content: ["ods"] },
  { extensions: ["odp"], mimeType: "application/vnd.oasis.opendocument.presentation", content: ["odp"] },
  { extensions: ["jpg", "jpeg"], mimeType: "image/jpeg", content: ["jpg"] },
  { extensions: ["png"], mimeType: "image/png", content: ["png"] },
  { extensions: ["tif", "tiff"], mimeType: "image/tiff", content: ["tif"] },
  { extensions: ["txt"], mimeType: "text/plain; charset=utf-8", content: "text" },
  { extensions: ["csv"], mimeType: "text/csv; charset=utf-8", content: "text" },
];

/** The file's extension, lower case, or "" when it has none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
}

/** The accepted type a file name claims, or null when its extension is not accepted. */
export function attachmentTypeOf(filename: string): AttachmentType | null {
  const ext = extensionOf(filename);
  return ATTACHMENT_TYPES.find((t) => t.extensions.includes(ext)) ?? null;
}

/** SPEC §5's accepted-types pattern for attachments: matched against the file name. */
export const ATTACHMENT_ACCEPT = new RegExp(`\\.(${ATTACHMENT_TYPES.flatMap((t) => t.extensions).join("|")})$`, "i");

/** The `accept` attribute of an attachment file input. */
export const ATTACHMENT_ACCEPT_ATTRIBUTE = ATTACHMENT_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(",");

/** The extensions in words, for the form's hint. */
export const ATTACHMENT_EXTENSIONS_TEXT = ATTACHMENT_TYPES.flatMap((t) => t.extensions)
  .map((e) => e.toUpperCase())
  .join(", ");
