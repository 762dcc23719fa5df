/**
 * SQL fragments for the FTS5 engine's reads: the WHERE clause of a query's filters and text, and
 * the mapping of a search_docs row back to a SearchDocument. Filters are ordinary indexed columns
 * (or search_doc_values for multi-valued fields), never FTS columns.
 */
import type { Condition, SearchDocument, SearchFilters, TextQuery } from "./engine";
import { termTokens, textQueryMatch } from "./fts-match";
import { VALUE_FIELDS, valueKey } from "./fts5-write";

export interface Clause {
  sql: string[];
  params: unknown[];
}

/**
 * search_docs as `d`, read through its covering index in id order (migration
 * 0032_search_docs_by_id, decision record 127): the publication time, every scalar filter column
 * and the cube facets, about 60 bytes an entry where a row holds ~850 (its document text). For a
 * text's matches joined by id (FTS5 outside), where each primary-key read of a row cost ~3 µs at a
 * million decisions; SQLite keeps to the primary key unless told.
 */
export const DOCS_BY_ID = "search_docs d INDEXED BY search_docs_by_id_idx";

export const DOC_COLUMNS = `d.decision_id, d.ada, d.version_id, d.org_uid, d.org_label,
  d.decision_type_uid, d.decision_type_label, d.status, d.subject, d.protocol_number,
  d.issue_date, d.published_at, d.updated_at, d.amount, d.unit_uids, d.signer_uids,
  d.thematic_category_uids, d.afms`;

/** DOC_COLUMNS and the document text: for writes and copies (a page of hits leaves it out). */
export const DOC_COLUMNS_WITH_BODY = `${DOC_COLUMNS}, d.body`;

export interface DocRow {
  decision_id: number;
  ada: string;
  version_id: string;
  org_uid: string;
  org_label: string;
  decision_type_uid: string;
  decision_type_label: string;
  status: string;
  subject: string;
  protocol_number: string;
  issue_date: string;
  published_at: number;
  updated_at: number;
  amount: number | null;
  unit_uids: string;
  signer_uids: string;
  thematic_category_uids: string;
  afms: string;
  /** Only when read with DOC_COLUMNS_WITH_BODY. */
  body?: string;
}

export function toDocument(r: DocRow): SearchDocument {
  return {
    decisionId: r.decision_id,
    ada: r.ada,
    versionId: r.version_id,
    orgUid: r.org_uid,
    orgLabel: r.org_label,
    decisionTypeUid: r.decision_type_uid,
    decisionTypeLabel: r.decision_type_label,
    status: r.status,
    subject: r.subject,
    protocolNumber: r.protocol_number,
    issueDate: r.issue_date,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
    amount: r.amount,
    unitUids: JSON.parse(r.unit_uids) as string[],
    signerUids: JSON.parse(r.signer_uids) as string[],
    thematicCategoryUids: JSON.parse(r.thematic_category_uids) as string[],
    // Like the corpus and the register's documents: no `afms` key for a decision without one.
    ...(r.afms === "[]" ? {} : { afms: JSON.parse(r.afms) as string[] }),
    ...(r.body ? { body: r.body } : {}),
  };
}

function placeholders(n: number): string {
  return new Array(n).fill("?").join(", ");
}

/** Conditions on search_docs `d` for the filters (no text). An empty list of values matches nothing. */
export function filterClause(filters: SearchFilters = {}): Clause {
  const sql: string[] = [];
  const params: unknown[] = [];
  const inList = (column: string, values: string[] | undefined) => {
    if (!values) return;
    sql.push(values.length ? `${column} IN (${placeholders(values.length)})` : "0");
    params.push(...values);
  };
  inList("d.org_uid", filters.orgUids);
  inList("d.decision_type_uid", filters.decisionTypeUids);
  inList("d.status", filters.statuses);
  for (const key of Object.keys(VALUE_FIELDS) as (keyof typeof VALUE_FIELDS)[]) {
    const values = filters[key];
    if (!values) continue;
    sql.push(
      values.length
        ? `d.decision_id IN (SELECT v.decision_id FROM search_doc_values v
             WHERE v.key IN (${placeholders(values.length)}))`
        : "0",
    );
    params.push(...values.map((v) => valueKey(key, v)));
  }
  const range = (column: string, op: string, value: unknown) => {
    if (value === undefined) return;
    sql.push(`${column} ${op} ?`);
    params.push(value);
  };
  range("d.issue_date", ">=", filters.issueDateFrom);
  range("d.issue_date", "<=", filters.issueDateTo);
  range("d.published_at", ">=", filters.publishedFrom);
  range("d.published_at", "<=", filters.publishedTo);
  range("d.updated_at", ">=", filters.updatedFrom);
  range("d.updated_at", "<=", filters.updatedTo);
  range("d.amount", ">=", filters.amountFrom);
  range("d.amount", "<=", filters.amountTo);
  if (filters.keyset) {
    const { publishedAt, decisionId, direction } = filters.keyset;
    const op = direction === "before" ? "<" : ">";
    sql.push(`(d.published_at ${op} ? OR (d.published_at = ? AND d.decision_id ${op} ?))`);
    params.push(publishedAt, publishedAt, decisionId);
  }
  for (const condition of filters.where ?? []) sql.push(conditionSql(condition, params));
  return { sql, params };
}

/**
 * One SQL condition on `d` for a Condition. Every part is 0 or 1, never NULL (a decision without
 * an amount is outside `amount:[1 TO 5]` and inside its NOT), so NOT is the plain complement.
 */
function conditionSql(c: Condition, params: unknown[]): string {
  switch (c.kind) {
    case "filters": {
      const inner = filterClause(c.filters);
      params.push(...inner.params);
      return inner.sql.length ? `ifnull((${inner.sql.join(" AND ")}), 0)` : "1";
    }
    case "text":
      return textSql(c.text, params);
    case "not":
      return `NOT (${conditionSql(c.operand, params)})`;
    default:
      return `(${c.operands.map((o) => conditionSql(o, params)).join(c.kind === "and" ? " AND " : " OR ")})`;
  }
}

/** A text query as SQL: one MATCH where FTS5 can say it, else its parts around MATCHes. */
function textSql(t: TextQuery, params: unknown[]): string {
  const match = textQueryMatch(t);
  if (match !== null) {
    params.push(match);
    return `d.decision_id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)`;
  }
  switch (t.kind) {
    case "term":
      // Only a term without any token gets here: it matches everything.
      return termTokens(t).length ? "0" : "1";
    case "not":
      return `NOT (${textSql(t.operand, params)})`;
    default:
      return `(${t.operands.map((o) => textSql(o, params)).join(t.kind === "and" ? " AND " : " OR ")})`;
  }
}
