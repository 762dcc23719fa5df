/**
 * Staged uploads (SPEC §2 "Upload: files are queued, not uploaded automatically. Progress runs 0
 * to 100 percent"; §7 "File upload: a multipart POST to a configurable URL"). With JavaScript the
 * decision form sends its PDF ahead of the form, showing progress, and the form then carries a
 * token instead of the file; a rejected form keeps the token, so the file need not be chosen again.
 * Without JavaScript the file travels in the form as before and nothing here is used.
 *
 * The token is handed only to its uploader, stored as its SHA-256, and accepted only from the same
 * user for a day (docs/decisions/088-staged-uploads.md).
 */
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import type { Parsed } from "../fields/rule";
import { readVerifiedUpload, type UploadedFile } from "../fields/upload.rule";
import { hashToken } from "../users/tokens.server";
import { readAttachment } from "./attachment-check.server";
import { DECISION_DOCUMENT_LIMITS } from "./pdf-check.server";

/** How long a staged file waits for the form that uses it. */
export const STAGED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface StagedUpload {
  token: string;
  filename: string;
  size: number;
}

/** Stores a checked file for `userId`; returns the token the form sends instead. Old ones are purged. */
export function stageUpload(db: Db, args: { userId: number; file: UploadedFile; now?: number }): StagedUpload {
  const now = args.now ?? Date.now();
  const token = crypto.randomBytes(24).toString("base64url");
  const { file } = args;
  db.transaction((tx) => {
    tx.delete(schema.stagedUploads)
      .where(lt(schema.stagedUploads.createdAt, now - STAGED_UPLOAD_LIFETIME_MS))
      .run();
    tx.insert(schema.stagedUploads)
      .values({
        tokenHash: hashToken(token),
        userId: args.userId,
        filename: file.name,
        mimeType: file.type || "application/pdf",
        size: file.bytes.byteLength,
        content: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        createdAt: now,
      })
      .run();
  });
  return { token, filename: file.name, size: file.bytes.byteLength };
}

/**
 * Checks a posted decision document as the decision form does (DECISION_DOCUMENT_LIMITS: name,
 * size, PDF parse) and stages it for `userId`; a refused file is not kept.
 */
export async function stageDecisionDocument(
  db: Db,
  args: { userId: number; value: unknown; now?: number },
): Promise<Parsed<StagedUpload>> {
  const upload = await readVerifiedUpload(args.value, DECISION_DOCUMENT_LIMITS);
  if (!upload.ok) return upload;
  return { ok: true, value: stageUpload(db, { userId: args.userId, file: upload.value, now: args.now }) };
}

/**
 * Checks a posted attachment as the attachments page does (decision 087: accepted types confirmed
 * by content, the size limit) and stages it for `userId`; a refused file is not kept. The page
 * checks the staged file again when it is used, as it would a posted one.
 */
export async function stageAttachment(
  db: Db,
  args: { userId: number; value: unknown; maxBytes: number; now?: number },
): Promise<Parsed<StagedUpload>> {
  const upload = await readAttachment(args.value, args.maxBytes);
  if (!upload.ok) return upload;
  const file = { ...upload.value, type: upload.value.mimeType };
  return { ok: true, value: stageUpload(db, { userId: args.userId, file, now: args.now }) };
}

/** The staged file behind `token` if `userId` staged it within the lifetime; otherwise null. */
export function stagedFile(db: Db, args: { token: string; userId: number; now?: number }): UploadedFile | null {
  const now = args.now ?? Date.now();
  const s = schema.stagedUploads;
  const row = db
    .select({ filename: s.filename, mimeType: s.mimeType, content: s.content })
    .from(s)
    .where(
      and(
        eq(s.tokenHash, hashToken(args.token)),
        eq(s.userId, args.userId),
        gt(s.createdAt, now - STAGED_UPLOAD_LIFETIME_MS),
      ),
    )
    .get();
  if (!row) return null;
  const bytes = new Uint8Array(row.content);
  return { name: row.filename, type: row.mimeType, size: bytes.byteLength, bytes };
}

/**
 * The form's posted file, or (with JavaScript) the one staged ahead of it whose token the form
 * carries, as a File to be checked where a posted one would be. An unknown, expired or another
 * user's token leaves no file, which that check reports as missing.
 */
export function postedOrStaged(
  db: Db,
  form: FormData,
  args: { fileField: string; tokenField: string; userId: number; now?: number },
): FormDataEntryValue | null {
  const posted = form.get(args.fileField);
  const token = form.get(args.tokenField);
  if ((posted instanceof File && posted.size > 0) || typeof token !== "string" || token === "") return posted;
  const staged = stagedFile(db, { token, userId: args.userId, now: args.now });
  // The empty file input is no file at all: the check says «choose the file», not «wrong type».
  return staged ? new File([new Uint8Array(staged.bytes)], staged.name, { type: staged.type }) : null;
}
