/**
 * What /profile shows the logged-in user: their details and their open sessions (where and when
 * each was opened, which one is this browser). A session is named on the page by a short hash of
 * its id, never by the id itself (the id is the credential in the cookie).
 */
import { and, desc, eq, gt } from "drizzle-orm";
import crypto from "node:crypto";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";

export interface ProfileSession {
  handle: string;
  createdAt: number;
  expiresAt: number;
  address: string | null;
  userAgent: string | null;
  current: boolean;
}

export interface Profile {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  sessions: ProfileSession[];
}

/** The public name of a session on the page and in forms. */
export function sessionHandle(sessionId: string): string {
  return crypto.createHash("sha256").update(sessionId).digest("base64url").slice(0, 16);
}

export function openSessions(userId: number, now = Date.now()) {
  const { sessions } = schema;
  return getDb()
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt))
    .all();
}

export function profileOf(user: SessionUser): Profile {
  const row = getDb().select().from(schema.users).where(eq(schema.users.id, user.id)).get()!;
  // Accounts made before first and last names were kept apart have only the full name.
  const [first = "", ...rest] = row.name.split(" ");
  return {
    username: row.username,
    firstName: row.firstName ?? first,
    lastName: row.lastName ?? rest.join(" "),
    phone: row.phone ?? "",
    email: row.email,
    sessions: openSessions(user.id).map((s) => ({
      handle: sessionHandle(s.id),
      createdAt: s.createdAt,
      expiresAt: s.expiresAt,
      address: s.address,
      userAgent: s.userAgent,
      current: s.id === user.sessionId,
    })),
  };
}
