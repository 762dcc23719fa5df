/**
 * /profile/two-factor (issue 13; docs/decisions/061-two-factor-login.md): the user enrols an
 * authenticator app, renews the recovery codes, or turns the second step off. Enrolment has two
 * steps: a new secret is stored unconfirmed and shown; a right code from the app confirms it and
 * the recovery codes are shown once. Renewing and turning off ask for the password. Each change is
 * one transaction with its audit row.
 */
import { eq } from "drizzle-orm";
import { config } from "#config/env";
import { getDb, schema } from "#db/client";
import { passwordMatches } from "../access/passwords.server";
import { secondFactorRequired } from "../access/second-factor/policy";
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
} from "../access/second-factor/recovery-codes.server";
import { seal, unseal } from "../access/second-factor/secret-box.server";
import { acceptedTimeStep, groupedSecret, newTotpSecret, totpAddress } from "../access/second-factor/totp.server";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { TEXT } from "../messages";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";

export type TwoFactorPage =
  | { state: "off"; required: boolean }
  | { state: "enrolling"; required: boolean; secret: string; address: string }
  | { state: "on"; required: boolean; since: number; recoveryCodesLeft: number };

function factorOf(userId: number) {
  return getDb().select().from(schema.secondFactors).where(eq(schema.secondFactors.userId, userId)).get();
}

export function twoFactorPage(user: SessionUser): TwoFactorPage {
  const required = secondFactorRequired(user.access, config().TWO_FACTOR_REQUIRED_FOR_ADMINS);
  const factor = factorOf(user.id);
  if (factor?.confirmedAt) {
    return {
      state: "on",
      required,
      since: factor.confirmedAt,
      recoveryCodesLeft: unusedRecoveryCodes(getDb(), user.id),
    };
  }
  const secret = factor ? unseal(factor.secretSealed) : null;
  if (!secret) return { state: "off", required };
  return { state: "enrolling", required, secret: groupedSecret(secret), address: totpAddress(secret, user.username) };
}

export type TwoFactorResult =
  | { ok: true; message: string; recoveryCodes?: string[] }
  | { ok: false; field: "code" | "password" | "form"; message: string };

/** Step one: a new unconfirmed secret replaces any earlier unconfirmed one. */
export function startEnrolment(user: SessionUser, now = Date.now()): TwoFactorResult {
  if (factorOf(user.id)?.confirmedAt) return { ok: false, field: "form", message: TEXT.secondFactorAlreadyOn };
  const secretSealed = seal(newTotpSecret());
  getDb().transaction((tx) => {
    const { secondFactors: f } = schema;
    tx.insert(f)
      .values({ userId: user.id, secretSealed, createdAt: now, confirmedAt: null, lastTimeStep: null })
      .onConflictDoUpdate({
        target: f.userId,
        set: { secretSealed, createdAt: now, confirmedAt: null, lastTimeStep: null },
      })
      .run();
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.second-factor.start",
      entityType: "user",
      entityId: user.id,
    });
  });
  return { ok: true, message: "" };
}

/** Step two: the app's code confirms the secret; the recovery codes are returned to be shown once. */
export async function confirmEnrolment(user: SessionUser, code: string, now = Date.now()): Promise<TwoFactorResult> {
  const factor = factorOf(user.id);
  if (factor?.confirmedAt) return { ok: false, field: "form", message: TEXT.secondFactorAlreadyOn };
  const secret = factor ? unseal(factor.secretSealed) : null;
  if (!secret) return { ok: false, field: "form", message: TEXT.secondFactorNotStarted };
  const timeStep = await acceptedTimeStep(secret, code, null, now);
  if (timeStep === null) return { ok: false, field: "code", message: TEXT.secondFactorWrongCode };
  const recoveryCodes = getDb().transaction((tx) => {
    tx.update(schema.secondFactors)
      .set({ confirmedAt: now, lastTimeStep: timeStep })
      .where(eq(schema.secondFactors.userId, user.id))
      .run();
    const codes = replaceRecoveryCodes(tx, user.id);
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.second-factor.enable",
      entityType: "user",
      entityId: user.id,
    });
    return codes;
  });
  return { ok: true, message: TEXT.secondFactorEnabled, recoveryCodes };
}

/** Whether the password is this user's (asked before changes to a second factor). */
export async function passwordIsRight(userId: number, password: string): Promise<boolean> {
  const row = getDb()
    .select({ hash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  return row !== undefined && (await passwordMatches(row.hash, password));
}

/** New recovery codes (the old ones stop working), after the password. */
export async function renewRecoveryCodes(
  user: SessionUser,
  password: string,
  now = Date.now(),
): Promise<TwoFactorResult> {
  if (!factorOf(user.id)?.confirmedAt) return { ok: false, field: "form", message: TEXT.secondFactorNotStarted };
  if (!(await passwordIsRight(user.id, password)))
    return { ok: false, field: "password", message: WRONG_CURRENT_PASSWORD };
  const recoveryCodes = getDb().transaction((tx) => {
    const codes = replaceRecoveryCodes(tx, user.id);
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.second-factor.recovery-codes",
      entityType: "user",
      entityId: user.id,
    });
    return codes;
  });
  return { ok: true, message: "", recoveryCodes };
}

/** Turns the second step off, after the password; refused when it is required for this user. */
export async function turnOffSecondFactor(
  user: SessionUser,
  password: string,
  now = Date.now(),
): Promise<TwoFactorResult> {
  if (secondFactorRequired(user.access, config().TWO_FACTOR_REQUIRED_FOR_ADMINS)) {
    return { ok: false, field: "form", message: TEXT.secondFactorCannotDisable };
  }
  if (!factorOf(user.id)) return { ok: false, field: "form", message: TEXT.secondFactorNotStarted };
  if (!(await passwordIsRight(user.id, password)))
    return { ok: false, field: "password", message: WRONG_CURRENT_PASSWORD };
  getDb().transaction((tx) => {
    tx.delete(schema.secondFactors).where(eq(schema.secondFactors.userId, user.id)).run();
    deleteRecoveryCodes(tx, user.id);
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.second-factor.disable",
      entityType: "user",
      entityId: user.id,
    });
  });
  return { ok: true, message: TEXT.secondFactorDisabled };
}
