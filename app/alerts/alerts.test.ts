/**
 * Search alerts against a real SQLite file and a real SMTP server process: the double opt-in,
 * the daily digest with exactly the new matches (and its unsubscribe headers), the same day run
 * twice (nothing mailed twice), a run that crashes half-way and the next one that resumes it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, schema, setDb } from "#db/client";
import type { SearchDocument } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { athensWallClockToEpoch } from "#shared/dates";
import { readMail } from "#tests/support/smtp-sink";
import { startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { auditOf } from "../audit.server";
import { deliverDueMail } from "../mail/delivery.server";
import { runDueAlerts } from "./digest.server";
import { alertByToken, alertsOfUser, changeAlert, subscribe } from "./subscriptions.server";

let testDb: TestDatabase;
let engine: ReturnType<typeof createFts5Engine>;
let userId: number;
const env = { ...process.env };

/** An Athens wall-clock time in November 2026 (the digest hour is 7). */
const at = (day: number, hour = 10, minute = 0) => athensWallClockToEpoch(2026, 11, day, hour, minute);

let nextId = 1;
function publish(subject: string, publishedAt: number, orgUid = "6013"): SearchDocument {
  const id = nextId++;
  const doc: SearchDocument = {
    decisionId: id,
    ada: `ΑΛΕΡΤ${String(id).padStart(3, "0")}-ΑΒΓ`,
    versionId: `v${id}`,
    orgUid,
    orgLabel: orgUid === "6013" ? "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ" : "ΛΙΜΕΝΙΚΟ ΤΑΜΕΙΟ ΑΡΤΑΣ",
    decisionTypeUid: "Β.1.3",
    decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    status: "PUBLISHED",
    subject,
    protocolNumber: `${id}/2026`,
    issueDate: "2026-11-01",
    publishedAt,
    updatedAt: publishedAt,
    amount: id % 2 ? 1500 : null,
    unitUids: [],
    signerUids: [],
    thematicCategoryUids: [],
  };
  engine.indexMany([doc]);
  return doc;
}

const outbox = () => testDb.db.select().from(schema.mailOutbox).all();
const alertRow = (id: number) =>
  testDb.db.select().from(schema.searchAlerts).where(eq(schema.searchAlerts.id, id)).get()!;
const run = (now: number, extra: { afterAlert?: (id: number) => void } = {}) =>
  runDueAlerts(testDb.db, { now, digestHour: 7, databaseFile: testDb.file, ...extra });

beforeAll(() => {
  testDb = createTestDatabase();
  setDb(testDb.db);
  engine = createFts5Engine(testDb.db);
  userId = getDb()
    .insert(schema.users)
    .values({ username: "follower", passwordHash: "x", name: "Ακόλουθος", email: "Follower@Example.org" })
    .returning({ id: schema.users.id })
    .get().id;
});
afterAll(() => testDb.cleanup());
beforeEach(() => {
  process.env = { ...env, PUBLIC_URL: "https://apofaseis.example.gr" };
  testDb.db.$client.exec("DELETE FROM search_alerts; DELETE FROM mail_outbox; DELETE FROM mail_log;");
  engine.clear();
});

function confirmedAlert(link: string, email: string, now: number, frequency: "daily" | "immediate" = "daily") {
  expect(subscribe({ link, frequency, email, user: null, now }).kind).toBe("checkMail");
  const row = testDb.db.select().from(schema.searchAlerts).where(eq(schema.searchAlerts.email, email)).all().at(-1)!;
  expect(changeAlert(row.token, { kind: "confirm" }, null, now)).toBe(true);
  return alertRow(row.id);
}

describe("subscribing", () => {
  it("mails a visitor a confirmation link first, and starts the alert only once it is confirmed", () => {
    const now = at(2);
    expect(
      subscribe({ link: "/search?query=ύδρευση", frequency: "daily", email: " Anna@Example.org ", user: null, now }),
    ).toEqual({
      kind: "checkMail",
      link: `/search?query=${encodeURIComponent("ύδρευση")}`,
    });
    const [row] = testDb.db.select().from(schema.searchAlerts).all();
    expect(row).toMatchObject({ email: "anna@example.org", confirmedAt: null, userId: null });
    const [mail] = outbox();
    expect(mail.recipients).toEqual(["anna@example.org"]);
    expect(mail.text).toContain(`https://apofaseis.example.gr/alerts/${row.token}`);
    expect(mail.text).toContain("«ύδρευση»");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<https://apofaseis.example.gr/alerts/${row.token}/unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Unconfirmed: no digest, however many matches.
    publish("Ύδρευση οικισμού", now + 3_600_000);
    return run(at(3)).then((report) => {
      expect(report).toEqual({ checked: 0, mailed: 0 });
      expect(changeAlert(row.token, { kind: "confirm" }, null, at(3))).toBe(true);
      expect(alertRow(row.id).confirmedAt).toBe(at(3));
      expect(auditOf("search_alert", row.id).map((a) => a.action)).toEqual(["alert.subscribe", "alert.confirm"]);
    });
  });

  it("never tells a visitor whether an address already follows a search, and refuses what is not a search here", () => {
    const now = at(2);
    confirmedAlert("/search?query=σχολεία", "kostas@example.org", now);
    expect(
      subscribe({ link: "/search?query=σχολεία", frequency: "daily", email: "kostas@example.org", user: null, now })
        .kind,
    ).toBe("checkMail");
    expect(outbox()).toHaveLength(1); // the first confirmation only
    expect(
      subscribe({ link: "https://evil.example/search", frequency: "daily", email: "a@example.org", user: null }).kind,
    ).toBe("badLink");
    expect(subscribe({ link: "/search", frequency: "daily", email: "not an address", user: null }).kind).toBe(
      "badEmail",
    );
  });

  it("starts a logged-in user's alert at once at their account's address, lists it, and changes it", () => {
    const user = { id: userId, email: "Follower@Example.org" };
    expect(subscribe({ link: "/search?query=άδειες", frequency: "immediate", user }).kind).toBe("following");
    expect(subscribe({ link: "/search?query=άδειες", frequency: "daily", user }).kind).toBe("updated");
    const [alert] = alertsOfUser(userId);
    expect(alert).toMatchObject({ email: "follower@example.org", frequency: "daily", label: "«άδειες»" });
    expect(alert.confirmedAt).not.toBeNull();
    expect(outbox()).toHaveLength(0);
    expect(changeAlert(alert.token, { kind: "frequency", frequency: "immediate" }, userId)).toBe(true);
    expect(alertByToken(alert.token)?.frequency).toBe("immediate");
    expect(changeAlert(alert.token, { kind: "delete" }, userId)).toBe(true);
    expect(alertsOfUser(userId)).toEqual([]);
    expect(changeAlert(alert.token, { kind: "delete" }, userId)).toBe(false);
    expect(auditOf("search_alert", alert.id).map((a) => a.action)).toEqual([
      "alert.subscribe",
      "alert.update",
      "alert.update",
      "alert.delete",
    ]);
  });
});

describe("the daily digest", () => {
  it("mails exactly the matches published since the last one, once a day, whatever the number of runs", async () => {
    publish("Ύδρευση: παλιά πράξη", at(1));
    const alert = confirmedAlert("/search?query=ύδρευση", "maria@example.org", at(2, 9));
    testDb.db.delete(schema.mailOutbox).run();
    const a = publish("Ύδρευση Κυψέλης: νέο έργο", at(2, 11));
    const b = publish("Συντήρηση δικτύου για την ύδρευση", at(2, 15));
    publish("Καθαρισμός ακτών", at(2, 16)); // does not match
    // Before the digest hour: nothing yet.
    expect(await run(at(3, 6))).toEqual({ checked: 0, mailed: 0 });
    expect(await run(at(3, 8))).toEqual({ checked: 1, mailed: 1 });
    const c = publish("Ύδρευση: νέα πράξη μετά την πρώτη σύνοψη", at(3, 9));
    expect(await run(at(3, 8, 30))).toEqual({ checked: 0, mailed: 0 }); // same day again
    expect(await run(at(3, 23))).toEqual({ checked: 0, mailed: 0 });
    const first = outbox();
    expect(first).toHaveLength(1);
    expect(first[0].idempotencyKey.startsWith(`alert-digest.${alert.id}.2026-11-03.`)).toBe(true);
    expect(first[0].subject).toBe("2 νέες πράξεις: «ύδρευση»");
    expect(first[0].text).toContain(b.ada);
    expect(first[0].text).toContain(a.ada);
    expect(first[0].text.indexOf(b.ada)).toBeLessThan(first[0].text.indexOf(a.ada)); // newest first
    expect(first[0].text).not.toContain("παλιά πράξη");
    expect(first[0].text).not.toContain(c.ada);
    // Next day: only what came after.
    expect(await run(at(4, 7))).toEqual({ checked: 1, mailed: 1 });
    const second = outbox()[1];
    expect(second.subject).toBe("1 νέα πράξη: «ύδρευση»");
    expect(second.text).toContain(c.ada);
    expect(second.text).not.toContain(a.ada);
    // A day without matches marks the day and mails nothing.
    expect(await run(at(5, 7))).toEqual({ checked: 1, mailed: 0 });
    expect(alertRow(alert.id).lastDigestDay).toBe("2026-11-05");
    expect(outbox()).toHaveLength(2);
  });

  it("resumes a run that crashed half-way: every alert gets its digest once", async () => {
    const alerts = ["eleni", "nikos", "giorgos"].map((name) =>
      confirmedAlert(
        `/search?query=${encodeURIComponent(name === "nikos" ? "λιμάνι" : "οδοποιία")}`,
        `${name}@example.org`,
        at(9, 9),
      ),
    );
    testDb.db.delete(schema.mailOutbox).run();
    publish("Οδοποιία στο κέντρο", at(9, 12));
    publish("Λιμάνι: εργασίες", at(9, 13), "50256");
    let done = 0;
    await expect(
      run(at(10, 8), {
        afterAlert: () => {
          if (++done === 1) throw new Error("the process died");
        },
      }),
    ).rejects.toThrow("the process died");
    expect(outbox()).toHaveLength(1);
    expect(await run(at(10, 8, 1))).toEqual({ checked: 2, mailed: 2 });
    expect(await run(at(10, 9))).toEqual({ checked: 0, mailed: 0 });
    const mails = outbox();
    expect(mails.map((m) => m.recipients[0]).sort()).toEqual([
      "eleni@example.org",
      "giorgos@example.org",
      "nikos@example.org",
    ]);
    expect(mails.find((m) => m.recipients[0] === "nikos@example.org")!.text).toContain("Λιμάνι: εργασίες");
    for (const alert of alerts) expect(alertRow(alert.id).lastDigestDay).toBe("2026-11-10");
  });

  it("sends immediate alerts at each run, before the digest hour too, each match once", async () => {
    const alert = confirmedAlert("/search?query=πρόσληψη", "petros@example.org", at(12, 1), "immediate");
    testDb.db.delete(schema.mailOutbox).run();
    const a = publish("Πρόσληψη προσωπικού", at(12, 2));
    expect(await run(at(12, 2, 1))).toEqual({ checked: 1, mailed: 1 });
    expect(await run(at(12, 2, 2))).toEqual({ checked: 1, mailed: 0 });
    const b = publish("Πρόσληψη συμβασιούχων", at(12, 3));
    expect(await run(at(12, 3, 1))).toEqual({ checked: 1, mailed: 1 });
    const texts = outbox().map((m) => m.text);
    expect(texts[0]).toContain(a.ada);
    expect(texts[1]).toContain(b.ada);
    expect(texts[1]).not.toContain(a.ada);
    expect(alertRow(alert.id).lastDigestDay).toBeNull();
  });
});

describe("delivery", () => {
  let sink: SinkProcess;
  beforeAll(async () => {
    sink = await startSinkProcess();
  }, 30_000);
  afterAll(() => sink?.stop());

  it("a digest reaches a real SMTP server with exactly the new matches and the unsubscribe headers", async () => {
    const alert = confirmedAlert("/search?query=φωτισμός", "sofia@example.org", at(20, 9));
    testDb.db.delete(schema.mailOutbox).run();
    const a = publish("Φωτισμός πλατείας", at(20, 12));
    const b = publish("Ενεργειακός φωτισμός σχολείων", at(20, 14));
    publish("Ανάπλαση πλατείας", at(20, 15));
    await run(at(21, 7));
    process.env.SMTP_URL = sink.url;
    expect(await deliverDueMail(testDb.db)).toEqual({ sent: 1, retry: 0, failed: 0 });
    const [mail] = readMail(sink.mailDir).filter((m) => m.envelope.to.includes("sofia@example.org"));
    expect(mail.subject).toBe("2 νέες πράξεις: «φωτισμός»");
    const adas = [...mail.text.matchAll(/ΑΔΑ (\S+):/g)].map((m) => m[1]);
    expect(adas).toEqual([b.ada, a.ada]);
    expect(mail.headers["list-unsubscribe"]).toBe(`<https://apofaseis.example.gr/alerts/${alert.token}/unsubscribe>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`https://apofaseis.example.gr/decision/view/${encodeURIComponent(a.ada)}`);
  });
});
