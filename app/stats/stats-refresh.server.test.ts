/** The statistics worker on a real SQLite file: it builds at start, and one process at a time does it. */
import { afterAll, describe, expect, it } from "vitest";
import { insertFixtures, ORG, TYPE } from "#app/decisions/testing/fixtures";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import type { RefreshReport } from "./publication-stats.server";
import { startPublicationStatsRefresh, STATS_LEASE } from "./stats-refresh.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());

describe("the publication statistics worker", () => {
  it("builds the aggregates as soon as it starts, and leaves them to the lease holder", async () => {
    setDb(testDb.db);
    insertFixtures(testDb.db);
    const sqlite = testDb.db.$client;
    const at = Date.now();
    sqlite
      .prepare(
        `INSERT INTO decisions (id, ada, org_uid, status, latest_version_id, published_at, updated_at, created_at)
         VALUES (1, 'ADA-1', ?, 'PUBLISHED', 'v1', ?, ?, ?)`,
      )
      .run(ORG, at, at, at);
    sqlite
      .prepare(
        `INSERT INTO decision_versions (version_id, decision_id, version_number, status, protocol_number, subject,
           issue_date, decision_type_uid, unit_uids, signer_uids, thematic_category_uids, extra_field_values, created_at)
         VALUES ('v1', 1, 1, 'PUBLISHED', '1', 'Θέμα', '2026-01-01', ?, '[]', '[]', '[]', '{}', 0)`,
      )
      .run(TYPE);

    const reports: RefreshReport[] = [];
    let ran!: () => void;
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const worker = startPublicationStatsRefresh(testDb.db, {
      onRun: (report) => {
        reports.push(report);
        ran();
      },
    });
    await firstRun;
    expect(reports).toEqual([{ checked: 1, rebuilt: 1, daysRebuilt: 1 }]);
    expect(sqlite.prepare("SELECT org_uid, count FROM publication_stats_by_org").all()).toEqual([
      { org_uid: ORG, count: 1 },
    ]);
    expect(sqlite.prepare("SELECT org_uid, count FROM publication_stats_by_org_day").all()).toEqual([
      { org_uid: ORG, count: 1 },
    ]);

    // A second process finds the lease held and does nothing.
    const otherReports: RefreshReport[] = [];
    const other = startPublicationStatsRefresh(testDb.db, { onRun: (r) => otherReports.push(r) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(otherReports).toEqual([]);
    await other.stop();

    await worker.stop();
    expect(sqlite.prepare("SELECT count(*) AS n FROM worker_leases WHERE name = ?").get(STATS_LEASE)).toEqual({ n: 0 });
  });
});
