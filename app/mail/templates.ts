/**
 * The e-mails the register sends, in Greek. Plain text only: it reads well in every mail client
 * and in screen readers, and it cannot carry markup injected through a decision's subject.
 *
 * Each function computes its message's values and fills a template (template-catalogue.ts): the
 * one an administrator stored (stored-templates.server.ts, passed by the caller) or the default.
 */
import { SITE_NAME } from "../shell/site";
import { MAIL_TEMPLATES, renderTemplate, type MailTemplateId, type MailTemplateText } from "./template-catalogue";

export interface MailContent {
  subject: string;
  text: string;
}

/** Fills `template` (default: the catalogue's) with `values` and the site's name. */
export function composeMail(
  id: MailTemplateId,
  values: Readonly<Record<string, string>>,
  template: MailTemplateText = MAIL_TEMPLATES[id].defaults,
): MailContent {
  const filled = renderTemplate(template, { site: SITE_NAME, ...values });
  return { subject: filled.subject, text: filled.body };
}

export interface PublicationMailInput {
  ada: string;
  subject: string;
  organization: string;
  decisionType: string;
  /** Absolute address of the decision's page. */
  url: string;
  /** Absolute address of its document (PDF). */
  documentUrl: string;
}

/** Notice to the recipients of a decision that it has been published (SPEC §2 publishing dialog). */
export function publicationMail(m: PublicationMailInput, template?: MailTemplateText): MailContent {
  // Subjects longer than a line are folded by mail clients; keep the ADA at the front.
  const shortSubject = m.subject.length > 120 ? `${m.subject.slice(0, 117)}...` : m.subject;
  return composeMail("publication", { ...m, shortSubject }, template);
}

// ---- Users and security (issue 13): links that confirm a person's own request.

/** The activation link after a registration (SPEC §7 /security/activation?uac=). */
export function activationMail(
  m: { name: string; username: string; url: string; hours: number },
  template?: MailTemplateText,
): MailContent {
  return composeMail("activation", { ...m, hours: String(m.hours) }, template);
}

export function passwordResetMail(
  m: { name: string; username: string; url: string; minutes: number },
  template?: MailTemplateText,
): MailContent {
  return composeMail("passwordReset", { ...m, minutes: String(m.minutes) }, template);
}

export function emailChangeMail(
  m: { name: string; username: string; url: string; hours: number },
  template?: MailTemplateText,
): MailContent {
  return composeMail("emailChange", { ...m, hours: String(m.hours) }, template);
}

/** Issue 13: an administrator reset the user's second factor (lost phone). */
export function secondFactorResetMail(
  m: { name: string; username: string; url: string; required: boolean },
  template?: MailTemplateText,
): MailContent {
  const nextStep = m.required
    ? "Στην επόμενη σύνδεσή σας θα σας ζητηθεί να ενεργοποιήσετε ξανά τον έλεγχο δύο βημάτων, όπως απαιτείται για τους διαχειριστές:"
    : "Μπορείτε να τον ενεργοποιήσετε ξανά από το προφίλ σας:";
  return composeMail("secondFactorReset", { name: m.name, username: m.username, url: m.url, nextStep }, template);
}
