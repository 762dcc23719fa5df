/**
 * SPEC §5 upload rule, for the decision's PDF:
 * - the file name or its type must match the accepted-types pattern, case-insensitive, else
 *   «Μη αποδεκτός τύπος αρχείου '{file}'» (MSG.invalidFileType);
 * - it must not exceed the size limit (a Greek message naming the limit in MB);
 * - its content must start with "%PDF-", so a renamed file is caught as well.
 *
 * Forms post a File; JSON clients send {filename, mimeType, contentBase64} (the write API's
 * attachment shape). Reading a File's bytes is asynchronous, so this schema is async: parse with
 * `parseWithZod(..., { async: true })` / `safeParseAsync`.
 */
import { z } from "zod";
import { MSG, TEXT } from "../messages";
import { fail, ok, present, type Parsed } from "./rule";
import { emptyToUndefined, isMissing } from "./required";

/**
 * The form field that carries a staged decision document's token instead of the file (with
 * JavaScript, app/components/form/use-staged-upload.ts); read by app/http/decision-form.server.ts.
 */
export const STAGED_DOCUMENT_FIELD = "decisionFileToken";
/** The attachments page's file input, and the field carrying a staged attachment's token. */
export const STAGED_ATTACHMENT_FILE = "attachment";
export const STAGED_ATTACHMENT_FIELD = "attachmentToken";

export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** PDF by file name or by media type. */
export const PDF_ACCEPT = /(\.pdf|\/pdf)$/i;

export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes: Uint8Array;
}

export interface UploadLimits {
  accept?: RegExp;
  maxBytes?: number;
  /** SPEC §5's configurable extra text after the file-type message. */
  extraMessage?: string;
  /**
   * A deeper check of a file that passed the rule (e.g. a full PDF parse, which needs a server
   * library): the message to show, or null. Kept out of this pure module; the caller passes it.
   */
  verify?: (file: UploadedFile) => Promise<string | null>;
  /**
   * Whether the content must start like a PDF (the decision's document: yes, the default).
   * Attachments of other types set false and check their content in `verify`.
   */
  pdfContent?: boolean;
  /** The message for a missing file (default: the decision PDF's). */
  missingMessage?: string;
}

/**
 * Stands in for a file the upload handler stopped reading because it was over the limit, so the
 * rest of the form still arrives and the user gets a field error instead of a failed request.
 */
export class TooLargeFile extends File {
  readonly receivedBytes: number;
  constructor(name: string, type: string, receivedBytes: number) {
    super([], name, { type });
    this.receivedBytes = receivedBytes;
  }
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the bytes start like a PDF file. Kept here, dependency-free, so the rule stays pure. */
export function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((b, i) => bytes[i] === b);
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The synchronous checks, on a file whose bytes have been read. */
export function checkUpload(file: UploadedFile, limits: UploadLimits = {}): Parsed<UploadedFile> {
  const accept = limits.accept ?? PDF_ACCEPT;
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  // Always case-insensitive (SPEC §5); a fresh RegExp without g/y so lastIndex plays no part.
  const flags = accept.flags.replace(/[gy]/g, "");
  const pattern = new RegExp(accept.source, flags.includes("i") ? flags : `${flags}i`);
  if (!pattern.test(file.name) && !pattern.test(file.type)) {
    return fail(MSG.invalidFileType(file.name, limits.extraMessage));
  }
  if (file.size > maxBytes) return fail(TEXT.fileTooLarge(megabytes(maxBytes)));
  if ((limits.pdfContent ?? true) && !startsWithPdfMagic(file.bytes)) return fail(TEXT.fileNotPdf);
  return ok(file);
}

function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/\s+/g, ""));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Reads what the form or the JSON client sent into an UploadedFile, or says why it cannot. */
export async function readUpload(value: unknown, limits: UploadLimits = {}): Promise<Parsed<UploadedFile>> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  if (value instanceof TooLargeFile) return fail(TEXT.fileTooLarge(megabytes(maxBytes)));
  if (value instanceof Blob) {
    const name = value instanceof File ? value.name : "";
    if (value.size > maxBytes) return fail(TEXT.fileTooLarge(megabytes(maxBytes)));
    const bytes = new Uint8Array(await value.arrayBuffer());
    return checkUpload({ name, type: value.type, size: bytes.length, bytes }, limits);
  }
  if (value && typeof value === "object") {
    const v = value as { filename?: unknown; mimeType?: unknown; contentBase64?: unknown };
    const bytes = typeof v.contentBase64 === "string" ? fromBase64(v.contentBase64) : null;
    if (bytes === null || typeof v.filename !== "string") return fail(limits.missingMessage ?? TEXT.fileMissing);
    const type = typeof v.mimeType === "string" ? v.mimeType : "";
    return checkUpload({ name: v.filename, type, size: bytes.length, bytes }, limits);
  }
  return fail(limits.missingMessage ?? TEXT.fileMissing);
}

/** `readUpload`, then the caller's deeper check (`limits.verify`) of a file that passed the rule. */
export async function readVerifiedUpload(value: unknown, limits: UploadLimits = {}): Promise<Parsed<UploadedFile>> {
  const parsed = await readUpload(value, limits);
  if (!parsed.ok) return parsed;
  const problem = limits.verify ? await limits.verify(parsed.value) : null;
  return problem ? fail(problem) : parsed;
}

/** The async zod schema of the decision document (required: a decision needs its PDF). */
export function uploadSchema(limits: UploadLimits = {}) {
  return present().transform(async (raw, ctx) => {
    const value = emptyToUndefined(raw);
    if (isMissing(value)) {
      ctx.addIssue(limits.missingMessage ?? TEXT.fileMissing);
      return z.NEVER;
    }
    const parsed = await readVerifiedUpload(value, limits);
    if (!parsed.ok) {
      ctx.addIssue(parsed.message);
      return z.NEVER;
    }
    return parsed.value;
  }) as unknown as z.ZodType<UploadedFile, unknown>;
}
