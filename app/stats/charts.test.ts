/**
 * The home page's aggregates against a real SQLite file: publications per Athens day (bounds at
 * Athens midnight, the day the clocks change included) and per organisation category, the
 * organisations of a category tab, and the hourly cache.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDb, schema } from "#db/client";
import { athensWallClockToEpoch } from "#shared/dates";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { forgetCategoryOrganizations, organizationsOfCategory } from "./category-organizations.server";
import { forgetHomeCharts, getHomeCharts, publicationsPerDay } from "./charts.server";
import { refreshPublicationStats } from "./publication-stats.server";
import { homeQuerySchema } from "./org-categories";
import { countPerDayLastMonth, countPerOrgCategory } from "./stats-api.server";
import { forgetPublicationStats } from "./stats-page.server";

let testDb: TestDatabase;
let nextId = 1;

/** A decision of `org`; published at `publishedAt` (Athens wall clock) or only submitted. */
function decision(org: string, publishedAt: number | null, status = publishedAt ? "PUBLISHED" : "SUBMITTED") {
  const id = nextId++;
  testDb.db
    .insert(schema.decisions)
    .values({
      id,
      ada: publishedAt ? `ΑΔΑ${id}` : null,
      orgUid: org,
      status,
      latestVersionId: `v${id}`,
      publishedAt,
      updatedAt: publishedAt ?? 0,
      createdAt: 0,
    })
    .run();
}

const athens = (y: number, m: number, d: number, h = 12, min = 0) => athensWallClockToEpoch(y, m, d, h, min);

beforeAll(() => {
  testDb = createTestDatabase();
  setDb(testDb.db);
  const db = testDb.db;
  db.insert(schema.dictionaries).values({ uid: "ORG_CATEGORY", label: "Κατηγορίες οργανισμών" }).run();
  db.insert(schema.dictionaryItems)
    .values([
      { dictionaryUid: "ORG_CATEGORY", uid: "MUNICIPALITY", label: "Δήμος" },
      { dictionaryUid: "ORG_CATEGORY", uid: "MINISTRY", label: "Υπουργείο" },
    ])
    .run();
  db.insert(schema.organizations)
    .values([
      { uid: "1", label: "ΔΗΜΟΣ ΤΗΝΟΥ", latinName: "dimos_tinou", categoryUid: "MUNICIPALITY", adaCode: "Α1" },
      { uid: "2", label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", latinName: "dimos_athinaion", categoryUid: "MUNICIPALITY", adaCode: "Α2" },
      { uid: "3", label: "ΥΠΟΥΡΓΕΙΟ ΥΓΕΙΑΣ", latinName: "ypoyrgeio_ygeias", categoryUid: "MINISTRY", adaCode: "Α3" },
      {
        uid: "4",
        label: "ΔΗΜΟΣ ΚΑΤΑΡΓΗΜΕΝΟΣ",
        latinName: "dimos_katargimenos",
        categoryUid: "MUNICIPALITY",
        adaCode: "Α4",
        isActive: false,
      },
      { uid: "5", label: "ΑΓΝΩΣΤΟΣ ΦΟΡΕΑΣ", latinName: "agnostos", categoryUid: "NEWCATEGORY", adaCode: "Α5" },
    ])
    .run();
  // 2025-10-26: the clocks go back at 04:00 in Athens, a 25-hour day.
  decision("1", athens(2025, 10, 26, 0, 0)); // the first minute of the 26th
  decision("1", athens(2025, 10, 26, 23, 59)); // its last minute, 25 hours on
  decision("2", athens(2025, 10, 25, 23, 59)); // the day before
  decision("2", athens(2025, 10, 27, 0, 0)); // the day after
  decision("3", athens(2025, 10, 1, 9)); // 30 days before the 30th: the first day of the chart
  decision("3", athens(2025, 9, 30, 23, 59)); // 31 days before: outside
  decision("3", athens(2025, 10, 30, 8), "REVOKED"); // published, later revoked: still a publication
  decision("1", null); // submitted, never published
  decision("5", athens(2025, 10, 30, 9));
});

afterAll(() => testDb.cleanup());
beforeEach(() => {
  forgetHomeCharts();
  forgetCategoryOrganizations();
  forgetPublicationStats();
});

describe("publications per Athens day", () => {
  it("reads the 30 days ending today from the daily aggregates, by Athens midnights, a 25-hour day included", async () => {
    // Before the background refresh the aggregates are empty: every day is 0.
    expect(publicationsPerDay("2025-10-30").map((d) => d.count)).toEqual(Array(30).fill(0));
    await refreshPublicationStats(testDb.db, { now: athens(2025, 10, 30, 10) });
    const perDay = publicationsPerDay("2025-10-30");
    expect(perDay).toHaveLength(30);
    expect(perDay[0]).toEqual({ day: "2025-10-01", count: 1 });
    expect(perDay.at(-1)).toEqual({ day: "2025-10-30", count: 2 });
    const byDay = Object.fromEntries(perDay.map((d) => [d.day, d.count]));
    expect(byDay["2025-10-25"]).toBe(1);
    expect(byDay["2025-10-26"]).toBe(2);
    expect(byDay["2025-10-27"]).toBe(1);
    expect(perDay.reduce((sum, d) => sum + d.count, 0)).toBe(7);
  });
});

describe("publications per organisation category", () => {
  it("sums the hourly aggregates of every organisation of a category, largest first, with its Greek label", async () => {
    await refreshPublicationStats(testDb.db, { now: athens(2025, 10, 30, 10) });
    forgetPublicationStats();
    const { perCategory } = getHomeCharts(athens(2025, 10, 30, 10));
    expect(perCategory).toEqual([
      { uid: "MUNICIPALITY", label: "Δήμος", count: 4 },
      { uid: "MINISTRY", label: "Υπουργείο", count: 3 },
      // A category missing from the dictionary shows its uid rather than vanishing.
      { uid: "NEWCATEGORY", label: "NEWCATEGORY", count: 1 },
    ]);
    // The statistics API's numbers are the same.
    expect(countPerOrgCategory().facetsResults.map((f) => [f.itemId, f.counter])).toEqual(
      perCategory.map((c) => [c.uid, c.count]),
    );
  });
});

describe("the hourly cache", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("reads the aggregates at most hourly: a publication shows once the refresh has counted it, not before", async () => {
    await refreshPublicationStats(testDb.db, { now: athens(2025, 10, 30, 10) });
    vi.setSystemTime(athens(2025, 10, 30, 10));
    const first = getHomeCharts();
    expect(first.perDay.at(-1)).toEqual({ day: "2025-10-30", count: 2 });
    // Within the hour and with no refresh, nothing is read again: even a row changed behind the
    // refresh's back is not seen.
    testDb.db.$client.prepare("UPDATE publication_stats_days SET publications = 99 WHERE day = '2025-10-30'").run();
    vi.setSystemTime(athens(2025, 10, 30, 10, 59));
    expect(getHomeCharts()).toEqual(first);
    testDb.db.$client.prepare("UPDATE publication_stats_days SET publications = 2 WHERE day = '2025-10-30'").run();
    decision("2", athens(2025, 10, 30, 10, 30));
    vi.setSystemTime(athens(2025, 10, 30, 11, 1));
    // An hour on, the figures are read again, but the refresh has not counted the publication yet.
    expect(getHomeCharts().perDay).toEqual(first.perDay);
    // The refresh (by whichever process holds the lease) raises the aggregates' generation, and
    // the next page, in any process, reads them.
    await refreshPublicationStats(testDb.db, { now: athens(2025, 10, 30, 11, 2) });
    vi.setSystemTime(athens(2025, 10, 30, 11, 3));
    const later = getHomeCharts();
    expect(later.perDay.at(-1)).toEqual({ day: "2025-10-30", count: 3 });
    expect(later.perCategory[0]).toEqual({ uid: "MUNICIPALITY", label: "Δήμος", count: 5 });
  });

  it("reads one organisation's days from the same aggregates: never more than the register's", async () => {
    vi.setSystemTime(athens(2025, 10, 30, 12, 10));
    decision("5", athens(2025, 10, 30, 12, 5));
    await refreshPublicationStats(testDb.db, { now: athens(2025, 10, 30, 12, 10) });
    forgetHomeCharts();
    const register = countPerDayLastMonth()!;
    const organization = countPerDayLastMonth("5")!;
    expect(organization.facetsResults.at(-1)).toEqual({ label: "2025-10-30", counter: 2, itemId: "2025-10-30" });
    expect(organization.value).toBe(2);
    for (const [i, day] of organization.facetsResults.entries())
      expect(day.counter).toBeLessThanOrEqual(register.facetsResults[i].counter);
    expect(countPerDayLastMonth("no_such_body")).toBeNull();
  });

  it("starts a new line when the Athens day changes, even within the hour", () => {
    vi.setSystemTime(athens(2025, 10, 30, 23, 50));
    const beforeMidnight = getHomeCharts();
    vi.setSystemTime(athens(2025, 10, 31, 0, 10));
    const afterMidnight = getHomeCharts();
    expect(beforeMidnight.perDay.at(-1)?.day).toBe("2025-10-30");
    expect(afterMidnight.perDay.at(-1)).toEqual({ day: "2025-10-31", count: 0 });
  });
});

describe("category tabs", () => {
  it("lists the active organisations of a category by name", () => {
    expect(organizationsOfCategory("MUNICIPALITY").map((o) => o.latinName)).toEqual(["dimos_athinaion", "dimos_tinou"]);
    expect(organizationsOfCategory("REGION")).toEqual([]);
  });

  it("reads the tab from the query: the ministries by default, an unknown category refused in Greek", () => {
    expect(homeQuerySchema.parse({})).toEqual({ category: "MINISTRY" });
    expect(homeQuerySchema.parse({ category: "REGION" })).toEqual({ category: "REGION" });
    const bad = homeQuerySchema.safeParse({ category: "NPDD" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^Άγνωστη κατηγορία φορέων/);
    expect(homeQuerySchema.safeParse({ category: ["REGION", "MINISTRY"] }).success).toBe(false);
  });
});
