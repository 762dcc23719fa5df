/**
 * The cookies the register sets. The session cookie carries only the id of a row in the
 * sessions table (stack.md gotcha 9): logout and expiry really end access.
 */
import { createCookie } from "@remix-run/node";
import crypto from "node:crypto";
import { config } from "#config/env";

const isProduction = config().isProduction;

/** Signing secret: SESSION_SECRET (required in production, checked by config); a per-process random one otherwise. */
export function sessionSecrets(): string[] {
  const configured = config().sessionSecrets;
  return configured.length > 0 ? configured : [devSecret];
}
const devSecret = crypto.randomBytes(32).toString("hex");

export const sessionCookie = createCookie("register_session", {
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  path: "/",
  secrets: sessionSecrets(),
});

/**
 * The login's second step (docs/decisions/061-two-factor-login.md): the id of a pending login
 * whose password was right, for five minutes, sent only to /login/code.
 */
export const pendingLoginCookie = createCookie("register_login_step", {
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  path: "/login",
  maxAge: 300,
  secrets: sessionSecrets(),
});

/** One-shot messages shown on the next page (SPEC §8 alerts). */
export const flashCookie = createCookie("register_flash", {
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  path: "/",
  maxAge: 60,
});

/** SPEC §9: the cookie-consent cookie lasts 365 days. */
export const cookieConsentCookie = createCookie("register_cookie_consent", {
  httpOnly: false,
  sameSite: "lax",
  secure: isProduction,
  path: "/",
  maxAge: 365 * 24 * 60 * 60,
});
