/**
 * Account activation through the mailed link (SPEC §7 GET and POST /security/activation?uac=).
 * GET only looks the link up (mail scanners open links); the POST consumes it and enables the
 * account, in one transaction with its audit row.
 */
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { writeAudit } from "../audit.server";
import { consumeToken, usableToken } from "./tokens.server";

export type ActivationResult = { ok: true; username: string } | { ok: false; reason: "invalid-link" };

/** Whose account the link would activate, without using it. */
export function activationTarget(token: string): ActivationResult {
  const db = getDb();
  const found = usableToken(db, token, "activation");
  if (!found) return { ok: false, reason: "invalid-link" };
  const user = db.select().from(schema.users).where(eq(schema.users.id, found.userId)).get();
  return user ? { ok: true, username: user.username } : { ok: false, reason: "invalid-link" };
}

export function activateAccount(token: string): ActivationResult {
  return getDb().transaction((tx): ActivationResult => {
    const now = Date.now();
    const found = usableToken(tx, token, "activation", now);
    if (!found || !consumeToken(tx, found.id, now)) return { ok: false, reason: "invalid-link" };
    const user = tx.select().from(schema.users).where(eq(schema.users.id, found.userId)).get();
    if (!user) return { ok: false, reason: "invalid-link" };
    tx.update(schema.users).set({ enabled: true }).where(eq(schema.users.id, user.id)).run();
    writeAudit(tx, {
      at: now,
      userId: user.id,
      action: "user.activate",
      entityType: "user",
      entityId: user.id,
      details: { username: user.username },
    });
    return { ok: true, username: user.username };
  });
}
