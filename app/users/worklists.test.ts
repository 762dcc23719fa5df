/**
 * The /userhome worklists on a real SQLite file: honest totals and pages past the old cap of 50,
 * each list scoped to the organisations where the user holds its rights.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { requestRevocation } from "#app/decisions/lifecycle/revocation.server";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import { worklistPage, worklistScope } from "./worklists.server";

let t: TestDatabase;
let publisher: TestUser;
let other: TestUser;
const NOW = Date.UTC(2026, 10, 20, 10);

beforeAll(async () => {
  t = createTestDatabase();
  setDb(t.db);
  insertFixtures(t.db);
  insertFixtures(t.db, "7001", "ΑΒΓ");
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  other = insertUser(t.db, ["ROLE_ORG_PUBLISHER"], "7001");
  const submit = (i: number, user = publisher, org = "6013") =>
    submitDecision(t.db, {
      user,
      input: input({ subject: `Πράξη ${i}` }, org),
      document: pdf(),
      fields: FIELDS,
      now: NOW - 1000 * i,
    }).versionId;
  for (let i = 0; i < 55; i++) submit(i);
  submit(99, other, "7001");
  // Three published in the last 30 days, one long ago; one of the recent ones pending revocation.
  const publish = (versionId: string, now: number) =>
    publishDecision(t.db, { user: publisher, versionId, recipients: [], baseUrl: "https://x", now });
  const recent = [submit(100), submit(101), submit(102)];
  for (const v of recent) await publish(v, NOW - 86_400_000);
  await publish(submit(103), NOW - 40 * 86_400_000);
  const first = await publish(submit(104), NOW - 3600_000);
  if (!first.ok) throw new Error("publish failed");
  requestRevocation(t.db, {
    user: publisher,
    ada: first.ada,
    ground: "REVOCATION_REASON_3",
    comment: "Διπλή.",
    now: NOW,
  });
});
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

describe("worklists", () => {
  it("scope each list to the organisations where the user holds its rights", () => {
    expect(worklistScope(publisher.access, "submitted")).toEqual(["6013"]);
    expect(
      worklistScope(
        [{ organizationId: "0", roles: ["ROLE_ADMIN"], permissions: ["PERM_ADMIN_DECISIONS_REVOKE"] }],
        "pending",
      ),
    ).toBe("all");
    expect(
      worklistScope([{ organizationId: "6013", roles: ["ROLE_USER_MANAGER"], permissions: [] }], "pending"),
    ).toBeNull();
  });

  it("page the submitted list with its honest total, past the old cap of 50", () => {
    const first = worklistPage("submitted", ["6013"], 1, { now: NOW });
    expect(first).toMatchObject({ total: 55, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].subject).toBe("Πράξη 0");
    const last = worklistPage("submitted", ["6013"], 3, { now: NOW });
    expect(last.items.map((d) => d.subject)).toEqual(Array.from({ length: 15 }, (_, i) => `Πράξη ${40 + i}`));
    expect(worklistPage("submitted", ["6013"], 99, { now: NOW }).page).toBe(3);
    expect(worklistPage("submitted", "all", 1, { now: NOW }).total).toBe(56);
    expect(worklistPage("submitted", ["7001"], 1, { now: NOW }).items.map((d) => d.subject)).toEqual(["Πράξη 99"]);
  });

  it("list the pending revocation requests and the last 30 days' publications", () => {
    expect(worklistPage("pending", ["6013"], 1, { now: NOW }).items.map((d) => d.subject)).toEqual(["Πράξη 104"]);
    const published = worklistPage("published", ["6013"], 1, { now: NOW });
    expect(published.total).toBe(4);
    // Newest publication first; the three published at the same time, newest decision first.
    expect(published.items.map((d) => d.subject)).toEqual(["Πράξη 104", "Πράξη 102", "Πράξη 101", "Πράξη 100"]);
  });
});
