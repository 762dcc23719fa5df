/**
 * Sending mail (DESIGN.md principle 3): any SMTP server when SMTP_URL is set, otherwise each
 * message is written as an .eml file into OUTBOX_DIR (default ./outbox), so `npm start` needs
 * nothing but Node and a developer can open what would have been sent.
 *
 * Every attempt is logged in mail_log, sent or failed, so a failed notice is visible and can be
 * retried. Sending never throws: a mail failure must not undo the action that caused it.
 *   SMTP_URL   smtp://user:pass@host:587 (nodemailer's URL form)
 *   MAIL_FROM  sender address (default noreply@example.org)
 *   OUTBOX_DIR folder for .eml files when SMTP_URL is not set
 */
import crypto from "node:crypto";
import { config } from "#config/env";
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { schema } from "#db/client";
import type { DbOrTx } from "../audit.server";
import type { MailContent } from "./templates";

export interface OutgoingMail extends MailContent {
  to: readonly string[];
}

export type SendResult = { ok: true; messageId: string; file?: string } | { ok: false; error: string };

interface Transport {
  send(mail: OutgoingMail & { from: string }): Promise<{ messageId: string; file?: string }>;
}

function smtpTransport(url: string): Transport {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: [...mail.to],
        subject: mail.subject,
        text: mail.text,
      });
      return { messageId: info.messageId };
    },
  };
}

function outboxTransport(dir: string): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: [...mail.to],
        subject: mail.subject,
        text: mail.text,
      });
      fs.mkdirSync(dir, { recursive: true });
      // Time first, so a directory listing is in sending order.
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      return { messageId: info.messageId, file };
    },
  };
}

/** The transport the environment asks for (read on each send, so tests and admins can switch). */
function currentTransport(): Transport {
  const { SMTP_URL, OUTBOX_DIR } = config();
  return SMTP_URL ? smtpTransport(SMTP_URL) : outboxTransport(OUTBOX_DIR);
}

export async function sendMail(db: DbOrTx, mail: OutgoingMail): Promise<SendResult> {
  const from = config().MAIL_FROM;
  let result: SendResult;
  try {
    if (mail.to.length === 0) throw new Error("no recipients");
    const sent = await currentTransport().send({ ...mail, from });
    result = { ok: true, ...sent };
  } catch (error) {
    result = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  try {
    db.insert(schema.mailLog)
      .values({
        at: Date.now(),
        recipients: [...mail.to],
        subject: mail.subject,
        status: result.ok ? "sent" : "failed",
        error: result.ok ? null : result.error,
      })
      .run();
  } catch (error) {
    // The log is for people; losing one row must not turn a sent mail into a failure.
    console.error("mail_log write failed:", error);
  }
  return result;
}
