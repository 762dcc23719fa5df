/**
 * Public documents of an organisation (SPEC §3 "Public document: id, title"; §7 /pubdocs): PDF
 * files a body publishes beside its decisions (rules of operation, organisation charts …), listed
 * on its dashboard and downloadable by anyone. Managing them needs PERM_PUBDOCS_MANAGE held on that
 * body itself: SPEC §6 gives it "only for users without global access", so an all-organisations
 * entry ('0', the administrator's) does not count. Upload, replace and delete are each one
 * transaction with an audit row; the file is checked by the upload rule (PDF, size, magic bytes)
 * and stored by app/documents/upload.server.ts.
 */
import { desc, eq, inArray, or } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { documentContent } from "../documents/content-store.server";
import { storeDocument } from "../documents/upload.server";
import { parseText } from "../fields/text.rule";
import { readUpload, type UploadedFile } from "../fields/upload.rule";
import { MSG } from "../messages";
import { mayManagePublicDocuments, publicDocumentBodies } from "./public-document-rights";

export interface PublicDocumentItem {
  id: number;
  orgUid: string;
  title: string;
  filename: string;
  size: number;
  createdAt: number;
}

const p = schema.publicDocuments;
const d = schema.documents;
const columns = {
  id: p.id,
  orgUid: p.orgUid,
  title: p.title,
  filename: d.filename,
  size: d.size,
  createdAt: p.createdAt,
};

/** A body's public documents, newest first. */
export function publicDocumentsOf(orgUid: string, db: DbOrTx = getDb()): PublicDocumentItem[] {
  return db
    .select(columns)
    .from(p)
    .innerJoin(d, eq(d.id, p.documentId))
    .where(eq(p.orgUid, orgUid))
    .orderBy(desc(p.createdAt), desc(p.id))
    .all();
}

export function publicDocument(id: number, db: DbOrTx = getDb()): PublicDocumentItem | null {
  return db.select(columns).from(p).innerJoin(d, eq(d.id, p.documentId)).where(eq(p.id, id)).get() ?? null;
}

/** The stored file of a public document (for /pubdocs/{id}/document); its bytes read only when sent. */
export function publicDocumentDownload(
  id: number,
  db: DbOrTx = getDb(),
): {
  file: { filename: string; mimeType: string; size: number; sha256: string; createdAt: number };
  bytes: () => Buffer | null;
} | null {
  const file = db
    .select({
      documentId: d.id,
      filename: d.filename,
      mimeType: d.mimeType,
      size: d.size,
      sha256: d.sha256,
      createdAt: d.createdAt,
    })
    .from(p)
    .innerJoin(d, eq(d.id, p.documentId))
    .where(eq(p.id, id))
    .get();
  if (!file) return null;
  const { documentId, ...meta } = file;
  return {
    file: meta,
    bytes: () => documentContent(db, documentId),
  };
}

type Actor = Pick<SessionUser, "id" | "access">;
export type PublicDocumentResult =
  { ok: true; id: number; orgUid: string; title: string } | { ok: false; reason: "not-found" | "forbidden" };

export function addPublicDocument(
  db: Db,
  args: { user: Actor; orgUid: string; title: string; file: UploadedFile; now?: number },
): PublicDocumentResult {
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const org = tx
        .select({ uid: schema.organizations.uid })
        .from(schema.organizations)
        .where(eq(schema.organizations.uid, args.orgUid))
        .get();
      if (!org) return { ok: false, reason: "not-found" };
      if (!mayManagePublicDocuments(args.user.access, args.orgUid)) return { ok: false, reason: "forbidden" };
      const documentId = storeDocument(tx, args.file, "application/pdf", now);
      const { id } = tx
        .insert(p)
        .values({ orgUid: args.orgUid, title: args.title, documentId, createdAt: now })
        .returning({ id: p.id })
        .get();
      writeAudit(tx, {
        userId: args.user.id,
        action: "pubdoc.create",
        entityType: "pubdoc",
        entityId: id,
        details: { orgUid: args.orgUid, title: args.title, documentId },
        at: now,
      });
      return { ok: true, id, orgUid: args.orgUid, title: args.title };
    },
    { behavior: "immediate" },
  );
}

/** A new title, and a new file when one is given (the old file row stays: documents are content-addressed records). */
export function updatePublicDocument(
  db: Db,
  args: { user: Actor; id: number; title: string; file: UploadedFile | null; now?: number },
): PublicDocumentResult {
  const now = args.now ?? Date.now();
  return db.transaction(
    (tx) => {
      const before = tx.select().from(p).where(eq(p.id, args.id)).get();
      if (!before) return { ok: false, reason: "not-found" };
      if (!mayManagePublicDocuments(args.user.access, before.orgUid)) return { ok: false, reason: "forbidden" };
      const documentId = args.file ? storeDocument(tx, args.file, "application/pdf", now) : before.documentId;
      tx.update(p).set({ title: args.title, documentId }).where(eq(p.id, args.id)).run();
      writeAudit(tx, {
        userId: args.user.id,
        action: args.file ? "pubdoc.replace" : "pubdoc.update",
        entityType: "pubdoc",
        entityId: args.id,
        details: {
          title: { from: before.title, to: args.title },
          documentId: { from: before.documentId, to: documentId },
        },
        at: now,
      });
      return { ok: true, id: args.id, orgUid: before.orgUid, title: args.title };
    },
    { behavior: "immediate" },
  );
}

export function deletePublicDocument(db: Db, args: { user: Actor; id: number; now?: number }): PublicDocumentResult {
  return db.transaction(
    (tx) => {
      const before = tx.select().from(p).where(eq(p.id, args.id)).get();
      if (!before) return { ok: false, reason: "not-found" };
      if (!mayManagePublicDocuments(args.user.access, before.orgUid)) return { ok: false, reason: "forbidden" };
      tx.delete(p).where(eq(p.id, args.id)).run();
      writeAudit(tx, {
        userId: args.user.id,
        action: "pubdoc.delete",
        entityType: "pubdoc",
        entityId: args.id,
        details: { before },
        at: args.now,
      });
      return { ok: true, id: args.id, orgUid: before.orgUid, title: before.title };
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------- the management pages' calls

export type FormErrors = Partial<Record<"title" | "file", string[]>>;

/** Checks the title (required, ≤ 300) and the file (the upload rule: PDF, size, magic bytes). */
async function checkForm(
  title: unknown,
  fileValue: unknown,
  fileRequired: boolean,
): Promise<{ errors: FormErrors; title: string; file: UploadedFile | null }> {
  const errors: FormErrors = {};
  const parsedTitle = parseText(title, 300);
  const text = parsedTitle.ok ? parsedTitle.value.trim() : "";
  if (!parsedTitle.ok) errors.title = [parsedTitle.message];
  else if (!text) errors.title = [MSG.required];
  const empty = fileValue === null || fileValue === undefined || (fileValue instanceof Blob && fileValue.size === 0);
  let file: UploadedFile | null = null;
  if (empty) {
    if (fileRequired) errors.file = [MSG.required];
  } else {
    const upload = await readUpload(fileValue);
    if (upload.ok) file = upload.value;
    else errors.file = [upload.message];
  }
  return { errors, title: text, file };
}

export type FormOutcome =
  PublicDocumentResult | { ok: false; reason: "invalid"; errors: FormErrors; values: { title: string } };

export async function addPublicDocumentFromForm(args: {
  user: Actor;
  orgUid: string;
  title: unknown;
  file: unknown;
}): Promise<FormOutcome> {
  if (!mayManagePublicDocuments(args.user.access, args.orgUid)) return { ok: false, reason: "forbidden" };
  const checked = await checkForm(args.title, args.file, true);
  if (Object.keys(checked.errors).length)
    return { ok: false, reason: "invalid", errors: checked.errors, values: { title: checked.title } };
  return addPublicDocument(getDb(), {
    user: args.user,
    orgUid: args.orgUid,
    title: checked.title,
    file: checked.file!,
  });
}

export async function updatePublicDocumentFromForm(args: {
  user: Actor;
  id: number;
  title: unknown;
  file: unknown;
}): Promise<FormOutcome> {
  const checked = await checkForm(args.title, args.file, false);
  if (Object.keys(checked.errors).length)
    return { ok: false, reason: "invalid", errors: checked.errors, values: { title: checked.title } };
  return updatePublicDocument(getDb(), { user: args.user, id: args.id, title: checked.title, file: checked.file });
}

export const deletePublicDocumentFromForm = (args: { user: Actor; id: number }) => deletePublicDocument(getDb(), args);

export type ManagePage =
  | { ok: false; reason: "forbidden" | "not-found" }
  | {
      ok: true;
      org: { uid: string; label: string; latinName: string };
      bodies: { uid: string; label: string }[];
      documents: PublicDocumentItem[];
    };

/** The list page: the chosen body (or the user's first) with its documents, and the bodies to choose from. */
export function publicDocumentsPage(user: Pick<SessionUser, "access">, org: string | undefined): ManagePage {
  const uids = publicDocumentBodies(user.access);
  const chosen = org ?? uids[0];
  if (!chosen) return { ok: false, reason: "forbidden" };
  const o = schema.organizations;
  const row = getDb()
    .select({ uid: o.uid, label: o.label, latinName: o.latinName })
    .from(o)
    .where(or(eq(o.uid, chosen), eq(o.latinName, chosen)))
    .get();
  if (!row) return { ok: false, reason: "not-found" };
  if (!mayManagePublicDocuments(user.access, row.uid)) return { ok: false, reason: "forbidden" };
  const bodies = getDb()
    .select({ uid: o.uid, label: o.label })
    .from(o)
    .where(inArray(o.uid, uids))
    .orderBy(o.label)
    .all();
  return { ok: true, org: row, bodies, documents: publicDocumentsOf(row.uid) };
}

/** One document for its edit or delete page, if the user manages it. */
export function managedPublicDocument(
  user: Pick<SessionUser, "access">,
  id: number,
): { ok: true; document: PublicDocumentItem } | { ok: false; reason: "forbidden" | "not-found" } {
  const document = publicDocument(id);
  if (!document) return { ok: false, reason: "not-found" };
  if (!mayManagePublicDocuments(user.access, document.orgUid)) return { ok: false, reason: "forbidden" };
  return { ok: true, document };
}
