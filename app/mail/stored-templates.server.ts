/**
 * The mail templates an administrator stored (mail_templates), over the defaults of
 * template-catalogue.ts. Read on every message (one primary-key lookup): a saved change applies
 * to the very next message, in every process, without a cache to invalidate.
 */
import { eq } from "drizzle-orm";
import { writeAudit, type DbOrTx } from "#app/audit.server";
import { getDb, schema } from "#db/client";
import { SETTINGS_TEXT } from "../messages";
import {
  MAIL_TEMPLATES,
  templateProblem,
  type MailTemplateId,
  type MailTemplateText,
  type TemplateProblem,
} from "./template-catalogue";

const MAX_TEMPLATE_CHARS = 20_000;

/** The stored template `id`, or the default when none is stored. */
export function storedMailTemplate(id: MailTemplateId, db: DbOrTx = getDb()): MailTemplateText {
  const row = db.select().from(schema.mailTemplates).where(eq(schema.mailTemplates.id, id)).get();
  return row ? { subject: row.subject, body: row.body } : MAIL_TEMPLATES[id].defaults;
}

export function isMailTemplateCustomised(id: MailTemplateId, db: DbOrTx = getDb()): boolean {
  return (
    db
      .select({ id: schema.mailTemplates.id })
      .from(schema.mailTemplates)
      .where(eq(schema.mailTemplates.id, id))
      .get() !== undefined
  );
}

/** The Greek message for a template problem. */
export function templateProblemText(id: MailTemplateId, problem: TemplateProblem): string {
  switch (problem.kind) {
    case "emptySubject":
      return SETTINGS_TEXT.templateEmptySubject;
    case "subjectLines":
      return SETTINGS_TEXT.templateSubjectLines;
    case "emptyBody":
      return SETTINGS_TEXT.templateEmptyBody;
    case "unknown":
      return SETTINGS_TEXT.templateUnknownPlaceholder(
        problem.name,
        MAIL_TEMPLATES[id].placeholders.map((p) => p.name),
      );
    case "missing":
      return SETTINGS_TEXT.templateMissingPlaceholder(problem.name);
  }
}

export type TemplateSaveResult = { ok: true } | { ok: false; field: "subject" | "body"; message: string };

/**
 * The template as it would be stored (line breaks as LF, the subject trimmed), or why it is
 * refused: the save and the preview check the same way.
 */
export function checkMailTemplate(
  id: MailTemplateId,
  text: MailTemplateText,
): { ok: true; text: MailTemplateText } | Extract<TemplateSaveResult, { ok: false }> {
  // Line breaks as the browser sends them (CRLF) are stored as LF, like the defaults.
  const clean = { subject: text.subject.trim(), body: text.body.replace(/\r\n?/g, "\n") };
  if (clean.subject.length + clean.body.length > MAX_TEMPLATE_CHARS)
    return { ok: false, field: "body", message: SETTINGS_TEXT.templateTooLong };
  const problem = templateProblem(MAIL_TEMPLATES[id], clean);
  if (problem) {
    const field = problem.kind === "emptySubject" || problem.kind === "subjectLines" ? "subject" : "body";
    return { ok: false, field, message: templateProblemText(id, problem) };
  }
  return { ok: true, text: clean };
}

/** Checks and stores a template, with its audit row, in one transaction; nothing is stored when it is refused. */
export function saveMailTemplate(
  actor: { id: number },
  id: MailTemplateId,
  text: MailTemplateText,
  db = getDb(),
): TemplateSaveResult {
  const checked = checkMailTemplate(id, text);
  if (!checked.ok) return checked;
  const clean = checked.text;
  db.transaction((tx) => {
    tx.insert(schema.mailTemplates)
      .values({ id, ...clean })
      .onConflictDoUpdate({ target: schema.mailTemplates.id, set: clean })
      .run();
    writeAudit(tx, { userId: actor.id, action: "mailTemplate.save", entityType: "mail_template", entityId: id });
  });
  return { ok: true };
}

/** Back to the default text (the stored row goes), audited. */
export function resetMailTemplate(actor: { id: number }, id: MailTemplateId, db = getDb()): void {
  db.transaction((tx) => {
    tx.delete(schema.mailTemplates).where(eq(schema.mailTemplates.id, id)).run();
    writeAudit(tx, { userId: actor.id, action: "mailTemplate.reset", entityType: "mail_template", entityId: id });
  });
}
