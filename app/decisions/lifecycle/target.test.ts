/**
 * withExpected: a refusal given before a lifecycle page's form was read, read again with what the
 * page showed. A page opened before someone else moved the decision is a conflict; the other
 * refusals, and a page that was current, keep their answer.
 */
import { describe, expect, it } from "vitest";
import { withExpected, type Refused } from "./target.server";

const notAllowed: Refused = { ok: false, reason: "not-allowed", ada: "ΑΔΑ", latestVersionId: "v2", updatedAt: 200 };

describe("withExpected", () => {
  it("turns a wrong status seen on a page opened before the last change into a conflict", () => {
    expect(withExpected(notAllowed, { updatedAt: 100 })).toEqual({ ...notAllowed, reason: "conflict" });
  });

  it("keeps the wrong status for a page that was current, or a form without its token", () => {
    expect(withExpected(notAllowed, { updatedAt: 200 })).toEqual(notAllowed);
    expect(withExpected(notAllowed, {})).toEqual(notAllowed);
  });

  it("leaves a forbidden or not-found answer alone, stale or not", () => {
    const forbidden: Refused = { ...notAllowed, reason: "forbidden" };
    expect(withExpected(forbidden, { updatedAt: 100 })).toEqual(forbidden);
    const missing: Refused = { ok: false, reason: "not-found", ada: null, latestVersionId: null };
    expect(withExpected(missing, { updatedAt: 100 })).toEqual(missing);
  });
});
