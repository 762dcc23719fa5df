/**
 * The user changes their password on /profile: the current password first, then the password
 * rules (password-policy.ts). The new hash is stored and every other session of the user ends, in
 * one transaction with its audit row; this browser stays signed in.
 */
import { hash } from "@node-rs/argon2";
import { and, eq, ne } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { passwordMatches } from "../access/passwords.server";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { PASSWORD_TEXT, passwordProblem } from "./password-policy";

export const WRONG_CURRENT_PASSWORD = "Ο τρέχων κωδικός πρόσβασης δεν είναι σωστός.";

export type PasswordChangeErrors = Partial<Record<"currentPassword" | "password" | "passwordConfirmation", string>>;
export type PasswordChangeResult = { ok: true; endedSessions: number } | { ok: false; errors: PasswordChangeErrors };

export async function changePassword(
  user: SessionUser,
  current: string,
  password: string,
  confirmation: string,
): Promise<PasswordChangeResult> {
  const db = getDb();
  const row = db.select().from(schema.users).where(eq(schema.users.id, user.id)).get()!;
  if (!(await passwordMatches(row.passwordHash, current))) {
    return { ok: false, errors: { currentPassword: WRONG_CURRENT_PASSWORD } };
  }
  const weak = passwordProblem(password, { username: row.username, email: row.email });
  if (weak) return { ok: false, errors: { password: weak } };
  if (password !== confirmation) return { ok: false, errors: { passwordConfirmation: PASSWORD_TEXT.mismatch } };
  const passwordHash = await hash(password);
  return db.transaction((tx) => {
    tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, user.id)).run();
    const { sessions } = schema;
    const endedSessions = tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .run().changes;
    writeAudit(tx, {
      userId: user.id,
      action: "user.password.change",
      entityType: "user",
      entityId: user.id,
      details: { endedSessions },
    });
    return { ok: true as const, endedSessions };
  });
}
