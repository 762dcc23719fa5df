/**
 * HTTP Basic credentials verified a moment ago (issue 15, docs/decisions/118-bulk-publication-cost.md).
 * A document system sends its username and password on every call, and argon2 costs about 27 ms
 * of CPU each time, more than the rest of a publication. So a credential that passed the full
 * check (auth.server.ts checkCredentials) is remembered for a minute, per database connection:
 *
 * - as an HMAC-SHA-256, under a key drawn at process start, of the credential as sent
 *   (`username:password`), never the password itself, compared in constant time;
 * - with the user's id and the stored password hash it was verified against. Every use re-reads
 *   the user's row: a changed password (a new hash, even the same password re-hashed), a lock,
 *   a deactivation or a renamed account refuses the entry at the very next call, whichever
 *   process made the change. Roles are read afresh by loadSessionUser on every call anyway.
 *
 * Anything else (no entry, another password, an expired or refused entry) goes through the full
 * check, so a wrong password costs the same argon2 work as before.
 */
import crypto from "node:crypto";
import type Database from "better-sqlite3";
import { getDb } from "#db/client";
import { checkCredentials, type CredentialCheck } from "./auth.server";

/** How long a verified credential is trusted without argon2. */
export const VERIFIED_CREDENTIAL_TTL_MS = 60_000;
/** At most this many users' credentials are kept; the oldest goes first. */
const MAX_ENTRIES = 1000;

interface Verified {
  digest: Buffer;
  userId: number;
  /** The stored hash the password matched: any change to it refuses the entry. */
  passwordHash: string;
  expiresAt: number;
}

interface UserState {
  username: string;
  passwordHash: string;
  enabled: number;
  locked: number;
}

interface ConnectionCache {
  byUsername: Map<string, Verified>;
  userState: Database.Statement<[number], UserState>;
}

/** Drawn once per process: a memory dump holds no fast hash of anyone's password. */
const hmacKey = crypto.randomBytes(32);
const caches = new WeakMap<Database.Database, ConnectionCache>();

function cacheOf(client: Database.Database): ConnectionCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = {
      byUsername: new Map(),
      userState: client.prepare<[number], UserState>(
        "SELECT username, password_hash AS passwordHash, enabled, locked FROM users WHERE id = ?",
      ),
    };
    caches.set(client, cache);
  }
  return cache;
}

function digestOf(username: string, password: string): Buffer {
  // RFC 7617: the username holds no colon, so `username:password` names one credential.
  return crypto.createHmac("sha256", hmacKey).update(`${username}:${password}`, "utf8").digest();
}

/** The user of a credential verified recently and still valid against the user's row, or null. */
function recentlyVerified(
  cache: ConnectionCache,
  username: string,
  digest: Buffer,
  now: number,
): Extract<CredentialCheck, { ok: true }> | null {
  const entry = cache.byUsername.get(username);
  if (!entry || !crypto.timingSafeEqual(entry.digest, digest)) return null;
  const row = cache.userState.get(entry.userId);
  const valid =
    entry.expiresAt > now &&
    row !== undefined &&
    row.username === username &&
    row.passwordHash === entry.passwordHash &&
    row.enabled === 1 &&
    row.locked === 0;
  if (!valid) {
    cache.byUsername.delete(username);
    return null;
  }
  return { ok: true, userId: entry.userId, passwordHash: entry.passwordHash };
}

/**
 * checkCredentials for HTTP Basic: a credential verified within the last minute and still
 * matching the user's row is accepted without argon2; anything else gets the full check, and a
 * success is remembered.
 */
export async function checkBasicCredentials(username: string, password: string): Promise<CredentialCheck> {
  const cache = cacheOf(getDb().$client);
  const digest = digestOf(username, password);
  const now = Date.now();
  const known = recentlyVerified(cache, username, digest, now);
  if (known !== null) return known;
  const checked = await checkCredentials(username, password);
  if (checked.ok) {
    // The hash the password was verified against, not a fresh read: a password changed during
    // the check must not make the old one pass later.
    cache.byUsername.delete(username);
    cache.byUsername.set(username, {
      digest,
      userId: checked.userId,
      passwordHash: checked.passwordHash,
      expiresAt: now + VERIFIED_CREDENTIAL_TTL_MS,
    });
    if (cache.byUsername.size > MAX_ENTRIES) cache.byUsername.delete(cache.byUsername.keys().next().value!);
  }
  return checked;
}
