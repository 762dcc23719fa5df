/**
 * The OpenData searches: /search (simple parameters) and /search/advanced (the query language),
 * run by the same engine and query modules as the /search page (app/search-page/engine.server.ts,
 * search/query-language.ts). The simple search is first written as a query (simple-query.ts), so
 * both calls echo in `info.query` exactly what was run, and totals are exact (counted when the
 * engine's page total is only a lower bound).
 */
import { getDb } from "#db/client";
import type { SortOrder } from "#search/engine";
import { compileQuery, parseSearchQuery } from "#search/query-language";
import { formatQuery, type QueryNode } from "#search/query-syntax";
import { memoCachePerConnection } from "#shared/cache";
import { publicDataStamp } from "../decisions/read.server";
import { findOrganization } from "../organizations/read.server";
import { searchEngine } from "../search-page/engine.server";
import { searchSettings } from "../search-settings/store.server";
import { decisionsByVersionIds } from "./decisions.server";
import type { AdvancedSearchParams, SimpleSearchParams } from "./params";
import type { OpendataSearchResult } from "./schemas";
import { simpleSearchQuery } from "./simple-query";

type Order = "recent" | "relative";

/**
 * Exact totals of broad searches (past the engine's cheap bound), per query and state of the public
 * data: a harvester paging through one search counts once, and any publication, edit or
 * revocation (publicDataStamp) makes a new key.
 */
const exactTotals = memoCachePerConnection<string, number | Promise<number>>({ max: 500, ttlMs: 60_000 });
const SORT_OF: Record<Order, SortOrder> = { recent: "recent", relative: "relevance" };

async function run(
  tree: QueryNode | null,
  paging: { page?: number; size?: number; sort?: Order },
): Promise<OpendataSearchResult> {
  const { text, textQuery, filters } = compileQuery(tree);
  // What the call leaves out is the configured default (/administration/search), read per call.
  const settings = searchSettings("opendata");
  const order = paging.sort ?? settings.defaultSort;
  const page = paging.page ?? 0;
  const size = paging.size ?? settings.pageSize;
  const query = { text, textQuery, filters, sort: SORT_OF[order], page, size };
  const engine = searchEngine();
  const result = await engine.search(query);
  const total = result.totalIsExact
    ? result.total
    : await exactTotals
        .of(getDb().$client)
        .get(JSON.stringify([publicDataStamp(), textQuery ?? text, filters]), () => engine.count(query));
  const decisions = decisionsByVersionIds(result.hits.map((hit) => hit.versionId));
  return {
    decisions,
    info: { query: formatQuery(tree), page, size, actualSize: decisions.length, total, order },
  };
}

/** GET /search. Throws a SearchInputError (400) for what the engine cannot serve. */
export function simpleSearch(params: SimpleSearchParams): Promise<OpendataSearchResult> {
  const tree = simpleSearchQuery(params, (value) => findOrganization(value)?.uid ?? value);
  return run(tree, params);
}

/** GET /search/advanced. Throws a QueryLanguageError (400) naming the fault. */
export function advancedSearch(params: AdvancedSearchParams): Promise<OpendataSearchResult> {
  return run(parseSearchQuery(params.q), params);
}
