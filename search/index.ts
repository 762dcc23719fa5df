/**
 * Which search engine this process uses (DESIGN.md principle 3):
 *
 * - by default the embedded FTS5 engine, in the application's own SQLite database;
 * - Typesense when TYPESENSE_URL is set (with TYPESENSE_API_KEY, and optionally
 *   TYPESENSE_COLLECTION, default "decisions").
 *
 * Writes always go to the FTS5 tables, inside the publishing transaction (search_docs is the
 * register's search projection either way), and the same transaction adds a search_outbox row.
 * With Typesense configured, search/sync.ts copies each outboxed decision from search_docs to
 * Typesense after commit, so Typesense trails the register by the sync interval and never holds
 * something the database rolled back.
 */
import { config, type Config } from "#config/env";
import type { Db } from "#db/client";
import type { SearchEngine } from "./engine";
import { createFts5Engine } from "./fts5";
import { createTypesenseEngine } from "./typesense";

export type SearchEngineConfig =
  { kind: "fts5" } | { kind: "typesense"; url: string; apiKey: string; collection: string };

/** Reads the configuration; a Typesense URL without a key is a startup error, not a fallback. */
export function searchEngineConfig(
  settings: Partial<Pick<Config, "TYPESENSE_URL" | "TYPESENSE_API_KEY" | "TYPESENSE_COLLECTION">> = config(),
): SearchEngineConfig {
  const url = settings.TYPESENSE_URL;
  if (!url) return { kind: "fts5" };
  const apiKey = settings.TYPESENSE_API_KEY;
  if (!apiKey) throw new Error("TYPESENSE_URL is set but TYPESENSE_API_KEY is not");
  return { kind: "typesense", url, apiKey, collection: settings.TYPESENSE_COLLECTION ?? "decisions" };
}

export function createSearchEngine(db: Db, engineConfig: SearchEngineConfig = searchEngineConfig()): SearchEngine {
  return engineConfig.kind === "typesense"
    ? createTypesenseEngine({ url: engineConfig.url, apiKey: engineConfig.apiKey, collection: engineConfig.collection })
    : createFts5Engine(db);
}

const engines = new WeakMap<Db, SearchEngine>();

/** The engine that answers searches, one per database connection. */
export function getSearchEngine(db: Db): SearchEngine {
  let engine = engines.get(db);
  if (!engine) engines.set(db, (engine = createSearchEngine(db)));
  return engine;
}

/** The external engine search/sync.ts must feed, or null when FTS5 alone serves searches. */
export function getExternalSearchEngine(db: Db): SearchEngine | null {
  const engine = getSearchEngine(db);
  return engine.name === "fts5" ? null : engine;
}
