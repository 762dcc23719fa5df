/**
 * Single-use links mailed to a user (account_tokens): activation, password reset, a new e-mail
 * address. The link carries 32 random bytes; the database keeps only their SHA-256, so a copy of
 * it opens no account. A token is usable once, before it expires, and only for its purpose.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import crypto from "node:crypto";
import { schema } from "#db/client";
import type { DbOrTx } from "../audit.server";

export type TokenPurpose = "activation" | "password-reset" | "email-change";

/** How long each link stays usable (docs/decisions/039-registration-and-password-reset.md). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  activation: 48 * 3_600_000,
  "password-reset": 3_600_000,
  "email-change": 24 * 3_600_000,
};

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** What is stored of a secret handed to a user (a mailed link, an API token, a pending login): its SHA-256. */
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A new token for `userId`; earlier unused tokens of the same purpose stop working. */
export function issueToken(
  tx: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  options: { newEmail?: string; now?: number } = {},
): string {
  const now = options.now ?? Date.now();
  const { accountTokens: t } = schema;
  tx.update(t)
    .set({ usedAt: now })
    .where(and(eq(t.userId, userId), eq(t.purpose, purpose), isNull(t.usedAt)))
    .run();
  const token = crypto.randomBytes(32).toString("base64url");
  tx.insert(t)
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      newEmail: options.newEmail ?? null,
      createdAt: now,
      expiresAt: now + TOKEN_LIFETIME_MS[purpose],
    })
    .run();
  return token;
}

export type UsableToken = typeof schema.accountTokens.$inferSelect;

/** The stored token for a link, if it is still usable for `purpose`. */
export function usableToken(tx: DbOrTx, token: string, purpose: TokenPurpose, now = Date.now()): UsableToken | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const { accountTokens: t } = schema;
  return (
    tx
      .select()
      .from(t)
      .where(and(eq(t.tokenHash, hashToken(token)), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, now)))
      .get() ?? null
  );
}

/** Marks the token used; false when it was used meanwhile (two clicks racing). */
export function consumeToken(tx: DbOrTx, id: number, now = Date.now()): boolean {
  const { accountTokens: t } = schema;
  return (
    tx
      .update(t)
      .set({ usedAt: now })
      .where(and(eq(t.id, id), isNull(t.usedAt)))
      .run().changes === 1
  );
}

/** Every open link of a user stops working (the account was disabled or locked). */
export function revokeTokens(tx: DbOrTx, userId: number, now = Date.now()): void {
  const { accountTokens: t } = schema;
  tx.update(t)
    .set({ usedAt: now })
    .where(and(eq(t.userId, userId), isNull(t.usedAt)))
    .run();
}
