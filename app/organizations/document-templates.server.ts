/**
 * Document templates per organisation (/organization/templates; SPEC §2, §6, §7 prefs/templates):
 * the files a body's clerks start a decision from, each with a title, a kind and the decision
 * types it is for. Managed by an organisation administrator who is not a system administrator
 * (./org-admin-scope.server.ts); downloaded by anyone who may submit decisions for the body.
 * Adding and deleting are each one transaction with an audit row.
 */
import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { hasPermission, type AccessEntry } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { decisionTypeOptions } from "../decisions/form-schema.server";
import { contentBySha256, deleteDocuments } from "../documents/content-store.server";
import { storeDocument } from "../documents/upload.server";
import type { Option } from "../fields/options.rule";
import type { UploadedFile } from "../fields/upload.rule";
import { MSG, TEXT } from "../messages";
import { orgAdminScope } from "./org-admin-scope.server";
import type { ScopeOrganization } from "./staff-scope.server";

/** The kinds of template (SPEC §7 /config-shared/templates/types/). */
export const TEMPLATE_TYPES: readonly Option[] = [
  { value: "DECISION", label: "Πρότυπο πράξης" },
  { value: "ATTACHMENT", label: "Πρότυπο συνημμένου" },
  { value: "PUBLIC", label: "Δημόσιο πρότυπο έγγραφο" },
];

export interface TemplateRow {
  templateId: string;
  title: string;
  type: string;
  typeLabel: string;
  decisionTypeUids: string[];
  filename: string | null;
  size: number | null;
}

function templatesOf(db: Db, orgUid: string): TemplateRow[] {
  const t = schema.documentTemplates;
  const d = schema.documents;
  return db
    .select({
      templateId: t.templateId,
      title: t.title,
      type: t.type,
      decisionTypeUids: t.decisionTypeUids,
      filename: d.filename,
      size: d.size,
    })
    .from(t)
    .leftJoin(d, eq(d.id, t.documentId))
    .where(eq(t.orgUid, orgUid))
    .orderBy(asc(t.title), asc(t.id))
    .all()
    .map((r) => ({ ...r, typeLabel: TEMPLATE_TYPES.find((x) => x.value === r.type)?.label ?? r.type }));
}

export type TemplatesPage =
  | {
      ok: true;
      org: ScopeOrganization;
      choices: ScopeOrganization[];
      templates: TemplateRow[];
      decisionTypes: Option[];
      types: readonly Option[];
    }
  | { ok: false; reason: "forbidden" };

export function templatesPage(access: readonly AccessEntry[], wanted?: string, db: Db = getDb()): TemplatesPage {
  const scope = orgAdminScope(access, wanted, db);
  if (!scope.ok) return scope;
  return {
    ...scope,
    templates: templatesOf(db, scope.org.uid),
    decisionTypes: decisionTypeOptions(scope.org.uid, db),
    types: TEMPLATE_TYPES,
  };
}

export interface TemplateInput {
  title: string;
  type: string;
  decisionTypeUids: string[];
}

export type TemplateField = "title" | "type" | "decisionTypeUids" | "file";

export type AddTemplateResult =
  | { ok: true; org: ScopeOrganization; templateId: string }
  | { ok: false; reason: "forbidden" }
  | { ok: false; reason: "invalid"; errors: Partial<Record<TemplateField, string>> };

/** `file` is the checked upload (./template-file.rule.ts) or the message it failed with. */
export function addTemplate(
  user: SessionUser,
  wanted: string | undefined,
  input: TemplateInput,
  file: { ok: true; value: UploadedFile & { mimeType: string } } | { ok: false; message: string },
  db: Db = getDb(),
): AddTemplateResult {
  const scope = orgAdminScope(user.access, wanted, db);
  if (!scope.ok) return scope;
  const errors: Partial<Record<TemplateField, string>> = {};
  const title = input.title.trim();
  if (title === "") errors.title = MSG.required;
  else if (title.length > 200) errors.title = TEXT.tooLong(200);
  if (!TEMPLATE_TYPES.some((t) => t.value === input.type)) errors.type = TEXT.invalidOption;
  const open = new Set(decisionTypeOptions(scope.org.uid, db).map((o) => o.value));
  if (input.decisionTypeUids.some((uid) => !open.has(uid))) errors.decisionTypeUids = TEXT.invalidOption;
  if (!file.ok) errors.file = file.message;
  if (Object.keys(errors).length > 0 || !file.ok) return { ok: false, reason: "invalid", errors };

  const templateId = crypto.randomUUID();
  const decisionTypeUids = [...new Set(input.decisionTypeUids)];
  db.transaction((tx) => {
    const documentId = storeDocument(tx, file.value, file.value.mimeType);
    tx.insert(schema.documentTemplates)
      .values({ orgUid: scope.org.uid, templateId, title, type: input.type, decisionTypeUids, documentId })
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: "organization.template.add",
      entityType: "organization",
      entityId: scope.org.uid,
      details: { templateId, title, type: input.type, decisionTypeUids, filename: file.value.name },
    });
  });
  return { ok: true, org: scope.org, templateId };
}

function findTemplate(db: Db, templateId: string) {
  return (
    db.select().from(schema.documentTemplates).where(eq(schema.documentTemplates.templateId, templateId)).get() ?? null
  );
}

export type TemplateLookup =
  { ok: true; template: TemplateRow; orgUid: string } | { ok: false; reason: "not-found" | "forbidden" };

/** One template, for its organisation's administrator (the delete confirmation). */
export function templateForAdmin(access: readonly AccessEntry[], templateId: string, db: Db = getDb()): TemplateLookup {
  const row = findTemplate(db, templateId);
  if (!row) return { ok: false, reason: "not-found" };
  if (!orgAdminScope(access, row.orgUid, db).ok) return { ok: false, reason: "forbidden" };
  const template = templatesOf(db, row.orgUid).find((t) => t.templateId === templateId)!;
  return { ok: true, template, orgUid: row.orgUid };
}

export type DeleteTemplateResult =
  { ok: true; title: string; orgUid: string } | { ok: false; reason: "not-found" | "forbidden" };

export function deleteTemplate(user: SessionUser, templateId: string, db: Db = getDb()): DeleteTemplateResult {
  const found = templateForAdmin(user.access, templateId, db);
  if (!found.ok) return found;
  const row = findTemplate(db, templateId)!;
  db.transaction((tx) => {
    tx.delete(schema.documentTemplates)
      .where(and(eq(schema.documentTemplates.templateId, templateId), eq(schema.documentTemplates.orgUid, row.orgUid)))
      .run();
    if (row.documentId !== null) deleteDocuments(tx, [row.documentId]);
    writeAudit(tx, {
      userId: user.id,
      action: "organization.template.delete",
      entityType: "organization",
      entityId: row.orgUid,
      details: { templateId, title: row.title },
    });
  });
  return { ok: true, title: row.title, orgUid: row.orgUid };
}

export type TemplateFile =
  { ok: true; filename: string; mimeType: string; content: Buffer } | { ok: false; reason: "not-found" | "forbidden" };

/** The file, for the body's administrator or anyone who may submit decisions for the body. */
export function templateFile(access: readonly AccessEntry[], templateId: string, db: Db = getDb()): TemplateFile {
  const row = findTemplate(db, templateId);
  if (!row || row.documentId === null) return { ok: false, reason: "not-found" };
  const allowed =
    orgAdminScope(access, row.orgUid, db).ok || hasPermission(access, "PERM_DECISIONS_SUBMIT", row.orgUid);
  if (!allowed) return { ok: false, reason: "forbidden" };
  const doc = db.select().from(schema.documents).where(eq(schema.documents.id, row.documentId)).get();
  if (!doc) return { ok: false, reason: "not-found" };
  const content = contentBySha256(db, doc.sha256);
  if (!content) return { ok: false, reason: "not-found" };
  return { ok: true, filename: doc.filename, mimeType: doc.mimeType, content };
}
