/**
 * Public documents of an organisation (SPEC §3 "Public document: id, title"; §7 /pubdocs): PDF
 * files a body publishes beside its decisions (rules of operation, organisation charts …), listed
 * on its dashboard and downloadable by anyone. Managing them needs PERM_PUBDOCS_MANAGE held on that
 * body itself: SPEC §6 gives it "only for users without global access", so an all-organisations
 * entry ('0', the administrator's) does not count. Upload, replace and delete are each one
 * transaction with an audit row; the file is checked by the upload rule (PDF, size, magic bytes)
 * and stored by app/documents/upload.server.ts.
 */
import { desc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { AccessEntry } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { storeDocument } from "../documents/upload.server";
import type { UploadedFile } from "../fields/upload.rule";

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

/** The file of a public document, for /pubdocs/{id}/document. */
export function publicDocumentFile(
  id: number,
  db: DbOrTx = getDb(),
): { title: string; filename: string; content: Buffer; sha256: string } | null {
  return (
    db
      .select({ title: p.title, filename: d.filename, content: d.content, sha256: d.sha256 })
      .from(p)
      .innerJoin(d, eq(d.id, p.documentId))
      .where(eq(p.id, id))
      .get() ?? null
  );
}

/** SPEC §6: PERM_PUBDOCS_MANAGE on this very body (an all-organisations entry does not count). */
export function mayManagePublicDocuments(access: readonly AccessEntry[], orgUid: string): boolean {
  return access.some((a) => a.organizationId === orgUid && a.permissions.includes("PERM_PUBDOCS_MANAGE"));
}

/** The bodies whose public documents the user manages. */
export function publicDocumentBodies(access: readonly AccessEntry[]): string[] {
  return [
    ...new Set(
      access
        .filter((a) => a.permissions.includes("PERM_PUBDOCS_MANAGE") && a.organizationId !== "0")
        .map((a) => a.organizationId),
    ),
  ];
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
