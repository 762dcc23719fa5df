/**
 * Every match of a search, in order, however many (exports, feeds of a search, bulk dumps):
 * decision record 035. Paging through `search()` cannot do this (offset paging stops at
 * MAX_RESULT_WINDOW and costs linear time per page), so a scan runs ONE statement over the
 * register's search projection (search_docs, which every engine configuration keeps in the
 * database, search/index.ts) and hands its rows out through a better-sqlite3 iterator.
 *
 * The iterator keeps its statement open between reads, and a better-sqlite3 connection runs one
 * statement at a time, so a scan opens its own read-only connection: the shared connection stays
 * free for other requests while a slow client reads, and WAL gives the scan one consistent
 * snapshot from its first row to its last. `close()` releases it (a finished scan closes itself).
 *
 * Order: newest first (or oldest first) by first publication, ties by decision id, the order of
 * `search()`. Relevance is not offered: ranking every match of a common word would hold the whole
 * match set before the first row; a relevance search is scanned newest first, which `ordered`
 * says so the file can state it.
 */
import Database from "better-sqlite3";
import type { SearchDocument, SearchQuery } from "./engine";
import { toFtsMatch } from "./fts-match";
import { DOC_COLUMNS, type DocRow, filterClause, toDocument } from "./fts5-sql";

/** Below this many text matches, join them and sort; above, walk the date index probing them. */
const JOIN_AND_SORT_MAX = 50_000;

export interface Scan {
  /** The order the rows come in ("recent" also for a relevance search). */
  ordered: "recent" | "oldest";
  /** Up to `max` next rows; an empty array once the scan is done (it is then closed). */
  next(max: number): SearchDocument[];
  /** Ends the scan early (a client went away); safe to call twice. */
  close(): void;
}

export interface ScanOptions {
  /**
   * false: leave out the unit, signer, thematic-category and AFM lists (the documents carry empty
   * arrays). Exports, dumps and alerts show none of them, and parsing three JSON lists a row was
   * a tenth of an export's time.
   */
  lists?: boolean;
}

/** The columns of DOC_COLUMNS without the three lists, read as arrays (`.raw()`): no object per row. */
const LIGHT_COLUMNS = `d.decision_id, d.ada, d.version_id, d.org_uid, d.org_label,
  d.decision_type_uid, d.decision_type_label, d.status, d.subject, d.protocol_number,
  d.issue_date, d.published_at, d.updated_at, d.amount`;
type LightRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  number | null,
];
const NO_UIDS: string[] = Object.freeze([]) as unknown as string[];

function lightDocument(r: LightRow): SearchDocument {
  return {
    decisionId: r[0],
    ada: r[1],
    versionId: r[2],
    orgUid: r[3],
    orgLabel: r[4],
    decisionTypeUid: r[5],
    decisionTypeLabel: r[6],
    status: r[7],
    subject: r[8],
    protocolNumber: r[9],
    issueDate: r[10],
    publishedAt: r[11],
    updatedAt: r[12],
    amount: r[13],
    unitUids: NO_UIDS,
    signerUids: NO_UIDS,
    thematicCategoryUids: NO_UIDS,
  };
}

/** A scan of the database file `file` (the register's own database). */
export function openScan(
  file: string,
  query: Pick<SearchQuery, "text" | "filters" | "sort">,
  options: ScanOptions = {},
): Scan {
  const lists = options.lists ?? true;
  const columns = lists ? DOC_COLUMNS : LIGHT_COLUMNS;
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    sqlite.close();
  };
  try {
    const ordered = query.sort === "oldest" ? "oldest" : "recent";
    const dir = ordered === "oldest" ? "ASC" : "DESC";
    const firstMatch = sqlite.prepare(`SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT 1`).pluck();
    const match = toFtsMatch(query.text, (token) => firstMatch.get(`"${token.replace(/"/g, '""')}"`) !== undefined);
    const filters = filterClause(query.filters);
    const where = filters.sql.length ? filters.sql.join(" AND ") : "1";
    let sql: string;
    let params: unknown[];
    if (!match) {
      sql = `SELECT ${columns} FROM search_docs d WHERE ${where}`;
      params = filters.params;
    } else {
      const matches = sqlite
        .prepare(`SELECT count(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ? LIMIT ?)`)
        .pluck()
        .get(match, JOIN_AND_SORT_MAX + 1) as number;
      if (matches <= JOIN_AND_SORT_MAX) {
        sql = `SELECT ${columns} FROM search_fts CROSS JOIN search_docs d ON d.decision_id = search_fts.rowid
               WHERE search_fts MATCH ? AND ${where}`;
        params = [match, ...filters.params];
      } else {
        sql = `SELECT ${columns} FROM search_docs d WHERE ${where}
               AND d.decision_id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)`;
        params = [...filters.params, match];
      }
    }
    const statement = sqlite.prepare(`${sql} ORDER BY d.published_at ${dir}, d.decision_id ${dir}`);
    const rows = (lists ? statement : statement.raw()).iterate(...params) as IterableIterator<DocRow | LightRow>;
    const toDoc = lists
      ? (row: DocRow | LightRow) => toDocument(row as DocRow)
      : (row: DocRow | LightRow) => lightDocument(row as LightRow);
    return {
      ordered,
      next(max) {
        if (!open) return [];
        const out: SearchDocument[] = [];
        while (out.length < max) {
          const step = rows.next();
          if (step.done) {
            close();
            break;
          }
          out.push(toDoc(step.value));
        }
        return out;
      },
      close() {
        if (open) rows.return?.();
        close();
      },
    };
  } catch (error) {
    close();
    throw error;
  }
}
