/**
 * Roles, permissions, which role grants which permission and which role may grant which role:
 * written from app/access/permissions.ts, the one place those rules live.
 */
import {
  PERMISSIONS,
  ROLE_GRANTORS,
  ROLE_LABELS,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
} from "#app/access/permissions";
import type { Db } from "#db/client";

/** What the administration screens call each permission. */
export const PERMISSION_NAMES: Record<Permission, string> = {
  PERM_ORG_CREATE: "Δημιουργία φορέα",
  PERM_ADMIN_ORG_CREATE: "Διαχείριση: δημιουργία φορέα",
  PERM_ADMIN_ORG_DELETE: "Διαχείριση: διαγραφή φορέα",
  PERM_ADMIN_ORG_RENAME: "Διαχείριση: μετονομασία φορέα",
  PERM_ADMIN_ORG_MOVE: "Διαχείριση: μετακίνηση φορέα",
  PERM_ADMIN_ORG_ACTIVATE: "Διαχείριση: ενεργοποίηση φορέα",
  PERM_ADMIN_ORG_MERGE: "Διαχείριση: συγχώνευση φορέων",
  PERM_UNITS_CREATE: "Δημιουργία μονάδων",
  PERM_UNITS_DELETE: "Διαγραφή μονάδων",
  PERM_SIGNERS_CREATE: "Δημιουργία υπογραφόντων",
  PERM_SIGNERS_DELETE: "Διαγραφή υπογραφόντων",
  PERM_DECISIONS_SUBMIT: "Υποβολή πράξεων",
  PERM_DECISIONS_VIEW_SUBMITTED: "Προβολή υποβληθεισών πράξεων",
  PERM_DECISIONS_EDIT_SUBMITTED: "Επεξεργασία υποβληθεισών πράξεων",
  PERM_DECISIONS_PUBLISH_SUBMITTED: "Ανάρτηση υποβληθεισών πράξεων",
  PERM_DECISIONS_EDIT_PUBLISHED: "Διόρθωση αναρτημένων πράξεων",
  PERM_DECISIONS_CREATE_CORRECTED_COPY: "Ορθή επανάληψη",
  PERM_DECISIONS_REQUEST_REVOCATION: "Αίτημα ανάκλησης ανάρτησης",
  PERM_ADMIN_DECISIONS_REVOKE: "Ανάκληση ανάρτησης",
  PERM_VIEW_STATS: "Προβολή στατιστικών",
  PERM_VIEW_FEEDBACK: "Προβολή σχολίων",
  PERM_EDIT_FEEDBACK: "Επεξεργασία σχολίων",
  PERM_STOREDSEARCH_MANAGE: "Διαχείριση σελιδοδεικτών",
  PERM_PUBDOCS_MANAGE: "Διαχείριση δημόσιων εγγράφων",
  PERM_ADMIN_SYSTEM_CONFIG: "Ρυθμίσεις συστήματος",
  PERM_ADMIN_DECISION_TYPES: "Μεταδεδομένα τύπων πράξεων",
  PERM_ADMIN_TAG_CATEGORIES: "Μεταδεδομένα λεξικών",
};

export function loadAccess(db: Db): void {
  const sqlite = db.$client;
  const role = sqlite.prepare("INSERT OR IGNORE INTO roles (id, label) VALUES (?, ?)");
  const permission = sqlite.prepare("INSERT OR IGNORE INTO permissions (id, name) VALUES (?, ?)");
  const grant = sqlite.prepare("INSERT OR IGNORE INTO role_permissions (role_id, permission_id) VALUES (?, ?)");
  const grantor = sqlite.prepare("INSERT OR IGNORE INTO role_grantors (role_id, grantor_role_id) VALUES (?, ?)");
  for (const id of ROLES) role.run(id, ROLE_LABELS[id]);
  for (const id of PERMISSIONS) permission.run(id, PERMISSION_NAMES[id]);
  for (const id of ROLES) {
    for (const p of ROLE_PERMISSIONS[id]) grant.run(id, p);
    for (const g of ROLE_GRANTORS[id]) grantor.run(id, g);
  }
}
