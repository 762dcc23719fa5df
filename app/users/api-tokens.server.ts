/**
 * Revocable API tokens (issue 13): a user creates them on /profile/tokens for scripts calling the
 * JSON API; the token is shown once and only its SHA-256 is stored (api_tokens). A script sends it
 * as `Authorization: Bearer <token>` (or the `X-Auth-Token` header); the owner, or an
 * administrator, revokes it. Creating and revoking are each one transaction with an audit row.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import crypto from "node:crypto";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { hasRole, type AccessEntry } from "../access/permissions";
import { writeAudit } from "../audit.server";
import { API_TOKEN_LABEL_MAX } from "./api-token-label";
import { hashToken } from "./tokens.server";

/** Every token starts with this, so a leaked one is recognisable (secret scanners). */
export const TOKEN_PREFIX = "drt_";
/** Tokens a user may hold at once: enough for several scripts, not an unbounded table. */
export const MAX_ACTIVE_TOKENS = 20;

const TOKEN_SHAPE = /^drt_[A-Za-z0-9_-]{43}$/;

/** Only the token's SHA-256 is stored (the same rule as the mailed links'). */
export const hashApiToken = hashToken;

export interface ApiTokenRow {
  id: number;
  label: string;
  /** The first characters of the token, to tell tokens apart. */
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

/** A user's tokens, newest first, revoked ones included (they stay as a history). */
export function listApiTokens(userId: number): ApiTokenRow[] {
  const t = schema.apiTokens;
  return getDb()
    .select({
      id: t.id,
      label: t.label,
      prefix: t.prefix,
      createdAt: t.createdAt,
      lastUsedAt: t.lastUsedAt,
      revokedAt: t.revokedAt,
    })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.id))
    .all();
}

export type CreateTokenResult =
  { ok: true; token: string; id: number; label: string } | { ok: false; reason: "label" | "too-many" };

/** A new token for `userId` named `label` (1 to 80 characters); the clear token is returned once, never stored. */
export function createApiToken(userId: number, rawLabel: string, now = Date.now()): CreateTokenResult {
  const label = rawLabel.trim();
  if (label.length === 0 || label.length > API_TOKEN_LABEL_MAX) return { ok: false, reason: "label" };
  const db = getDb();
  const t = schema.apiTokens;
  return db.transaction((tx) => {
    const active = tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.userId, userId), isNull(t.revokedAt)))
      .all().length;
    if (active >= MAX_ACTIVE_TOKENS) return { ok: false, reason: "too-many" } as const;
    const token = TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
    const row = tx
      .insert(t)
      .values({ userId, label, prefix: token.slice(0, 10), tokenHash: hashApiToken(token), createdAt: now })
      .returning({ id: t.id })
      .get();
    writeAudit(tx, {
      at: now,
      userId,
      action: "apitoken.create",
      entityType: "user",
      entityId: userId,
      details: { tokenId: row.id, label },
    });
    return { ok: true, token, id: row.id, label } as const;
  });
}

export type RevokeTokenResult = { ok: true; ownerId: number } | { ok: false; reason: "not-found" | "already-revoked" };

export interface TokenViewer {
  id: number;
  access: readonly AccessEntry[];
}

/** The owner revokes their own tokens; an administrator anyone's (issue 13). */
function mayRevoke(viewer: TokenViewer, ownerId: number): boolean {
  return viewer.id === ownerId || hasRole(viewer.access, "ROLE_ADMIN");
}

export interface TokenToRevoke extends ApiTokenRow {
  ownerId: number;
  ownerUsername: string;
}

/** A token the viewer may revoke (for the confirmation page), or null (unknown, or not theirs). */
export function tokenToRevoke(viewer: TokenViewer, tokenId: number): TokenToRevoke | null {
  const t = schema.apiTokens;
  const u = schema.users;
  const row = getDb()
    .select({
      id: t.id,
      label: t.label,
      prefix: t.prefix,
      createdAt: t.createdAt,
      lastUsedAt: t.lastUsedAt,
      revokedAt: t.revokedAt,
      ownerId: t.userId,
      ownerUsername: u.username,
    })
    .from(t)
    .innerJoin(u, eq(u.id, t.userId))
    .where(eq(t.id, tokenId))
    .get();
  return row && mayRevoke(viewer, row.ownerId) ? row : null;
}

/** Revokes token `tokenId` if the viewer may: one transaction with its audit row. */
export function revokeApiToken(viewer: TokenViewer, tokenId: number, now = Date.now()): RevokeTokenResult {
  const db = getDb();
  const t = schema.apiTokens;
  return db.transaction((tx) => {
    const row = tx.select().from(t).where(eq(t.id, tokenId)).get();
    if (!row || !mayRevoke(viewer, row.userId)) return { ok: false, reason: "not-found" } as const;
    if (row.revokedAt !== null) return { ok: false, reason: "already-revoked" } as const;
    tx.update(t).set({ revokedAt: now, revokedBy: viewer.id }).where(eq(t.id, tokenId)).run();
    writeAudit(tx, {
      at: now,
      userId: viewer.id,
      action: "apitoken.revoke",
      entityType: "user",
      entityId: row.userId,
      details: { tokenId, label: row.label },
    });
    return { ok: true, ownerId: row.userId } as const;
  });
}

/** A token's look-up on every API call, built once per connection (decision 152). */
const tokenStatements = preparedPerConnection((db: Db) => {
  const t = schema.apiTokens;
  return {
    liveToken: db
      .select({ id: t.id, userId: t.userId, lastUsedAt: t.lastUsedAt })
      .from(t)
      .where(and(eq(t.tokenHash, sql.placeholder("tokenHash")), isNull(t.revokedAt)))
      .prepare(),
    markUsed: db
      .update(t)
      .set({ lastUsedAt: sql`${sql.placeholder("now")}` })
      .where(eq(t.id, sql.placeholder("id")))
      .prepare(),
  };
});

/**
 * The owner of a usable token, or null (unknown, malformed or revoked). Records the use: the
 * last-used time is shown on the profile (written at most once a minute, so a busy script does
 * not write on every call).
 */
export function userOfApiToken(token: string, now = Date.now()): number | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const statements = tokenStatements(getDb());
  const row = statements.liveToken.get({ tokenHash: hashApiToken(token) });
  if (!row) return null;
  if (row.lastUsedAt === null || now - row.lastUsedAt > 60_000) statements.markUsed.run({ id: row.id, now });
  return row.userId;
}

/** A user's name and tokens for an administrator's page, or null for an unknown user. */
export function userTokensForAdmin(userId: number): { userId: number; username: string; tokens: ApiTokenRow[] } | null {
  const u = schema.users;
  const user = getDb().select({ username: u.username }).from(u).where(eq(u.id, userId)).get();
  return user ? { userId, username: user.username, tokens: listApiTokens(userId) } : null;
}
