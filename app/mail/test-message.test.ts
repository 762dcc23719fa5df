/**
 * «Αποστολή δοκιμαστικού μηνύματος» with the values typed in the form, against a real SQLite file
 * and a real SMTP server process: the typed host and port are the ones tried while the stored
 * settings point elsewhere, the password left empty is the stored one, wrong values are answered
 * in Greek with nothing sent, and nothing stored changes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { readMail, waitForMail } from "#tests/support/smtp-sink";
import { freePort, startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { auditOf } from "../audit.server";
import { SETTINGS_TEXT } from "../messages";
import type { MailSettingsDraft } from "./mail-settings-input";
import { MAIL_SETTINGS_KEY, saveMailSettings, storedMailSettings, typedTransportChoice } from "./mail-settings.server";
import { sendTestMail } from "./test-message.server";

const t = useDemoDatabase();
const admin = { id: 1 };
let sink: SinkProcess;
/** A port nobody listens on: where the stored settings point. */
let nowhere: number;
beforeAll(async () => {
  sink = await startSinkProcess();
  nowhere = await freePort();
}, 30_000);
afterAll(() => sink?.stop());

const draft = (typed: Partial<MailSettingsDraft>): MailSettingsDraft => ({
  host: "127.0.0.1",
  port: String(sink.port),
  secure: false,
  user: "",
  password: "",
  clearPassword: false,
  from: "",
  ...typed,
});

function storeSettings(port: number) {
  saveMailSettings(admin, {
    host: "127.0.0.1",
    port,
    secure: false,
    user: "stored-user",
    newPassword: "Stored-Secret",
    clearPassword: false,
    from: "stored@example.gov.gr",
  });
  return storedMailSettings(t.db);
}
const settingWrites = () => auditOf("setting", MAIL_SETTINGS_KEY, t.db).filter((a) => a.action === "setting.write");

describe("the test message", () => {
  it("goes through the typed host and port, not the stored ones, and stores nothing", async () => {
    const stored = storeSettings(nowhere);
    const writes = settingWrites().length;
    const to = "typed-test@example.org";
    const result = await sendTestMail(admin, draft({ user: "stored-user", from: "typed@example.gov.gr" }), to);
    expect(result).toEqual({ ok: true, message: SETTINGS_TEXT.testMailSent(to) });
    const mail = await waitForMail((m) => m.envelope.to.includes(to), 10_000, sink.mailDir);
    expect(mail.subject).toBe(SETTINGS_TEXT.testMailSubject);
    expect(mail.envelope.from).toBe("typed@example.gov.gr");
    expect(storedMailSettings(t.db)).toEqual(stored);
    expect(settingWrites()).toHaveLength(writes);
    expect(auditOf("setting", MAIL_SETTINGS_KEY, t.db).at(-1)).toMatchObject({
      action: "mail.test",
      userId: admin.id,
    });
  });

  it("answers the server's refusal in Greek when the typed server does not answer, though the stored one would", async () => {
    const stored = storeSettings(sink.port);
    const to = "unreachable-test@example.org";
    const result = await sendTestMail(admin, draft({ port: String(nowhere) }), to);
    expect(result.ok).toBe(false);
    expect("message" in result && result.message).toContain(
      `Η αποστολή του δοκιμαστικού μηνύματος προς ${to} απέτυχε. Ο διακομιστής αλληλογραφίας απάντησε:`,
    );
    expect(readMail(sink.mailDir).filter((m) => m.envelope.to.includes(to))).toEqual([]);
    expect(storedMailSettings(t.db)).toEqual(stored);
  });

  it("refuses wrong values and a wrong address in Greek, field by field, sending nothing", async () => {
    const calls = auditOf("setting", MAIL_SETTINGS_KEY, t.db).length;
    const result = await sendTestMail(admin, draft({ port: "μία", from: "όχι διεύθυνση" }), "not-an-address");
    expect(result).toEqual({
      ok: false,
      errors: { port: SETTINGS_TEXT.badPort, from: SETTINGS_TEXT.badSender, address: SETTINGS_TEXT.badEmail },
    });
    expect(auditOf("setting", MAIL_SETTINGS_KEY, t.db)).toHaveLength(calls);
  });

  it("uses the stored password when the field is left empty, the typed one when given, none when cleared", () => {
    storeSettings(nowhere);
    const input = { host: "127.0.0.1", port: sink.port, secure: false, user: "u", clearPassword: false, from: "" };
    const passOf = (choice: ReturnType<typeof typedTransportChoice>) =>
      choice.kind === "smtp" && "auth" in choice.options ? choice.options.auth?.pass : undefined;
    expect(passOf(typedTransportChoice(input, t.db))).toBe("Stored-Secret");
    expect(passOf(typedTransportChoice({ ...input, newPassword: "Typed-Secret" }, t.db))).toBe("Typed-Secret");
    expect(passOf(typedTransportChoice({ ...input, clearPassword: true }, t.db))).toBe("");
  });
});
