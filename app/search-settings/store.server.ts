/**
 * The stored search settings (./settings.ts) through the settings store: read on every search
 * (cached; a save clears the cache, so it applies to the next request), saved validated and
 * audited in one transaction. Keys are "search.<category>".
 */
import { getDb, type Db } from "#db/client";
import { readSetting, writeSetting } from "#app/settings/store.server";
import {
  SEARCH_SETTINGS_DEFAULTS,
  SEARCH_SETTINGS_SCHEMAS,
  type SearchCategory,
  type SearchSettings,
} from "./settings";

const keyOf = (category: SearchCategory) => `search.${category}`;

/** The settings of `category` now: the stored ones, or the defaults when none (or a stale shape) are stored. */
export function searchSettings<C extends SearchCategory>(category: C, db: Db = getDb()): SearchSettings[C] {
  return readSetting(
    keyOf(category),
    SEARCH_SETTINGS_SCHEMAS[category],
    SEARCH_SETTINGS_DEFAULTS[category],
    db,
  ) as SearchSettings[C];
}

export type SaveSearchSettingsResult<C extends SearchCategory> =
  { ok: true; settings: SearchSettings[C] } | { ok: false; field: string; message: string };

/** Checks `candidate` against the category's schema and stores it, audited as the actor's. */
export function saveSearchSettings<C extends SearchCategory>(
  actor: { id: number },
  category: C,
  candidate: unknown,
  db: Db = getDb(),
): SaveSearchSettingsResult<C> {
  const parsed = SEARCH_SETTINGS_SCHEMAS[category].safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, field: String(issue.path[0] ?? ""), message: issue.message };
  }
  const settings = parsed.data as SearchSettings[C];
  db.transaction((tx) => writeSetting(tx, keyOf(category), settings, actor.id));
  return { ok: true, settings };
}
