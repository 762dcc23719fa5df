/**
 * Reads the FTS5 index: hits, honest totals and facets for a SearchQuery.
 *
 * Cost model (DESIGN.md "Search", measured in bench/search.ts): walking an index newest-first is
 * cheap, while anything that touches every match of a common term (sorting by bm25, GROUP BY,
 * exact counts) grows linearly. So totals are exact up to EXACT_TOTAL_CAP, facets come from the
 * pre-aggregated search_facet_counts when nothing narrows the set, and otherwise are counted over
 * the newest FACET_SAMPLE_CAP matches (flagged `facetsAreExact: false` when that is a sample).
 */
import type Database from "better-sqlite3";
import type { FacetField, FacetValue, SearchFilters, SearchQuery, SearchResult } from "./engine";
import { toFtsMatch } from "./fts-match";
import { DOC_COLUMNS, type Clause, type DocRow, filterClause, toDocument, whereSql } from "./fts5-sql";
import { EXACT_TOTAL_CAP, FACET_SAMPLE_CAP } from "./limits";
import { resolvePaging } from "./paging";
import { statusLabel } from "./statuses";

const DEFAULT_FACET_LIMIT = 50;

const FACET_SQL: Record<FacetField, { value: string; label: string }> = {
  orgUid: { value: "org_uid", label: "org_label" },
  decisionTypeUid: { value: "decision_type_uid", label: "decision_type_label" },
  status: { value: "status", label: "status" },
};

/** The query's text and filters as one set of conditions, plus the MATCH expression if any. */
interface MatchSet {
  match: string | null;
  filters: Clause;
}

function matchSet(query: SearchQuery): MatchSet {
  return { match: toFtsMatch(query.text), filters: filterClause(query.filters) };
}

/**
 * FROM + WHERE selecting the matching search_docs rows as `d`. With text, the FTS table drives
 * (CROSS JOIN fixes the join order in SQLite), so only matching rows are read.
 */
function fromWhere(set: MatchSet): { sql: string; params: unknown[] } {
  if (!set.match) return { sql: `FROM search_docs d ${whereSql(set.filters)}`, params: set.filters.params };
  const conditions = ["search_fts MATCH ?", ...set.filters.sql];
  return {
    sql: `FROM search_fts CROSS JOIN search_docs d ON d.decision_id = search_fts.rowid
          WHERE ${conditions.join(" AND ")}`,
    params: [set.match, ...set.filters.params],
  };
}

/**
 * Which filters can be answered from search_facet_counts: none, or statuses plus at most one of
 * organisation / decision type (single-valued fields, so counts of distinct values add up).
 */
function aggregateFilter(filters: SearchFilters = {}): { field?: FacetField; values?: string[]; statuses?: string[] } | null {
  const set = Object.entries(filters).filter(([, v]) => v !== undefined).map(([k]) => k);
  const other = set.filter((k) => k !== "statuses");
  if (other.length > 1) return null;
  if (other.length === 1 && other[0] !== "orgUids" && other[0] !== "decisionTypeUids") return null;
  const out: { field?: FacetField; values?: string[]; statuses?: string[] } = { statuses: filters.statuses };
  if (other[0] === "orgUids") Object.assign(out, { field: "orgUid", values: filters.orgUids });
  if (other[0] === "decisionTypeUids") Object.assign(out, { field: "decisionTypeUid", values: filters.decisionTypeUids });
  return out;
}

function inList(column: string, values: string[] | undefined, params: unknown[]): string {
  if (!values) return "1";
  params.push(...values);
  return values.length ? `${column} IN (${values.map(() => "?").join(", ")})` : "0";
}

export interface Fts5Reader {
  search(query: SearchQuery): SearchResult;
  count(query: SearchQuery): number;
}

export function createFts5Reader(sqlite: Database.Database): Fts5Reader {
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = sqlite.prepare(sql);
      if (cache.size > 500) cache.clear();
      cache.set(sql, stmt);
    }
    return stmt;
  };

  function hits(query: SearchQuery, set: MatchSet, limit: number, offset: number): DocRow[] {
    const desc = query.sort !== "oldest" ? "DESC" : "ASC";
    const order =
      query.sort === "relevance" && set.match
        ? `search_fts.rank, d.published_at DESC, d.decision_id DESC`
        : `d.published_at ${desc}, d.decision_id ${desc}`;
    const { sql, params } = fromWhere(set);
    return prepare(`SELECT ${DOC_COLUMNS} ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(
      ...params, limit, offset,
    ) as DocRow[];
  }

  /** Exact count from the pre-aggregated table, or null when the filters are beyond it. */
  function aggregateCount(query: SearchQuery, set: MatchSet): number | null {
    if (set.match) return null;
    const agg = aggregateFilter(query.filters);
    if (!agg) return null;
    const params: unknown[] = [agg.field ?? "status"];
    const sql = `SELECT coalesce(sum(count), 0) AS n FROM search_facet_counts WHERE field = ?
      AND ${inList("value", agg.values, params)} AND ${inList("status", agg.statuses, params)}`;
    return (prepare(sql).get(...params) as { n: number }).n;
  }

  function cappedCount(set: MatchSet, cap: number): number {
    const { sql, params } = fromWhere(set);
    return (prepare(`SELECT count(*) AS n FROM (SELECT 1 ${sql} LIMIT ?)`).get(...params, cap) as { n: number }).n;
  }

  function aggregateFacets(field: FacetField, statuses: string[] | undefined, limit: number): FacetValue[] {
    const params: unknown[] = [field];
    const sql = `SELECT value, max(label) AS label, sum(count) AS count FROM search_facet_counts
      WHERE field = ? AND ${inList("status", statuses, params)}
      GROUP BY value ORDER BY count DESC, value LIMIT ?`;
    return prepare(sql).all(...params, limit) as FacetValue[];
  }

  /** Facet counts over the newest FACET_SAMPLE_CAP matches (all of them when fewer). */
  function sampledFacets(set: MatchSet, fields: FacetField[], limit: number): Partial<Record<FacetField, FacetValue[]>> {
    const { sql, params } = fromWhere(set);
    const order = set.match ? "search_fts.rowid DESC" : "d.published_at DESC, d.decision_id DESC";
    const rows = prepare(
      `SELECT d.org_uid, d.org_label, d.decision_type_uid, d.decision_type_label, d.status
       ${sql} ORDER BY ${order} LIMIT ?`,
    ).all(...params, FACET_SAMPLE_CAP) as Record<string, string>[];
    const out: Partial<Record<FacetField, FacetValue[]>> = {};
    for (const field of fields) {
      const { value, label } = FACET_SQL[field];
      const counts = new Map<string, FacetValue>();
      for (const row of rows) {
        const v = counts.get(row[value]);
        if (v) v.count++;
        else counts.set(row[value], { value: row[value], label: row[label], count: 1 });
      }
      out[field] = [...counts.values()]
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
        .slice(0, limit);
    }
    return out;
  }

  function withStatusLabels(facets: Partial<Record<FacetField, FacetValue[]>>) {
    for (const v of facets.status ?? []) v.label = statusLabel(v.value);
    return facets;
  }

  return {
    search(query) {
      const { page, size, offset } = resolvePaging(query);
      const set = matchSet(query);
      const rows = hits(query, set, size, offset);

      let total = aggregateCount(query, set);
      let totalIsExact = true;
      if (total === null) {
        total = cappedCount(set, EXACT_TOTAL_CAP + 1);
        if (total > EXACT_TOTAL_CAP) {
          total = EXACT_TOTAL_CAP;
          totalIsExact = false;
        }
      }

      const fields = query.facets ?? [];
      const limit = query.facetLimit ?? DEFAULT_FACET_LIMIT;
      let facets: Partial<Record<FacetField, FacetValue[]>> = {};
      let facetsAreExact = true;
      const agg = !set.match ? aggregateFilter(query.filters) : null;
      if (fields.length && agg && !agg.field) {
        for (const field of fields) facets[field] = aggregateFacets(field, agg.statuses, limit);
      } else if (fields.length) {
        facets = sampledFacets(set, fields, limit);
        facetsAreExact = totalIsExact && total <= FACET_SAMPLE_CAP;
      }

      return {
        hits: rows.map(toDocument),
        total,
        totalIsExact,
        page,
        size,
        facets: withStatusLabels(facets),
        facetsAreExact,
      };
    },

    count(query) {
      const set = matchSet(query);
      const exact = aggregateCount(query, set);
      if (exact !== null) return exact;
      const { sql, params } = fromWhere(set);
      return (prepare(`SELECT count(*) AS n ${sql}`).get(...params) as { n: number }).n;
    },
  };
}
