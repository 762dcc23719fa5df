/**
 * Everything the document shell needs for one request, gathered in one call for the root loader:
 * who is logged in (as much as the header shows, never the access list or the session id), the
 * menu for their roles, their organisations, the one-shot alerts, and the visitor's preferences.
 *
 * Alerts are shown once: the flash cookie is cleared in the same response. A cookie pointing at
 * an ended session is cleared too, with SPEC §4's expiry alert, on whatever page it arrives.
 */
import { config } from "#config/env";
import { MSG } from "../messages";
import { issueCsrfToken } from "../http/csrf.server";
import { clearFlash, readFlash, type Alert } from "../access/flash.server";
import { ALL_ORGANIZATIONS } from "../access/permissions";
import { lookupSession } from "../access/sessions.server";
import { unreadNoticeCount } from "../notices/notices.server";
import { truncate } from "../format";
import { organizationNames } from "../organizations/read.server";
import { paths } from "../paths";
import { contactFormAddress, type ContactPerson } from "./contact-form";
import { buildMenu, ORG_MENU_LABEL_LENGTH, type MenuEntry } from "./menu";
import { readPreferences, type Preferences } from "./preferences.server";

export interface ShellOrganization {
  href: string;
  /** Cut to 20 characters for the menu (SPEC §2). */
  shortLabel: string;
  label: string;
}

export interface ShellUser {
  name: string;
  username: string;
  organizations: ShellOrganization[];
  /** The bell's counter: notices meant for the user that they have not confirmed (0 on failure). */
  unreadNotices: number;
}

export interface ShellData {
  user: ShellUser | null;
  menu: MenuEntry[];
  alerts: Alert[];
  preferences: Preferences;
  /** The visitor's form token, rendered into every POST form by <CsrfField/>. */
  csrfToken: string | null;
  /** The footer's contact link (CONTACT_FORM_URL, with a logged-in user's details), or null. */
  contactFormUrl: string | null;
}

/** Private pages with a form for visitors who are not logged in: they get a form token. */
const TOKEN_PAGES = new Set([
  paths.login(),
  paths.loginCode(),
  // Users and security (issue 13)
  paths.registerOrgUser(),
  paths.registerApiUser(),
  paths.passwordResetRequest(),
  "/security/pwdreset",
  "/security/activation",
  "/profile/email/confirm",
  // Asking a question for the FAQ (issue 16)
  paths.faqPost(),
  // Following a search by e-mail (issue 12)
  paths.newAlert(),
]);

/** Private pages opened by a secret token in their path (an alert's page): they get a form token too. */
const isTokenPagePath = (pathname: string) => /^\/alerts\/[A-Za-z0-9_-]{43}$/.test(pathname);

export async function loadShell(
  request: Request,
  reportError: (error: unknown) => void = () => {},
): Promise<{ shell: ShellData; headers: Headers }> {
  const headers = new Headers();
  const [session, flashed, preferences] = await Promise.all([
    lookupSession(request),
    readFlash(request),
    readPreferences(request),
  ]);
  // A new token cookie only where the page is private anyway: for a signed-in visitor, and on the
  // pages with a public form (login, a question for the FAQ). Public pages stay free of Set-Cookie, so the edge can keep them; their only forms
  // (cookie consent, text size) accept a visitor without a token (readForm's visitorPreference).
  const csrf = await issueCsrfToken(request, {
    create:
      session.state === "valid" ||
      TOKEN_PAGES.has(new URL(request.url).pathname) ||
      isTokenPagePath(new URL(request.url).pathname),
  });
  if (csrf.setCookie) headers.append("Set-Cookie", csrf.setCookie);
  const alerts = [...flashed];
  if (flashed.length > 0) headers.append("Set-Cookie", await clearFlash());
  if (session.state === "expired") {
    headers.append("Set-Cookie", session.clearCookie);
    if (!alerts.some((a) => a.text === MSG.sessionExpired)) {
      alerts.push({ kind: "warning", text: MSG.sessionExpired });
    }
  }

  let user: ShellUser | null = null;
  let contactPerson: ContactPerson | null = null;
  if (session.state === "valid") {
    const own = session.user.access.map((a) => a.organizationId).filter((id) => id !== ALL_ORGANIZATIONS);
    const organizations = organizationNames(own);
    user = {
      name: session.user.name,
      username: session.user.username,
      organizations: organizations.map((o) => ({
        href: paths.organization(o.latinName),
        shortLabel: truncate(o.label, ORG_MENU_LABEL_LENGTH),
        label: o.label,
      })),
      unreadNotices: unreadNoticeCount(session.user, reportError),
    };
    const { attrs } = session.user;
    contactPerson = {
      organizationId: organizations[0]?.uid ?? null,
      organizationName: organizations[0]?.label ?? null,
      username: session.user.username,
      firstName: attrs.firstName,
      lastName: attrs.lastName,
      phone: attrs.phone,
      email: session.user.email,
    };
  }
  const menu = buildMenu(session.state === "valid" ? session.user.access : null);
  const contactBase = config().CONTACT_FORM_URL;
  const contactFormUrl = contactBase ? contactFormAddress(contactBase, contactPerson) : null;
  return { shell: { user, menu, alerts, preferences, csrfToken: csrf.token, contactFormUrl }, headers };
}
