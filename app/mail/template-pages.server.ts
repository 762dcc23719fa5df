/**
 * What the mail-template screens and calls show (issue 17): the list of templates with whether
 * each was changed, one template with its allowed placeholders, and the preview, filled with the
 * catalogue's sample values by the same renderer the real messages use.
 */
import { getDb, type Db } from "#db/client";
import { checkMailTemplate, isMailTemplateCustomised, storedMailTemplate } from "./stored-templates.server";
import {
  MAIL_TEMPLATE_IDS,
  MAIL_TEMPLATES,
  renderTemplate,
  sampleValues,
  type MailTemplateId,
  type MailTemplateText,
} from "./template-catalogue";

export interface MailTemplateSummary {
  id: MailTemplateId;
  label: string;
  sentWhen: string;
  customised: boolean;
}

export function mailTemplateSummaries(db: Db = getDb()): MailTemplateSummary[] {
  return MAIL_TEMPLATE_IDS.map((id) => ({
    id,
    label: MAIL_TEMPLATES[id].label,
    sentWhen: MAIL_TEMPLATES[id].sentWhen,
    customised: isMailTemplateCustomised(id, db),
  }));
}

export interface MailTemplateDetail extends MailTemplateSummary {
  placeholders: { name: string; label: string; required: boolean }[];
  /** The text in use (stored or default). */
  text: MailTemplateText;
  defaults: MailTemplateText;
}

export function mailTemplateDetail(id: MailTemplateId, db: Db = getDb()): MailTemplateDetail {
  const spec = MAIL_TEMPLATES[id];
  return {
    id,
    label: spec.label,
    sentWhen: spec.sentWhen,
    customised: isMailTemplateCustomised(id, db),
    placeholders: spec.placeholders.map((p) => ({ name: p.name, label: p.label, required: Boolean(p.required) })),
    text: storedMailTemplate(id, db),
    defaults: spec.defaults,
  };
}

export type PreviewResult =
  { ok: true; preview: MailTemplateText } | { ok: false; field: "subject" | "body"; message: string };

/** The message `text` would give, filled with example values; nothing is stored. */
export function previewMailTemplate(id: MailTemplateId, text: MailTemplateText): PreviewResult {
  const checked = checkMailTemplate(id, text);
  if (!checked.ok) return checked;
  return { ok: true, preview: renderTemplate(checked.text, sampleValues(MAIL_TEMPLATES[id])) };
}
