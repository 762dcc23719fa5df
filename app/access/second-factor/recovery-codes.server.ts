/**
 * Recovery codes: ten single-use codes shown once when the second factor is enrolled (or
 * renewed), for the day the phone is lost. Only their SHA-256 is kept; a code is ten letters
 * and digits from an alphabet without look-alikes, shown as two groups of five.
 */
import { and, eq, isNull } from "drizzle-orm";
import crypto from "node:crypto";
import { schema } from "#db/client";
import type { DbOrTx } from "#app/audit.server";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** What is stored and compared: the code without separators or case, hashed. */
function hashCode(code: string): string {
  return crypto
    .createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}

/** Replaces the user's recovery codes with fresh ones and returns them (to be shown once). */
export function replaceRecoveryCodes(tx: DbOrTx, userId: number): string[] {
  tx.delete(schema.recoveryCodes).where(eq(schema.recoveryCodes.userId, userId)).run();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  tx.insert(schema.recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashCode(code) })))
    .run();
  return codes;
}

/** Uses up `code` if it is one of the user's unused recovery codes; true when it was. */
export function consumeRecoveryCode(tx: DbOrTx, userId: number, code: string, now = Date.now()): boolean {
  const { recoveryCodes: r } = schema;
  const used = tx
    .update(r)
    .set({ usedAt: now })
    .where(and(eq(r.userId, userId), eq(r.codeHash, hashCode(code)), isNull(r.usedAt)))
    .run();
  return used.changes > 0;
}

export function unusedRecoveryCodes(tx: DbOrTx, userId: number): number {
  const { recoveryCodes: r } = schema;
  return tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.userId, userId), isNull(r.usedAt)))
    .all().length;
}

export function deleteRecoveryCodes(tx: DbOrTx, userId: number): void {
  tx.delete(schema.recoveryCodes).where(eq(schema.recoveryCodes.userId, userId)).run();
}
