/**
 * Password reset by e-mail (SPEC §7 /security/requests/pwdreset and /security/pwdreset): a request
 * names a username or an e-mail address and always gets the same answer, whether or not an account
 * exists; an active account gets a single-use link by mail. Setting the new password through the
 * link ends every session of the account, in one transaction with its audit row.
 */
import { hash } from "@node-rs/argon2";
import { and, eq, or, sql } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { writeAudit } from "../audit.server";
import { absoluteUrl } from "../http/public-url";
import { queueMail } from "../mail/outbox.server";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { passwordResetMail } from "../mail/templates";
import { paths } from "../paths";
import { PASSWORD_TEXT, passwordProblem } from "./password-policy";
import { consumeToken, issueToken, TOKEN_LIFETIME_MS, usableToken } from "./tokens.server";

/** Queues a reset link for the active account(s) the identifier names; silent otherwise. */
export function requestPasswordReset(identifier: string): void {
  const wanted = identifier.trim();
  if (wanted === "") return;
  const { users } = schema;
  getDb().transaction((tx) => {
    const now = Date.now();
    const found = tx
      .select()
      .from(users)
      .where(
        and(
          or(eq(users.username, wanted), sql`lower(${users.email}) = lower(${wanted})`),
          eq(users.enabled, true),
          eq(users.locked, false),
        ),
      )
      .limit(5)
      .all();
    for (const user of found) {
      const token = issueToken(tx, user.id, "password-reset", { now });
      queueMail(tx, {
        key: `pwdreset.${user.id}.${now}`,
        purpose: "user.password-reset",
        to: [user.email],
        now,
        ...passwordResetMail(
          {
            name: user.name,
            username: user.username,
            url: absoluteUrl(paths.passwordReset(token)),
            minutes: TOKEN_LIFETIME_MS["password-reset"] / 60_000,
          },
          storedMailTemplate("passwordReset", tx),
        ),
      });
      writeAudit(tx, {
        at: now,
        userId: user.id,
        action: "user.password-reset.request",
        entityType: "user",
        entityId: user.id,
      });
    }
  });
}

export function passwordResetTarget(token: string): { ok: true; username: string } | { ok: false } {
  const db = getDb();
  const found = usableToken(db, token, "password-reset");
  const user = found && db.select().from(schema.users).where(eq(schema.users.id, found.userId)).get();
  return user ? { ok: true, username: user.username } : { ok: false };
}

export type PasswordResetResult =
  | { ok: true; username: string }
  | { ok: false; reason: "invalid-link" }
  | { ok: false; reason: "weak"; errors: { password?: string; passwordConfirmation?: string } };

export async function resetPassword(
  token: string,
  password: string,
  confirmation: string,
): Promise<PasswordResetResult> {
  const db = getDb();
  const found = usableToken(db, token, "password-reset");
  const user = found && db.select().from(schema.users).where(eq(schema.users.id, found.userId)).get();
  if (!found || !user) return { ok: false, reason: "invalid-link" };
  const weak = passwordProblem(password, { username: user.username, email: user.email });
  if (weak) return { ok: false, reason: "weak", errors: { password: weak } };
  if (password !== confirmation) {
    return { ok: false, reason: "weak", errors: { passwordConfirmation: PASSWORD_TEXT.mismatch } };
  }
  const passwordHash = await hash(password);
  return db.transaction((tx): PasswordResetResult => {
    const now = Date.now();
    if (!consumeToken(tx, found.id, now)) return { ok: false, reason: "invalid-link" };
    tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, user.id)).run();
    const endedSessions = tx.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)).run().changes;
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.password-reset",
      entityType: "user",
      entityId: user.id,
      details: { endedSessions },
    });
    return { ok: true, username: user.username };
  });
}
