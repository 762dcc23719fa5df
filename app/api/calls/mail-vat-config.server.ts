/**
 * SPEC §7 "Configuration (administration)": the mail templates, the SMTP settings, the VAT
 * services and the default recipients of publication notices (issue 17), over the same domain
 * functions as the /administration/mail and /administration/vat screens. Administrators only
 * (PERM_ADMIN_SYSTEM_CONFIG); /config-shared/notifyRecipients is for every signed-in user. No
 * answer ever carries a password: only whether one is set.
 */
import { z } from "zod";
import { refuse } from "#app/http/refuse.server";
import { checkMailSettings } from "#app/mail/mail-settings-input";
import { mailSettingsView, saveMailSettings } from "#app/mail/mail-settings.server";
import { notifyRecipients, saveNotifyRecipients } from "#app/mail/notify-recipients.server";
import { saveMailTemplate } from "#app/mail/stored-templates.server";
import { isMailTemplateId, MAIL_TEMPLATE_IDS } from "#app/mail/template-catalogue";
import { mailTemplateDetail } from "#app/mail/template-pages.server";
import { checkVatSettings } from "#app/vat/vat-settings-input";
import { saveVatSettings, vatSettingsView, type VatService } from "#app/vat/vat-settings.server";
import { SETTINGS_TEXT } from "#app/messages";
import { defineCall } from "../call";

const TAG = "Ρυθμίσεις (διαχείριση)";
const ADMIN = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;

/** Several field messages as one SPEC §8 error. */
const refuseFields = (errors: Partial<Record<string, string>>): never =>
  refuse(400, Object.values(errors).join(" "), "api");

const template = z.object({
  id: z.enum(MAIL_TEMPLATE_IDS),
  label: z.string(),
  sentWhen: z.string(),
  customised: z.boolean(),
  subject: z.string(),
  body: z.string(),
  placeholders: z.array(z.object({ name: z.string(), label: z.string(), required: z.boolean() })),
});

const templateOut = (id: (typeof MAIL_TEMPLATE_IDS)[number]) => {
  const t = mailTemplateDetail(id);
  return {
    id,
    label: t.label,
    sentWhen: t.sentWhen,
    customised: t.customised,
    ...t.text,
    placeholders: t.placeholders,
  };
};

export const mailTemplatesCall = defineCall({
  method: "GET",
  path: "/config/mail/templates",
  tag: TAG,
  summary: "Τα πρότυπα όλων των μηνυμάτων: θέμα, κείμενο, πεδία αντικατάστασης και αν άλλαξαν.",
  access: ADMIN,
  response: z.array(template),
  example: "/config/mail/templates",
  handler: () => MAIL_TEMPLATE_IDS.map(templateOut),
});

export const saveMailTemplateCall = defineCall({
  method: "POST",
  path: "/config/mail/templates",
  tag: TAG,
  summary:
    "Αποθηκεύει το θέμα και το κείμενο ενός προτύπου· άγνωστο πεδίο αντικατάστασης: 400, τίποτε δεν αποθηκεύεται.",
  access: ADMIN,
  body: z.object({ id: z.string().max(50), subject: z.string().max(2_000), body: z.string().max(25_000) }),
  response: template,
  example: "/config/mail/templates",
  exampleBody: { id: "passwordReset", subject: "Νέος κωδικός για {site}", body: "Ανοίξτε τον σύνδεσμο: {url}" },
  handler: ({ user, body }) => {
    if (!isMailTemplateId(body.id)) return refuse(404, SETTINGS_TEXT.templateNotFound, "api");
    const saved = saveMailTemplate(user!, body.id, { subject: body.subject, body: body.body });
    if (!saved.ok) refuse(400, saved.message, "api");
    return templateOut(body.id);
  },
});

const mailSettings = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  user: z.string(),
  passwordSet: z.boolean(),
  from: z.string(),
});

const mailSettingsOut = () => {
  const { environment: _environment, ...view } = mailSettingsView();
  return view;
};

export const mailSettingsCall = defineCall({
  method: "GET",
  path: "/config/mail/settings",
  tag: TAG,
  summary: "Οι ρυθμίσεις του διακομιστή αλληλογραφίας (χωρίς τον κωδικό· μόνο αν έχει οριστεί).",
  access: ADMIN,
  response: mailSettings,
  example: "/config/mail/settings",
  handler: mailSettingsOut,
});

export const saveMailSettingsCall = defineCall({
  method: "POST",
  path: "/config/mail/settings",
  tag: TAG,
  summary: "Αποθηκεύει τις ρυθμίσεις SMTP· χωρίς password μένει ο αποθηκευμένος κωδικός.",
  access: ADMIN,
  body: z.object({
    host: z.string().max(300),
    port: z.union([z.number().int(), z.string().max(10)]),
    secure: z.boolean().default(false),
    user: z.string().max(300).default(""),
    password: z.string().max(600).default(""),
    clearPassword: z.boolean().default(false),
    from: z.string().max(300).default(""),
  }),
  response: mailSettings,
  example: "/config/mail/settings",
  exampleBody: {
    host: "smtp.example.gr",
    port: 587,
    secure: false,
    user: "register",
    password: "…",
    from: "noreply@example.gr",
  },
  handler: ({ user, body }) => {
    const checked = checkMailSettings(body);
    if (!checked.ok) return refuseFields(checked.errors);
    saveMailSettings(user!, checked.value);
    return mailSettingsOut();
  },
});

const vatSettings = z.object({
  url: z.string(),
  timeoutMs: z.number().int(),
  username: z.string(),
  passwordSet: z.boolean(),
  /** True: set by an administrator; false: the environment's. */
  stored: z.boolean(),
});

const vatOut = (service: VatService) => {
  const { service: _service, ...view } = vatSettingsView(service);
  return view;
};

function vatCalls(service: VatService, label: string) {
  const path = `/config/vat/${service}`;
  return [
    defineCall({
      method: "GET",
      path,
      tag: TAG,
      summary: `Οι ρυθμίσεις της υπηρεσίας ${label} (χωρίς τον κωδικό).`,
      access: ADMIN,
      response: vatSettings,
      example: path,
      handler: () => vatOut(service),
    }),
    defineCall({
      method: "POST",
      path,
      tag: TAG,
      summary: `Αποθηκεύει τις ρυθμίσεις της υπηρεσίας ${label}· κενή διεύθυνση: η υπηρεσία δεν χρησιμοποιείται.`,
      access: ADMIN,
      body: z.object({
        url: z.string().max(2_100),
        timeoutMs: z.union([z.number().int(), z.string().max(10)]),
        username: z.string().max(300).default(""),
        password: z.string().max(600).default(""),
      }),
      response: vatSettings,
      example: path,
      exampleBody:
        service === "ggps"
          ? {
              url: "https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2",
              timeoutMs: 5000,
              username: "user",
              password: "…",
            }
          : { url: "https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number", timeoutMs: 5000 },
      handler: ({ user, body }) => {
        const checked = checkVatSettings(service, body, vatSettingsView(service).passwordSet);
        if (!checked.ok) return refuseFields(checked.errors);
        saveVatSettings(user!, service, checked.value);
        return vatOut(service);
      },
    }),
  ];
}

const recipients = z.object({ recipients: z.array(z.string()) });

export const notifyRecipientsCall = defineCall({
  method: "GET",
  path: "/config/notifyRecipients",
  tag: TAG,
  summary: "Οι προεπιλεγμένοι παραλήπτες των ειδοποιήσεων ανάρτησης.",
  access: ADMIN,
  response: recipients,
  example: "/config/notifyRecipients",
  handler: () => ({ recipients: notifyRecipients() }),
});

export const saveNotifyRecipientsCall = defineCall({
  method: "POST",
  path: "/config/notifyRecipients",
  tag: TAG,
  summary: "Ορίζει τους προεπιλεγμένους παραλήπτες των ειδοποιήσεων ανάρτησης (έως 50 διευθύνσεις).",
  access: ADMIN,
  body: z.object({ recipients: z.array(z.string().max(300)).max(500) }),
  response: recipients,
  example: "/config/notifyRecipients",
  exampleBody: { recipients: ["grammateia@example.gr"] },
  handler: ({ user, body }) => {
    const saved = saveNotifyRecipients(user!, body.recipients);
    if (!saved.ok) refuse(400, saved.message, "api");
    return { recipients: saved.recipients };
  },
});

export const sharedNotifyRecipientsCall = defineCall({
  method: "GET",
  path: "/config-shared/notifyRecipients",
  tag: TAG,
  summary: "Οι προεπιλεγμένοι παραλήπτες των ειδοποιήσεων ανάρτησης, για κάθε συνδεδεμένο χρήστη.",
  access: "user",
  response: recipients,
  example: "/config-shared/notifyRecipients",
  handler: () => ({ recipients: notifyRecipients() }),
});

export const MAIL_VAT_CONFIG_CALLS = [
  mailTemplatesCall,
  saveMailTemplateCall,
  mailSettingsCall,
  saveMailSettingsCall,
  ...vatCalls("vies", "VIES"),
  ...vatCalls("ggps", "ΓΓΠΣ (ΑΑΔΕ)"),
  notifyRecipientsCall,
  saveNotifyRecipientsCall,
  sharedNotifyRecipientsCall,
];
