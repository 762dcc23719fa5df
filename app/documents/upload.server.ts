/**
 * Receiving the decision's PDF: reading a multipart form within limits, and storing the file.
 *
 * Over-limit files do not fail the request: the handler stops keeping the bytes, reads the rest
 * of the body, and puts a TooLargeFile in its place, so every other field still arrives and the
 * form comes back with a Greek field error («Το αρχείο ξεπερνά …») and the user's values kept.
 * Only absurd bodies (text fields over their limit, files far past the limit) end the request,
 * with MaxPartSizeExceededError, which the route answers with 413.
 */
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import crypto from "node:crypto";
import { schema } from "#db/client";
import type { DbOrTx } from "../audit.server";
import { DEFAULT_MAX_UPLOAD_BYTES, TooLargeFile, type UploadedFile } from "../fields/upload.rule";

export { MaxPartSizeExceededError };

export interface UploadReadLimits {
  /** Largest file kept (the upload rule reports anything bigger). */
  maxFileBytes?: number;
  /** Largest text field. */
  maxFieldBytes?: number;
  /** Past this many times maxFileBytes the request is cut off instead of drained. */
  drainFactor?: number;
}

function fileHandler(maxFileBytes: number, drainLimit: number): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (typeof filename !== "string") return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > drainLimit) throw new MaxPartSizeExceededError(name, drainLimit);
      if (size <= maxFileBytes) chunks.push(chunk);
    }
    if (size > maxFileBytes) return new TooLargeFile(filename, contentType, size);
    return new File(chunks as BlobPart[], filename, { type: contentType });
  };
}

/** The submitted form: multipart with files, or a plain urlencoded form (then without files). */
export async function readUploadForm(request: Request, limits: UploadReadLimits = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) return request.formData();
  const maxFileBytes = limits.maxFileBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const handler: UploadHandler = async (part) =>
    (await fileHandler(maxFileBytes, maxFileBytes * (limits.drainFactor ?? 10))(part)) ??
    unstable_createMemoryUploadHandler({ maxPartSize: limits.maxFieldBytes ?? 256 * 1024 })(part);
  return unstable_parseMultipartFormData(request, handler);
}

/** Keeps only the last path segment and drops control characters from a client's file name. */
export function safeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean === "" ? "document.pdf" : clean.slice(0, 200);
}

/** Stores a validated upload in the documents table; returns its id. Runs in the caller's transaction. */
export function storeDocument(tx: DbOrTx, file: UploadedFile, mimeType = "application/pdf", now = Date.now()): number {
  const content = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const row = tx
    .insert(schema.documents)
    .values({
      sha256: crypto.createHash("sha256").update(content).digest("hex"),
      filename: safeFilename(file.name),
      mimeType,
      size: content.byteLength,
      content,
      createdAt: now,
    })
    .returning({ id: schema.documents.id })
    .get();
  return row.id;
}
