/**
 * Storing the decision's PDF. Reading it from the request is the route side's job
 * (app/http/form.server.ts readForm, which streams the multipart body within limits): this
 * module takes a plain, validated file, so the domain that calls it never reaches Remix.
 */
import type { DbOrTx } from "../audit.server";
import { insertDocument } from "./content-store.server";
import type { UploadedFile } from "../fields/upload.rule";

/** Keeps only the last path segment and drops control characters from a client's file name. */
export function safeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean === "" ? "document.pdf" : clean.slice(0, 200);
}

/** Stores a validated upload (its bytes once, content-addressed); returns its id. Runs in the caller's transaction. */
export function storeDocument(tx: DbOrTx, file: UploadedFile, mimeType = "application/pdf", now = Date.now()): number {
  return insertDocument(tx, { filename: safeFilename(file.name), mimeType, bytes: file.bytes, createdAt: now }).id;
}
