/**
 * Public documents against a real SQLite file: only PERM_PUBDOCS_MANAGE held on the body itself
 * manages them (SPEC §6: not the administrator's global access), the upload rule refuses a file
 * that is not a PDF, and each change is one transaction with its audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { auditOf } from "../audit.server";
import type { UploadedFile } from "../fields/upload.rule";
import {
  addPublicDocument,
  deletePublicDocument,
  publicDocumentDownload,
  publicDocumentsOf,
  updatePublicDocument,
} from "./public-documents.server";
import { mayManagePublicDocuments } from "./public-document-rights";
import { insertOrganizationFixtures, insertUser, MUNICIPALITY, type TestUser } from "./testing/fixtures";

let t: TestDatabase;
let orgAdmin: TestUser;
let admin: TestUser;
const pdf = (text: string): UploadedFile => {
  const bytes = new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  return { name: `${text}.pdf`, type: "application/pdf", size: bytes.length, bytes };
};

beforeAll(() => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
  orgAdmin = insertUser(t.db, { roles: ["ROLE_ORG_ADMIN"], org: MUNICIPALITY });
  admin = insertUser(t.db, { roles: ["ROLE_ADMIN"], org: "0" });
});
afterAll(() => t.cleanup());

describe("public documents", () => {
  it("are managed with the permission on the body itself, not with global access", () => {
    expect(mayManagePublicDocuments(orgAdmin.access, MUNICIPALITY)).toBe(true);
    expect(mayManagePublicDocuments(admin.access, MUNICIPALITY)).toBe(false);
    const refused = addPublicDocument(t.db, { user: admin, orgUid: MUNICIPALITY, title: "Χ", file: pdf("x") });
    expect(refused).toEqual({ ok: false, reason: "forbidden" });
    expect(publicDocumentsOf(MUNICIPALITY, t.db)).toEqual([]);
  });

  it("are added, retitled with a new file, and deleted, each with an audit row", () => {
    const added = addPublicDocument(t.db, {
      user: orgAdmin,
      orgUid: MUNICIPALITY,
      title: "Οργανόγραμμα",
      file: pdf("a"),
    });
    if (!added.ok) throw new Error("not added");
    expect(publicDocumentsOf(MUNICIPALITY, t.db).map((d) => [d.title, d.filename])).toEqual([
      ["Οργανόγραμμα", "a.pdf"],
    ]);
    const updated = updatePublicDocument(t.db, {
      user: orgAdmin,
      id: added.id,
      title: "Οργανόγραμμα 2026",
      file: pdf("b"),
    });
    expect(updated.ok).toBe(true);
    const download = publicDocumentDownload(added.id, t.db)!;
    expect(download.file.filename).toBe("b.pdf");
    expect(download.bytes()!.toString()).toContain("% b");
    expect(deletePublicDocument(t.db, { user: orgAdmin, id: added.id }).ok).toBe(true);
    expect(publicDocumentDownload(added.id, t.db)).toBeNull();
    expect(auditOf("pubdoc", added.id, t.db).map((a) => a.action)).toEqual([
      "pubdoc.create",
      "pubdoc.replace",
      "pubdoc.delete",
    ]);
  });
});
