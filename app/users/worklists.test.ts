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
import { FIELDS, input, insertFixtures, insertUser, pdf, TYPE, type TestUser } from "#app/decisions/testing/fixtures";
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

  it("filter every list by type, organisation, issue date and text, with honest totals (issue 9)", () => {
    const submitWith = (subject: string, protocolNumber: string, issueDate: string) =>
      submitDecision(t.db, {
        user: publisher,
        input: input({ subject, protocolNumber, issueDate }),
        document: pdf(),
        fields: FIELDS,
        now: NOW,
      });
    submitWith("Έγκριση μελέτης ΟΔΟΠΟΙΪΑΣ", "777/2026", "2026-02-10");
    submitWith("Πρόσληψη εποχικού προσωπικού", "12/2026", "2026-03-15");
    const subjects = (filter: Parameters<typeof worklistPage>[3]) => {
      const page = worklistPage("submitted", ["6013"], 1, filter);
      return { total: page.total, subjects: page.items.map((d) => d.subject) };
    };
    // Text: without accents or case, in the subject or the protocol number.
    expect(subjects({ now: NOW, filter: { q: "οδοποιιας" } })).toEqual({
      total: 1,
      subjects: ["Έγκριση μελέτης ΟΔΟΠΟΙΪΑΣ"],
    });
    expect(subjects({ now: NOW, filter: { q: "777/2026" } }).total).toBe(1);
    expect(subjects({ now: NOW, filter: { q: "100%" } }).total).toBe(0); // % is a letter, not a wildcard
    // Issue date, both bounds inclusive.
    expect(subjects({ now: NOW, filter: { from: "2026-02-10", to: "2026-02-10" } }).subjects).toEqual([
      "Έγκριση μελέτης ΟΔΟΠΟΙΪΑΣ",
    ]);
    expect(subjects({ now: NOW, filter: { from: "2026-01-01" } }).total).toBe(2);
    expect(subjects({ now: NOW, filter: { to: "2025-12-31" } }).total).toBe(55);
    // Type.
    expect(subjects({ now: NOW, filter: { type: TYPE } }).total).toBe(57);
    expect(subjects({ now: NOW, filter: { type: "Ω.9.9" } }).total).toBe(0);
    // Organisation: narrows the scope, never widens it.
    expect(worklistPage("submitted", ["6013"], 1, { now: NOW, filter: { org: "7001" } }).total).toBe(0);
    expect(
      worklistPage("submitted", "all", 1, { now: NOW, filter: { org: "7001" } }).items.map((d) => d.subject),
    ).toEqual(["Πράξη 99"]);
    // Filters and paging together: "Πράξη" matches the 55 numbered ones of 6013, three pages.
    expect(worklistPage("submitted", ["6013"], 3, { now: NOW, filter: { q: "πραξη" } })).toMatchObject({
      total: 55,
      page: 3,
      pageCount: 3,
    });
  });
});
