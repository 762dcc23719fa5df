/**
 * The decision actions of the JSON API (issue 15, H6) against a seeded SQLite file, as the demo
 * users with HTTP Basic: a revocation requested, cancelled and completed through the pages'
 * lifecycle functions (status, audit row, optimistic check answered 409), a mass revocation and
 * batches answering each decision's outcome; an attachment removed from a submitted version (gone
 * from its view and its download, one audit row; removed again: 404); bad input 400 in Greek, the
 * wrong user 401/403, unknown decisions 404.
 */
import { beforeAll, expect, it } from "vitest";
import { loadSessionUser } from "#app/access/sessions.server";
import { attachmentForVersion } from "#app/decisions/documents.server";
import { addAttachment } from "#app/decisions/lifecycle/attachments.server";
import { pdfAttachment } from "#app/decisions/testing/fixtures";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ decisions: { count: 120, seed: 5, now: Date.parse("2026-03-15T10:30:00Z") } });
let published: { ada: string; updatedAt: number }[];
let submitted: string[];
beforeAll(() => {
  published = t.db.$client
    .prepare(
      `SELECT ada, updated_at AS updatedAt FROM decisions WHERE org_uid = '6013' AND status = 'PUBLISHED' ORDER BY id DESC LIMIT 3`,
    )
    .all() as { ada: string; updatedAt: number }[];
  // The demo body's submitted decision (deleted by the batch test) and another body's (published by the admin).
  const submittedOf = (where: string) =>
    (
      t.db.$client
        .prepare(
          `SELECT latest_version_id AS v FROM decisions WHERE status = 'SUBMITTED' AND ${where} ORDER BY id LIMIT 1`,
        )
        .get() as { v: string }
    ).v;
  submitted = [submittedOf("org_uid = '6013'"), submittedOf("org_uid <> '6013'")];
});

const statusOf = (ada: string) =>
  (t.db.$client.prepare("SELECT status FROM decisions WHERE ada = ?").get(ada) as { status: string }).status;
const audits = (action: string) =>
  (t.db.$client.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ?").get(action) as { n: number }).n;
const REASON = { ground: "REVOCATION_REASON_2", comment: "Αναρτήθηκε λάθος έγγραφο." };
const firstMessage = (body: Record<string, unknown>) => (body.errors as { errorMessage: string }[])[0].errorMessage;

it("requests, cancels and completes a revocation as the pages do, with the optimistic check", async () => {
  const { ada, updatedAt } = published[0];
  const stale = await callApi("POST", "/decisions/actions/revocations/requests", {
    who: "publisher",
    body: {
      ada,
      ...REASON,
      expected: { updatedAt: updatedAt - 1 },
    },
  });
  expect(stale.status).toBe(409);
  expect(firstMessage(stale.body)).toMatch(/^Η πράξη άλλαξε από άλλον χρήστη/);
  expect(statusOf(ada)).toBe("PUBLISHED");

  const requests = audits("decision.requestRevocation");
  const asked = await callApi("POST", "/decisions/actions/revocations/requests", {
    who: "publisher",
    body: {
      ada,
      ...REASON,
      expected: { updatedAt },
    },
  });
  expect(asked.status).toBe(200);
  expect(asked.body).toEqual({ ada, status: "PENDING_REVOCATION" });
  expect(audits("decision.requestRevocation")).toBe(requests + 1);
  // A second request: the status no longer allows it.
  expect(
    (await callApi("POST", "/decisions/actions/revocations/requests", { who: "publisher", body: { ada, ...REASON } }))
      .status,
  ).toBe(409);

  const cancelled = await callApi("POST", "/decisions/actions/revocations/cancellations", {
    who: "publisher",
    body: { ada: ada.toLowerCase() },
  });
  expect(cancelled.body).toEqual({ ada, status: "PUBLISHED" });

  // Revoking without a request needs a reason of its own; the publisher may not revoke at all.
  expect(
    (await callApi("POST", "/decisions/actions/revocations", { who: "publisher", body: { ada, reason: REASON } }))
      .status,
  ).toBe(403);
  const bare = await callApi("POST", "/decisions/actions/revocations", { who: "admin", body: { ada } });
  expect(bare.status).toBe(400);
  expect(firstMessage(bare.body)).toBe("Η ανάκληση χωρίς προηγούμενο αίτημα χρειάζεται λόγο και αιτιολογία.");
  const revoked = await callApi("POST", "/decisions/actions/revocations", {
    who: "admin",
    body: { ada, reason: REASON },
  });
  expect(revoked.body).toEqual({ ada, status: "REVOKED" });
  expect(statusOf(ada)).toBe("REVOKED");
});

it("revokes many at once, answering each ADA, with the mass action's audit row", async () => {
  const [, first, second] = published;
  const before = audits("decision.massRevocation");
  const mass = await callApi("POST", "/decisions/actions/massrevocation", {
    who: "admin",
    body: {
      adas: [first.ada, second.ada, "NO-SUCH-ADA"],
      ...REASON,
    },
  });
  expect(mass.status).toBe(200);
  expect(mass.body).toMatchObject({ done: 2, refused: 1 });
  expect(mass.body.items).toContainEqual({ ada: "NO-SUCH-ADA", ok: false, refusal: "not-found" });
  expect(statusOf(first.ada)).toBe("REVOKED");
  expect(audits("decision.massRevocation")).toBe(before + 1);
});

it("refuses bad input with 400 in Greek, the wrong user with 401/403, and unknown objects with 404", async () => {
  const ground = await callApi("POST", "/decisions/actions/revocations/requests", {
    who: "publisher",
    body: {
      ada: published[0].ada,
      ground: "BECAUSE",
      comment: "x",
    },
  });
  expect(ground.status).toBe(400);
  expect(firstMessage(ground.body)).toBe("ground: Επιλέξτε έναν από τους τρεις λόγους ανάκλησης.");
  const action = await callApi("POST", "/decisions/actions/batch", {
    who: "publisher",
    body: {
      versionIds: [submitted[0]],
      actions: [{ name: "tweet" }],
    },
  });
  expect(action.status).toBe(400);
  expect(firstMessage(action.body)).toContain("Άγνωστη ενέργεια «tweet»");
  expect(
    (await callApi("POST", "/decisions/actions/deletions", { who: "submitter", body: { versionIds: ["not-a-uuid"] } }))
      .status,
  ).toBe(400);

  expect((await callApi("POST", "/decisions/actions/deletions", { body: { versionIds: [submitted[0]] } })).status).toBe(
    401,
  );
  expect(
    (await callApi("POST", "/decisions/actions/batch", { who: "orgadmin", body: { versionIds: [submitted[0]] } }))
      .status,
  ).toBe(403);
  expect(
    (await callApi("POST", "/decisions/actions/massrevocation", { who: "publisher", body: { adas: ["X"], ...REASON } }))
      .status,
  ).toBe(403);

  expect(
    (
      await callApi("POST", "/decisions/actions/revocations/cancellations", {
        who: "publisher",
        body: { ada: "NO-SUCH-ADA" },
      })
    ).status,
  ).toBe(404);
  const path = `/decisions/v/${submitted[0]}/attachments/remove`;
  expect((await callApi("POST", path, { who: "submitter", body: { attachmentId: "no-such-attachment" } })).status).toBe(
    404,
  );
  expect((await callApi("POST", path, { who: "orgadmin", body: { attachmentId: "no-such-attachment" } })).status).toBe(
    403,
  );
});

it("removes an attachment of a submitted version: gone from its view and its download, one audit row", async () => {
  // The demo body's submitted decision, before the batch test deletes it.
  const versionId = submitted[0];
  const { id, updatedAt } = t.db.$client
    .prepare("SELECT id, updated_at AS updatedAt FROM decisions WHERE latest_version_id = ?")
    .get(versionId) as { id: number; updatedAt: number };
  const submitter = loadSessionUser(t.idOf("submitter"), "test", Date.now() + 60_000)!;
  const added = addAttachment(t.db, {
    user: submitter,
    versionId,
    expected: { updatedAt },
    file: pdfAttachment("annex", "Παράρτημα Α.pdf"),
  });
  expect(added).toMatchObject({ ok: true });
  const view = async () =>
    (await callApi("GET", `/decisions/view/v/${versionId}`, { who: "submitter" })).body as unknown as {
      attachments: { id: string; document: { filename?: string } }[];
    };
  const [attachment] = (await view()).attachments;
  expect(attachmentForVersion(versionId, attachment.id, submitter.access).kind).toBe("found");
  const removals = () =>
    (
      t.db.$client
        .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'decision.attachmentRemove' AND entity_id = ?")
        .get(String(id)) as { n: number }
    ).n;

  const path = `/decisions/v/${versionId}/attachments/remove`;
  const removed = await callApi("POST", path, { who: "submitter", body: { attachmentId: attachment.id } });
  expect(removed.status).toBe(200);
  expect(removed.body).toEqual({ versionId, removed: "Παράρτημα Α.pdf" });
  expect((await view()).attachments).toEqual([]);
  expect(attachmentForVersion(versionId, attachment.id, submitter.access).kind).toBe("notFound");
  expect(removals()).toBe(1);

  // The same id again: nothing left to remove, the Greek 404, no second audit row.
  const again = await callApi("POST", path, { who: "submitter", body: { attachmentId: attachment.id } });
  expect(again.status).toBe(404);
  expect(firstMessage(again.body)).toBe("Δεν βρέθηκε.");
  expect(removals()).toBe(1);
});

it("publishes and deletes submitted decisions in batch, each answered", async () => {
  const [toDelete, toPublish] = submitted;
  const unknown = "00000000-0000-4000-8000-000000000000";
  const done = await callApi("POST", "/decisions/actions/batch", {
    who: "admin",
    body: {
      versionIds: [toPublish, unknown],
      actions: [{ name: "notifyRecipients" }],
    },
  });
  expect(done.status).toBe(200);
  expect(done.body).toMatchObject({ done: 1, refused: 1 });
  const items = done.body.items as { versionId: string; ok: boolean; ada?: string | null; reason?: string }[];
  expect(items[0]).toMatchObject({ versionId: toPublish, ok: true, ada: expect.stringMatching(/^[0-9Α-Ω]{4}/) });
  expect(items[1]).toEqual({ versionId: unknown, ok: false, reason: "not-found" });

  const deleted = await callApi("POST", "/decisions/actions/deletions", {
    who: "submitter",
    body: { versionIds: [toDelete] },
  });
  expect(deleted.body).toMatchObject({ done: 1, refused: 0 });
  expect(
    t.db.$client.prepare("SELECT count(*) AS n FROM decision_versions WHERE version_id = ?").get(toDelete),
  ).toEqual({ n: 0 });
});
