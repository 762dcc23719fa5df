/**
 * Route guards (SPEC §6). Loaders and actions call these first.
 * - Not logged in: redirect to /login?redirectTo=<wanted path>; after login the path is retried.
 * - Session ended: the same, with the session-expiry alert.
 * - Logged in but lacking rights: on a page (GET) the forbidden alert and a redirect to /;
 *   on a state-changing request (POST, a forged form) a 403 page, and nothing is changed.
 */
import { redirect } from "@remix-run/node";
import { config } from "#config/env";
import { inSitePath } from "#app/http/in-site-path";
import { MSG, TEXT } from "../messages";
import { paths } from "../paths";
import { addFlash } from "./flash.server";
import { hasPermission, hasRole, isApiOnly, type Permission, type Role } from "./permissions";
import { hasConfirmedSecondFactor } from "./second-factor/factor.server";
import { secondFactorRequired } from "./second-factor/policy";
import type { SessionUser } from "./session-user";
import { userAdministrationScope, type UserAdministrationScope } from "../users/rights";
import { lookupSession } from "./sessions.server";

export async function getOptionalUser(request: Request): Promise<SessionUser | null> {
  const session = await lookupSession(request);
  return session.state === "valid" ? session.user : null;
}

// Re-exported for the routes that redirect after a form (cookies, text size).
export { inSitePath };

/** The return address after login: an in-site path that is not the login or logout page. */
export function safeRedirectPath(value: unknown, fallback = "/userhome"): string {
  const path = inSitePath(value, fallback);
  if (path.startsWith("/login") || path.startsWith("/logout")) return fallback;
  return path;
}

function wantedPath(request: Request): string {
  const url = new URL(request.url);
  // After a POST the user is sent back to the page, not to the action.
  if (request.method !== "GET") {
    const referer = request.headers.get("Referer");
    if (referer) {
      const ref = new URL(referer);
      if (ref.host === url.host) return ref.pathname + ref.search;
    }
  }
  return url.pathname + url.search;
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const session = await lookupSession(request);
  if (session.state === "valid") return session.user;
  const to = paths.login(wantedPath(request));
  const headers = new Headers();
  if (session.state === "expired") {
    headers.append("Set-Cookie", session.clearCookie);
    headers.append("Set-Cookie", await addFlash(request, { kind: "warning", text: MSG.sessionExpired }));
  } else {
    headers.append("Set-Cookie", await addFlash(request, { kind: "info", text: MSG.pleaseLogin }));
  }
  throw redirect(to, { headers });
}

/** Throws the SPEC §6 answer to a logged-in user who lacks the rights for this request. */
export async function forbidden(request: Request): Promise<never> {
  if (request.method === "GET" || request.method === "HEAD") {
    throw redirect("/", {
      headers: { "Set-Cookie": await addFlash(request, { kind: "error", text: MSG.forbidden }) },
    });
  }
  throw new Response(MSG.forbidden, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export interface Requirement {
  permission?: Permission;
  /** Organisation the permission must be held on ('0' grants count everywhere). */
  orgUid?: string;
  role?: Role;
  /** Decision entry screens are not for API-only users (SPEC §2). */
  notApiOnly?: boolean;
}

export function meets(user: SessionUser, req: Requirement): boolean {
  if (req.notApiOnly && isApiOnly(user.access)) return false;
  if (req.role && !hasRole(user.access, req.role)) return false;
  if (req.permission) {
    if (req.orgUid !== undefined) return hasPermission(user.access, req.permission, req.orgUid);
    return user.access.some((a) => a.permissions.includes(req.permission!));
  }
  return true;
}

export async function requireUserWith(request: Request, req: Requirement): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!meets(user, req)) await forbidden(request);
  return user;
}

/**
 * The guard of every staff screen and every staff action (decision entry, publishing, and the
 * screens to come): logged in, holding `req`, and not an API-only user (SPEC §1, §2: API-only
 * access users cannot use the decision entry screens; they work through the JSON API).
 */
export async function requireStaff(request: Request, req: Omit<Requirement, "notApiOnly"> = {}): Promise<SessionUser> {
  const user = await requireUserWith(request, { ...req, notApiOnly: true });
  await requireSecondFactorWhenDue(request, user);
  return user;
}

/**
 * With TWO_FACTOR_REQUIRED_FOR_ADMINS, an administrator without an authenticator is sent to enrol
 * one before any staff screen or action (docs/decisions/061-two-factor-login.md).
 */
async function requireSecondFactorWhenDue(request: Request, user: SessionUser): Promise<void> {
  if (!secondFactorRequired(user.access, config().TWO_FACTOR_REQUIRED_FOR_ADMINS)) return;
  if (hasConfirmedSecondFactor(user.id)) return;
  throw redirect(paths.profileTwoFactor(), {
    headers: { "Set-Cookie": await addFlash(request, { kind: "warning", text: TEXT.secondFactorRequired }) },
  });
}

/**
 * The user administration's guard: a user manager (every account) or an organisation administrator
 * (the accounts of their organisations), as app/users/rights.ts says; anyone else is refused.
 */
export async function requireUserAdministrator(
  request: Request,
): Promise<{ viewer: SessionUser; scope: UserAdministrationScope }> {
  const viewer = await requireStaff(request);
  const scope = userAdministrationScope(viewer.access);
  if (!scope) return forbidden(request);
  return { viewer, scope };
}
