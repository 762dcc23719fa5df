/**
 * The OpenData write API (issue 15, docs/decisions/076) on a real SQLite file with the seed's
 * reference data and demo users: real multipart and JSON requests into the dispatcher the
 * /opendata routes use, as a document system (the demo «apiuser», HTTP Basic) sends them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { OPENDATA_WRITE_TEXT, TEXT } from "#app/messages";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { waitForMail } from "#tests/support/smtp-sink";
import { loadSessionUser } from "#app/access/sessions.server";
import { batchPublish } from "#app/decisions/lifecycle/batch.server";
import { snapshot } from "../decisions/testing/fixtures";
import { deliverDueNotifications, REST_NOTIFY_MAX_ATTEMPTS } from "#app/opendata/rest-notify.server";
import { opendataLoader } from "./opendata-response.server";
import { basic, BASE, multipart, ORG, post, storeRequest } from "./testing/opendata-write-client";

let t: TestDatabase;
let sink: SinkProcess;
const savedEnv = { SMTP_URL: process.env.SMTP_URL };

beforeAll(async () => {
  // The recipients' notices go to a real SMTP server process.
  sink = await startSinkProcess();
  process.env.SMTP_URL = sink.url;
  t = createTestDatabase();
  seedReference(t.db);
  await seedDemoUsers(t.db);
  setDb(t.db);
}, 60_000);
afterAll(async () => {
  setDb(undefined);
  t.cleanup();
  await sink.stop();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const value = (sql: string) => t.db.$client.prepare(sql).pluck().get() as string;
const metadata = (overrides: Record<string, unknown> = {}) => storeRequest(t.db, overrides);

/**
 * The stored rows a refused call must leave alone. Stored files are left out: a publication's
 * stamped copy is made after its answer (decision 077), so one may land during a later test.
 */
function written() {
  const { documents: _stampedCopiesLandLater, documentContents: _theirBytesToo, ...rows } = snapshot(t.db);
  const count = (table: string) => t.db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
  return { ...rows, attachments: count("attachments"), restNotifications: count("rest_notifications") };
}

type Decision = { ada: string | null; versionId: string; status: string; subject: string; correctedVersionId?: string };

describe("POST /opendata/decisions", () => {
  it("publishes a decision: ADA, the real shape, one audit row per step, the recipients' notice queued", async () => {
    const meta = metadata({ actions: [{ name: "notifyRecipients", args: ["paraliptis@example.gr"] }] });
    const response = await post("/opendata/decisions", multipart(meta));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = (await response.json()) as Decision & Record<string, unknown>;
    expect(body.ada).toMatch(/^[Α-Ω0-9]{4,}-[Α-Ω0-9]{3}$/u);
    expect(body).toMatchObject({ status: "PUBLISHED", subject: meta.subject, organizationId: ORG });
    expect(typeof body.publishTimestamp).toBe("number");
    const audit = t.db.$client
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'decision' ORDER BY id")
      .pluck()
      .all();
    expect(audit.slice(-2)).toEqual(["decision.submit", "decision.publish"]);
    const mail = t.db.$client
      .prepare("SELECT count(*) FROM mail_outbox WHERE purpose = 'decision.publish'")
      .pluck()
      .get();
    expect(mail).toBe(1);
  });

  it("stores attachments with their descriptions in the same transaction, and refuses a mislabelled one", async () => {
    const form = multipart(metadata({ protocolNumber: "ΣΗΔΕ/3" }));
    form.append(
      "attachments",
      new File([new Uint8Array(tinyPdf("annex 1"))], "parartima1.pdf", { type: "application/pdf" }),
    );
    form.append(
      "attachments",
      new File([new Uint8Array(tinyPdf("annex 2"))], "parartima2.pdf", { type: "application/pdf" }),
    );
    form.append("attachmentDescr", JSON.stringify(["Παράρτημα Α", "Παράρτημα Β"]));
    const response = await post("/opendata/decisions", form);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { attachments: { description: string }[] };
    // The read API lists a version's attachments in its own order (by id), not the upload order.
    expect(body.attachments.map((a) => a.description).sort()).toEqual(["Παράρτημα Α", "Παράρτημα Β"]);

    const before = written();
    const bad = multipart(metadata({ protocolNumber: "ΣΗΔΕ/4" }));
    // A text file named as a Word document: its content is not what its name says.
    bad.append("attachments", new File(["not a document"], "pinakas.docx", { type: "text/plain" }));
    const refused = await post("/opendata/decisions", bad);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      `attachments[0]: ${TEXT.attachmentContentMismatch("pinakas.docx", "DOCX")}`,
    );
    expect(written()).toEqual(before);
  });

  it("stores without publishing when publish is false (no ADA) and answers XML when asked", async () => {
    const response = await post(
      "/opendata/decisions.xml",
      multipart(metadata({ publish: false, protocolNumber: "ΣΗΔΕ/2" })),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain("<status>SUBMITTED</status>");
    expect(xml).not.toContain("<ada>");
    const stored = t.db.$client.prepare("SELECT status, ada FROM decisions ORDER BY id DESC LIMIT 1").get() as {
      status: string;
      ada: string | null;
    };
    expect(stored).toEqual({ status: "SUBMITTED", ada: null });
  });

  it("refuses without credentials (401, WWW-Authenticate) and with a wrong password, writing nothing", async () => {
    const decisions = () => t.db.$client.prepare("SELECT count(*) FROM decisions").pluck().get();
    const before = decisions();
    const anonymous = await post("/opendata/decisions", multipart(metadata()), {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("WWW-Authenticate")).toMatch(/^Basic/);
    const wrong = await post("/opendata/decisions", multipart(metadata()), { Authorization: basic("apiuser", "no") });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ errors: [{ errorMessage: "Παρακαλώ συνδεθείτε!" }] });
    // The failed login is audited; no decision is written.
    expect(decisions()).toBe(before);
  });

  it("validates every field with the form's schema: 400 naming each, nothing written", async () => {
    const before = written();
    const response = await post(
      "/opendata/decisions",
      multipart(
        metadata({
          subject: " ",
          extraFieldValues: { ...(metadata().extraFieldValues as object), financialYear: "20x5" },
        }),
      ),
    );
    expect(response.status).toBe(400);
    const messages = ((await response.json()) as { errors: { errorMessage: string }[] }).errors.map(
      (e) => e.errorMessage,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^subject: /),
        expect.stringMatching(/^extraFieldValues\.financialYear: /),
      ]),
    );
    expect(written()).toEqual(before);
  });

  it("refuses a file that is not a PDF and a missing decisionFile, writing nothing", async () => {
    const before = written();
    const notPdf = await post("/opendata/decisions", multipart(metadata(), Buffer.from("hello")));
    expect(notPdf.status).toBe(400);
    expect(JSON.stringify(await notPdf.json())).toContain("decisionFile");
    const missing = await post("/opendata/decisions", multipart(metadata(), null));
    expect(missing.status).toBe(400);
    expect(written()).toEqual(before);
  });

  it("refuses publish true for a user who may only submit (403), before storing anything", async () => {
    const before = written();
    const response = await post("/opendata/decisions", multipart(metadata()), { Authorization: basic("submitter") });
    expect(response.status).toBe(403);
    expect(written()).toEqual(before);
  });
});

describe("changing a published decision", () => {
  let ada: string;
  let firstVersion: string;
  beforeAll(async () => {
    const body = (await (
      await post("/opendata/decisions", multipart(metadata({ protocolNumber: "ΣΗΔΕ/9" })))
    ).json()) as Decision;
    ada = body.ada!;
    firstVersion = body.versionId;
  });

  it("edits the metadata with JSON: a new version under the same ADA, the same document", async () => {
    const response = await post(`/opendata/decisions/${encodeURIComponent(ada)}`, {
      subject: "ΔΙΟΡΘΩΜΕΝΟ θέμα από ΣΗΔΕ",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Decision & { documentChecksum: string };
    expect(body).toMatchObject({ ada, subject: "ΔΙΟΡΘΩΜΕΝΟ θέμα από ΣΗΔΕ", status: "PUBLISHED" });
    expect(body.versionId).not.toBe(firstVersion);
  });

  it("refuses a new document without correctedCopy, and takes it as a corrected copy with it", async () => {
    const address = `/opendata/decisions/${encodeURIComponent(ada)}`;
    const refused = await post(address, multipart({ subject: "Ορθή επανάληψη" }, tinyPdf("corrected")));
    expect(refused.status).toBe(400);
    const response = await post(address, multipart({ correctedCopy: true }, tinyPdf("corrected")));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Decision;
    expect(body.ada).toBe(ada);
    expect(body.correctedVersionId).toBeTruthy();
    expect(body.subject).toBe("ΔΙΟΡΘΩΜΕΝΟ θέμα από ΣΗΔΕ");
  });

  it("requests revocation: PENDING_REVOCATION; a ground is required", async () => {
    const noGround = await post("/opendata/decisions/requests/revocations", { ada, comment: "Λάθος έγγραφο" });
    expect(noGround.status).toBe(400);
    const response = await post("/opendata/decisions/requests/revocations", {
      ada,
      ground: "REVOCATION_REASON_2",
      comment: "Αναρτήθηκε λάθος έγγραφο",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ada, status: "PENDING_REVOCATION" });
  });

  it("answers 404 in the real error shape for an unknown ADA", async () => {
    const response = await post("/opendata/decisions/ΩΩΩΩ0-ΩΩΩ", { subject: "x" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errors: [{ errorCode: expect.any(String) }] });
  });
});

describe("attachments added and removed through the write API (docs/decisions/103)", () => {
  type Attached = { id: string; description: string | null; filename: string };
  type WithAttachments = Decision & { attachments: Attached[] };
  const base64 = (text: string) => ({
    filename: `${text.replace(/\W+/g, "-")}.pdf`,
    mimeType: "application/pdf",
    contentBase64: tinyPdf(text).toString("base64"),
  });
  const auditDetails = (ada: string) =>
    JSON.parse(
      t.db.$client
        .prepare("SELECT details FROM audit_log WHERE entity_type = 'decision' AND details LIKE ? ORDER BY id DESC")
        .pluck()
        .get(`%${ada}%`) as string,
    ) as Record<string, unknown>;
  let ada: string;
  let published: WithAttachments;

  beforeAll(async () => {
    // POST /decisions: one annex as a multipart file, one as base64 in the metadata.
    const form = multipart(
      metadata({
        protocolNumber: "ΣΗΔΕ/20",
        attachments: { attach: [{ description: "Πίνακας δαπανών", ...base64("annex json") }] },
      }),
    );
    form.append("attachments", new File([new Uint8Array(tinyPdf("annex file"))], "parartima.pdf"));
    form.append("attachmentDescr", JSON.stringify(["Παράρτημα"]));
    const response = await post("/opendata/decisions", form);
    expect(response.status).toBe(200);
    published = (await response.json()) as WithAttachments;
    ada = published.ada!;
  });

  it("stores the metadata's base64 attachments with the multipart ones on POST /decisions", () => {
    expect(published.attachments.map((a) => a.description).sort()).toEqual(["Παράρτημα", "Πίνακας δαπανών"].sort());
    expect(published.attachments.map((a) => a.filename).sort()).toEqual(["annex-json.pdf", "parartima.pdf"]);
  });

  it("refuses on POST /decisions an id to remove, base64 that does not decode and a non-PDF named .pdf, writing nothing", async () => {
    const before = written();
    const attempts = [
      metadata({ protocolNumber: "ΣΗΔΕ/21", attachments: { remove: [published.attachments[0].id] } }),
      metadata({
        protocolNumber: "ΣΗΔΕ/22",
        attachments: { attach: [{ filename: "a.pdf", mimeType: "application/pdf", contentBase64: "@@not base64@@" }] },
      }),
      metadata({
        protocolNumber: "ΣΗΔΕ/23",
        attachments: {
          attach: [
            { filename: "b.pdf", mimeType: "application/pdf", contentBase64: Buffer.from("hello").toString("base64") },
          ],
        },
      }),
      metadata({ protocolNumber: "ΣΗΔΕ/24", attachments: { attach: "x" } }),
    ];
    const messages: string[] = [];
    for (const meta of attempts) {
      const response = await post("/opendata/decisions", multipart(meta));
      expect(response.status).toBe(400);
      messages.push(((await response.json()) as { errors: { errorMessage: string }[] }).errors[0].errorMessage);
    }
    expect(messages[0]).toBe(OPENDATA_WRITE_TEXT.unknownAttachment(published.attachments[0].id));
    expect(messages[1]).toBe(`attachments.attach[0]: ${TEXT.attachmentMissing}`);
    expect(messages[2]).toMatch(/^attachments\.attach\[0\]: /);
    expect(messages[3]).toBe(OPENDATA_WRITE_TEXT.attachmentsInvalid);
    expect(written()).toEqual(before);
  });

  it("on POST /decisions/{ada} with JSON: a new version without the removed one and with the new one; the old version keeps its own", async () => {
    const [removed, kept] = published.attachments;
    const response = await post(`/opendata/decisions/${encodeURIComponent(ada)}`, {
      attachments: { attach: [{ description: "Νέο παράρτημα", ...base64("new annex") }], remove: [removed.id] },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as WithAttachments;
    expect(body.versionId).not.toBe(published.versionId);
    expect(body.attachments.map((a) => a.filename).sort()).toEqual([kept.filename, "new-annex.pdf"].sort());
    const old = (await (
      await opendataLoader(new Request(`${BASE}/opendata/decisions/v/${published.versionId}`), "192.0.2.81")
    ).json()) as WithAttachments;
    expect(old.attachments.map((a) => a.id).sort()).toEqual(published.attachments.map((a) => a.id).sort());
    expect(auditDetails(ada)).toMatchObject({
      versionId: body.versionId,
      attachmentsAdded: ["new-annex.pdf"],
      attachmentsRemoved: [removed.id],
    });
    published = body;
  });

  it("on POST /decisions/{ada} multipart: `attachments` files and `attachmentsToRemove`", async () => {
    const gone = published.attachments.find((a) => a.filename === "new-annex.pdf")!;
    const form = new FormData();
    form.append("metadata", JSON.stringify({}));
    form.append("attachments", new File([new Uint8Array(tinyPdf("third annex"))], "trito.pdf"));
    form.append("attachmentDescr", JSON.stringify(["Τρίτο"]));
    form.append("attachmentsToRemove", JSON.stringify([gone.id]));
    const response = await post(`/opendata/decisions/${encodeURIComponent(ada)}`, form);
    expect(response.status).toBe(200);
    const body = (await response.json()) as WithAttachments;
    expect(body.attachments.map((a) => a.filename)).not.toContain("new-annex.pdf");
    expect(body.attachments.find((a) => a.filename === "trito.pdf")).toMatchObject({ description: "Τρίτο" });
    published = body;
  });

  it("refuses an unknown id, an id of another decision or of an older version, and a bad attachmentsToRemove: 400, nothing written", async () => {
    const other = (await (
      await post(
        "/opendata/decisions",
        multipart(metadata({ protocolNumber: "ΣΗΔΕ/25", attachments: { attach: [base64("other")] } })),
      )
    ).json()) as WithAttachments;
    const address = `/opendata/decisions/${encodeURIComponent(ada)}`;
    const before = written();
    const olderId = "00000000-0000-0000-0000-000000000000";
    const stale = t.db.$client
      .prepare(
        "SELECT a.id FROM attachments a JOIN decision_versions v ON v.version_id = a.version_id WHERE v.decision_id = (SELECT id FROM decisions WHERE ada = ?) AND a.version_id <> ? LIMIT 1",
      )
      .pluck()
      .get(ada, published.versionId) as string;
    for (const id of [olderId, other.attachments[0].id, stale]) {
      const response = await post(address, { attachments: { attach: [base64("never")], remove: [id] } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errors: [{ errorMessage: OPENDATA_WRITE_TEXT.unknownAttachment(id) }],
      });
    }
    const form = new FormData();
    form.append("metadata", "{}");
    form.append("attachmentsToRemove", "not json");
    const badList = await post(address, form);
    expect(badList.status).toBe(400);
    expect(JSON.stringify(await badList.json())).toContain(OPENDATA_WRITE_TEXT.attachmentsToRemoveInvalid);
    expect(written()).toEqual(before);
  });
});

describe("requestRestNotification (docs/decisions/103)", () => {
  interface Received {
    body: Record<string, unknown>;
    authorization: string | undefined;
  }
  let server: http.Server;
  let callback: string;
  const received: Received[] = [];
  /** How the document system's endpoint answers the next POST: a status, or held until released. */
  let answerWith: () => Promise<number> = () => Promise.resolve(200);
  let arrived: (() => void) | undefined;
  const nextArrival = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no notification arrived")), 10_000);
      arrived = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const rows = () =>
    t.db.$client
      .prepare(
        "SELECT attempts, last_error, sent_at, failed_at, password, next_attempt_at FROM rest_notifications ORDER BY id DESC",
      )
      .all() as {
      attempts: number;
      last_error: string | null;
      sent_at: number | null;
      failed_at: number | null;
      password: string | null;
      next_attempt_at: number;
    }[];
  const restAction = (url: string) => ({ name: "requestRestNotification", args: [url, "sides", "μυστικό-1"] });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (text += chunk));
      request.on("end", () => {
        received.push({
          body: JSON.parse(text) as Record<string, unknown>,
          authorization: request.headers.authorization,
        });
        arrived?.();
        void answerWith().then((status) => response.writeHead(status).end());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    callback = `http://127.0.0.1:${(server.address() as AddressInfo).port}/diavgeia/notify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("POSTs the notice with HTTP Basic after the answer, which does not wait for the callback", async () => {
    let release!: () => void;
    answerWith = () => new Promise<number>((resolve) => (release = () => resolve(200)));
    const arrival = nextArrival();
    const response = await post(
      "/opendata/decisions",
      multipart(metadata({ protocolNumber: "ΣΗΔΕ/30", actions: [restAction(callback)] })),
    );
    expect(response.status).toBe(200);
    const decision = (await response.json()) as Decision & { publishTimestamp: number; documentUrl: string };
    await arrival;
    // The answer came while the document system's endpoint still held its reply.
    expect(rows()[0]).toMatchObject({ attempts: 1, sent_at: null });
    release();
    await expect.poll(() => rows()[0].sent_at, { timeout: 5_000 }).not.toBeNull();
    expect(received.at(-1)).toEqual({
      body: {
        ada: decision.ada,
        versionId: decision.versionId,
        status: "PUBLISHED",
        publishTimestamp: decision.publishTimestamp,
        documentUrl: decision.documentUrl,
      },
      authorization: `Basic ${Buffer.from("sides:μυστικό-1").toString("base64")}`,
    });
    // Delivered: the caller's password is not kept.
    expect(rows()[0].password).toBeNull();
  });

  it("retries a failed callback with back-off, then gives it up after the last attempt; the submitter got its 200", async () => {
    answerWith = () => Promise.resolve(503);
    const arrival = nextArrival();
    const response = await post(
      "/opendata/decisions",
      multipart(metadata({ protocolNumber: "ΣΗΔΕ/31", actions: [restAction(callback)] })),
    );
    expect(response.status).toBe(200);
    await arrival;
    await expect.poll(() => rows()[0].last_error, { timeout: 5_000 }).toBe("HTTP 503");
    const first = rows()[0];
    expect(first).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(first.next_attempt_at).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is sent.
    expect(await deliverDueNotifications(t.db, { onFailure: () => {} })).toBe(0);
    const count = received.length;
    for (let attempt = 2; attempt <= REST_NOTIFY_MAX_ATTEMPTS; attempt++) {
      const due = rows()[0].next_attempt_at;
      await deliverDueNotifications(t.db, { now: () => due, onFailure: () => {} });
    }
    expect(received.length - count).toBe(REST_NOTIFY_MAX_ATTEMPTS - 1);
    expect(rows()[0]).toMatchObject({ attempts: REST_NOTIFY_MAX_ATTEMPTS, sent_at: null, password: null });
    expect(rows()[0].failed_at).not.toBeNull();
  });

  it("sends a notice that failed once when its retry comes due and the endpoint is back", async () => {
    answerWith = () => Promise.resolve(500);
    const arrival = nextArrival();
    await post(
      "/opendata/decisions",
      multipart(metadata({ protocolNumber: "ΣΗΔΕ/32", actions: [restAction(callback)] })),
    );
    await arrival;
    await expect.poll(() => rows()[0].last_error, { timeout: 5_000 }).toBe("HTTP 500");
    answerWith = () => Promise.resolve(204);
    const due = rows()[0].next_attempt_at;
    expect(await deliverDueNotifications(t.db, { now: () => due })).toBe(1);
    expect(rows()[0]).toMatchObject({ attempts: 2, last_error: null, password: null });
  });

  it("refuses a callback that is not http(s): Greek 400, nothing written", async () => {
    const before = written();
    const notHttp = await post(
      "/opendata/decisions",
      multipart(metadata({ protocolNumber: "ΣΗΔΕ/33", actions: [restAction("ftp://sides.example.gr/x")] })),
    );
    expect(notHttp.status).toBe(400);
    expect(await notHttp.json()).toMatchObject({ errors: [{ errorMessage: OPENDATA_WRITE_TEXT.restUrlInvalid }] });
    expect(written()).toEqual(before);
  });

  it("keeps the actions of a decision stored with publish false, and carries them out when a batch publishes it later (decision 107)", async () => {
    answerWith = () => Promise.resolve(200);
    const recipient = "arxeio-later@example.gr";
    const actions = [restAction(callback), { name: "notifyRecipients", args: [recipient] }];
    const response = await post(
      "/opendata/decisions",
      multipart(metadata({ protocolNumber: "ΣΗΔΕ/34", publish: false, actions })),
    );
    expect(response.status).toBe(200);
    const stored = (await response.json()) as Decision;
    expect(stored).toMatchObject({ ada: null, status: "SUBMITTED" });
    // Nothing is told of a decision that is only stored.
    const count = received.length;
    expect(rows().filter((r) => r.sent_at === null && r.failed_at === null)).toEqual([]);

    // The body's publisher publishes it from a batch that sends no notices of its own.
    const publisherId = Number(value("SELECT id FROM users WHERE username = 'publisher'"));
    const publisher = loadSessionUser(publisherId, "test", Date.now() + 60_000)!;
    const arrival = nextArrival();
    const batch = await batchPublish(t.db, {
      user: publisher,
      versionIds: [stored.versionId],
      notifyRecipients: false,
      baseUrl: BASE,
    });
    const [item] = batch.items;
    if (!item.ok) throw new Error(`not published: ${item.reason}`);
    const ada = item.ada;
    await arrival;
    expect(received.length).toBe(count + 1);
    expect(received.at(-1)).toMatchObject({
      body: { ada, versionId: stored.versionId, status: "PUBLISHED" },
      authorization: `Basic ${Buffer.from("sides:μυστικό-1").toString("base64")}`,
    });
    const mail = await waitForMail((m) => m.envelope.to.includes(recipient), 10_000, sink.mailDir);
    expect(mail.text).toContain(String(ada));
    // Taken with the publication: nothing waits, and no password is kept once the notice is sent.
    expect(Number(value("SELECT count(*) FROM publication_requests"))).toBe(0);
    await expect.poll(() => rows()[0].password, { timeout: 5_000 }).toBeNull();
  });
});

describe("another organisation's decisions (issue 13)", () => {
  const OTHER = "6114";
  let ada: string;
  const otherMetadata = (overrides: Record<string, unknown> = {}) =>
    metadata({
      organizationId: OTHER,
      unitIds: [value(`SELECT uid FROM units WHERE org_uid = '${OTHER}' AND active = 1 LIMIT 1`)],
      signerIds: [value(`SELECT uid FROM signers WHERE org_uid = '${OTHER}' AND active = 1 LIMIT 1`)],
      ...overrides,
    });
  beforeAll(async () => {
    // The operator (every permission on every body) publishes one for the other body.
    const response = await post("/opendata/decisions", multipart(otherMetadata({ protocolNumber: "ΑΛΛΟΣ/1" })), {
      Authorization: basic("admin"),
    });
    expect(response.status).toBe(200);
    ada = ((await response.json()) as Decision).ada!;
  });

  it("refuses the demo body's document system every write on them, writing nothing", async () => {
    const before = written();
    const address = `/opendata/decisions/${encodeURIComponent(ada)}`;
    const attempts = [
      await post("/opendata/decisions", multipart(otherMetadata({ protocolNumber: "ΑΛΛΟΣ/2" }))),
      await post(address, { subject: "Αλλαγή από άλλο φορέα" }),
      await post(address, multipart({ correctedCopy: true }, tinyPdf("foreign corrected"))),
      await post("/opendata/decisions/requests/revocations", {
        ada,
        ground: "REVOCATION_REASON_2",
        comment: "Ανάκληση από άλλο φορέα",
      }),
    ];
    for (const [index, response] of attempts.entries()) {
      const body = await response.json();
      expect([403, 404], `attempt ${index}: ${JSON.stringify(body)}`).toContain(response.status);
      expect(body).toMatchObject({ errors: [{ errorCode: expect.any(String) }] });
    }
    expect(written()).toEqual(before);
  });
});

describe("throttling", () => {
  it("answers an address past OPENDATA_READS_PER_MINUTE reads with 429 and Retry-After; another address reads on", async () => {
    const saved = process.env.OPENDATA_READS_PER_MINUTE;
    process.env.OPENDATA_READS_PER_MINUTE = "2";
    try {
      const read = (address: string) => opendataLoader(new Request(`${BASE}/opendata/types`), address);
      expect((await read("198.51.100.7")).status).toBe(200);
      expect((await read("198.51.100.7")).status).toBe(200);
      const refused = await read("198.51.100.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({ errors: [{ errorCode: "TOO_MANY_REQUESTS" }] });
      expect((await read("198.51.100.8")).status).toBe(200);
    } finally {
      if (saved === undefined) delete process.env.OPENDATA_READS_PER_MINUTE;
      else process.env.OPENDATA_READS_PER_MINUTE = saved;
    }
  });

  it("counts a user's writes against API_CALLS_PER_MINUTE: 429 with Retry-After", async () => {
    const saved = process.env.API_CALLS_PER_MINUTE;
    process.env.API_CALLS_PER_MINUTE = "1";
    try {
      const revoke = () => post("/opendata/decisions/requests/revocations", {}, { Authorization: basic("publisher") });
      expect((await revoke()).status).toBe(400);
      const refused = await revoke();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    } finally {
      if (saved === undefined) delete process.env.API_CALLS_PER_MINUTE;
      else process.env.API_CALLS_PER_MINUTE = saved;
    }
  });
});
