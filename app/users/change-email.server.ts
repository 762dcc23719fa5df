/**
 * Changing the account's e-mail address (/profile): the new address gets a confirmation link and
 * the address changes only when that link is used (so nobody can point an account at an address
 * they do not read). One transaction each, with its audit row.
 */
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { absoluteUrl } from "../http/public-url";
import { queueMail } from "../mail/outbox.server";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { emailChangeMail } from "../mail/templates";
import { paths } from "../paths";
import { consumeToken, issueToken, TOKEN_LIFETIME_MS, usableToken } from "./tokens.server";

export function requestEmailChange(user: SessionUser, newEmail: string): void {
  getDb().transaction((tx) => {
    const now = Date.now();
    const token = issueToken(tx, user.id, "email-change", { newEmail, now });
    queueMail(tx, {
      key: `email-change.${user.id}.${now}`,
      purpose: "user.email.change",
      to: [newEmail],
      now,
      ...emailChangeMail(
        {
          name: user.name,
          username: user.username,
          url: absoluteUrl(paths.emailConfirmation(token)),
          hours: TOKEN_LIFETIME_MS["email-change"] / 3_600_000,
        },
        storedMailTemplate("emailChange", tx),
      ),
    });
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.email.change-request",
      entityType: "user",
      entityId: user.id,
      details: { newEmail },
    });
  });
}

export type EmailConfirmation = { ok: true; email: string; username: string } | { ok: false };

export function emailChangeTarget(token: string): EmailConfirmation {
  const db = getDb();
  const found = usableToken(db, token, "email-change");
  const user = found && db.select().from(schema.users).where(eq(schema.users.id, found.userId)).get();
  return found?.newEmail && user ? { ok: true, email: found.newEmail, username: user.username } : { ok: false };
}

export function confirmEmailChange(token: string): EmailConfirmation {
  return getDb().transaction((tx): EmailConfirmation => {
    const now = Date.now();
    const found = usableToken(tx, token, "email-change", now);
    if (!found?.newEmail || !consumeToken(tx, found.id, now)) return { ok: false };
    const user = tx.select().from(schema.users).where(eq(schema.users.id, found.userId)).get();
    if (!user) return { ok: false };
    tx.update(schema.users).set({ email: found.newEmail }).where(eq(schema.users.id, user.id)).run();
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.email.change",
      entityType: "user",
      entityId: user.id,
      details: { from: user.email, to: found.newEmail },
    });
    return { ok: true, email: found.newEmail, username: user.username };
  });
}
