/**
 * The login's second step (docs/decisions/061-two-factor-login.md). When the password of a user
 * with an authenticator is right, no session is opened yet: a pending login is stored (the browser
 * holds its random id in a cookie for five minutes) and /login/code asks for the code. The right
 * code, or an unused recovery code, opens the session; five wrong ones end the pending login.
 * Wrong codes also count against the login throttle, like wrong passwords.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import crypto from "node:crypto";
import { getDb, schema } from "#db/client";
import { hashToken } from "#app/users/tokens.server";
import { writeAudit } from "#app/audit.server";
import { pendingLoginCookie } from "../cookies.server";
import { recordLoginFailure, recordLoginSuccess } from "../login-throttle.server";
import { createSession, destroySession } from "../sessions.server";
import { consumeRecoveryCode } from "./recovery-codes.server";
import { unseal } from "./secret-box.server";
import { acceptedTimeStep } from "./totp.server";

const PENDING_LOGIN_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

/** Starts the second step for `userId`; returns the cookie that carries it. */
export async function beginPendingLogin(
  userId: number,
  redirectTo: string,
  address: string,
  now = Date.now(),
): Promise<string> {
  const db = getDb();
  const id = crypto.randomBytes(32).toString("base64url");
  const { pendingLogins: p } = schema;
  db.transaction((tx) => {
    // Old unfinished attempts of this user, and anyone's long-expired ones, go.
    tx.delete(p).where(eq(p.userId, userId)).run();
    tx.delete(p).where(lt(p.expiresAt, now)).run();
    tx.insert(p)
      .values({ idHash: hashToken(id), userId, createdAt: now, expiresAt: now + PENDING_LOGIN_MS, redirectTo })
      .run();
    writeAudit(tx, {
      at: now,
      userId,
      action: "user.login.second-step",
      entityType: "user",
      entityId: userId,
      details: { address },
    });
  });
  return pendingLoginCookie.serialize(id);
}

type PendingLogin = typeof schema.pendingLogins.$inferSelect;

async function pendingLoginOf(request: Request, now: number): Promise<PendingLogin | null> {
  const id: unknown = await pendingLoginCookie.parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || id === "") return null;
  const row = getDb()
    .select()
    .from(schema.pendingLogins)
    .where(eq(schema.pendingLogins.idHash, hashToken(id)))
    .get();
  return row && row.expiresAt > now ? row : null;
}

/** Whether this browser is in the middle of a login's second step. */
export async function isLoginPending(request: Request, now = Date.now()): Promise<boolean> {
  return (await pendingLoginOf(request, now)) !== null;
}

export type CodeOutcome =
  | { state: "signed-in"; redirectTo: string; cookies: string[] }
  | { state: "wrong-code"; attemptsLeft: number }
  | { state: "expired"; cookies: string[] };

const clearPendingCookie = () => pendingLoginCookie.serialize("", { maxAge: 0, expires: new Date(0) });

/**
 * Checks `code` (six digits from the app, or a recovery code) for this browser's pending login.
 * A right code opens the session (its audit row names the method) and returns the cookies to set.
 */
export async function completePendingLogin(
  request: Request,
  code: string,
  address: string,
  now = Date.now(),
): Promise<CodeOutcome> {
  const pending = await pendingLoginOf(request, now);
  if (!pending) return { state: "expired", cookies: [await clearPendingCookie()] };
  const db = getDb();
  const user = db.select().from(schema.users).where(eq(schema.users.id, pending.userId)).get();
  const factor = db.select().from(schema.secondFactors).where(eq(schema.secondFactors.userId, pending.userId)).get();
  const secret = factor?.confirmedAt ? unseal(factor.secretSealed) : null;
  if (!user || !user.enabled || user.locked || !factor || !secret) {
    db.delete(schema.pendingLogins).where(eq(schema.pendingLogins.idHash, pending.idHash)).run();
    return { state: "expired", cookies: [await clearPendingCookie()] };
  }

  const timeStep = await acceptedTimeStep(secret, code, factor.lastTimeStep, now);
  // Check and record in one transaction, so one code cannot open two sessions at once.
  const method = db.transaction((tx) => {
    const { pendingLogins: p, secondFactors: f } = schema;
    if (timeStep !== null) {
      // Only a time step newer than the last accepted one: the same code never works twice.
      const claimed = tx
        .update(f)
        .set({ lastTimeStep: timeStep })
        .where(and(eq(f.userId, user.id), or(isNull(f.lastTimeStep), lt(f.lastTimeStep, timeStep))))
        .run();
      if (claimed.changes > 0) {
        tx.delete(p).where(eq(p.idHash, pending.idHash)).run();
        return "authenticator" as const;
      }
    } else if (consumeRecoveryCode(tx, user.id, code, now)) {
      tx.delete(p).where(eq(p.idHash, pending.idHash)).run();
      return "recovery-code" as const;
    }
    const attempts = pending.failedAttempts + 1;
    if (attempts >= MAX_CODE_ATTEMPTS) tx.delete(p).where(eq(p.idHash, pending.idHash)).run();
    else tx.update(p).set({ failedAttempts: attempts }).where(eq(p.idHash, pending.idHash)).run();
    writeAudit(tx, {
      at: now,
      userId: null,
      action: "user.login.failure",
      entityType: "user",
      entityId: user.id,
      details: { address, reason: "bad-second-factor" },
    });
    return null;
  });

  if (method === null) {
    await recordLoginFailure(user.username, address);
    const attemptsLeft = MAX_CODE_ATTEMPTS - (pending.failedAttempts + 1);
    if (attemptsLeft <= 0) return { state: "expired", cookies: [await clearPendingCookie()] };
    return { state: "wrong-code", attemptsLeft };
  }
  await destroySession(request);
  const session = await createSession(user.id, {
    address,
    userAgent: request.headers.get("User-Agent"),
    secondFactor: method,
  });
  await recordLoginSuccess(user.username, address);
  return { state: "signed-in", redirectTo: pending.redirectTo, cookies: [session.cookie, await clearPendingCookie()] };
}
