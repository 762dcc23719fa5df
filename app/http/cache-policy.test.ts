/**
 * The caching contract's rule for browsers (decisions 025 and 156): a policy that tells browsers to
 * revalidate every time (`max-age=0`) must not also let them serve a stale copy while revalidating,
 * which `stale-while-revalidate` does in Chrome and Firefox as in a CDN.
 */
import { describe, expect, it } from "vitest";
import { CACHE_POLICIES, isShared } from "./cache-policy";

describe("cache policies", () => {
  it("let no browser show a stale public page: max-age=0 comes without stale-while-revalidate", () => {
    const revalidatedEveryTime = Object.entries(CACHE_POLICIES).filter(([, value]) => /max-age=0\b/.test(value));
    expect(revalidatedEveryTime.map(([name]) => name).sort()).toEqual(["export", "publicPage"]);
    for (const [name, value] of revalidatedEveryTime) {
      expect(value, name).not.toMatch(/stale-while-revalidate/);
      expect(value, name).toMatch(/s-maxage=60\b/);
    }
  });

  it("keep personal answers out of shared caches", () => {
    expect(isShared("privatePage")).toBe(false);
    expect(isShared("publicPage")).toBe(true);
  });
});
