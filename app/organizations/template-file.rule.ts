/**
 * The file of a document template (/organization/templates): a PDF, or a word-processor file
 * people start a decision from (.docx, .odt), no larger than the document limit. The name or type
 * must match, case-insensitive (SPEC §5 upload rule, «Μη αποδεκτός τύπος αρχείου '{file}'»), and
 * the content must start as that kind of file does, so a renamed file is caught. Pure.
 */
import { fail, ok, type Parsed } from "../fields/rule";
import { startsWithPdfMagic, TooLargeFile, type UploadedFile } from "../fields/upload.rule";
import { MSG, TEXT } from "../messages";

export const TEMPLATE_ACCEPT = /\.(pdf|docx|odt)$/i;
export const TEMPLATE_ACCEPT_ATTRIBUTE = ".pdf,.docx,.odt";
const EXTRA = "(επιτρέπονται PDF, DOCX και ODT)";
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // .docx and .odt are zip packages

export const TEMPLATE_MIME: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
};

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export function checkTemplateFile(file: UploadedFile, maxBytes: number): Parsed<UploadedFile & { mimeType: string }> {
  const extension = TEMPLATE_ACCEPT.exec(file.name)?.[1]?.toLowerCase();
  if (!extension) return fail(MSG.invalidFileType(file.name, EXTRA));
  if (file.size > maxBytes) return fail(TEXT.fileTooLarge(megabytes(maxBytes)));
  const looksRight =
    extension === "pdf"
      ? startsWithPdfMagic(file.bytes)
      : file.bytes.length >= 4 && ZIP_MAGIC.every((b, i) => file.bytes[i] === b);
  if (!looksRight) return fail(MSG.invalidFileType(file.name, EXTRA));
  return ok({ ...file, mimeType: TEMPLATE_MIME[extension] });
}

/** Reads a posted file (a File, or the upload reader's TooLargeFile) into bytes and checks it. */
export async function readTemplateFile(
  value: unknown,
  maxBytes: number,
): Promise<Parsed<UploadedFile & { mimeType: string }>> {
  if (value instanceof TooLargeFile) return fail(TEXT.fileTooLarge(megabytes(maxBytes)));
  if (!(value instanceof File) || value.size === 0) return fail(TEXT.templateFileMissing);
  if (value.size > maxBytes) return fail(TEXT.fileTooLarge(megabytes(maxBytes)));
  const bytes = new Uint8Array(await value.arrayBuffer());
  return checkTemplateFile({ name: value.name, type: value.type, size: bytes.length, bytes }, maxBytes);
}
