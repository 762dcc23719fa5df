/**
 * The transport against a real SMTP server process (tests/support/smtp-sink.ts, the smtp-server
 * package, spawned with tsx) and in .eml outbox mode.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseMail, waitForMail } from "#tests/support/smtp-sink";
import { freePort, startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { decisionUrl, documentUrl } from "./links";
import { transmit } from "./mailer.server";
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

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});

describe("SMTP mode (SMTP_URL) against a real SMTP server process", () => {
  let sink: SinkProcess;
  beforeAll(async () => {
    sink = await startSinkProcess();
  }, 30_000);
  afterAll(() => sink?.stop());

  it("delivers the publication notice in Greek, under the Message-ID it is given", async () => {
    process.env.SMTP_URL = sink.url;
    process.env.MAIL_FROM = "diafaneia@example.gov.gr";
    await transmit({ to: ["paraliptis@example.gr"], messageId: "<publish.v1.abc@register.example>", ...content });

    const mail = await waitForMail((m) => m.envelope.to.includes("paraliptis@example.gr"), 10_000, sink.mailDir);
    expect(mail.envelope).toEqual({ from: "diafaneia@example.gov.gr", to: ["paraliptis@example.gr"] });
    expect(mail.headers["message-id"]).toBe("<publish.v1.abc@register.example>");
    expect(mail.subject).toBe(`Ανάρτηση πράξης ΑΔΑ ${ADA}: ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια γραφικής ύλης`);
    expect(mail.text).toContain(`ΑΔΑ: ${ADA}`);
    expect(mail.text).toContain("Φορέας: ΔΗΜΟΣ ΤΗΝΟΥ");
    expect(mail.text).toContain(`https://register.example/decision/view/${encodeURIComponent(ADA)}`);
  });

  it("throws when the server cannot be reached", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    await expect(transmit({ to: ["x@example.org"], messageId: "<k@h>", ...content })).rejects.toThrow(
      /ECONNREFUSED|connect/i,
    );
  });
});

describe("outbox-folder mode (no SMTP_URL)", () => {
  it("writes each message as an .eml file named by its Message-ID, so a re-send replaces it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    try {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
      process.env.OUTBOX_DIR = path.join(dir, "nested");
      const message = { to: ["paraliptis@example.gr"], messageId: "<publish.v1.abc@register.example>", ...content };
      const first = await transmit(message);
      const again = await transmit(message);
      const files = fs.readdirSync(path.join(dir, "nested"));
      expect(files).toEqual(["publish.v1.abc@register.example.eml"]);
      expect(first.file).toBe(path.join(dir, "nested", files[0]));
      expect(again.file).toBe(first.file);
      const mail = parseMail(path.join(dir, "nested", files[0]));
      expect(mail.headers.from).toBe("noreply@example.org");
      expect(mail.headers.to).toBe("paraliptis@example.gr");
      expect(mail.headers["message-id"]).toBe("<publish.v1.abc@register.example>");
      expect(mail.text).toContain(`Θέμα: ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια γραφικής ύλης`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a message without recipients", async () => {
    await expect(transmit({ to: [], messageId: "<k@h>", ...content })).rejects.toThrow("no recipients");
  });
});
