import { describe, expect, it } from "vitest";
import { revocationNeedsOwnReason } from "./revocation-grounds";

describe("the reason of a completed revocation", () => {
  it("comes from the pending request, and must be given when there is none", () => {
    expect(revocationNeedsOwnReason("PENDING_REVOCATION")).toBe(false);
    expect(revocationNeedsOwnReason("PUBLISHED")).toBe(true);
  });
});
