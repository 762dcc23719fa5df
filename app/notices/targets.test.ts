import { describe, expect, it } from "vitest";
import type { AccessEntry } from "#app/access/permissions";
import { noticeIsFor, parseTarget, targetToString } from "./targets";

const publisherOf6013: AccessEntry[] = [
  { organizationId: "6013", roles: ["ROLE_ORG_PUBLISHER"], permissions: ["PERM_DECISIONS_SUBMIT"] },
];
const admin: AccessEntry[] = [{ organizationId: "0", roles: ["ROLE_ADMIN"], permissions: [] }];

describe("notice targets", () => {
  it("round-trips every kind of target through its stored form", () => {
    for (const stored of ["ALL", "ROLE:ROLE_ORG_PUBLISHER", "ORG:6013"]) {
      expect(targetToString(parseTarget(stored)!)).toBe(stored);
    }
  });

  it("does not understand unknown roles, empty organisations or other words", () => {
    expect(parseTarget("ROLE:ROLE_KING")).toBeNull();
    expect(parseTarget("ORG:")).toBeNull();
    expect(parseTarget("everyone")).toBeNull();
  });

  it("reaches a user by any one of the notice's targets", () => {
    expect(noticeIsFor(["ALL"], publisherOf6013)).toBe(true);
    expect(noticeIsFor(["ROLE:ROLE_ADMIN", "ORG:6013"], publisherOf6013)).toBe(true);
    expect(noticeIsFor(["ROLE:ROLE_ORG_PUBLISHER"], publisherOf6013)).toBe(true);
    expect(noticeIsFor(["ORG:99999", "ROLE:ROLE_ADMIN"], publisherOf6013)).toBe(false);
  });

  it("does not count an all-organisations grant as membership of each organisation", () => {
    expect(noticeIsFor(["ORG:6013"], admin)).toBe(false);
    expect(noticeIsFor(["ROLE:ROLE_ADMIN"], admin)).toBe(true);
  });

  it("never matches a notice whose targets are all unknown", () => {
    expect(noticeIsFor(["someone"], publisherOf6013)).toBe(false);
    expect(noticeIsFor([], admin)).toBe(false);
  });
});
