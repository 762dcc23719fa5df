/**
 * Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30 s
 * (otplib; docs/decisions/061-two-factor-login.md). One code either side of now is accepted, for
 * phones whose clock drifts; a code is accepted once (the caller keeps the last time step).
 */
import { generate, generateSecret, generateURI, verify } from "otplib";

const TOLERANCE_SECONDS = 30;
const ISSUER = "Διαύγεια";

/** A fresh secret (Base32, 160 bits as authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads (typed or opened on the phone). */
export function totpAddress(secret: string, username: string): string {
  return generateURI({ issuer: ISSUER, label: username, secret });
}

/** The secret in groups of four, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** The code's time step when `code` is right for `secret` and newer than `afterTimeStep`; otherwise null. */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
  at = Date.now(),
): Promise<number | null> {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const result = await verify({
    secret,
    token: digits,
    epoch: Math.floor(at / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  }).catch(() => null);
  return result?.valid && "timeStep" in result ? result.timeStep : null;
}

/** The current code (tests and the development helper only; users read theirs from their app). */
export function currentTotpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}
