/** The public-write throttle on a real SQLite file: an address may write 30 times in 10 minutes. */
import { afterAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { takeApiCall, takeOpendataRead, takePublicWrite, THROTTLE_RULES } from "./throttle.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());

describe("takePublicWrite", () => {
  it("lets an address write up to the rule's points, then says how long to wait, without counting the refusals", async () => {
    setDb(testDb.db);
    const { points, windowSeconds } = THROTTLE_RULES.publicWriteAddress;
    for (let i = 0; i < points; i++) expect(await takePublicWrite("198.51.100.7")).toBe(0);
    const wait = await takePublicWrite("198.51.100.7");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowSeconds * 1000);
    // Another address is not affected.
    expect(await takePublicWrite("198.51.100.8")).toBe(0);
  });
});

describe("takeApiCall and takeOpendataRead", () => {
  it("let a user or an address call up to the limit in a minute, then wait to the minute's end however often refused", async () => {
    setDb(testDb.db);
    for (const take of [(n: number) => takeApiCall(4242, n), (n: number) => takeOpendataRead("198.51.100.9", n)]) {
      for (let i = 0; i < 5; i++) expect(await take(5)).toBe(0);
      const firstWait = await take(5);
      expect(firstWait).toBeGreaterThan(0);
      expect(firstWait).toBeLessThanOrEqual(60_000);
      for (let i = 0; i < 20; i++) await take(5);
      // The refusals do not push the window's end further.
      const laterWait = await take(5);
      expect(laterWait).toBeGreaterThan(0);
      expect(laterWait).toBeLessThanOrEqual(firstWait);
    }
    // Another user is not affected.
    expect(await takeApiCall(4243, 5)).toBe(0);
  });
});
