/**
 * «Αποστολή δοκιμαστικού μηνύματος» of the mail settings (issue 17): one message to the address
 * the administrator typed, through the SMTP settings as typed in the form, stored or not (the
 * password left empty is the stored one), so a change can be tried before it is saved. Nothing
 * is stored but the audit row. The message is sent at once and only once, past the outbox (whose
 * delivery uses the stored settings), and the answer is what the mail server said: accepted, or
 * its error. A failed test is not retried behind the administrator's back.
 */
import crypto from "node:crypto";
import { writeAudit } from "#app/audit.server";
import { isEmail } from "#app/fields/email-list.rule";
import { getDb, type Db } from "#db/client";
import { SETTINGS_TEXT } from "../messages";
import { SITE_NAME } from "../shell/site";
import { transmit } from "./mailer.server";
import { checkMailSettings, type MailSettingsDraft, type MailSettingsField } from "./mail-settings-input";
import { MAIL_SETTINGS_KEY, typedTransportChoice } from "./mail-settings.server";
import { messageIdFor } from "./outbox.server";

export type TestMailResult =
  | { ok: boolean; message: string }
  /** The form is refused (a field, or the address, is wrong): nothing was sent. */
  | { ok: false; errors: Partial<Record<MailSettingsField | "address", string>> };

export async function sendTestMail(
  actor: { id: number },
  draft: MailSettingsDraft,
  address: string,
  db: Db = getDb(),
): Promise<TestMailResult> {
  const to = address.trim();
  const checked = checkMailSettings(draft);
  const errors = { ...(checked.ok ? {} : checked.errors), ...(isEmail(to) ? {} : { address: SETTINGS_TEXT.badEmail }) };
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const transport = typedTransportChoice(checked.value, db);
  const { host, port, secure, user, from } = checked.value;
  db.transaction((tx) =>
    writeAudit(tx, {
      userId: actor.id,
      action: "mail.test",
      entityType: "setting",
      entityId: MAIL_SETTINGS_KEY,
      details: { to, host, port, secure, user, from },
    }),
  );
  try {
    await transmit(
      {
        to: [to],
        subject: SETTINGS_TEXT.testMailSubject,
        text: SETTINGS_TEXT.testMailBody(SITE_NAME),
        messageId: messageIdFor(`admin-test.${crypto.randomUUID()}`),
      },
      transport,
    );
    return { ok: true, message: SETTINGS_TEXT.testMailSent(to) };
  } catch (error) {
    return {
      ok: false,
      message: SETTINGS_TEXT.testMailFailed(to, error instanceof Error ? error.message : String(error)),
    };
  }
}
