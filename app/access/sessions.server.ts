/**
 * Server-side sessions (sessions table). A session ends at logout or when `expiresAt` passes;
 * a cookie pointing at an ended session is reported as "expired" so the page can show
 * SPEC §4's alert «Έχει λήξει το χρονικό όριο της σύνδεσής σας.».
 */
import { and, eq, lt, sql } from "drizzle-orm";
import crypto from "node:crypto";
import { config } from "#config/env";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { permissionsOfRoles, screenAccess, type AccessEntry, type Role } from "./permissions";
import type { SessionUser } from "./session-user";
import { sessionCookie } from "./cookies.server";
import { writeAudit } from "../audit.server";

/** Session lifetime; SESSION_TTL_MINUTES overrides the default of 8 hours. */
export function sessionTtlMs(): number {
  return config().SESSION_TTL_MINUTES * 60_000;
}

/** Where a session was opened from: shown on /profile's list of the user's sessions. */
export interface SessionOrigin {
  address?: string;
  userAgent?: string | null;
  /** How the login's second step was passed, when it had one (kept in the audit row). */
  secondFactor?: "authenticator" | "recovery-code";
}

export async function createSession(
  userId: number,
  origin: SessionOrigin = {},
): Promise<{ id: string; cookie: string }> {
  const db = getDb();
  const id = crypto.randomBytes(32).toString("base64url");
  const createdAt = Date.now();
  const address = origin.address ?? null;
  const userAgent = origin.userAgent ? origin.userAgent.slice(0, 300) : null;
  db.transaction((tx) => {
    tx.insert(schema.sessions)
      .values({ id, userId, createdAt, expiresAt: createdAt + sessionTtlMs(), address, userAgent })
      .run();
    tx.update(schema.users).set({ lastLoginAt: createdAt }).where(eq(schema.users.id, userId)).run();
    writeAudit(tx, {
      at: createdAt,
      userId,
      action: "user.login",
      entityType: "user",
      entityId: userId,
      details:
        address || origin.secondFactor
          ? { ...(address ? { address } : {}), ...(origin.secondFactor ? { secondFactor: origin.secondFactor } : {}) }
          : undefined,
    });
  });
  // Delete long-dead sessions now and then, so the table does not grow without bound.
  db.delete(schema.sessions)
    .where(lt(schema.sessions.expiresAt, createdAt - 7 * 86_400_000))
    .run();
  return { id, cookie: await sessionCookie.serialize(id) };
}

export async function destroySession(request: Request): Promise<string> {
  const id: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof id === "string") {
    const db = getDb();
    const row = db.select().from(schema.sessions).where(eq(schema.sessions.id, id)).get();
    if (row) {
      db.transaction((tx) => {
        tx.delete(schema.sessions).where(eq(schema.sessions.id, id)).run();
        writeAudit(tx, { userId: row.userId, action: "user.logout", entityType: "user", entityId: row.userId });
      });
    }
  }
  // Expires in the past as well as Max-Age=0: some clients (curl, older libraries) keep a cookie
  // whose only expiry is Max-Age=0.
  return sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

export type SessionLookup =
  { state: "anonymous" } | { state: "expired"; clearCookie: string } | { state: "valid"; user: SessionUser };

export async function lookupSession(request: Request): Promise<SessionLookup> {
  const id: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || id === "") return { state: "anonymous" };
  const db = getDb();
  const row = sessionUserStatements(db).session.get({ id });
  const clearCookie = () => sessionCookie.serialize("", { maxAge: 0, expires: new Date(0) });
  if (!row || row.expiresAt <= Date.now()) {
    if (row) db.delete(schema.sessions).where(eq(schema.sessions.id, id)).run();
    return { state: "expired", clearCookie: await clearCookie() };
  }
  const loaded = loadSessionUser(row.userId, row.id, row.expiresAt);
  // A cookie session is a browser on the screens: API-only rights do not apply there.
  const user = loaded && { ...loaded, access: screenAccess(loaded.access) };
  if (!user || !user.enabled || user.locked) {
    db.delete(schema.sessions)
      .where(and(eq(schema.sessions.id, id)))
      .run();
    return { state: "expired", clearCookie: await clearCookie() };
  }
  return { state: "valid", user };
}

/** The session, user and grants read on every signed-in or API request, built once per connection (decision 152). */
const sessionUserStatements = preparedPerConnection((db: Db) => ({
  session: db
    .select()
    .from(schema.sessions)
    .where(eq(schema.sessions.id, sql.placeholder("id")))
    .prepare(),
  user: db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder("userId")))
    .prepare(),
  grants: db
    .select()
    .from(schema.userAccess)
    .where(eq(schema.userAccess.userId, sql.placeholder("userId")))
    .prepare(),
}));

/** Builds the SessionUser with its access entries (roles grouped per organisation). */
export function loadSessionUser(userId: number, sessionId: string, expiresAt: number): SessionUser | null {
  const statements = sessionUserStatements(getDb());
  const user = statements.user.get({ userId });
  if (!user) return null;
  const grants = statements.grants.all({ userId });
  const byOrg = new Map<string, Role[]>();
  for (const g of grants) byOrg.set(g.orgUid, [...(byOrg.get(g.orgUid) ?? []), g.roleId as Role]);
  const access: AccessEntry[] = [...byOrg].map(([organizationId, roles]) => ({
    organizationId,
    roles,
    permissions: permissionsOfRoles(roles),
  }));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    userType: user.userType,
    authType: user.authType,
    attrs: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    enabled: user.enabled,
    locked: user.locked,
    access,
    sessionId,
    expirationTimeMillis: expiresAt,
    lastLogin: user.lastLoginAt,
  };
}

/**
 * The user of a session named by its id rather than by the cookie: the token GET /users/self
 * hands to a script (SPEC §7), sent back as `X-Auth-Token`. The same expiry and status rules as
 * the cookie; the script gets the user's full access (API-only rights included), like Basic.
 */
export function sessionUserOfToken(id: string): SessionUser | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const row = sessionUserStatements(getDb()).session.get({ id });
  if (!row || row.expiresAt <= Date.now()) return null;
  const user = loadSessionUser(row.userId, row.id, row.expiresAt);
  return user && user.enabled && !user.locked ? { ...user, authType: "token" } : null;
}
