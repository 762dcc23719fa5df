/**
 * The main menu by role (SPEC §2 "Menu and footer visibility"). Pure, so the rule is unit-tested
 * and the server sends the browser only the finished list (never the user's access entries).
 */
import { hasPermissionAnywhere, hasRole, submitOrganizations, type AccessEntry } from "../access/permissions";
import { publicDocumentBodies } from "../organizations/public-document-rights";
import { paths } from "../paths";
import { userAdministrationScope } from "../users/rights";

export interface MenuLink {
  href: string;
  label: string;
}
/** A link, or a group of links (rendered as a <details> disclosure, which needs no script). */
export type MenuEntry = MenuLink | { label: string; children: MenuLink[] };

export function isGroup(entry: MenuEntry): entry is { label: string; children: MenuLink[] } {
  return "children" in entry;
}

const PUBLIC_MENU: MenuLink[] = [
  { href: "/", label: "Αρχική" },
  { href: "/search", label: "Αναζήτηση πράξεων" },
  // The bodies by category (the home page's tabs) until the supervisor tree (/organization/visual) exists.
  { href: paths.homeCategory("MINISTRY"), label: "Φορείς" },
  { href: "/stats", label: "Στατιστικά" },
  { href: paths.info(), label: "Πληροφορίες" },
];

/**
 * The menu for an anonymous visitor (access null) or a logged-in user: SPEC §2's rule. Every screen
 * it names exists (the crawler test, tests/e2e/crawl.spec.ts, follows every link as each role).
 */
export function buildMenu(access: readonly AccessEntry[] | null): MenuEntry[] {
  return menuBySpec(access);
}

function menuBySpec(access: readonly AccessEntry[] | null): MenuEntry[] {
  const menu: MenuEntry[] = [...PUBLIC_MENU];
  if (!access) return menu;

  // submitOrganizations is empty for API-only users: decision entry is hidden from them.
  if (submitOrganizations(access).length > 0) menu.push({ href: "/decision/new", label: "Νέα πράξη" });
  menu.push({ href: "/userhome", label: "Η σελίδα μου" });
  // Users and security (issue 13): every logged-in user's own details, password and sessions.
  menu.push({ href: paths.profile(), label: "Το προφίλ μου" });

  const isAdmin = hasRole(access, "ROLE_ADMIN");
  const management = organizationManagement(access, isAdmin);
  if (management.length) menu.push({ label: "Διαχείριση φορέων", children: management });
  if (hasRole(access, "ROLE_ORG_ADMIN") && !isAdmin) {
    menu.push({
      label: "Ο φορέας μου",
      children: [
        { href: "/organization/templates", label: "Πρότυπα εγγράφων" },
        { href: "/organization/dtview", label: "Προβολή τύπων πράξεων" },
        { href: "/organization/recipients", label: "Παραλήπτες ειδοποιήσεων" },
      ],
    });
  }
  if (isAdmin) {
    menu.push({ href: "/administration/positions", label: "Θέσεις" });
    menu.push({
      label: "Μεταδεδομένα",
      children: [
        { href: "/administration/dt", label: "Τύποι πράξεων" },
        { href: "/administration/tagcategories", label: "Λεξικά" },
        { href: "/administration/dtperorgtype", label: "Τύποι πράξεων ανά κατηγορία φορέα" },
      ],
    });
    menu.push({
      label: "Ρυθμίσεις συστήματος",
      children: [
        { href: "/administration/mail/templates", label: "Πρότυπα μηνυμάτων" },
        { href: "/administration/search", label: "Ρυθμίσεις αναζήτησης" },
        { href: "/administration/vat/ggps", label: "Υπηρεσία ΑΦΜ (ΓΓΠΣ)" },
        { href: "/administration/vat/vies", label: "Υπηρεσία ΑΦΜ (VIES)" },
        { href: paths.notices(), label: "Έκτακτες ανακοινώσεις" },
      ],
    });
  }
  // Users and security (issue 13): the audit trail, for system administrators.
  if (isAdmin) menu.push({ href: paths.adminAudit(), label: "Αρχείο ενεργειών" });
  if (userAdministrationScope(access)) {
    menu.push({ href: "/administration/users", label: "Διαχείριση χρηστών" });
  }
  return menu;
}

/** Issue 14: the organisation, unit and signer screens, each for those SPEC §6 lets in. */
function organizationManagement(access: readonly AccessEntry[], isAdmin: boolean): MenuLink[] {
  const links: MenuLink[] = [];
  if (hasPermissionAnywhere(access, "PERM_ORG_CREATE"))
    links.push({ href: paths.organizationAdminSearch(), label: "Φορείς" });
  // SPEC §6: the admin role bypasses the unit-create and signer-create guards.
  if (isAdmin || hasPermissionAnywhere(access, "PERM_UNITS_CREATE"))
    links.push({ href: paths.unitSearch(), label: "Μονάδες" });
  if (isAdmin || hasPermissionAnywhere(access, "PERM_SIGNERS_CREATE"))
    links.push({ href: paths.signerSearch(), label: "Υπογράφοντες" });
  // Issue 14 (H7): public documents, for those holding PERM_PUBDOCS_MANAGE on a body itself.
  if (publicDocumentBodies(access).length) links.push({ href: paths.publicDocumentsAdmin(), label: "Δημόσια έγγραφα" });
  return links;
}

/** SPEC §2/§9: organisation labels in the organisation menu are cut to 20 characters. */
export const ORG_MENU_LABEL_LENGTH = 20;
