/**
 * The user signs out one of their sessions (another browser, a lost phone) or every session,
 * this one included ("sign out everywhere"), from /profile. One transaction with its audit row.
 */
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { openSessions, sessionHandle } from "./profile.server";

/** Ends the session the page named by its handle; false when it is not (or no longer) theirs. */
export function endSession(user: SessionUser, handle: string): { ok: boolean; current: boolean } {
  const target = openSessions(user.id).find((s) => sessionHandle(s.id) === handle);
  if (!target) return { ok: false, current: false };
  getDb().transaction((tx) => {
    tx.delete(schema.sessions).where(eq(schema.sessions.id, target.id)).run();
    writeAudit(tx, { userId: user.id, action: "user.session.end", entityType: "user", entityId: user.id });
  });
  return { ok: true, current: target.id === user.sessionId };
}

export function endAllSessions(user: SessionUser): number {
  return getDb().transaction((tx) => {
    const ended = tx.delete(schema.sessions).where(eq(schema.sessions.userId, user.id)).run().changes;
    writeAudit(tx, {
      userId: user.id,
      action: "user.session.end-all",
      entityType: "user",
      entityId: user.id,
      details: { endedSessions: ended },
    });
    return ended;
  });
}
