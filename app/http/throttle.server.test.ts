/** The public-write throttle on a real SQLite file: an address may write 30 times in 10 minutes. */
import { afterAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { takePublicWrite, THROTTLE_RULES } from "./throttle.server";

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
