import { describe, expect, it } from "vitest";
import { memoCache, memoCachePerConnection } from "./cache";

describe("memoCache", () => {
  it("computes a value once while it is fresh and again after its time to live", () => {
    let now = 1_000;
    let computed = 0;
    const cache = memoCache<string, number>({ max: 10, ttlMs: 60_000, now: () => now });
    const read = () => cache.get("kpis", () => ++computed);
    expect(read()).toBe(1);
    now += 60_000;
    expect(read()).toBe(1);
    now += 1;
    expect(read()).toBe(2);
    expect(computed).toBe(2);
  });

  it("keeps at most `max` keys, dropping the least recently used", () => {
    const cache = memoCache<string, string>({ max: 2 });
    cache.get("a", () => "A");
    cache.get("b", () => "B");
    cache.get("a", () => "never");
    cache.get("c", () => "C");
    expect(cache.size).toBe(2);
    expect(cache.get("a", () => "recomputed")).toBe("A");
    expect(cache.get("b", () => "recomputed")).toBe("recomputed");
  });

  it("forgets everything on clear", () => {
    const cache = memoCache<string, number>({ max: 5, ttlMs: 1_000 });
    cache.get("x", () => 1);
    cache.clear();
    expect(cache.get("x", () => 2)).toBe(2);
  });
});

describe("memoCachePerConnection", () => {
  it("keeps each connection's values apart under the same key, and forgets them all on clear", () => {
    const caches = memoCachePerConnection<number, string>({ max: 5 });
    const first = {};
    const second = {};
    expect(caches.of(first).get(1, () => "first")).toBe("first");
    expect(caches.of(second).get(1, () => "second")).toBe("second");
    expect(caches.of(first).get(1, () => "again")).toBe("first");
    caches.clear();
    expect(caches.of(first).get(1, () => "after clear")).toBe("after clear");
  });
});
