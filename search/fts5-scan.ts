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
 * `search()`. A text with many matches is read in decision-id order and put in publication order
 * as it goes (decision record 120), so its first rows do not wait for the list of every match. Relevance is not offered: ranking every match of a common word would hold the whole
 * match set before the first row; a relevance search is scanned newest first, which `ordered`
 * says so the file can state it.
 */
import Database from "better-sqlite3";
import type { SearchDocument, SearchQuery } from "./engine";
import { toFtsMatch } from "./fts-match";
import { DOC_COLUMNS, DOCS_BY_ID, type DocRow, filterClause, toDocument } from "./fts5-sql";
import { PublicationOrder, readBlockBounds } from "./publication-order";

/**
 * Up to this many text matches, join them and sort; above, stream them by id into publication
 * order (publicationOrdered below).
 */
const JOIN_AND_SORT_MAX = 50_000;

/**
 * Matches a stream into publication order may hold before it hands the rest to SQLite's sort; at
 * 1M the bench data holds at most ~6,000 (decision record 120).
 */
const HELD_MAX = 32_768;

/**
 * Ids the stream into publication order reads in its first statement (the next ones double): at
 * 1M the bench data proves its first rows after ~4,800 matches of a common word (decision 125).
 */
const FIRST_ID_CHUNK = 8_192;

/**
 * The scan connection's page cache. A scan reads each page once, in order, so a cache larger than
 * what one step touches holds nothing it reads again (the operating system's file cache does that),
 * yet better-sqlite3's default of 16 MiB filled up in every export of a large search and stayed
 * in the server's memory: an export of 970,000 rows grew it by 33 MiB with the default, 4 MiB with
 * this (decision record 144).
 */
const SCAN_CACHE_KIB = 2048;

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
  /** The plan's limits (JOIN_AND_SORT_MAX, HELD_MAX): tests make small corpora take every plan. */
  limits?: { joinAndSortMax?: number; heldMax?: number; firstIdChunk?: number };
}

/**
 * The columns of DOC_COLUMNS without the three lists, read as arrays (`.raw()`): no object per row.
 * search_docs_recent_idx holds every one of them (migration 0034, decision record 145), so a scan
 * in publication order reads that index alone.
 */
export const LIGHT_COLUMNS = `d.decision_id, d.ada, d.version_id, d.org_uid, d.org_label,
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

type Row = DocRow | LightRow;

/** Rows of one plan, in the scan's order; `undefined` once there are no more. */
interface RowSource {
  next(): Row | undefined;
  /** Stops the plan's statement (its connection can then run another). */
  stop(): void;
}

function statementRows(iterator: IterableIterator<Row>): RowSource {
  return {
    next() {
      const step = iterator.next();
      return step.done ? undefined : step.value;
    },
    stop() {
      iterator.return?.();
    },
  };
}

/** Publication order, the order of search_docs_recent_idx (newest first when DESC). */
const publicationOrder = (dir: "ASC" | "DESC") => `ORDER BY d.published_at ${dir}, d.decision_id ${dir}`;

/**
 * A scan without text: search_docs in publication order under `where`. With LIGHT_COLUMNS and no
 * filter it reads search_docs_recent_idx alone (fts5-scan.test.ts checks the plan).
 */
export function publicationOrderSql(columns: string, where: string, dir: "ASC" | "DESC"): string {
  return `SELECT ${columns} FROM search_docs d WHERE ${where} ${publicationOrder(dir)}`;
}

/** A scan of the database file `file` (the register's own database). */
export function openScan(
  file: string,
  query: Pick<SearchQuery, "text" | "filters" | "sort">,
  options: ScanOptions = {},
): Scan {
  const lists = options.lists ?? true;
  const columns = lists ? DOC_COLUMNS : LIGHT_COLUMNS;
  const joinAndSortMax = options.limits?.joinAndSortMax ?? JOIN_AND_SORT_MAX;
  const heldMax = options.limits?.heldMax ?? HELD_MAX;
  const firstChunk = options.limits?.firstIdChunk ?? FIRST_ID_CHUNK;
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  sqlite.pragma(`cache_size = -${SCAN_CACHE_KIB}`);
  let open = true;
  let source: RowSource | null = null;
  const close = () => {
    if (!open) return;
    open = false;
    source?.stop();
    sqlite.close();
  };
  try {
    // One read transaction: the count, the block bounds and every statement of the scan (the
    // plan may change midway) see the same snapshot.
    sqlite.exec("BEGIN");
    const ordered = query.sort === "oldest" ? "oldest" : "recent";
    const dir = ordered === "oldest" ? "ASC" : "DESC";
    const firstMatch = sqlite.prepare(`SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT 1`).pluck();
    const match = toFtsMatch(query.text, (token) => firstMatch.get(`"${token.replace(/"/g, '""')}"`) !== undefined);
    const filters = filterClause(query.filters);
    const where = filters.sql.length ? filters.sql.join(" AND ") : "1";
    const run = (sql: string, params: unknown[]) => {
      const statement = sqlite.prepare(sql);
      return (lists ? statement : statement.raw()).iterate(...params) as IterableIterator<Row>;
    };
    const sorted = publicationOrder(dir);
    if (!match) {
      source = statementRows(run(publicationOrderSql(columns, where, dir), filters.params));
    } else {
      const matches = sqlite
        .prepare(`SELECT count(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ? LIMIT ?)`)
        .pluck()
        .get(match, joinAndSortMax + 1) as number;
      if (matches <= joinAndSortMax) {
        const sql = `SELECT ${columns} FROM search_fts CROSS JOIN search_docs d ON d.decision_id = search_fts.rowid
                     WHERE search_fts MATCH ? AND ${where} ${sorted}`;
        source = statementRows(run(sql, [match, ...filters.params]));
      } else {
        source = publicationOrdered(sqlite, run, {
          columns,
          where,
          sorted,
          dir,
          match,
          filters,
          lists,
          heldMax,
          firstChunk,
        });
      }
    }
    const toDoc = lists ? (row: Row) => toDocument(row as DocRow) : (row: Row) => lightDocument(row as LightRow);
    const rows = source;
    return {
      ordered,
      next(max) {
        if (!open) return [];
        const out: SearchDocument[] = [];
        while (out.length < max) {
          const row = rows.next();
          if (row === undefined) {
            close();
            break;
          }
          out.push(toDoc(row));
        }
        return out;
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * The matches of a common text in publication order without listing them first (decision records
 * 120 and 125): FTS5 gives their ids in id order, each joined to its publication time in
 * search_docs's covering index by id (migration 0032_search_docs_by_id), and PublicationOrder hands an id out
 * once its place is proven; only then is its row read (by primary key). So the
 * proof reads no ~2.4 KB search_docs row, and the first rows leave after about one block of ids
 * whatever the number of matches. Should ids and publication times disagree so much that
 * `heldMax` ids wait at once, the rest comes from the plan that lists every matching id (SQLite's
 * IN list, the plan before 120), after the last row handed out.
 *
 * A better-sqlite3 connection runs one statement at a time, so the ids are read in chunks (each a
 * statement that starts after the last id read, closed before any row is read), growing from
 * `firstChunk` so that a text with many matches restarts its FTS5 query only a few times.
 */
function publicationOrdered(
  sqlite: Database.Database,
  run: (sql: string, params: unknown[]) => IterableIterator<Row>,
  plan: {
    columns: string;
    where: string;
    sorted: string;
    dir: "ASC" | "DESC";
    match: string;
    filters: { params: unknown[] };
    lists: boolean;
    heldMax: number;
    firstChunk: number;
  },
): RowSource {
  const { columns, where, sorted, dir, match, filters, lists, heldMax } = plan;
  const descending = dir === "DESC";
  /** Held: [decision id, published_at]. */
  const order = new PublicationOrder<[number, number]>(descending, readBlockBounds(sqlite));
  // The publication time and the filter columns come from search_docs's covering index by id
  // (DOCS_BY_ID, decision record 127), ~60 bytes an entry, not a ~2.4 KB row a match; the filters
  // are checked here, once per statement (a filter's IN list is built once, not once a row).
  const chunkOfIds = sqlite
    .prepare(
      `SELECT search_fts.rowid, d.published_at, ${where}
       FROM search_fts CROSS JOIN ${DOCS_BY_ID} ON d.decision_id = search_fts.rowid
       WHERE search_fts MATCH ? AND search_fts.rowid ${descending ? "<" : ">"} ? ORDER BY search_fts.rowid ${dir} LIMIT ?`,
    )
    .raw();
  const rowStatement = sqlite.prepare(`SELECT ${columns} FROM search_docs d WHERE d.decision_id = ?`);
  const rowOf = lists ? rowStatement : rowStatement.raw();
  /** Ids beyond this one are not read yet. */
  let afterId = descending ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER;
  let chunk = plan.firstChunk;
  let idsLeft = true;
  let last: [number, number] | undefined;
  let rest: RowSource | null = null;

  const readChunk = () => {
    let count = 0;
    const ids = chunkOfIds.iterate(...filters.params, match, afterId, chunk) as IterableIterator<
      [number, number, number]
    >;
    for (const [id, at, kept] of ids) {
      if (kept) order.add([id, at], id, at);
      else order.passed(id);
      afterId = id;
      count++;
    }
    if (count < chunk) idsLeft = false;
    chunk *= 2;
  };

  /** Every match after `last`, listed and sorted by SQLite. */
  const listed = () => {
    const after = last === undefined ? "" : `AND (d.published_at, d.decision_id) ${descending ? "<" : ">"} (?, ?)`;
    const bound = last === undefined ? [] : [last[1], last[0]];
    return statementRows(
      run(
        `SELECT ${columns} FROM search_docs d WHERE ${where} ${after}
         AND d.decision_id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?) ${sorted}`,
        [...filters.params, ...bound, match],
      ),
    );
  };

  return {
    next() {
      if (rest) return rest.next();
      for (;;) {
        const held = idsLeft ? order.take() : order.drain();
        if (held !== undefined) {
          last = held;
          // The row of an id read in this transaction: it is there.
          return rowOf.get(held[0]) as Row;
        }
        if (!idsLeft) return undefined;
        if (order.held >= heldMax) {
          rest = listed();
          return rest.next();
        }
        readChunk();
      }
    },
    stop() {
      rest?.stop();
    },
  };
}
