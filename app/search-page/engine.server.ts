/**
 * The search engine the web pages use: the one search/ configures for this process (the
 * embedded FTS5 engine, or Typesense when TYPESENSE_URL is set).
 */
import { getDb } from "#db/client";
import type { SearchEngine } from "#search/engine";
import { getSearchEngine } from "#search/index";

export function searchEngine(): SearchEngine {
  return getSearchEngine(getDb());
}
