import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { openDatabase } from "./client";
import { holdLease, releaseLease, takeLease } from "./leases";

const t = createTestDatabase();
const other = openDatabase(t.file); // a second process's connection to the same file
afterAll(() => {
  other.$client.close();
  t.cleanup();
});

describe("worker leases", () => {
  it("lets one holder at a time work, until its lease expires or it lets go", () => {
    expect(holdLease(t.db, "search-sync", "A", 30_000, 1_000)).toBe(true);
    expect(holdLease(other, "search-sync", "B", 30_000, 1_000)).toBe(false);
    expect(holdLease(t.db, "search-sync", "A", 30_000, 20_000)).toBe(true); // renewed to 50 000
    expect(holdLease(other, "search-sync", "B", 30_000, 49_999)).toBe(false);
    expect(holdLease(other, "search-sync", "B", 30_000, 50_000)).toBe(true); // A stalled: B takes over
    expect(holdLease(t.db, "search-sync", "A", 30_000, 50_001)).toBe(false);
    releaseLease(t.db, "search-sync", "A"); // not A's any more: nothing happens
    expect(holdLease(t.db, "search-sync", "A", 30_000, 50_002)).toBe(false);
    releaseLease(other, "search-sync", "B");
    expect(holdLease(t.db, "search-sync", "A", 30_000, 50_003)).toBe(true);
  });

  it("can be taken over by force, and the former holder then stays out", () => {
    expect(holdLease(t.db, "sync", "server", 30_000, 0)).toBe(true);
    takeLease(other, "sync", "reindex", 30_000, 1_000);
    expect(holdLease(t.db, "sync", "server", 30_000, 2_000)).toBe(false);
    expect(holdLease(other, "sync", "reindex", 30_000, 2_000)).toBe(true);
  });

  it("keeps different leases apart", () => {
    expect(holdLease(t.db, "one", "A", 1_000, 0)).toBe(true);
    expect(holdLease(other, "two", "B", 1_000, 0)).toBe(true);
  });
});
