/**
 * Exact totals and facets from the pre-aggregated tables (search_facet_counts per field, and
 * search_facet_cube per organisation x type x status), for queries without text whose filters
 * are only organisations, decision types and statuses: the unfiltered search page, facet links,
 * organisation dashboards. They cost a few index lookups whatever the size of the register.
 */
import type Database from "better-sqlite3";
import type { FacetField, FacetValue, SearchFilters } from "./engine";

/** The filters when they fit the aggregates, else null. */
export interface AggregateFilters {
  orgUids?: string[];
  decisionTypeUids?: string[];
  statuses?: string[];
}

export function aggregateFilters(filters: SearchFilters = {}): AggregateFilters | null {
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && key !== "orgUids" && key !== "decisionTypeUids" && key !== "statuses") return null;
  }
  return { orgUids: filters.orgUids, decisionTypeUids: filters.decisionTypeUids, statuses: filters.statuses };
}

/** The facets the aggregates hold (the others are counted from rows, fts5-read.ts). */
export type CubeFacet = "orgUid" | "decisionTypeUid" | "status";

const CUBE_COLUMN: Record<CubeFacet, string> = {
  orgUid: "org_uid",
  decisionTypeUid: "decision_type_uid",
  status: "status",
};

function where(column: string, values: string[] | undefined, params: unknown[]): string {
  if (!values) return "1";
  params.push(...values);
  return values.length ? `${column} IN (${values.map(() => "?").join(", ")})` : "0";
}

export interface Aggregates {
  total(filters: AggregateFilters): number;
  facet(field: CubeFacet, filters: AggregateFilters, limit: number): FacetValue[];
  /** Display label of a facet value (the latest label indexed for it). */
  label(field: FacetField, value: string): string;
  /** Every indexed document (the share estimates of fts5-read.ts divide by it). */
  documents(): number;
}

export function createAggregates(
  sqlite: Database.Database,
  prepare: (sql: string, mode?: "rows" | "pluck" | "raw") => Database.Statement,
): Aggregates {
  const labelOf = sqlite.prepare(`SELECT label FROM search_facet_counts WHERE field = ? AND value = ? LIMIT 1`).pluck();

  /** Only statuses narrow the set: the per-field table answers. */
  const statusOnly = (f: AggregateFilters) => !f.orgUids && !f.decisionTypeUids;

  function total(f: AggregateFilters): number {
    const params: unknown[] = [];
    const sql = statusOnly(f)
      ? `SELECT coalesce(sum(count), 0) FROM search_facet_counts WHERE field = 'status'
           AND ${where("value", f.statuses, params)}`
      : `SELECT coalesce(sum(count), 0) FROM search_facet_cube WHERE ${where("org_uid", f.orgUids, params)}
           AND ${where("decision_type_uid", f.decisionTypeUids, params)} AND ${where("status", f.statuses, params)}`;
    return prepare(sql, "pluck").get(...params) as number;
  }

  return {
    total,
    facet(field, f, limit) {
      const params: unknown[] = [];
      let rows: { value: string; count: number; label?: string }[];
      if (statusOnly(f)) {
        params.push(field);
        rows = prepare(
          `SELECT value, max(label) AS label, sum(count) AS count FROM search_facet_counts
           WHERE field = ? AND ${where("status", f.statuses, params)}
           GROUP BY value ORDER BY count DESC, value LIMIT ?`,
        ).all(...params, limit) as typeof rows;
      } else {
        const column = CUBE_COLUMN[field];
        rows = prepare(
          `SELECT ${column} AS value, sum(count) AS count FROM search_facet_cube
           WHERE ${where("org_uid", f.orgUids, params)} AND ${where("decision_type_uid", f.decisionTypeUids, params)}
             AND ${where("status", f.statuses, params)}
           GROUP BY ${column} ORDER BY count DESC, value LIMIT ?`,
        ).all(...params, limit) as typeof rows;
      }
      return rows.map((r) => ({ value: r.value, label: r.label ?? this.label(field, r.value), count: r.count }));
    },
    label(field, value) {
      return (labelOf.get(field, value) as string | undefined) ?? value;
    },
    documents: () => total({}),
  };
}
