/**
 * The daily publication aggregates (issue 16) on a real SQLite file: each Athens day counted from
 * midnight to midnight, the 23-hour and the 25-hour day included, as an independent SQL count
 * written here says; rebuilt day by day when publications change; and shown on the home page's
 * line and total only once the background refresh has counted them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { schema, setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { forgetHomeCharts, getHomeCharts, publicationsPerDay } from "./charts.server";
import { forgetKpis, getKpis } from "./kpi.server";
import { refreshPublicationStats, type RefreshReport } from "./publication-stats.server";
import { forgetPublicationStats } from "./stats-page.server";
import { startPublicationStatsRefresh } from "./stats-refresh.server";

const testDb = createTestDatabase();
const sqlite = testDb.db.$client;
let nextId = 1;

function publish(org: string, at: string): void {
  const id = nextId++;
  const ms = Date.parse(at);
  testDb.db
    .insert(schema.decisions)
    .values({
      id,
      ada: `ΑΔΑ${id}`,
      orgUid: org,
      status: "PUBLISHED",
      latestVersionId: `v${id}`,
      publishedAt: ms,
      updatedAt: ms,
      createdAt: ms,
    })
    .run();
}

/**
 * Publications per Athens day counted without shared/dates.ts: Athens is UTC+3 from the last
 * Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC (the EU rule), UTC+2 otherwise.
 */
const SUMMER_TIME = [
  ["2025-03-30T01:00:00Z", "2025-10-26T01:00:00Z"],
  ["2026-03-29T01:00:00Z", "2026-10-25T01:00:00Z"],
].map(([from, to]) => [Date.parse(from), Date.parse(to)]);

function independentCounts(org?: string): Record<string, number> {
  const summer = SUMMER_TIME.map(() => "(published_at >= ? AND published_at < ?)").join(" OR ");
  const rows = sqlite
    .prepare(
      `SELECT date(published_at / 1000 + CASE WHEN ${summer} THEN 3 * 3600 ELSE 2 * 3600 END, 'unixepoch') AS day,
              count(*) AS n
       FROM decisions WHERE published_at IS NOT NULL ${org ? "AND org_uid = ?" : ""} GROUP BY day`,
    )
    .all(...SUMMER_TIME.flat(), ...(org ? [org] : [])) as { day: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.day, r.n]));
}

/** What the daily aggregates hold, as day → count. */
function stored(org?: string): Record<string, number> {
  const rows = (
    org
      ? sqlite.prepare("SELECT day, count AS n FROM publication_stats_by_org_day WHERE org_uid = ?").all(org)
      : sqlite.prepare("SELECT day, publications AS n FROM publication_stats_days").all()
  ) as { day: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.day, r.n]));
}

const NOW = Date.parse("2025-11-05T10:00:00Z");

beforeAll(() => {
  setDb(testDb.db);
  testDb.db
    .insert(schema.organizations)
    .values([
      { uid: "1", label: "ΔΗΜΟΣ ΤΗΝΟΥ", latinName: "dimos_tinou", categoryUid: "MUNICIPALITY", adaCode: "Α1" },
      { uid: "2", label: "ΥΠΟΥΡΓΕΙΟ ΥΓΕΙΑΣ", latinName: "ypoyrgeio_ygeias", categoryUid: "MINISTRY", adaCode: "Α2" },
    ])
    .run();
  // 30 March 2025, a 23-hour day: Athens midnight is 22:00 UTC the evening before (UTC+2), the
  // next midnight 21:00 UTC (UTC+3).
  publish("1", "2025-03-29T21:59:59.999Z"); // the 29th's last millisecond
  publish("1", "2025-03-29T22:00:00.000Z"); // the 30th's first
  publish("2", "2025-03-30T20:59:59.999Z"); // the 30th's last, 23 hours on
  publish("2", "2025-03-30T21:00:00.000Z"); // the 31st's first
  // 26 October 2025, a 25-hour day: from 21:00 UTC the evening before (UTC+3) to 22:00 UTC (UTC+2).
  publish("2", "2025-10-25T20:59:59.999Z");
  publish("1", "2025-10-25T21:00:00.000Z");
  publish("2", "2025-10-26T21:59:59.999Z"); // 23:59:59.999 in Athens, 25 hours on
  publish("1", "2025-10-26T22:00:00.000Z");
});

afterAll(() => {
  setDb(undefined);
  testDb.cleanup();
});

describe("the daily aggregates", () => {
  it("count each Athens day from midnight to midnight, the 23- and the 25-hour day, as an independent count does", async () => {
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toMatchObject({ daysRebuilt: 6 });
    expect(publicationsPerDay("2025-03-31", { days: 3 })).toEqual([
      { day: "2025-03-29", count: 1 },
      { day: "2025-03-30", count: 2 },
      { day: "2025-03-31", count: 1 },
    ]);
    expect(publicationsPerDay("2025-10-27", { days: 3 }).map((d) => d.count)).toEqual([1, 2, 1]);
    expect(publicationsPerDay("2025-10-27", { days: 3, orgUid: "2" }).map((d) => d.count)).toEqual([1, 1, 0]);
    expect(stored()).toEqual(independentCounts());
    expect(stored("1")).toEqual(independentCounts("1"));
    expect(stored("2")).toEqual(independentCounts("2"));
  });

  it("rebuild only the days whose publications changed", async () => {
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toEqual({ checked: 9, rebuilt: 0, daysRebuilt: 0 });
    publish("2", "2025-10-26T12:00:00Z");
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toEqual({ checked: 9, rebuilt: 1, daysRebuilt: 1 });
    expect(stored()["2025-10-26"]).toBe(3);
    expect(stored()).toEqual(independentCounts());
    expect(stored("2")).toEqual(independentCounts("2"));
  });

  it("are built for months counted before the daily aggregates existed (the first refresh after the migration)", async () => {
    sqlite.exec("DELETE FROM publication_stats_days; DELETE FROM publication_stats_by_org_day");
    expect(await refreshPublicationStats(testDb.db, { now: NOW })).toEqual({ checked: 9, rebuilt: 0, daysRebuilt: 6 });
    expect(stored()).toEqual(independentCounts());
    expect(stored("1")).toEqual(independentCounts("1"));
  });
});

describe("the home page's line and total", () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetHomeCharts();
    forgetKpis();
    forgetPublicationStats();
  });

  it("show a publication once the background refresh has counted it, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    forgetHomeCharts();
    forgetKpis();
    const total = getKpis().decisions!;
    expect(total).toBe(Object.values(independentCounts()).reduce((a, b) => a + b, 0));
    expect(getHomeCharts().perDay.at(-1)).toEqual({ day: "2025-11-05", count: 0 });

    publish("1", "2025-11-05T09:00:00Z"); // 11:00 in Athens
    // Before the refresh, even with this process's hourly figures forgotten, nothing has changed.
    forgetHomeCharts();
    forgetKpis();
    expect(getKpis().decisions).toBe(total);
    expect(getHomeCharts().perDay.at(-1)).toEqual({ day: "2025-11-05", count: 0 });

    // The background worker's run (server/background.ts starts it at boot, then hourly).
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
    await worker.stop();
    expect(reports).toEqual([{ checked: 9, rebuilt: 1, daysRebuilt: 1 }]);
    expect(getKpis().decisions).toBe(total + 1);
    const line = getHomeCharts().perDay;
    expect(line.at(-1)).toEqual({ day: "2025-11-05", count: 1 });
    const independent = independentCounts();
    for (const { day, count } of line) expect(count, day).toBe(independent[day] ?? 0);
  });
});
