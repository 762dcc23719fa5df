import { describe, expect, it } from "vitest";
import { statusBadge, statusLabel } from "./decision-status";

describe("decision status words", () => {
  it("names every status in Greek, with SPEC §4's words for revoked and pending revocation", () => {
    expect(statusLabel("SUBMITTED")).toBe("Υποβληθείσα (δεν έχει αναρτηθεί)");
    expect(statusLabel("PUBLISHED")).toBe("Αναρτημένη");
    expect(statusLabel("PENDING_REVOCATION")).toBe("Εν αναμονή ανάκλησης");
    expect(statusLabel("REVOKED")).toBe("Ανακληθείσα");
  });

  it("shows an unknown status as it is rather than hiding it", () => {
    expect(statusLabel("ARCHIVED")).toBe("ARCHIVED");
  });

  it("gives a list row a badge only for revoked and revocation-pending decisions", () => {
    expect(statusBadge("REVOKED")).toEqual({ text: "Ανακληθείσα", tone: "revoked" });
    expect(statusBadge("PENDING_REVOCATION")).toEqual({ text: "Εν αναμονή ανάκλησης", tone: "pending" });
    expect(statusBadge("PUBLISHED")).toBeNull();
    expect(statusBadge("SUBMITTED")).toBeNull();
  });
});
