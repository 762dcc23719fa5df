/**
 * A real SMTP server for the end-to-end tests (the `smtp-server` package), run as its own process:
 *
 *   tsx tests/support/smtp-sink.ts      (SMTP_SINK_PORT, default 2525; MAIL_DIR, default tests/.tmp/mail)
 *
 * It accepts every message from anyone, with or without AUTH, and writes each one raw as
 * `<time>-<n>.eml` into MAIL_DIR, with the SMTP envelope beside it as `<same>.json`. The portal
 * talks to it over TCP (SMTP_URL=smtp://127.0.0.1:2525), exactly as it would to a real relay.
 *
 * Tests import `waitForMail` (and `readMail`) from this module; importing it does not start a server.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

export const SMTP_SINK_PORT = Number(process.env.SMTP_SINK_PORT || 2525);
export const MAIL_DIR = path.resolve(process.env.MAIL_DIR || "tests/.tmp/mail");

export interface SunkMail {
  /** The .eml file. */
  file: string;
  /** The SMTP envelope (MAIL FROM / RCPT TO), lower-cased addresses. */
  envelope: { from: string; to: string[] };
  /** The message exactly as received. */
  raw: string;
  /** Header fields, names lower-cased, values unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** Every text/* part, transfer-decoded (base64, quoted-printable) and joined. */
  text: string;
}

// ---------------------------------------------------------------- reading what arrived

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i];
    if (ch === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "latin1"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?utf-8?B?...?= and =?utf-8?Q?...?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function splitHead(entity: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(line.slice(colon + 1).trim());
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function textParts(entity: string): string[] {
  const { headers, body } = splitHead(entity);
  const type = (headers["content-type"] || "text/plain").toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, "")));
  }
  if (!type.startsWith("text/")) return [];
  const encoding = (headers["content-transfer-encoding"] || "7bit").toLowerCase();
  if (encoding === "base64") return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") return [decodeQuotedPrintable(body).toString("utf8")];
  return [body];
}

export function parseMail(file: string): SunkMail {
  const raw = fs.readFileSync(file, "utf8");
  let envelope = { from: "", to: [] as string[] };
  try {
    envelope = JSON.parse(fs.readFileSync(file.replace(/\.eml$/, ".json"), "utf8"));
  } catch {
    // a message without its envelope file still counts
  }
  const { headers } = splitHead(raw);
  return { file, envelope, raw, headers, subject: headers.subject ?? "", text: textParts(raw).join("\n") };
}

/** Every message received so far, oldest first. */
export function readMail(dir: string = MAIL_DIR): SunkMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseMail(path.join(dir, name)));
}

/** Polls the mail folder until a message satisfies `predicate`; throws after `timeoutMs`. */
export async function waitForMail(
  predicate: (mail: SunkMail) => boolean,
  timeoutMs = 10_000,
  dir: string = MAIL_DIR,
): Promise<SunkMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMail(dir).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = readMail(dir).map((m) => `${m.envelope.to.join(",")}: ${m.subject}`);
      throw new Error(
        `No matching e-mail reached the SMTP sink within ${timeoutMs} ms (${dir}). Received: ${
          seen.length ? seen.join(" | ") : "nothing"
        }`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// ---------------------------------------------------------------- the server

export function startSmtpSink(port = SMTP_SINK_PORT, dir = MAIL_DIR): Promise<SMTPServer> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the client would otherwise try to upgrade and reject the test certificate.
    disabledCommands: ["STARTTLS"],
    banner: "decisions-register test SMTP sink",
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const base = `${Date.now()}-${String(++counter).padStart(5, "0")}`;
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "",
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        };
        // Envelope first, then the message under a temporary name renamed into place, so a
        // reader never sees half a message.
        fs.writeFileSync(path.join(dir, `${base}.json`), JSON.stringify(envelope));
        fs.writeFileSync(path.join(dir, `${base}.eml.part`), Buffer.concat(chunks));
        fs.renameSync(path.join(dir, `${base}.eml.part`), path.join(dir, `${base}.eml`));
        console.log(`smtp-sink: message ${base} for ${envelope.to.join(", ")}`);
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on("error", (error) => console.error("smtp-sink:", error.message));
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      console.log(`smtp-sink: listening on smtp://127.0.0.1:${port}, writing to ${dir}`);
      resolve(server);
    });
  });
}

const runDirectly =
  typeof process.argv[1] === "string" && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);

if (runDirectly) {
  startSmtpSink().then(
    (server) => {
      const stop = () => server.close(() => process.exit(0));
      process.on("SIGTERM", stop);
      process.on("SIGINT", stop);
    },
    (error: Error) => {
      console.error(`smtp-sink: cannot listen on port ${SMTP_SINK_PORT}: ${error.message}`);
      process.exit(1);
    },
  );
}
