/**
 * The index servers (SPEC §7 /config/index_servers, /config-index-servers/status; issue 17): which
 * engine answers searches (FTS5 in the register's own database, or Typesense at TYPESENSE_URL: a
 * deployment choice of the environment, with its key, never stored or shown), its live status,
 * and the one setting an administrator changes here, the reindex batch size.
 *
 * serversAreDown is true only when the engine itself fails to answer a count; when the status
 * cannot be worked out at all, the servers are treated as not down (SPEC §8).
 */
import { z } from "zod";
import { getDb, type Db } from "#db/client";
import { searchEngineConfig } from "#search/index";
import { countIndexed } from "#search/reindex";
import { searchOutboxFigures } from "#search/sync";
import { readSetting, writeSetting } from "#app/settings/store.server";
import { searchEngine } from "../search-page/engine.server";
import { MAX_REINDEX_BATCH } from "./settings";

export const INDEX_SERVERS_KEY = "search.indexServers";
/** Small enough that one batch's transaction never holds the write lock for long. */
export const DEFAULT_REINDEX_BATCH = 500;
/** How long the status waits for the engine before calling it down. */
const PROBE_TIMEOUT_MS = 5_000;

export const INDEX_SERVERS_TEXT = {
  batchSize: `Το μέγεθος παρτίδας πρέπει να είναι ακέραιος αριθμός από 1 έως ${MAX_REINDEX_BATCH.toLocaleString("el-GR")}.`,
  unknownField: "Άγνωστο πεδίο ρυθμίσεων ευρετηρίου.",
  saved: "Οι ρυθμίσεις του ευρετηρίου αποθηκεύτηκαν· ισχύουν από την επόμενη επαναδημιουργία.",
};

export const indexServersSchema = z.strictObject(
  {
    reindexBatchSize: z
      .number({ error: INDEX_SERVERS_TEXT.batchSize })
      .int({ error: INDEX_SERVERS_TEXT.batchSize })
      .min(1, { error: INDEX_SERVERS_TEXT.batchSize })
      .max(MAX_REINDEX_BATCH, { error: INDEX_SERVERS_TEXT.batchSize }),
  },
  { error: INDEX_SERVERS_TEXT.unknownField },
);
export type IndexServersSettings = z.output<typeof indexServersSchema>;

export function indexServersSettings(db: Db = getDb()): IndexServersSettings {
  return readSetting(INDEX_SERVERS_KEY, indexServersSchema, { reindexBatchSize: DEFAULT_REINDEX_BATCH }, db);
}

export function saveIndexServersSettings(
  actor: { id: number },
  candidate: unknown,
  db: Db = getDb(),
): { ok: true; settings: IndexServersSettings } | { ok: false; field: string; message: string } {
  const parsed = indexServersSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, field: String(issue.path[0] ?? ""), message: issue.message };
  }
  db.transaction((tx) => writeSetting(tx, INDEX_SERVERS_KEY, parsed.data, actor.id));
  return { ok: true, settings: parsed.data };
}

export interface IndexEngineInfo {
  kind: "fts5" | "typesense";
  /** What the page says it is. */
  label: string;
  /** Typesense's address and collection (never its key); null for FTS5. */
  url: string | null;
  collection: string | null;
}

export function indexEngine(): IndexEngineInfo {
  const engine = searchEngineConfig();
  return engine.kind === "fts5"
    ? { kind: "fts5", label: "FTS5 (ενσωματωμένο στη βάση δεδομένων)", url: null, collection: null }
    : { kind: "typesense", label: "Typesense", url: engine.url, collection: engine.collection };
}

export interface IndexServerStatus {
  engine: IndexEngineInfo;
  serversAreDown: boolean;
  /** False when the status could not be worked out (then serversAreDown is false, SPEC §8). */
  known: boolean;
  /** Documents the engine holds (null when it did not answer). */
  documentsIndexed: number | null;
  /** Public decisions in the register's search projection (what a reindex copies). */
  documentsInRegister: number | null;
  /** Changes not yet copied to the engine, and the age of the oldest. */
  outbox: { pending: number; oldestPendingAgeSeconds: number } | null;
}

async function probe(): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("index server timeout")), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve(searchEngine().count({})), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The live status; never throws (an unknown status is "not down"). */
export async function indexServerStatus(db: Db = getDb()): Promise<IndexServerStatus> {
  let engine: IndexEngineInfo;
  try {
    engine = indexEngine();
  } catch {
    engine = { kind: "fts5", label: "—", url: null, collection: null };
    return {
      engine,
      serversAreDown: false,
      known: false,
      documentsIndexed: null,
      documentsInRegister: null,
      outbox: null,
    };
  }
  let documentsIndexed: number | null = null;
  let serversAreDown = false;
  try {
    documentsIndexed = await probe();
  } catch {
    serversAreDown = true;
  }
  try {
    return {
      engine,
      serversAreDown,
      known: true,
      documentsIndexed,
      documentsInRegister: countIndexed(db),
      outbox: searchOutboxFigures(db),
    };
  } catch {
    return {
      engine,
      serversAreDown,
      known: documentsIndexed !== null,
      documentsIndexed,
      documentsInRegister: null,
      outbox: null,
    };
  }
}
