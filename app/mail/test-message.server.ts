/**
 * «Αποστολή δοκιμαστικού μηνύματος» of the mail settings (issue 17): one message to the address
 * the administrator typed, through the outbox like every message (so it uses the stored settings
 * exactly as a real notice would), tried at once and only once, and the answer is what the mail
 * server said: accepted, or its error. A failed test is not retried for hours behind the
 * administrator's back.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { writeAudit } from "#app/audit.server";
import { isEmail } from "#app/fields/email-list.rule";
import { getDb, schema, type Db } from "#db/client";
import { SETTINGS_TEXT } from "../messages";
import { SITE_NAME } from "../shell/site";
import { deliverNow } from "./delivery.server";
import { queueMail } from "./outbox.server";

export interface TestMailResult {
  ok: boolean;
  message: string;
  /** The typed address is not an e-mail address: nothing was sent. */
  badAddress?: true;
}

export async function sendTestMail(
  actor: { id: number },
  address: string,
  db: Db = getDb(),
  options: { waitMs?: number } = {},
): Promise<TestMailResult> {
  const to = address.trim();
  if (!isEmail(to)) return { ok: false, message: SETTINGS_TEXT.badEmail, badAddress: true };
  const ids = db.transaction((tx) => {
    const queued = queueMail(tx, {
      key: `admin-test.${crypto.randomUUID()}`,
      purpose: "mail.test",
      to: [to],
      subject: SETTINGS_TEXT.testMailSubject,
      text: SETTINGS_TEXT.testMailBody(SITE_NAME),
    });
    writeAudit(tx, { userId: actor.id, action: "mail.test", entityType: "mail_outbox", entityId: queued[0] });
    return queued;
  });
  const sent = await deliverNow(db, ids, { waitMs: options.waitMs ?? 20_000, maxAttempts: 1 });
  if (sent === ids.length) return { ok: true, message: SETTINGS_TEXT.testMailSent(to) };
  const row = db
    .select({ lastError: schema.mailOutbox.lastError })
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.id, ids[0]))
    .get();
  return row?.lastError
    ? { ok: false, message: SETTINGS_TEXT.testMailFailed(to, row.lastError) }
    : { ok: false, message: SETTINGS_TEXT.testMailQueued(to) };
}
