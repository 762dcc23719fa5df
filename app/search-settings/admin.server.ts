/**
 * /administration/search (issue 17): what the page shows (each category's settings, the index
 * servers and their live status, the latest reindex job) and what its forms save. One domain call
 * per route; the JSON API (app/api/calls/config.server.ts) uses the same functions.
 */
import { getDb, type Db } from "#db/client";
import {
  indexServersSettings,
  indexServerStatus,
  INDEX_SERVERS_TEXT,
  saveIndexServersSettings,
  type IndexServersSettings,
  type IndexServerStatus,
} from "./index-servers.server";
import {
  isInterrupted,
  latestReindexJob,
  progressOf,
  reindexJob,
  startReindex,
  type ReindexJob,
} from "./reindex-job.server";
import {
  SEARCH_CATEGORIES,
  SEARCH_CATEGORY_TITLES,
  SEARCH_SETTINGS_TEXT,
  settingsFromForm,
  type SearchAdminForm,
  type SearchCategory,
  type SearchSettings,
} from "./settings";
import { saveSearchSettings, searchSettings } from "./store.server";

/** A reindex job as the pages show it. */
export interface ReindexJobView {
  id: number;
  state: "running" | "interrupted" | "done" | "failed";
  engine: string;
  done: number;
  total: number;
  percent: number;
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
}

function jobView(job: ReindexJob, db: Db): ReindexJobView {
  const state = isInterrupted(job, db) ? "interrupted" : (job.state as ReindexJobView["state"]);
  return {
    id: job.id,
    state,
    engine: job.engine,
    ...progressOf(job),
    error: job.error,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}

export interface SearchAdminPage {
  settings: SearchSettings;
  indexServers: IndexServersSettings;
  status: IndexServerStatus;
  latestJob: ReindexJobView | null;
}

export async function searchAdminPage(db: Db = getDb()): Promise<SearchAdminPage> {
  const settings = Object.fromEntries(SEARCH_CATEGORIES.map((c) => [c, searchSettings(c, db)])) as SearchSettings;
  const latest = latestReindexJob(db);
  return {
    settings,
    indexServers: indexServersSettings(db),
    status: await indexServerStatus(db),
    latestJob: latest ? jobView(latest, db) : null,
  };
}

export function reindexJobPage(jobId: number, db: Db = getDb()): ReindexJobView | null {
  const job = reindexJob(jobId, db);
  return job ? jobView(job, db) : null;
}

/** The latest job, for the confirmation page (which says when one runs or was interrupted). */
export function latestReindexJobView(db: Db = getDb()): ReindexJobView | null {
  const job = latestReindexJob(db);
  return job ? jobView(job, db) : null;
}

export type SaveFormResult =
  { ok: true; message: string } | { ok: false; form: SearchAdminForm; field: string; message: string };

/** Saves one of the page's forms (its posted fields as strings), validated, audited. */
export function saveSearchAdminForm(
  actor: { id: number },
  form: SearchAdminForm,
  fields: Record<string, unknown>,
  db: Db = getDb(),
): SaveFormResult {
  if (form === "index_servers") {
    const raw = fields.reindexBatchSize;
    const batch = typeof raw === "string" && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw;
    const saved = saveIndexServersSettings(actor, { reindexBatchSize: batch }, db);
    return saved.ok
      ? { ok: true, message: INDEX_SERVERS_TEXT.saved }
      : { ok: false, form, field: saved.field, message: saved.message };
  }
  const category: SearchCategory = form;
  const saved = saveSearchSettings(actor, category, settingsFromForm(category, fields), db);
  return saved.ok
    ? { ok: true, message: SEARCH_SETTINGS_TEXT.saved(SEARCH_CATEGORY_TITLES[category]) }
    : { ok: false, form, field: saved.field, message: saved.message };
}

export const REINDEX_TEXT = {
  started: "Η επαναδημιουργία του ευρετηρίου ξεκίνησε.",
  resumed: "Η επαναδημιουργία του ευρετηρίου συνεχίζεται από εκεί όπου διακόπηκε.",
  running: "Μια επαναδημιουργία του ευρετηρίου εκτελείται ήδη: δεν ξεκίνησε δεύτερη.",
};

/**
 * «Επαναδημιουργία ευρετηρίου» as `actor`: the job whose progress to show (a new one, the
 * interrupted one carried on, or the one already running) and what to tell the administrator.
 * The work goes on in the background; a failure is recorded on the job.
 */
export function startReindexFrom(
  actor: { id: number },
  db: Db = getDb(),
): { jobId: number | null; kind: "success" | "info"; message: string; run: Promise<void> | null } {
  const started = startReindex(actor, { db });
  if (started.kind === "running") {
    // Another process holds the lease: its job is the latest one.
    const job = started.job ?? latestReindexJob(db);
    return { jobId: job?.id ?? null, kind: "info", message: REINDEX_TEXT.running, run: null };
  }
  return { jobId: started.job.id, kind: "success", message: REINDEX_TEXT[started.kind], run: started.run };
}
