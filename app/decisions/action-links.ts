/**
 * The actions a viewer may take on a decision, as links for its page. The status machine decides
 * (status-machine.ts); this module only names each action in Greek and says where it lives.
 * Each action has its page (app/routes/decision.*); a link appears only when the action is allowed.
 */
import { hasRole, permissionsOn, type AccessEntry } from "../access/permissions";
import type { DecisionStatus } from "#shared/decision-status";
import { paths } from "../paths";
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
  const { versionId } = target;
  const ada = target.ada ?? "";
  switch (action) {
    case "publish":
      return paths.publish(versionId);
    case "editSubmitted":
    case "editPublished":
    case "editRevoked":
      return paths.editVersion(versionId);
    case "deleteSubmitted":
      return paths.deleteVersion(versionId);
    case "createCorrectedCopy":
      return paths.correctedCopy(versionId);
    case "requestRevocation":
      return paths.revocationRequest(ada);
    case "cancelRevocation":
      return paths.revocationCancel(ada);
    case "revoke":
      return paths.revocationComplete(ada);
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
  const links = actions.map((action) => ({ action, label: LABELS[action], href: hrefOf(action, target) }));
  // Attachments change with the same right as the submitted version itself.
  if (actions.includes("editSubmitted"))
    links.push({ action: "editSubmitted", label: "Συνημμένα", href: paths.attachments(target.versionId) });
  return links;
}
