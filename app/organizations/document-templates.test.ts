/**
 * Document templates (/organization/templates) against a real SQLite file with the seeded
 * reference data: the organisation administrator adds a template with its file and deletes it;
 * a clerk of the body may download it, a system administrator may not manage it; a renamed or
 * wrongly typed file, an unknown kind or decision type are refused with nothing stored.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { MSG, TEXT } from "../messages";
import { addTemplate, deleteTemplate, templateFile, templatesPage } from "./document-templates.server";
import { checkTemplateFile } from "./template-file.rule";

const t = useDemoDatabase();

const idOf = (username: string) => t.idOf(username);
async function signedIn(username: string) {
  const { id } = await createSession(idOf(username), { address: "192.0.2.9", userAgent: "test" });
  return loadSessionUser(idOf(username), id, Date.now() + 60_000)!;
}
const count = (sql: string) => (t.db.$client.prepare(sql).get() as { n: number }).n;
const pdf = (name = "ypodeigma.pdf") => {
  const bytes = new TextEncoder().encode("%PDF-1.4\n%test\n");
  return { name, type: "application/pdf", size: bytes.length, bytes };
};
const MAX = 1024 * 1024;

describe("the template file rule", () => {
  it("accepts PDF, DOCX and ODT by name and content, case-insensitive", () => {
    expect(checkTemplateFile(pdf("A.PDF"), MAX)).toMatchObject({ ok: true, value: { mimeType: "application/pdf" } });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    expect(checkTemplateFile({ name: "a.docx", type: "", size: 6, bytes: zip }, MAX)).toMatchObject({ ok: true });
    expect(checkTemplateFile({ name: "a.odt", type: "", size: 6, bytes: zip }, MAX)).toMatchObject({ ok: true });
  });

  it("refuses another type, a renamed file and one over the limit", () => {
    const extra = "(επιτρέπονται PDF, DOCX και ODT)";
    expect(checkTemplateFile({ ...pdf(), name: "run.exe" }, MAX)).toEqual({
      ok: false,
      message: MSG.invalidFileType("run.exe", extra),
    });
    expect(checkTemplateFile({ ...pdf(), name: "fake.docx" }, MAX)).toEqual({
      ok: false,
      message: MSG.invalidFileType("fake.docx", extra),
    });
    expect(checkTemplateFile(pdf(), 5)).toEqual({ ok: false, message: TEXT.fileTooLarge(0) });
  });
});

describe("templates of a body", () => {
  it("only the body's organisation administrator manages them", async () => {
    expect(templatesPage((await signedIn("orgadmin")).access)).toMatchObject({ ok: true, org: { uid: "6013" } });
    expect(templatesPage((await signedIn("admin")).access)).toEqual({ ok: false, reason: "forbidden" });
    expect(templatesPage((await signedIn("submitter")).access)).toEqual({ ok: false, reason: "forbidden" });
  });

  it("adds, lists, serves and deletes a template, with an audit row for each change", async () => {
    const admin = await signedIn("orgadmin");
    const added = addTemplate(
      admin,
      "6013",
      { title: " Υπόδειγμα ανάληψης ", type: "DECISION", decisionTypeUids: ["Β.1.3"] },
      checkTemplateFile(pdf(), MAX),
    );
    if (!added.ok) throw new Error(JSON.stringify(added));
    const page = templatesPage(admin.access);
    expect(page.ok && page.templates).toEqual([
      expect.objectContaining({
        templateId: added.templateId,
        title: "Υπόδειγμα ανάληψης",
        typeLabel: "Πρότυπο πράξης",
        decisionTypeUids: ["Β.1.3"],
        filename: "ypodeigma.pdf",
      }),
    ]);
    const file = templateFile((await signedIn("submitter")).access, added.templateId);
    expect(file.ok && Buffer.from(file.content).toString("latin1").startsWith("%PDF-")).toBe(true);
    expect(templateFile((await signedIn("usermanager")).access, added.templateId)).toEqual({
      ok: false,
      reason: "forbidden",
    });

    expect(deleteTemplate(await signedIn("admin"), added.templateId)).toEqual({ ok: false, reason: "forbidden" });
    expect(deleteTemplate(admin, added.templateId)).toEqual({ ok: true, title: "Υπόδειγμα ανάληψης", orgUid: "6013" });
    expect(count("SELECT count(*) AS n FROM document_templates")).toBe(0);
    expect(
      count(
        "SELECT count(*) AS n FROM audit_log WHERE action IN ('organization.template.add', 'organization.template.delete')",
      ),
    ).toBe(2);
  });

  it("refuses an empty title, an unknown kind or decision type and a bad file, storing nothing", async () => {
    const admin = await signedIn("orgadmin");
    const documents = count("SELECT count(*) AS n FROM documents");
    expect(
      addTemplate(
        admin,
        "6013",
        { title: " ", type: "NOPE", decisionTypeUids: ["NO.SUCH"] },
        { ok: false, message: TEXT.templateFileMissing },
      ),
    ).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        title: MSG.required,
        type: TEXT.invalidOption,
        decisionTypeUids: TEXT.invalidOption,
        file: TEXT.templateFileMissing,
      },
    });
    expect(count("SELECT count(*) AS n FROM document_templates")).toBe(0);
    expect(count("SELECT count(*) AS n FROM documents")).toBe(documents);
  });
});
