/**
 * The form token (docs/decisions/017-csrf.md): a signed double-submit cookie. Every visitor gets
 * a random token in the `register_csrf` cookie, signed with the session secret, and every POST
 * form of the register carries the same token in a hidden field (<CsrfField/>). A request is
 * accepted when the cookie's signature holds and the field equals it. Another site can make a
 * browser send the cookie, but cannot read the page to learn the field's value, and cannot set a
 * signed cookie of its own. No server state: works for anonymous forms (login, cookie consent)
 * and without JavaScript.
 */
import { createCookie } from "@remix-run/node";
import crypto from "node:crypto";
import { config } from "#config/env";
import { sessionSecrets } from "#app/access/cookies.server";

export { CSRF_FIELD } from "./csrf-field";

const csrfCookie = createCookie("register_csrf", {
  httpOnly: true,
  sameSite: "lax",
  secure: config().isProduction,
  path: "/",
  // As long as the preference cookies: an open form stays valid; logout does not end it (the
  // token protects forms, it is no credential).
  maxAge: 365 * 24 * 60 * 60,
  secrets: sessionSecrets(),
});

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The visitor's token from a valid signed cookie, or null. */
export async function readCsrfToken(request: Request): Promise<string | null> {
  let value: unknown;
  try {
    value = await csrfCookie.parse(request.headers.get("Cookie"));
  } catch {
    return null; // a cookie header that is not even parseable is no token
  }
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : null;
}

/**
 * The token to render into this response's forms, and the Set-Cookie header when the visitor had
 * none yet and `create` says this response may set one. The document shell creates tokens only on
 * pages that are private anyway (a signed-in visitor, the login page): a cookie set on a public
 * page would make it personal, and no shared cache could keep it (docs/decisions/017-csrf.md).
 */
export async function issueCsrfToken(
  request: Request,
  options: { create: boolean },
): Promise<{ token: string | null; setCookie: string | null }> {
  const existing = await readCsrfToken(request);
  if (existing) return { token: existing, setCookie: null };
  if (!options.create) return { token: null, setCookie: null };
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, setCookie: await csrfCookie.serialize(token) };
}

/** Whether the posted field matches the visitor's signed cookie (constant-time comparison). */
export async function csrfTokenMatches(request: Request, posted: unknown): Promise<boolean> {
  const expected = await readCsrfToken(request);
  if (!expected || typeof posted !== "string" || posted.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(posted), Buffer.from(expected));
}
