/**
 * The home page's counters when the database cannot count (SPEC §8 "KPI load failure"): the total
 * of decisions keeps the last value counted, the other counters go blank, and the statistics API
 * answers 503 instead of a blank or stale figure.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { setDb, schema } from "#db/client";
import { apiCounter } from "#app/http/api-response.server";
import { TEXT } from "#app/messages";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { forgetKpis, getKpis } from "./kpi.server";
import { refreshPublicationStats } from "./publication-stats.server";
import { totalArtifacts, totalUsers } from "./stats-api.server";

let testDb: TestDatabase;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  testDb = createTestDatabase();
  setDb(testDb.db);
  forgetKpis();
  testDb.db
    .insert(schema.organizations)
    .values({ uid: "1", label: "ΔΗΜΟΣ ΤΗΝΟΥ", latinName: "dimos_tinou", categoryUid: "MUNICIPALITY", adaCode: "Α1" })
    .run();
  testDb.db
    .insert(schema.decisions)
    .values({
      id: 1,
      ada: "ΑΔΑ1",
      orgUid: "1",
      status: "PUBLISHED",
      latestVersionId: "v1",
      publishedAt: 1,
      updatedAt: 1,
      createdAt: 0,
    })
    .run();
  // The total of decisions is read from the aggregates the background worker builds.
  await refreshPublicationStats(testDb.db);
});

afterEach(() => {
  setDb(undefined);
  testDb.cleanup();
  forgetKpis();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The database stops answering (closed under the code's feet), and the hourly figures expire. */
function databaseFails() {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  testDb.db.$client.close();
  forgetCachedFigures();
}

function forgetCachedFigures() {
  // forgetKpis() would also forget the last value counted: let the hourly figures expire instead.
  vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
}

it("keeps the last total of decisions and blanks the others when counting fails", async () => {
  expect(getKpis()).toMatchObject({ decisions: 1, organizations: 1, failed: false });
  databaseFails();
  expect(getKpis()).toMatchObject({ decisions: 1, organizations: null, users: null, failed: true });
  const answer = await apiCounter(new Request("http://x/"), totalUsers(), TEXT.counterUnavailable);
  expect(answer.status).toBe(503);
  expect(answer.headers.get("Retry-After")).toBe("60");
  expect(((await answer.json()) as { errors: { errorMessage: string }[] }).errors[0].errorMessage).toBe(
    TEXT.counterUnavailable,
  );
  expect(totalArtifacts()).toBeNull();
});

it("shows every counter blank when nothing was ever counted", () => {
  databaseFails();
  expect(getKpis()).toMatchObject({ decisions: null, organizations: null, users: null, failed: true });
});

it("counts again a minute after a failure, once the database answers", () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const answering = testDb.db;
  const closed = createTestDatabase();
  closed.db.$client.close();
  setDb(closed.db);
  expect(getKpis().failed).toBe(true);
  setDb(answering);
  vi.setSystemTime(Date.now() + 30 * 1000);
  expect(getKpis().failed).toBe(true); // the failure is remembered for a minute, not retried per visit
  vi.setSystemTime(Date.now() + 31 * 1000);
  expect(getKpis()).toMatchObject({ decisions: 1, failed: false });
  closed.cleanup();
});

it("counts each database's own decisions, though both are at the same generation of the aggregates", async () => {
  expect(getKpis()).toMatchObject({ decisions: 1, failed: false });
  // A second register (another test file's, or a script's) with two decisions, refreshed once too.
  const other = createTestDatabase();
  other.db
    .insert(schema.organizations)
    .values({ uid: "1", label: "ΔΗΜΟΣ ΤΗΝΟΥ", latinName: "dimos_tinou", categoryUid: "MUNICIPALITY", adaCode: "Α1" })
    .run();
  for (const id of [1, 2])
    other.db
      .insert(schema.decisions)
      .values({
        id,
        ada: `ΑΔΑ${id}`,
        orgUid: "1",
        status: "PUBLISHED",
        latestVersionId: `v${id}`,
        publishedAt: 1,
        updatedAt: 1,
        createdAt: 0,
      })
      .run();
  await refreshPublicationStats(other.db);
  setDb(other.db);
  expect(getKpis()).toMatchObject({ decisions: 2, failed: false });
  setDb(testDb.db);
  expect(getKpis()).toMatchObject({ decisions: 1, failed: false });
  other.cleanup();
});
