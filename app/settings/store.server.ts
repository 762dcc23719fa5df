/**
 * The register's stored settings (issue 17): values an administrator changes at run time, kept in
 * config_entries and read through a zod schema, so a bad or missing row never breaks a caller (it
 * gets the fallback, usually the config/env.ts default).
 *
 *   readSetting("mail.smtp", smtpSchema, fallback)        // cached
 *   writeSetting(tx, "mail.smtp", value, actorUserId)      // in the caller's transaction, audited
 *
 * A key is "<category>.<name>" (the first dot splits it into the table's two columns). Reads are
 * cached per database connection; a write or delete clears that connection's cache at once, so a
 * change is effective on the next read, without a restart. The cache lives on globalThis because
 * the server entry and the Remix build are two bundles sharing one connection (db/client.ts): a
 * write from a route must be seen by the mail worker of the other bundle.
 */
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { writeAudit, type DbOrTx } from "#app/audit.server";
import { getDb, schema, type Db } from "#db/client";

const CACHE = Symbol.for("decisions-register.settings-cache");
const holder = globalThis as { [CACHE]?: WeakMap<object, Map<string, { raw: unknown } | null>> };

function cacheOf(db: Db): Map<string, { raw: unknown } | null> {
  holder[CACHE] ??= new WeakMap();
  let cache = holder[CACHE].get(db.$client);
  if (!cache) {
    cache = new Map();
    holder[CACHE].set(db.$client, cache);
  }
  return cache;
}

/** Splits "mail.smtp" into its category and name; a key without a dot is refused (a programming error). */
export function settingColumns(key: string): { category: string; key: string } {
  const dot = key.indexOf(".");
  if (dot <= 0 || dot === key.length - 1)
    throw new RangeError(`setting key ${JSON.stringify(key)} is not <category>.<name>`);
  return { category: key.slice(0, dot), key: key.slice(dot + 1) };
}

function storedRaw(db: Db, key: string): { raw: unknown } | null {
  const cache = cacheOf(db);
  if (cache.has(key)) return cache.get(key)!;
  const where = settingColumns(key);
  const row = db
    .select({ value: schema.configEntries.value })
    .from(schema.configEntries)
    .where(and(eq(schema.configEntries.category, where.category), eq(schema.configEntries.key, where.key)))
    .get();
  const found = row ? { raw: row.value } : null;
  cache.set(key, found);
  return found;
}

/** Whether an administrator has stored a value for `key` (a valid one or not). */
export function isSettingStored(key: string, db: Db = getDb()): boolean {
  return storedRaw(db, key) !== null;
}

/**
 * The stored value of `key` parsed by `schema`, or `fallback` when none is stored or the stored one
 * no longer fits the schema (e.g. after the schema grew a required field).
 */
export function readSetting<S extends z.ZodType>(
  key: string,
  settingSchema: S,
  fallback: z.output<S>,
  db: Db = getDb(),
): z.output<S> {
  const stored = storedRaw(db, key);
  if (!stored) return fallback;
  const parsed = settingSchema.safeParse(stored.raw);
  return parsed.success ? parsed.data : fallback;
}

/** Writes are rare: forgetting every connection's cache is simpler than finding the transaction's. */
function clearCache(): void {
  holder[CACHE] = new WeakMap();
}

/**
 * Stores `value` for `key` in the caller's transaction, with an audit row naming `actor` (a user
 * id, null for the system). The value is stored as given: validate it before. The audit row
 * records which setting changed, never its value (it may hold a sealed secret).
 */
export function writeSetting(tx: DbOrTx, key: string, value: unknown, actor: number | null): void {
  const where = settingColumns(key);
  tx.insert(schema.configEntries)
    .values({ ...where, value })
    .onConflictDoUpdate({ target: [schema.configEntries.category, schema.configEntries.key], set: { value } })
    .run();
  writeAudit(tx, { userId: actor, action: "setting.write", entityType: "setting", entityId: key });
  clearCache();
}

/** Removes the stored value of `key` (back to the default), audited like a write. */
export function deleteSetting(tx: DbOrTx, key: string, actor: number | null): void {
  const where = settingColumns(key);
  tx.delete(schema.configEntries)
    .where(and(eq(schema.configEntries.category, where.category), eq(schema.configEntries.key, where.key)))
    .run();
  writeAudit(tx, { userId: actor, action: "setting.reset", entityType: "setting", entityId: key });
  clearCache();
}
