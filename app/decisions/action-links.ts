/**
 * The actions a viewer may take on a decision, as links for its page. The status machine decides
 * (status-machine.ts); this module only names each action in Greek and says where it lives.
 * Routes other than publishing are future work: their links appear only when allowed.
 */
import { hasRole, permissionsOn, type AccessEntry } from "../access/permissions";
import type { DecisionStatus } from "#shared/decision-status";
import { allowedActions, type DecisionAction } from "./status-machine";

export interface ActionLink {
  action: DecisionAction;
  label: string;
  href: string;
}

export interface ActionTarget {
  status: DecisionStatus;
  orgUid: string;
  ada: string | null;
  versionId: string;
  isLatestVersion: boolean;
}

const LABELS: Record<DecisionAction, string> = {
  publish: "Ανάρτηση",
  editSubmitted: "Επεξεργασία",
  deleteSubmitted: "Διαγραφή",
  editPublished: "Διόρθωση μεταδεδομένων",
  createCorrectedCopy: "Ορθή επανάληψη",
  requestRevocation: "Αίτημα ανάκλησης",
  cancelRevocation: "Ακύρωση αιτήματος ανάκλησης",
  revoke: "Ολοκλήρωση ανάκλησης",
  editRevoked: "Επεξεργασία ανακληθείσας πράξης",
};

function hrefOf(action: DecisionAction, target: ActionTarget): string {
  const v = encodeURIComponent(target.versionId);
  const ada = encodeURIComponent(target.ada ?? "");
  switch (action) {
    case "publish":
      return `/decision/publish/${v}`;
    case "editSubmitted":
    case "editPublished":
    case "editRevoked":
      return `/decision/edit/${v}`;
    case "deleteSubmitted":
      return `/decision/delete/${v}`;
    case "createCorrectedCopy":
      return `/decision/correctedcopy/${v}`;
    case "requestRevocation":
      return `/decision/revocation/request/${ada}`;
    case "cancelRevocation":
      return `/decision/revocation/cancel/${ada}`;
    case "revoke":
      return `/decision/revocation/complete/${ada}`;
  }
}

export function actionLinksFor(target: ActionTarget, access: readonly AccessEntry[] | null): ActionLink[] {
  if (!access) return [];
  const actions = allowedActions({
    status: target.status,
    isLatestVersion: target.isLatestVersion,
    permissions: permissionsOn(access, target.orgUid),
    isAdmin: hasRole(access, "ROLE_ADMIN"),
  });
  return actions.map((action) => ({ action, label: LABELS[action], href: hrefOf(action, target) }));
}
