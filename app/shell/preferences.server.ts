/**
 * Visitor preferences kept in cookies so they work without JavaScript: the cookie-consent flag
 * (SPEC §2 banner, §9: 365 days) and the text size (SPEC §2, four sizes).
 */
import { createCookie } from "@remix-run/node";
import crypto from "node:crypto";
import { config } from "#config/env";
import { readCsrfToken } from "../http/csrf.server";
import { cookieConsentCookie } from "../access/cookies.server";
import { parseTextSize, type TextSize } from "./text-size";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const textSizeCookie = createCookie("register_text_size", {
  httpOnly: true,
  sameSite: "lax",
  secure: config().isProduction,
  path: "/",
  maxAge: YEAR_SECONDS,
});

export interface Preferences {
  cookiesAccepted: boolean;
  textSize: TextSize;
  /** A short digest of the visitor's form token, which the page's forms carry (for the ETag). */
  formKey: string;
}

export async function readPreferences(request: Request): Promise<Preferences> {
  const header = request.headers.get("Cookie");
  const consent: unknown = await cookieConsentCookie.parse(header);
  const size: unknown = await textSizeCookie.parse(header);
  const token = await readCsrfToken(request);
  const formKey = token ? crypto.createHash("sha256").update(token).digest("base64url").slice(0, 8) : "";
  return { cookiesAccepted: consent === true, textSize: parseTextSize(size), formKey };
}

export function acceptCookiesHeader(): Promise<string> {
  return cookieConsentCookie.serialize(true);
}

export function textSizeHeader(size: TextSize): Promise<string> {
  return size === 0 ? textSizeCookie.serialize(0, { maxAge: 0, expires: new Date(0) }) : textSizeCookie.serialize(size);
}

/**
 * A short key of everything in the shell that depends on cookies rather than on the page's data
 * (the banner, the text size, and the form token inside the shell's forms).
 * Cacheable pages put it into their ETag, so a browser that accepted cookies or changed the text
 * size never gets a 304 for the copy it cached before.
 */
export function preferencesKey(p: Preferences): string {
  return `c${p.cookiesAccepted ? 1 : 0}t${p.textSize}f${p.formKey}`;
}
