/**
 * The decision status machine (SPEC §4), the one place that answers "may this user do this
 * action to this decision now?". Every action handler asks it; pages show only what it allows.
 * Pure: inputs are the status, whether the version is the latest, and the user's permissions
 * and roles on the decision's organisation.
 */
import type { DecisionStatus } from "#shared/decision-status";
import type { Permission } from "../access/permissions";

export const DECISION_ACTIONS = [
  "publish",
  "editSubmitted",
  "deleteSubmitted",
  "editPublished",
  "createCorrectedCopy",
  "requestRevocation",
  "cancelRevocation",
  "revoke",
  "editRevoked",
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export interface ActionContext {
  status: DecisionStatus;
  /** Actions apply only to the latest version in the history (SPEC §4). */
  isLatestVersion: boolean;
  /** Permissions held on the decision's organisation (or globally). */
  permissions: ReadonlySet<Permission>;
  /** Whether the user holds ROLE_ADMIN (needed for editing a revoked decision). */
  isAdmin: boolean;
}

interface Rule {
  from: readonly DecisionStatus[];
  /** Any one of these permissions suffices; `admin` means the admin role. */
  needs: readonly (Permission | "admin")[];
  /** Status after the action; undefined when the action keeps the status. */
  to?: DecisionStatus;
}

/** The transition table. Read it as: from these statuses, with one of these rights, go there. */
export const RULES: Record<DecisionAction, Rule> = {
  publish: { from: ["SUBMITTED"], needs: ["PERM_DECISIONS_PUBLISH_SUBMITTED"], to: "PUBLISHED" },
  editSubmitted: { from: ["SUBMITTED"], needs: ["PERM_DECISIONS_EDIT_SUBMITTED"] },
  deleteSubmitted: { from: ["SUBMITTED"], needs: ["PERM_DECISIONS_EDIT_SUBMITTED"] },
  editPublished: { from: ["PUBLISHED"], needs: ["PERM_DECISIONS_EDIT_PUBLISHED"] },
  createCorrectedCopy: { from: ["PUBLISHED"], needs: ["PERM_DECISIONS_CREATE_CORRECTED_COPY"] },
  requestRevocation: {
    from: ["PUBLISHED"],
    needs: ["PERM_DECISIONS_REQUEST_REVOCATION"],
    to: "PENDING_REVOCATION",
  },
  cancelRevocation: {
    from: ["PENDING_REVOCATION"],
    needs: ["PERM_DECISIONS_REQUEST_REVOCATION", "PERM_ADMIN_DECISIONS_REVOKE"],
    to: "PUBLISHED",
  },
  revoke: {
    from: ["PUBLISHED", "PENDING_REVOCATION"],
    needs: ["PERM_ADMIN_DECISIONS_REVOKE"],
    to: "REVOKED",
  },
  editRevoked: { from: ["REVOKED"], needs: ["admin"] },
};

export function isAllowed(action: DecisionAction, ctx: ActionContext): boolean {
  const rule = RULES[action];
  if (!ctx.isLatestVersion) return false;
  if (!rule.from.includes(ctx.status)) return false;
  return rule.needs.some((need) => (need === "admin" ? ctx.isAdmin : ctx.permissions.has(need)));
}

export function allowedActions(ctx: ActionContext): DecisionAction[] {
  return DECISION_ACTIONS.filter((action) => isAllowed(action, ctx));
}

/** The status a decision has after an allowed action. */
export function statusAfter(action: DecisionAction, current: DecisionStatus): DecisionStatus {
  return RULES[action].to ?? current;
}
