/**
 * Mail templates and mail settings stored by an administrator (issue 17), against a real SQLite
 * file and a real SMTP server process: a saved template changes the next message the server
 * receives, a refused one changes nothing, and the stored SMTP settings (with their sealed
 * password) are what the delivery uses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { waitForMail } from "#tests/support/smtp-sink";
import { startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { auditOf } from "../audit.server";
import { SETTINGS_TEXT } from "../messages";
import { requestPasswordReset } from "../users/password-reset.server";
import { deliverDueMail } from "./delivery.server";
import { mailTransportChoice, saveMailSettings, storedMailSettings } from "./mail-settings.server";
import {
  isMailTemplateCustomised,
  resetMailTemplate,
  saveMailTemplate,
  storedMailTemplate,
} from "./stored-templates.server";
import { MAIL_TEMPLATES, renderTemplate, sampleValues } from "./template-catalogue";

const t = useDemoDatabase();
const admin = { id: 1 };
let sink: SinkProcess;
beforeAll(async () => {
  sink = await startSinkProcess();
}, 30_000);
afterAll(() => sink?.stop());

const resetBody = (extra: string) => `${extra}\n{url}\nΙσχύει {minutes} λεπτά.\n— {site}`;

describe("mail templates", () => {
  it("refuses an unknown or a missing required placeholder in Greek, and stores nothing", () => {
    const unknown = saveMailTemplate(admin, "passwordReset", { subject: "Νέος κωδικός {foo}", body: resetBody("") });
    expect(unknown).toEqual({
      ok: false,
      field: "body",
      message: SETTINGS_TEXT.templateUnknownPlaceholder("foo", ["name", "username", "url", "minutes", "site"]),
    });
    const missing = saveMailTemplate(admin, "passwordReset", { subject: "Νέος κωδικός", body: "Χωρίς σύνδεσμο." });
    expect(missing).toMatchObject({ ok: false, message: SETTINGS_TEXT.templateMissingPlaceholder("url") });
    const twoLines = saveMailTemplate(admin, "passwordReset", { subject: "α\nβ", body: resetBody("") });
    expect(twoLines).toMatchObject({ ok: false, field: "subject", message: SETTINGS_TEXT.templateSubjectLines });
    expect(isMailTemplateCustomised("passwordReset")).toBe(false);
    expect(auditOf("mail_template", "passwordReset", t.db)).toEqual([]);
  });

  it("previews every default template with its sample values, leaving no placeholder unfilled", () => {
    for (const spec of Object.values(MAIL_TEMPLATES)) {
      const preview = renderTemplate(spec.defaults, sampleValues(spec));
      expect(`${preview.subject}${preview.body}`, spec.id).not.toMatch(/\{[A-Za-z]+\}/);
    }
  });

  it("a saved template and stored SMTP settings shape the next message the SMTP server receives; reset restores the default", async () => {
    saveMailSettings(admin, {
      host: "127.0.0.1",
      port: sink.port,
      secure: false,
      user: "relay-user",
      newPassword: "relay-secret",
      clearPassword: false,
      from: "grammateia@example.gov.gr",
    });
    // The password is sealed at rest, and opened only for the transport.
    expect(storedMailSettings().passwordSealed).not.toContain("relay-secret");
    expect(mailTransportChoice()).toMatchObject({ kind: "smtp", options: { auth: { pass: "relay-secret" } } });

    const saved = saveMailTemplate(admin, "passwordReset", {
      subject: "Κωδικός για {username} ({site})",
      body: resetBody("Προσαρμοσμένο κείμενο του διαχειριστή."),
    });
    expect(saved).toEqual({ ok: true });
    expect(auditOf("mail_template", "passwordReset", t.db).map((a) => a.action)).toEqual(["mailTemplate.save"]);

    requestPasswordReset("publisher");
    await deliverDueMail(t.db);
    const mail = await waitForMail((m) => m.subject.startsWith("Κωδικός για publisher"), 10_000, sink.mailDir);
    expect(mail.subject).toBe("Κωδικός για publisher (Μητρώο Πράξεων)");
    expect(mail.envelope.from).toBe("grammateia@example.gov.gr");
    expect(mail.text).toContain("Προσαρμοσμένο κείμενο του διαχειριστή.");
    expect(mail.text).toMatch(/\/security\/pwdreset\?uac=[A-Za-z0-9_-]{20,}/);

    resetMailTemplate(admin, "passwordReset");
    expect(storedMailTemplate("passwordReset")).toEqual(MAIL_TEMPLATES.passwordReset.defaults);
  }, 30_000);
});
