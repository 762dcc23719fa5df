/**
 * The mailer against a real SMTP server process (tests/support/smtp-sink.ts, the smtp-server
 * package, spawned with tsx) and in .eml outbox mode. Both log to mail_log.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { parseMail, waitForMail } from "#tests/support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { decisionUrl, documentUrl } from "./links";
import { sendMail } from "./mailer.server";
import { publicationMail } from "./templates";

const ADA = "Ψ68ΩΩΗ6-3ΓΦ";
const content = publicationMail({
  ada: ADA,
  subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια γραφικής ύλης",
  organization: "ΔΗΜΟΣ ΤΗΝΟΥ",
  decisionType: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
  url: decisionUrl("https://register.example", ADA),
  documentUrl: documentUrl("https://register.example", ADA),
});

let t: TestDatabase;
const env = { ...process.env };
beforeAll(() => {
  t = createTestDatabase();
});
afterAll(() => t.cleanup());
afterEach(() => {
  process.env = { ...env };
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("SMTP mode (SMTP_URL) against a real SMTP server process", () => {
  let sink: ChildProcess;
  let port: number;
  let mailDir: string;

  beforeAll(async () => {
    port = await freePort();
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-sink-"));
    sink = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/smtp-sink.ts")], {
      env: { ...process.env, SMTP_SINK_PORT: String(port), MAIL_DIR: mailDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("smtp sink did not start")), 20_000);
      sink.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("listening")) {
          clearTimeout(timer);
          resolve();
        }
      });
      sink.once("exit", (code) => reject(new Error(`smtp sink exited with ${code}`)));
    });
  }, 30_000);

  afterAll(() => {
    sink?.kill("SIGTERM");
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it("delivers the publication notice with the ADA, in Greek, and logs it", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.MAIL_FROM = "diafaneia@example.gov.gr";
    const result = await sendMail(t.db, { to: ["paraliptis@example.gr", "deuteros@example.gr"], ...content });
    expect(result.ok).toBe(true);

    const mail = await waitForMail((m) => m.envelope.to.includes("paraliptis@example.gr"), 10_000, mailDir);
    expect(mail.envelope).toEqual({
      from: "diafaneia@example.gov.gr",
      to: ["paraliptis@example.gr", "deuteros@example.gr"],
    });
    expect(mail.subject).toBe(`Ανάρτηση πράξης ΑΔΑ ${ADA}: ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια γραφικής ύλης`);
    expect(mail.text).toContain(`ΑΔΑ: ${ADA}`);
    expect(mail.text).toContain("Φορέας: ΔΗΜΟΣ ΤΗΝΟΥ");
    expect(mail.text).toContain(`https://register.example/decision/view/${encodeURIComponent(ADA)}`);

    const log = t.db.select().from(schema.mailLog).all().at(-1)!;
    expect(log).toMatchObject({
      status: "sent",
      error: null,
      recipients: ["paraliptis@example.gr", "deuteros@example.gr"],
      subject: content.subject,
    });
  });

  it("reports and logs a failure when the server cannot be reached", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    const result = await sendMail(t.db, { to: ["x@example.org"], ...content });
    expect(result.ok).toBe(false);
    const log = t.db.select().from(schema.mailLog).all().at(-1)!;
    expect(log.status).toBe("failed");
    expect(log.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("outbox mode (no SMTP_URL)", () => {
  it("writes each message as an .eml file into OUTBOX_DIR and logs it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    try {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
      process.env.OUTBOX_DIR = path.join(dir, "nested");
      const result = await sendMail(t.db, { to: ["paraliptis@example.gr"], ...content });
      expect(result.ok).toBe(true);
      const files = fs.readdirSync(path.join(dir, "nested"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const mail = parseMail(path.join(dir, "nested", files[0]));
      expect(mail.headers.from).toBe("noreply@example.org");
      expect(mail.headers.to).toBe("paraliptis@example.gr");
      expect(mail.subject).toContain(ADA);
      expect(mail.text).toContain(`Θέμα: ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια γραφικής ύλης`);
      expect(result.ok && result.file).toBe(path.join(dir, "nested", files[0]));
      expect(t.db.select().from(schema.mailLog).all().at(-1)).toMatchObject({ status: "sent" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a message without recipients, and logs that too", async () => {
    const result = await sendMail(t.db, { to: [], ...content });
    expect(result).toEqual({ ok: false, error: "no recipients" });
    expect(t.db.select().from(schema.mailLog).all().at(-1)).toMatchObject({ status: "failed", error: "no recipients" });
  });
});
