import { describe, expect, it } from "vitest";
import { PERMISSIONS, type Permission } from "../access/permissions";
import { DECISION_STATUSES, type DecisionStatus } from "#shared/decision-status";
import { DECISION_ACTIONS, allowedActions, isAllowed, statusAfter, type DecisionAction } from "./status-machine";

/**
 * The expected answers, written out from SPEC §4 independently of the RULES table:
 * which status an action starts from, and which single right makes it possible.
 */
const EXPECTED: Record<DecisionAction, { from: DecisionStatus[]; rights: (Permission | "admin")[] }> = {
  publish: { from: ["SUBMITTED"], rights: ["PERM_DECISIONS_PUBLISH_SUBMITTED"] },
  editSubmitted: { from: ["SUBMITTED"], rights: ["PERM_DECISIONS_EDIT_SUBMITTED"] },
  deleteSubmitted: { from: ["SUBMITTED"], rights: ["PERM_DECISIONS_EDIT_SUBMITTED"] },
  editPublished: { from: ["PUBLISHED"], rights: ["PERM_DECISIONS_EDIT_PUBLISHED"] },
  createCorrectedCopy: { from: ["PUBLISHED"], rights: ["PERM_DECISIONS_CREATE_CORRECTED_COPY"] },
  requestRevocation: { from: ["PUBLISHED"], rights: ["PERM_DECISIONS_REQUEST_REVOCATION"] },
  cancelRevocation: {
    from: ["PENDING_REVOCATION"],
    rights: ["PERM_DECISIONS_REQUEST_REVOCATION", "PERM_ADMIN_DECISIONS_REVOKE"],
  },
  revoke: { from: ["PUBLISHED", "PENDING_REVOCATION"], rights: ["PERM_ADMIN_DECISIONS_REVOKE"] },
  editRevoked: { from: ["REVOKED"], rights: ["admin"] },
};

/** Each single right on its own, nothing at all, and everything at once. */
const RIGHTS: { name: string; permissions: Permission[]; isAdmin: boolean }[] = [
  { name: "nothing", permissions: [], isAdmin: false },
  ...PERMISSIONS.map((p) => ({ name: p, permissions: [p], isAdmin: false })),
  { name: "admin role only", permissions: [], isAdmin: true },
  { name: "everything", permissions: [...PERMISSIONS], isAdmin: true },
];

describe("status machine: every status × action × right × latest/not latest", () => {
  for (const status of DECISION_STATUSES)
    for (const action of DECISION_ACTIONS)
      for (const rights of RIGHTS)
        for (const isLatestVersion of [true, false]) {
          const expectation = EXPECTED[action];
          const holdsRight = expectation.rights.some((r) =>
            r === "admin" ? rights.isAdmin : rights.permissions.includes(r),
          );
          const expected = isLatestVersion && expectation.from.includes(status) && holdsRight;
          it(`${action} on ${status} with ${rights.name}, ${isLatestVersion ? "latest" : "older"} version → ${expected ? "allowed" : "refused"}`, () => {
            const ctx = {
              status,
              isLatestVersion,
              permissions: new Set(rights.permissions),
              isAdmin: rights.isAdmin,
            };
            expect(isAllowed(action, ctx)).toBe(expected);
            expect(allowedActions(ctx).includes(action)).toBe(expected);
          });
        }
});

describe("status after an action", () => {
  it("publishing makes a submitted decision published", () => {
    expect(statusAfter("publish", "SUBMITTED")).toBe("PUBLISHED");
  });
  it("a revocation request makes it pending, cancelling returns it to published, revoking ends it", () => {
    expect(statusAfter("requestRevocation", "PUBLISHED")).toBe("PENDING_REVOCATION");
    expect(statusAfter("cancelRevocation", "PENDING_REVOCATION")).toBe("PUBLISHED");
    expect(statusAfter("revoke", "PENDING_REVOCATION")).toBe("REVOKED");
    expect(statusAfter("revoke", "PUBLISHED")).toBe("REVOKED");
  });
  it("edits and corrected copies keep the status", () => {
    expect(statusAfter("editPublished", "PUBLISHED")).toBe("PUBLISHED");
    expect(statusAfter("createCorrectedCopy", "PUBLISHED")).toBe("PUBLISHED");
    expect(statusAfter("editSubmitted", "SUBMITTED")).toBe("SUBMITTED");
  });
});
