/**
 * The monthly publication aggregates and what /stats sums from them, on a real SQLite file:
 * built per Athens month, rebuilt when a month's publications change, and summed per month,
 * type, category and organisation; plus the internal figures of PERM_VIEW_STATS holders.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertFixtures, ORG, TYPE } from "#app/decisions/testing/fixtures";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { internalFigures } from "./internal-stats.server";
import { refreshPublicationStats } from "./publication-stats.server";
import { defaultPeriod, periodPresets } from "./period";
import { allTimeBreakdown, forgetPublicationStats, publicationStats, statsPage, statsTable } from "./stats-page.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const sqlite = testDb.db.$client;
const OTHER = "7001";
const DAY = 86_400_000;

let nextId = 1;
function decision(org: string, type: string, publishedAt: number | null, status = "PUBLISHED", createdAt?: number) {
  const id = nextId++;
  const versionId = `v${id}`;
  sqlite
    .prepare(
      `INSERT INTO decisions (id, ada, org_uid, status, latest_version_id, published_at, updated_at, created_at, revoked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      publishedAt === null ? null : `ADA-${id}`,
      org,
      status,
      versionId,
      publishedAt,
      publishedAt ?? 0,
      createdAt ?? (publishedAt ?? 0) - 2 * DAY,
      status === "REVOKED" ? publishedAt! + DAY : null,
    );
  sqlite
    .prepare(
      `INSERT INTO decision_versions (version_id, decision_id, version_number, status, protocol_number, subject, issue_date,
         decision_type_uid, unit_uids, signer_uids, thematic_category_uids, extra_field_values, created_at, published_at)
       VALUES (?, ?, 1, ?, '1', 'Θέμα', '2026-01-01', ?, '[]', '[]', '[]', '{}', 0, ?)`,
    )
    .run(versionId, id, status, type, publishedAt);
}

// Athens is UTC+2 in winter: 31 Jan 23:30 Athens is 21:30 UTC and still January.
const JAN_LAST_EVENING = Date.parse("2026-01-31T21:30:00Z");
const FEB_FIRST_NIGHT = Date.parse("2026-01-31T22:30:00Z"); // 1 Feb 00:30 in Athens
const MARCH = Date.parse("2026-03-10T10:00:00Z");
const NOW = Date.parse("2026-03-20T10:00:00Z");

beforeAll(() => {
  setDb(testDb.db);
  insertFixtures(testDb.db);
  insertFixtures(testDb.db, OTHER, "ΩΗ7");
  sqlite.prepare("UPDATE organizations SET category_uid = 'MINISTRY' WHERE uid = ?").run(OTHER);
  sqlite.prepare("INSERT INTO decision_types (uid, label, allowed_in_decisions) VALUES ('Α.2', 'ΝΟΜΟΣ', 1)").run();
  decision(ORG, TYPE, JAN_LAST_EVENING);
  decision(ORG, TYPE, FEB_FIRST_NIGHT);
  decision(ORG, "Α.2", FEB_FIRST_NIGHT + DAY);
  decision(OTHER, TYPE, FEB_FIRST_NIGHT + 2 * DAY, "REVOKED");
  decision(ORG, TYPE, null, "SUBMITTED"); // not public: never counted
});

describe("publication statistics", () => {
  it("builds every month from the first publication to now, by Athens month", async () => {
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toEqual({ checked: 3, rebuilt: 3, daysRebuilt: 4 });
    const stats = publicationStats({ from: "2026-01", to: "2026-03" }, NOW);
    expect(stats.perMonth).toEqual([
      { month: "2026-01", count: 1 },
      { month: "2026-02", count: 3 },
      { month: "2026-03", count: 0 },
    ]);
    expect(stats.total).toBe(4);
    expect(stats.perType).toEqual([
      { uid: TYPE, label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ", count: 3 },
      { uid: "Α.2", label: "ΝΟΜΟΣ", count: 1 },
    ]);
    expect(stats.perOrganization.map((o) => [o.uid, o.count, o.latinName])).toEqual([
      [ORG, 3, `dimos_${ORG}`],
      [OTHER, 1, `dimos_${OTHER}`],
    ]);
    expect(stats.perCategory.map((c) => [c.uid, c.count])).toEqual([
      ["MUNICIPALITY", 3],
      ["MINISTRY", 1],
    ]);
  });

  it("limits the sums to the period asked for", () => {
    const february = publicationStats({ from: "2026-02", to: "2026-02" }, NOW);
    expect(february.total).toBe(3);
    expect(february.perMonth).toEqual([{ month: "2026-02", count: 3 }]);
  });

  it("rebuilds only the month whose publications changed", async () => {
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toEqual({ checked: 3, rebuilt: 0, daysRebuilt: 0 });
    decision(OTHER, "Α.2", MARCH);
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toEqual({ checked: 3, rebuilt: 1, daysRebuilt: 1 });
    forgetPublicationStats();
    const stats = publicationStats({ from: "2026-03", to: "2026-03" }, NOW);
    expect(stats.perType).toEqual([{ uid: "Α.2", label: "ΝΟΜΟΣ", count: 1 }]);
  });

  it("gives a PERM_VIEW_STATS holder their organisation's internal figures for the period", () => {
    const access = [
      { organizationId: ORG, roles: ["ROLE_ORG_USER" as const], permissions: ["PERM_VIEW_STATS" as const] },
    ];
    expect(internalFigures(access, { from: "2026-02", to: "2026-02" })).toEqual([
      {
        scope: ORG,
        label: `ΔΗΜΟΣ ΔΟΚΙΜΗΣ ${ORG}`,
        awaitingPublication: 1,
        pendingRevocation: 0,
        publishedInPeriod: 2,
        revokedInPeriod: 0,
        averageDaysToPublish: 2,
      },
    ]);
    const admin = [{ organizationId: "0", roles: ["ROLE_ADMIN" as const], permissions: ["PERM_VIEW_STATS" as const] }];
    expect(internalFigures(admin, { from: "2026-02", to: "2026-02" })[0]).toMatchObject({
      scope: "0",
      publishedInPeriod: 3,
      revokedInPeriod: 1,
    });
    expect(internalFigures([], { from: "2026-02", to: "2026-02" })).toEqual([]);
  });

  it("lists the period's organisations on the page with how many published, and internal figures only with the right", () => {
    const page = statsPage(null, { from: "2026-01", to: "2026-03" }, NOW);
    expect(page.organizationCount).toBe(2);
    expect(page.stats.perOrganization.map((o) => o.uid)).toEqual([ORG, OTHER]);
    expect(page.internal).toEqual([]);
  });

  it("downloads every dimension as a table with its header and the period on each row", () => {
    const stats = publicationStats({ from: "2026-02", to: "2026-03" }, NOW);
    expect(statsTable(stats, "month")).toEqual([
      ["Μήνας", "Αναρτήσεις"],
      ["2026-02", "3"],
      ["2026-03", "1"],
    ]);
    expect(statsTable(stats, "category")[0]).toEqual([
      "Κωδικός κατηγορίας",
      "Κατηγορία φορέα",
      "Αναρτήσεις",
      "Από",
      "Έως",
    ]);
    expect(statsTable(stats, "organization").slice(1)).toEqual([
      [ORG, `ΔΗΜΟΣ ΔΟΚΙΜΗΣ ${ORG}`, "2", "2026-02", "2026-03"],
      [OTHER, `ΔΗΜΟΣ ΔΟΚΙΜΗΣ ${OTHER}`, "2", "2026-02", "2026-03"],
    ]);
    const types = statsTable(stats, "type").slice(1);
    expect(types.reduce((sum, row) => sum + Number(row[2]), 0)).toBe(stats.total);
  });

  it("keeps the whole history and every preset period at each refresh, so a visitor's request sums nothing", async () => {
    await refreshPublicationStats(testDb.db, { now: NOW });
    forgetPublicationStats();
    // The aggregates are emptied behind the refresh's back: what the pages show now can only
    // come from what the refresh kept.
    sqlite.exec("DELETE FROM publication_stats_by_type; DELETE FROM publication_stats_by_org");
    const page = statsPage(null, defaultPeriod(NOW), NOW);
    expect(page.stats.total).toBe(5);
    expect(page.organizationCount).toBe(2);
    expect(page.stats.perType.map((t) => [t.uid, t.count])).toEqual([
      [TYPE, 3],
      ["Α.2", 2],
    ]);
    expect(page.stats.perMonth.slice(-3).map((m) => m.count)).toEqual([1, 3, 1]);
    for (const preset of periodPresets(NOW)) {
      expect(publicationStats(preset, NOW).total, preset.label).toBe(preset.from === "2025-01" ? 0 : 5);
    }
    expect(allTimeBreakdown().perCategory.map((c) => [c.uid, c.count])).toEqual([
      ["MUNICIPALITY", 3],
      ["MINISTRY", 2],
    ]);
    // So is a period spanning the whole history, its months listed anew.
    const spanning = publicationStats({ from: "2025-11", to: "2026-05" }, NOW);
    expect(spanning.total).toBe(5);
    expect(spanning.perMonth.map((m) => m.count)).toEqual([0, 0, 1, 3, 1, 0, 0]);
    expect(spanning.perOrganization.map((o) => [o.uid, o.count])).toEqual([
      [ORG, 3],
      [OTHER, 2],
    ]);
    // Another period of the visitor's own choice is summed on request, from the (now empty) aggregates.
    expect(publicationStats({ from: "2026-02", to: "2026-03" }, NOW).total).toBe(0);

    sqlite.exec("DELETE FROM publication_stats_months");
    await refreshPublicationStats(testDb.db, { now: NOW });
    forgetPublicationStats();
    expect(publicationStats({ from: "2026-02", to: "2026-03" }, NOW).total).toBe(4);
  });

  // Decision 165: at 10,000,000 decisions counting a month inside the write transaction held the
  // lock past the other web processes' busy timeout. The counting now takes no write lock.
  it("counts a changed month and its days without holding the write lock", async () => {
    decision(ORG, TYPE, MARCH);
    decision(OTHER, "Α.2", MARCH + DAY);
    const other = new Database(testDb.file);
    other.pragma("busy_timeout = 0");
    const writerFreeWhileCounting: boolean[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    const spied = vi.spyOn(sqlite, "prepare").mockImplementation((sql: string) => {
      if (/count\(\*\)/i.test(sql) && /GROUP BY/i.test(sql)) {
        // Another connection (another web process) tries to write now.
        try {
          other.exec("BEGIN IMMEDIATE; ROLLBACK");
          writerFreeWhileCounting.push(true);
        } catch {
          writerFreeWhileCounting.push(false);
        }
      }
      return prepare(sql);
    });
    try {
      expect(await refreshPublicationStats(testDb.db, { now: NOW })).toMatchObject({ rebuilt: 1, daysRebuilt: 2 });
    } finally {
      spied.mockRestore();
      other.close();
    }
    // By type and by organisation for the month; by organisation for the changed days.
    expect(writerFreeWhileCounting).toEqual([true, true, true]);
  });
});
