/**
 * Throttling of attempts (docs/decisions/018-throttling.md), with rate-limiter-flexible's SQLite
 * store on the register's own database: counters survive a restart and are shared by every
 * process on the same file. A throttle counts *failures* (or, for public write endpoints, every
 * attempt) per key within a fixed window from the first one; once the count reaches the rule's
 * points, the key waits until the window ends.
 *
 * The rules of later routes (password reset, registration, public write endpoints such as
 * comments) are prepared here so they only have to pick theirs.
 */
import type Database from "better-sqlite3";
import { RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import crypto from "node:crypto";
import { getDb } from "#db/client";

export interface ThrottleRule {
  /** Key prefix in the store; unique per rule. */
  name: string;
  /** Attempts allowed in the window. */
  points: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const THROTTLE_RULES = {
  /** One account from one address: a mistyped password a few times, not a guessing run. */
  loginAccountAddress: { name: "login_acct_addr", points: 5, windowSeconds: 15 * MINUTE },
  /** One address over every account (password spraying). */
  loginAddress: { name: "login_addr", points: 50, windowSeconds: HOUR },
  /**
   * One account from every address: slower and larger, so a distributed attack is bounded while
   * an attacker at one address cannot lock the real user out of their own address quickly.
   */
  loginAccount: { name: "login_acct", points: 100, windowSeconds: 24 * HOUR },
  passwordResetAccount: { name: "reset_acct", points: 3, windowSeconds: HOUR },
  passwordResetAddress: { name: "reset_addr", points: 20, windowSeconds: HOUR },
  registrationAddress: { name: "register_addr", points: 10, windowSeconds: HOUR },
  /** Comments, feedback and other anonymous writes: every attempt counts. */
  publicWriteAddress: { name: "public_write_addr", points: 30, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

export const THROTTLE_TABLE = "rate_limits";

const limiters = new WeakMap<Database.Database, Map<string, RateLimiterSQLite>>();

function limiterFor(rule: ThrottleRule): RateLimiterSQLite {
  const client = getDb().$client;
  let byRule = limiters.get(client);
  if (!byRule) {
    // The library's own table, created here synchronously so the first request finds it.
    client.exec(
      `CREATE TABLE IF NOT EXISTS ${THROTTLE_TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
    );
    byRule = new Map();
    limiters.set(client, byRule);
  }
  let limiter = byRule.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterSQLite({
      storeClient: client,
      storeType: "better-sqlite3",
      tableName: THROTTLE_TABLE,
      tableCreated: true,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
    });
    byRule.set(rule.name, limiter);
  }
  return limiter;
}

/** Keys hold no personal data in clear: usernames and addresses are hashed. */
export function throttleKey(...parts: string[]): string {
  return crypto.createHash("sha256").update(parts.join("\u0000")).digest("base64url").slice(0, 32);
}

/** Milliseconds until `key` may try again under `rule`; 0 when it may try now. */
export async function waitFor(rule: ThrottleRule, key: string): Promise<number> {
  const state = await limiterFor(rule).get(key);
  return state && state.consumedPoints >= rule.points ? Math.max(state.msBeforeNext, 1000) : 0;
}

/** Counts one attempt (or failure) for `key`. */
export async function countAttempt(rule: ThrottleRule, key: string): Promise<void> {
  await limiterFor(rule).penalty(key, 1);
}

export async function resetAttempts(rule: ThrottleRule, key: string): Promise<void> {
  await limiterFor(rule).delete(key);
}

/** The longest wait over several rules and keys; 0 when none is exhausted. */
export async function longestWait(checks: [ThrottleRule, string][]): Promise<number> {
  const waits = await Promise.all(checks.map(([rule, key]) => waitFor(rule, key)));
  return Math.max(0, ...waits);
}

/** «Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε N λεπτά.» with the wait rounded up. */
export function tooManyAttemptsText(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const when =
    minutes === 1 ? "σε 1 λεπτό" : minutes < 120 ? `σε ${minutes} λεπτά` : `σε ${Math.ceil(minutes / 60)} ώρες`;
  return `Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά ${when}.`;
}

/** Retry-After in whole seconds (RFC 9110 §10.2.3). */
export function retryAfterSeconds(waitMs: number): string {
  return String(Math.max(1, Math.ceil(waitMs / 1000)));
}

/**
 * One anonymous write (a question for the FAQ, and the like) from an address: 0 when it may go on
 * (the write is then counted), otherwise how long to wait. A refused attempt is not counted, so
 * the wait ends when the window does, however often the address retries meanwhile.
 */
export async function takePublicWrite(address: string): Promise<number> {
  const key = throttleKey(address);
  const waitMs = await waitFor(THROTTLE_RULES.publicWriteAddress, key);
  if (waitMs === 0) await countAttempt(THROTTLE_RULES.publicWriteAddress, key);
  return waitMs;
}

/**
 * The JSON API's per-user rate (issue 15): every call of an authenticated user counts, in a
 * window of a minute, API_CALLS_PER_MINUTE points. 0 when the call may go on, otherwise how long
 * to wait (the caller answers 429 with Retry-After).
 */
export async function takeApiCall(userId: number, perMinute: number): Promise<number> {
  const rule: ThrottleRule = { name: `api_user_${perMinute}`, points: perMinute, windowSeconds: MINUTE };
  return takeCall(rule, throttleKey(String(userId)));
}

/**
 * One call counted under `rule` in a single write (the library's `consume`: one upsert, no read
 * before it), since the API counts every call and a bulk publication makes a hundred a second
 * (docs/decisions/157). 0 when the call may go on, otherwise how long to wait. A refused call is
 * counted too, but the window's end is fixed by its first call, so the wait is the same.
 */
async function takeCall(rule: ThrottleRule, key: string): Promise<number> {
  try {
    await limiterFor(rule).consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(refusal.msBeforeNext, 1000);
    throw refusal;
  }
}

/**
 * The OpenData read API's per-address rate (issue 15): OPENDATA_READS_PER_MINUTE reads a minute
 * from one client address (TRUST_PROXY_HOPS decides which address that is). 0 when the read may
 * go on, otherwise how long to wait (429 with Retry-After). The write calls are counted per user
 * by takeApiCall, like the JSON API.
 */
export async function takeOpendataRead(address: string, perMinute: number): Promise<number> {
  const rule: ThrottleRule = { name: `opendata_read_${perMinute}`, points: perMinute, windowSeconds: MINUTE };
  return takeCall(rule, throttleKey(address));
}
