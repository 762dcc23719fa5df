/**
 * Handing one message to the mail transport (DESIGN.md principle 3): the SMTP server an
 * administrator stored (mail-settings.server.ts), else any SMTP server when SMTP_URL is set, otherwise an .eml file in OUTBOX_DIR (default ./outbox), so `npm start`
 * needs nothing but Node and a developer can open what would have been sent.
 *   SMTP_URL   smtp://user:pass@host:587 (nodemailer's URL form)
 *   MAIL_FROM  sender address (default noreply@example.org)
 *   OUTBOX_DIR folder for .eml files when SMTP_URL is not set
 *
 * Nothing else calls this: every message is queued in mail_outbox inside the transaction of the
 * change that causes it (outbox.server.ts) and delivered from there (delivery.server.ts), so a
 * crash cannot lose it. `transmit` throws when the transport refuses the message.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { environmentTransport, type MailTransportChoice } from "./mail-settings.server";
import type { MailContent } from "./templates";

export interface OutgoingMessage extends MailContent {
  to: readonly string[];
  /** `<key@host>`: the same on every attempt, so a receiver can drop a rare re-send. */
  messageId: string;
  /** Extra header fields, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | null;
}

export interface Transmitted {
  /** The .eml file, in outbox-folder mode. */
  file?: string;
}

/**
 * Bounded waits: a delivery claim lasts a few minutes (delivery.server.ts), and a send must end
 * well within it, or a second worker could send the same message again. nodemailer's defaults
 * (2 min to connect, 10 min of socket silence) are far longer.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

let smtp: { key: string; transporter: Transporter } | undefined;

/** One transporter (with its pooled connection) per set of options: a stored change makes a new one. */
function smtpTransporter(options: Extract<MailTransportChoice, { kind: "smtp" }>["options"]): Transporter {
  const key = JSON.stringify(options);
  if (smtp?.key !== key) smtp = { key, transporter: nodemailer.createTransport({ ...options, ...SMTP_TIMEOUTS }) };
  return smtp.transporter;
}

const streamTransporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** The file a message is written to: named by its Message-ID, so a re-send overwrites it. */
function emlFile(dir: string, messageId: string): string {
  return path.join(dir, `${messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._@-]/g, "_")}.eml`);
}

/**
 * Sends `message` through `transport`: delivery.server.ts passes the stored settings'
 * (mail-settings.server.ts mailTransportChoice, read for every message, so a change applies to
 * the next one); without it, the environment's.
 */
export async function transmit(
  message: OutgoingMessage,
  transport: MailTransportChoice = environmentTransport(),
): Promise<Transmitted> {
  if (message.to.length === 0) throw new Error("no recipients");
  const mail = {
    from: transport.from,
    to: [...message.to],
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
    ...(message.headers ? { headers: message.headers } : {}),
  };
  if (transport.kind === "smtp") {
    const info = await smtpTransporter(transport.options).sendMail(mail);
    // nodemailer resolves when at least one recipient was accepted; a partial refusal is a failure
    // here, and the whole message is retried (each row has one recipient, see outbox.server.ts).
    const refused = ((info.rejected ?? []) as (string | { address: string })[]).map((r) =>
      typeof r === "string" ? r : r.address,
    );
    if (refused.length > 0) throw new Error(`recipients refused: ${refused.join(", ")}`);
    return {};
  }
  const info = await streamTransporter.sendMail(mail);
  fs.mkdirSync(transport.dir, { recursive: true });
  const file = emlFile(transport.dir, message.messageId);
  // Written whole under a temporary name and renamed: a crash never leaves half a message.
  fs.writeFileSync(`${file}.part`, info.message as Buffer);
  fs.renameSync(`${file}.part`, file);
  return { file };
}
