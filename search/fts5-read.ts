/**
 * Reads the FTS5 index: hits, honest totals and facets for a SearchQuery.
 *
 * Cost model (bench/search.ts): walking an index in order is cheap, and so is streaming FTS
 * matches by rowid (~0.1-0.3 µs each); looking every match up in search_docs (~1 µs), sorting
 * all matches or bm25 over all of them grows linearly and gets slow for common words. Plans:
 *
 * - no text: SQLite walks the newest-first index of the best filter (search_docs_*_idx), and
 *   totals / facets come from the aggregates (fts5-aggregate.ts) when the filters allow;
 * - text, newest/oldest first: fts5-newest.ts streams matches in id order and proves the order
 *   with the search_blocks bounds; when filters are selective, or the proof runs long, SQLite
 *   walks the filter's newest-first index probing an `IN (matching ids)` list (or, for at most
 *   EXACT_TOTAL_CAP matches, joins and sorts them);
 * - text under filters known to keep at most PROBE_FILTER_ROWS documents: SQLite walks the
 *   filter's newest-first index and seeks each id in the text's matches (decision 115);
 * - a dense text, newest first (its page expected within DENSE_WALK_SEEKS seeks): the same walk
 *   and seeks, stopped at the page (decision 127); a deeper page of a text in DEEP_WALK_SHARE of
 *   the decisions tests the walk against the text's newest PASS_READS matches (decision 135);
 * - a text's matches joined to search_docs read its covering index by id (DOCS_BY_ID), not the
 *   rows (decision 127);
 * - relevance (bm25): all matches when at most EXACT_TOTAL_CAP, else the newest
 *   EXACT_TOTAL_CAP of them (by decision id) are ranked;
 * - totals are exact up to EXACT_TOTAL_CAP, then `totalIsExact: false`; a frequent text with
 *   filters that keep many documents is counted by one bounded read (boundedPass, a lower bound);
 * - facets are counted over every match when the total is exact, else over the newest
 *   FACET_SAMPLE_CAP matches (`facetsAreExact: false`, decision 133);
 * - a text under organisation filters lists only the organisations' matches where it lists its
 *   matches for SQLite, and counts them in FTS5 alone under organisations only: each decision's
 *   organisation is a word of its row (fts5-org-tokens.ts, decision 139);
 * - a text's total, facets and relevance ranking are kept per index generation (decision 049).
 */
import { memoCache } from "#shared/cache";
import { watchAbort, type AbortWatch } from "./abort";
import type Database from "better-sqlite3";
import type { FacetField, FacetValue, HitSnippets, SearchFilters, SearchQuery, SearchResult } from "./engine";
import { textQueryMatch, toFtsMatch } from "./fts-match";
import { aggregateFilters, createAggregates, type CubeFacet } from "./fts5-aggregate";
import { createKeptPages } from "./fts5-kept-page";
import { createNewestStream } from "./fts5-newest";
import { createOrgIdSets } from "./fts5-org-ids";
import { matchInOrganisations, orgTokensReader } from "./fts5-org-tokens";
import { createTermLister } from "./fts5-terms";
import { highlightTerms, hitSnippets, type HighlightTerms } from "./snippets";
import { DOC_COLUMNS, DOCS_BY_ID, type Clause, type DocRow, filterClause, toDocument } from "./fts5-sql";
import { VALUE_FIELDS, valueKey } from "./fts5-write";
import { EXACT_TOTAL_CAP, EXTRA_FACET_CAP, FACET_SAMPLE_CAP, MAX_RESULT_WINDOW } from "./limits";
import { resolvePaging } from "./paging";
import { statusLabel } from "#shared/decision-status";

const DEFAULT_FACET_LIMIT = 50;

/** Matches the newest-first stream may read beyond the page before giving up. */
const STREAM_BUDGET = 20_000;

/**
 * A half word that starts at most this many words of the index is searched as their OR (one
 * posting list each); more, and FTS5 merges the prefix's lists itself.
 */
const MAX_PREFIX_WORDS = 64;

/** Text matches a frequent text with filters reads at most for its total and facets (boundedPass). */
const PASS_READS = 2 * EXACT_TOTAL_CAP;

/** Filters keeping at least this share of documents let the text drive joins and counts. */
const BROAD_FILTER = 0.25;

/** Filters known to keep at most this many documents get hits and exact total in one query. */
const SMALL_FILTER_ROWS = 50_000;

/**
 * Filters known to keep at most this many documents check each of them against the text (one FTS5
 * seek by rowid, ~40 µs) instead of building the list of every text match, which costs ~0.2 µs a
 * match and so grows with the register: a common word of the document text matches nearly every
 * decision (decision 115). Used when the seeks cost less than reading the matches
 * (PROBE_RATIO matches read per seek).
 */
const PROBE_FILTER_ROWS = 256;
const PROBE_RATIO = 25;

/**
 * A dense text, newest first (decision 127): the filters' documents are walked newest first and
 * each is sought in the text's posting lists (~50 µs a list at a million decisions), when the
 * page should be found within DENSE_WALK_SEEKS seeks. Proving the order from the matches instead
 * reads every match of the ids published around the newest (~11,500 for a word in a third of the
 * register: ~8 ms even through the covering index).
 */
const DENSE_WALK_SEEKS = 128;
/**
 * A deeper page of a text in at least this share of the newest decisions is walked against the
 * set of its newest matches (decision 135); a sparser text's stream reads few matches beyond the
 * page, while the walk would visit many documents for each match.
 */
const DEEP_WALK_SHARE = 0.25;
/** Ids at the newest end of the register whose matches estimate a text's density. */
const DENSITY_WINDOW = 4_096;

type Facets = SearchResult["facets"];

/** What a search counts besides its page of hits. */
interface Summary {
  total: number;
  exact: boolean;
  facets: Facets;
  facetsAreExact: boolean;
}

/** The facets the aggregate tables count (search_facet_counts, search_facet_cube). */
const CUBE_FACETS: ReadonlySet<FacetField> = new Set<CubeFacet>(["orgUid", "decisionTypeUid", "status"]);
const isCubeFacet = (f: FacetField): f is CubeFacet => CUBE_FACETS.has(f);

/**
 * The strings of a JSON array of strings as fts5-write.ts stores them. Uids hold no quotes or
 * backslashes, so a split does, about four times faster than JSON.parse; anything escaped is parsed.
 */
function jsonStrings(json: string): string[] {
  if (json === "[]") return [];
  return json.includes("\\") ? (JSON.parse(json) as string[]) : json.slice(2, -2).split('","');
}

/** The search_docs column of each facet; multi-valued ones hold JSON arrays. */
const FACET_COLUMNS: Record<FacetField, { sql: string; multi: boolean }> = {
  orgUid: { sql: "d.org_uid", multi: false },
  decisionTypeUid: { sql: "d.decision_type_uid", multi: false },
  status: { sql: "d.status", multi: false },
  unitUid: { sql: "d.unit_uids", multi: true },
  signerUid: { sql: "d.signer_uids", multi: true },
  thematicCategoryUid: { sql: "d.thematic_category_uids", multi: true },
  year: { sql: "substr(d.issue_date, 1, 4)", multi: false },
};

interface Prepared {
  match: string | null;
  /**
   * `match` kept to the filters' organisations when the index carries their words (decision
   * 139), else `match`: for the plans that list the text's matches and then apply the filters,
   * which the narrower list leaves the same rows. Never for bm25 (one more phrase in its score).
   */
  listMatch: string | null;
  filters: Clause;
  /**
   * Text matches counted up to EXACT_TOTAL_CAP + 1 (null without text); counted when first asked
   * (a page of hits alone, proven newest first, never needs it).
   */
  textMatches: () => number | null;
  /** Share of documents the filters keep: 1 without filters, null when unknown. */
  share: number | null;
  /** How many documents the filters keep, when known. */
  filterRows: number | null;
  /**
   * Without text and with one value of one multi-valued filter (a unit, a signer, a category):
   * its search_doc_values key, walked newest first, and the other filters.
   */
  walk?: { key: string; rest: Clause };
}

/** Column pair a plan's rows are ordered by (newest first = both descending). */
interface Order {
  at: string;
  id: string;
}
const BY_DOC: Order = { at: "d.published_at", id: "d.decision_id" };
const BY_VALUE: Order = { at: "v.published_at", id: "v.decision_id" };

function singleValueWalk(filters: SearchFilters = {}): Prepared["walk"] {
  const set = (Object.keys(VALUE_FIELDS) as (keyof typeof VALUE_FIELDS)[]).filter((k) => filters[k] !== undefined);
  if (set.length !== 1 || filters[set[0]]!.length !== 1) return undefined;
  return { key: valueKey(set[0], filters[set[0]]![0]), rest: filterClause({ ...filters, [set[0]]: undefined }) };
}

/** Whether `ids`, sorted by descending value, holds `id` (by halves). */
function holdsDescending(ids: number[], id: number): boolean {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid] === id) return true;
    if (ids[mid] > id) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

const and = (sql: string[]) => (sql.length ? sql.join(" AND ") : "1");

export interface Fts5Reader {
  search(query: SearchQuery): SearchResult;
  count(query: SearchQuery): number;
}

export interface Fts5ReaderOptions {
  /** SMALL_FILTER_ROWS (tests lower it to reach the bounded pass on a small corpus). */
  smallFilterRows?: number;
}

export function createFts5Reader(sqlite: Database.Database, options: Fts5ReaderOptions = {}): Fts5Reader {
  const smallFilterRows = options.smallFilterRows ?? SMALL_FILTER_ROWS;
  // Statements are cached by SQL text and result mode (pluck/raw are sticky on a statement); the
  // filter combinations are many, so the least recently used go first.
  const statements = memoCache<string, Database.Statement>({ max: 500 });
  const prepare = (sql: string, mode: "rows" | "pluck" | "raw" = "rows") =>
    statements.get(`${mode}:${sql}`, () => {
      const stmt = sqlite.prepare(sql);
      if (mode === "pluck") stmt.pluck();
      if (mode === "raw") stmt.raw();
      return stmt;
    });
  const aggregates = createAggregates(sqlite, prepare);
  const newest = createNewestStream(sqlite, prepare);
  const firstMatch = sqlite.prepare(`SELECT rowid FROM search_fts WHERE search_fts MATCH ? LIMIT 1`).pluck();
  const textCount = sqlite
    .prepare(`SELECT count(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ? LIMIT ?)`)
    .pluck();

  // The words a half word starts: one range of the word list (search_terms, decision record 121),
  // where FTS5's vocabulary walked every posting of those words. Kept until the next write batch.
  const termsStarting = createTermLister(sqlite);
  const generation = sqlite.prepare(`SELECT value FROM search_meta WHERE key = 'generation'`).pluck();
  /**
   * Memoised per index generation (bumped by every write batch, in any process). Inside a
   * transaction nothing is kept: it may see writes that roll back, under a generation number a
   * later commit reuses.
   */
  function perGeneration<V extends object>(cache: ReturnType<typeof memoCache<string, V>>, key: string, make: () => V) {
    return sqlite.inTransaction ? make() : cache.get(`${String(generation.get())}\0${key}`, make);
  }
  // Whether a typed word is a word of the index (else the last word is read as a half word): one
  // FTS5 look-up, asked on every text search, so kept per generation too.
  const wholeWords = memoCache<string, { whole: boolean }>({ max: 2_000 });
  const isWholeWord = (token: string): boolean =>
    perGeneration(wholeWords, token, () => ({
      whole: firstMatch.get(`"${token.replace(/"/g, '""')}"`) !== undefined,
    })).whole;
  const expansions = memoCache<string, { words: string[] | null }>({ max: 2_000 });
  const expandPrefix = (prefix: string): string[] | null =>
    perGeneration(expansions, prefix, () => {
      const words = termsStarting(prefix, MAX_PREFIX_WORDS + 1);
      return { words: words.length > MAX_PREFIX_WORDS ? null : words };
    }).words;
  const textCounts = memoCache<string, { n: number }>({ max: 2_000 });
  const densities = memoCache<string, { share: number }>({ max: 2_000 });
  const newestId = sqlite.prepare(`SELECT max(decision_id) FROM search_docs`).pluck();
  const docsFrom = sqlite.prepare(`SELECT count(*) FROM ${DOCS_BY_ID} WHERE d.decision_id > ?`).pluck();
  const matchesFrom = sqlite
    .prepare(`SELECT count(*) FROM search_fts WHERE search_fts MATCH ? AND rowid > CAST(? AS INTEGER)`)
    .pluck();
  /** Share of the newest DENSITY_WINDOW ids' documents the text matches (0 when none). */
  const density = (match: string) =>
    perGeneration(densities, match, () => {
      const from = ((newestId.get() as number | null) ?? 0) - DENSITY_WINDOW;
      const docs = docsFrom.get(from) as number;
      return { share: docs ? (matchesFrom.get(match, from) as number) / docs : 0 };
    }).share;
  // The CASTs matter: better-sqlite3 binds a JavaScript number as a REAL, and next to MATCH FTS5
  // (SQLite 3.53) then ignores `rowid = ?` (every match of the text came back) and checks a range
  // on each match instead of seeking to it (13 ms for the newest 4,096 ids of a common word,
  // against 0.2 ms with the CAST).
  const orgIds = createOrgIdSets(sqlite);
  const hasOrgTokens = orgTokensReader(sqlite);
  const countText = sqlite.prepare(`SELECT count(*) FROM search_fts WHERE search_fts MATCH ?`).pluck();
  /**
   * Every match of a text, counted. One word's is fts5vocab's `doc`: FTS5 walks the word's posting
   * list itself (deleted rows left out), where count(*) hands SQLite a row per match, about half
   * the CPU for a word in nearly every decision (decision 139). Only for a word the tokenizer
   * stores as typed (lower-case Greek or Latin letters, digits: what normalize.ts gives), as the
   * vocabulary is looked up by the stored word. Its temp table is the connection's, made again
   * should a rolled-back transaction have taken it.
   */
  const PLAIN_WORD = /^"([a-z0-9\u03b1-\u03c1\u03c3-\u03c9]+)"$/;
  function countMatches(match: string): number {
    const word = PLAIN_WORD.exec(match)?.[1];
    if (!word) return countText.get(match) as number;
    sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_fts_words USING fts5vocab(main, 'search_fts', 'row')`);
    const docs = prepare(`SELECT doc FROM temp.search_fts_words WHERE term = ?`, "pluck").get(word);
    return (docs as number | undefined) ?? 0;
  }
  const newestMatches = sqlite
    .prepare(`SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ${PASS_READS}`)
    .pluck();
  const seekText = sqlite.prepare(`SELECT 1 FROM search_fts WHERE search_fts MATCH ? AND rowid = CAST(? AS INTEGER)`);
  const summaries = memoCache<string, Summary>({ max: 1_000 });
  // Up to MAX_RESULT_WINDOW ids each (80 kB): a few hundred rankings at most.
  const rankings = memoCache<string, { ranked: number[] }>({ max: 200 });
  // Rows of search_docs (toDocument makes each caller its own SearchDocument).
  const pages = memoCache<string, { rows: DocRow[]; total?: number }>({ max: 500 });
  // A text's newest-first first page (every feed) outlives the generation: it is corrected from the
  // decisions a publication changed instead of proven afresh (decision 138).
  const keptPages = createKeptPages(sqlite);
  // The snippets of a kept page: finding the passage normalises each hit's document text word by
  // word up to its first match (~0.1 ms a hit of 300 words, far more for a long text without the
  // words), which was, with the page kept, most of a repeated text search (decision 134).
  const pageSnippets = memoCache<string, { byId: Record<number, HitSnippets> }>({ max: 500 });

  function prepareQuery(query: SearchQuery): Prepared {
    const match = query.textQuery
      ? textQueryMatch(query.textQuery, isWholeWord, expandPrefix)
      : toFtsMatch(query.text, isWholeWord, expandPrefix);
    const filters = filterClause(query.filters);
    let counted: number | null | undefined;
    const textMatches = () =>
      (counted ??= match
        ? perGeneration(textCounts, match, () => ({ n: textCount.get(match, EXACT_TOTAL_CAP + 1) as number })).n
        : null);
    const all = aggregates.documents();
    let filterRows: number | null = all;
    if (filters.sql.length) {
      const agg = aggregateFilters(query.filters);
      filterRows = agg ? aggregates.total(agg) : null;
    }
    const share = filterRows === null ? null : all ? filterRows / all : 1;
    const orgUids = query.filters?.orgUids;
    const listMatch = match && orgUids?.length && hasOrgTokens() ? matchInOrganisations(match, orgUids) : match;
    return {
      match,
      listMatch,
      filters,
      textMatches,
      share,
      filterRows,
      walk: match ? undefined : singleValueWalk(query.filters),
    };
  }

  /**
   * A text FTS5 cannot say as one MATCH (all of it negative: `NOT απόφαση`) becomes a condition on
   * the documents, before anything (aggregates, walks, cache keys) reads the filters.
   */
  function withTextCondition(query: SearchQuery): SearchQuery {
    if (!query.textQuery || textQueryMatch(query.textQuery) !== null) return query;
    const where = [...(query.filters?.where ?? []), { kind: "text", text: query.textQuery } as const];
    return { ...query, textQuery: undefined, text: undefined, filters: { ...query.filters, where } };
  }

  /** A text within a few documents: probe each of them (PROBE_FILTER_ROWS). */
  const probes = (p: Prepared) =>
    p.match !== null &&
    p.filters.sql.length > 0 &&
    p.filterRows !== null &&
    p.filterRows <= PROBE_FILTER_ROWS &&
    p.filterRows * PROBE_RATIO < (p.textMatches() ?? 0);
  /** The plan that walks the filters' documents: probing each one, or probing the list of matches. */
  const filterDriven = (p: Prepared): "probe" | "list" => (probes(p) ? "probe" : "list");
  const manyMatches = (p: Prepared) => (p.textMatches() ?? 0) > EXACT_TOTAL_CAP;
  const broad = (p: Prepared) => p.share !== null && p.share >= BROAD_FILTER;

  /**
   * FROM + WHERE giving the matching rows as `d`: "join" lets FTS drive (CROSS JOIN fixes the
   * order), "list" lets SQLite walk a search_docs index and probe the list of matching ids,
   * "probe" walks the same index and seeks each document's id in the text's matches.
   */
  function source(p: Prepared, plan: "join" | "list" | "probe"): { sql: string; params: unknown[]; order: Order } {
    if (p.walk) {
      return {
        sql: `FROM search_doc_values v CROSS JOIN search_docs d ON d.decision_id = v.decision_id
              WHERE v.key = ? AND ${and(p.walk.rest.sql)}`,
        params: [p.walk.key, ...p.walk.rest.params],
        order: BY_VALUE,
      };
    }
    if (!p.match)
      return { sql: `FROM search_docs d WHERE ${and(p.filters.sql)}`, params: p.filters.params, order: BY_DOC };
    if (plan === "join") {
      return {
        sql: `FROM search_fts CROSS JOIN ${DOCS_BY_ID} ON d.decision_id = search_fts.rowid
              WHERE search_fts MATCH ? AND ${and(p.filters.sql)}`,
        params: [p.match, ...p.filters.params],
        order: BY_DOC,
      };
    }
    if (plan === "probe") {
      return {
        sql: `FROM search_docs d WHERE ${and(p.filters.sql)}
              AND EXISTS (SELECT 1 FROM search_fts f WHERE search_fts MATCH ? AND f.rowid = d.decision_id)`,
        params: [...p.filters.params, p.match],
        order: BY_DOC,
      };
    }
    return {
      sql: `FROM search_docs d WHERE ${and(p.filters.sql)}
              AND d.decision_id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?)`,
      params: [...p.filters.params, p.listMatch],
      order: BY_DOC,
    };
  }

  /** A decision's row when it matches the text and filters of `p` now: the probe plan, kept to it. */
  function matchingRow(p: Prepared, decisionId: number): DocRow | undefined {
    // The CAST: a JavaScript number binds as a REAL (see seekText above).
    const one = {
      sql: [...p.filters.sql, "d.decision_id = CAST(? AS INTEGER)"],
      params: [...p.filters.params, decisionId],
    };
    const { sql, params } = source({ ...p, filters: one }, "probe");
    return prepare(`SELECT ${DOC_COLUMNS} ${sql}`).get(...params) as DocRow | undefined;
  }

  /**
   * The exact number of a text's matches the filters keep, however many. Under organisations only,
   * with their words in the index, FTS5 counts `(text) AND organisation` alone: its AND steps
   * through the text's posting list without handing SQLite a row per match (decision 139).
   */
  function exactTextCount(query: SearchQuery, p: Prepared): number {
    if (p.listMatch !== p.match && onlyOrganisations(query)) return countText.get(p.listMatch) as number;
    const { sql, params } = source(p, probes(p) ? "probe" : manyMatches(p) ? "list" : "join");
    return prepare(`SELECT count(*) ${sql}`, "pluck").get(...params) as number;
  }

  function docsByIds(ids: number[]): DocRow[] {
    if (ids.length === 0) return [];
    const rows = prepare(
      `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.decision_id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(ids)) as DocRow[];
    const byId = new Map(rows.map((r) => [r.decision_id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Where the text matched in each hit of a page: its document text is read for the page only. */
  function snippetsOf(rows: DocRow[], terms: HighlightTerms): Record<number, HitSnippets> {
    const bodies = new Map(
      (
        prepare(`SELECT decision_id, body FROM search_docs WHERE decision_id IN (SELECT value FROM json_each(?))`).all(
          JSON.stringify(rows.map((r) => r.decision_id)),
        ) as { decision_id: number; body: string }[]
      ).map((r) => [r.decision_id, r.body]),
    );
    const out: Record<number, HitSnippets> = {};
    for (const r of rows) out[r.decision_id] = hitSnippets(r.subject, bodies.get(r.decision_id) ?? "", terms);
    return out;
  }

  /**
   * The newest `need` ids of a dense text (DENSE_WALK_SEEKS): the filters' documents in the order
   * the page is sorted, each tested against the text. Exact: the walk is in page order. A first
   * page seeks each document in the text's posting lists (~50 µs a list). A deeper one (more seeks
   * than DENSE_WALK_SEEKS expected), of a text in DEEP_WALK_SHARE of the decisions or more, first
   * lists the text's newest PASS_READS matches from FTS5 alone (~0.1 µs each) and tests each
   * document against that list, seeking only a document older than the list reaches (decision
   * 135: the stream proving page 100 read ~17,000 matches through the covering index). Null when
   * the text is too sparse (as estimated at the register's newest end), when the walk has gone
   * twice the expected number of documents without filling the page (the filters keep documents
   * where the text is rarer), or has sought DENSE_WALK_SEEKS documents outside the list: the
   * caller streams instead, having spent at most ~2 × DENSE_WALK_SEEKS seeks.
   */
  function denseWalk(query: SearchQuery, p: Prepared, need: number, watch: AbortWatch): number[] | null {
    const match = p.match!;
    // A half word left to FTS5 (`"προ"*`) merges its every posting list on each seek.
    if (match.includes("*")) return null;
    const lists = match.match(/"(?:[^"]|"")*"/g)?.length ?? 1;
    const share = density(match);
    if (!share) return null;
    const walked = need / share;
    const seekAll = walked * lists <= DENSE_WALK_SEEKS;
    if (!seekAll && (share < DEEP_WALK_SHARE || walked > STREAM_BUDGET)) return null;
    const budget = Math.ceil(2 * walked) + 8;
    // Every match with an id from `floor` on is in `known`, by descending id (all of them when
    // the text has fewer); searched by halves rather than put in a Set, which allocates ~1 MB.
    const known = seekAll ? null : (newestMatches.all(match) as number[]);
    const floor = !known ? Infinity : known.length < PASS_READS ? -Infinity : known[known.length - 1];
    const docs: Prepared = { ...p, match: null, walk: singleValueWalk(query.filters) };
    const { sql, params, order } = source(docs, "list");
    const walk = prepare(`SELECT ${order.id} ${sql} ORDER BY ${order.at} DESC, ${order.id} DESC`, "pluck");
    const found: number[] = [];
    let visited = 0;
    let sought = 0;
    const ids = walk.iterate(...params) as IterableIterator<number>;
    try {
      for (const id of ids) {
        watch.row();
        let matches: boolean;
        if (known && id >= floor) matches = holdsDescending(known, id);
        else {
          if (!seekAll && ++sought > DENSE_WALK_SEEKS) return null;
          matches = seekText.get(match, id) !== undefined;
        }
        if (matches) {
          found.push(id);
          if (found.length === need) return found;
        }
        if (++visited >= budget) return null;
      }
    } finally {
      ids.return?.();
    }
    return found; // every document of the filters was tested
  }

  /** The page's rows, and the exact total when the plan counted it on the way. */
  function hits(
    query: SearchQuery,
    p: Prepared,
    size: number,
    offset: number,
    watch: AbortWatch,
  ): { rows: DocRow[]; total?: number } {
    const dir = query.sort === "oldest" ? "ASC" : "DESC";
    if (!p.match) {
      const { sql, params, order } = source(p, "list");
      const rows = prepare(
        `SELECT ${DOC_COLUMNS} ${sql} ORDER BY ${order.at} ${dir}, ${order.id} ${dir} LIMIT ? OFFSET ?`,
      ).all(...params, size, offset) as DocRow[];
      return { rows };
    }

    if (query.sort === "relevance") {
      // The ranking of the pool is the same for every page: ranked once per index generation.
      const { ranked } = perGeneration(rankings, JSON.stringify([p.match, query.filters ?? {}]), () => {
        const { sql, params } = source(p, "join");
        const pool = manyMatches(p) ? `ORDER BY search_fts.rowid DESC LIMIT ${EXACT_TOTAL_CAP}` : "";
        const all = prepare(
          `SELECT decision_id FROM (SELECT d.decision_id, d.published_at, bm25(search_fts) AS score ${sql} ${pool})
           ORDER BY score, published_at DESC, decision_id DESC LIMIT ?`,
          "pluck",
        ).all(...params, MAX_RESULT_WINDOW) as number[];
        return { ranked: all };
      });
      return { rows: docsByIds(ranked.slice(offset, offset + size)) };
    }

    // A text within a few documents (or a common text, deep in its pages, within some thousands):
    // walk those documents newest first, check each against the text, and count the intersection
    // in the same pass (one list of matching ids built at most, not two).
    // The filters first: counting the text's matches (up to 10,001) was a fifth of a search feed's
    // CPU when nothing is kept yet, and a search without filters never needs it here (decision 132).
    const small = p.filters.sql.length && p.filterRows !== null && p.filterRows <= smallFilterRows && manyMatches(p);
    const walkFilters = () => {
      const { sql, params } = source(p, filterDriven(p));
      const found = prepare(
        `SELECT d.decision_id, count(*) OVER () ${sql} ORDER BY d.published_at ${dir}, d.decision_id ${dir} LIMIT ? OFFSET ?`,
        "raw",
      ).all(...params, size, offset) as [number, number][];
      return { rows: docsByIds(found.map((r) => r[0])), total: found[0]?.[1] };
    };
    if (probes(p)) return walkFilters();
    const need = offset + size;
    if (dir === "DESC") {
      const ids = denseWalk(query, p, need, watch);
      if (ids) return { rows: docsByIds(ids.slice(offset)) };
    }

    // Stream unless the filters are known to keep too few documents for it to pay.
    const expectedScan = p.share === null ? 0 : need / Math.max(p.share, 1e-9);
    if (expectedScan <= STREAM_BUDGET) {
      const ids = newest.top(p.match, p.filters, dir === "DESC", need, need + STREAM_BUDGET, watch.row);
      watch.check();
      if (ids) return { rows: docsByIds(ids.slice(offset)) };
    }
    if (small) return walkFilters();
    const { sql, params } = source(p, manyMatches(p) ? "list" : "join");
    const ids = prepare(
      `SELECT d.decision_id ${sql} ORDER BY d.published_at ${dir}, d.decision_id ${dir} LIMIT ? OFFSET ?`,
      "pluck",
    ).all(...params, size, offset) as number[];
    return { rows: docsByIds(ids) };
  }

  /** The total up to the cap, and whether it is exact. */
  function total(query: SearchQuery, p: Prepared): { total: number; exact: boolean } {
    const agg = p.match ? null : aggregateFilters(query.filters);
    if (agg) return { total: aggregates.total(agg), exact: true };
    let n: number;
    if (p.match && !p.filters.sql.length) n = p.textMatches()!;
    else if (p.walk && !p.walk.rest.sql.length) {
      // One unit / signer / category and nothing else: its key range alone is the answer.
      n = prepare(`SELECT count(*) FROM (SELECT 1 FROM search_doc_values WHERE key = ? LIMIT ?)`, "pluck").get(
        p.walk.key,
        EXACT_TOTAL_CAP + 1,
      ) as number;
    } else {
      // Text drives when it has few matches or the filters keep most documents.
      const plan = probes(p) ? "probe" : p.match && (!manyMatches(p) || broad(p)) ? "join" : "list";
      const { sql, params } = source(p, plan);
      n = prepare(`SELECT count(*) FROM (SELECT 1 ${sql} LIMIT ?)`, "pluck").get(
        ...params,
        EXACT_TOTAL_CAP + 1,
      ) as number;
    }
    return n > EXACT_TOTAL_CAP ? { total: EXACT_TOTAL_CAP, exact: false } : { total: n, exact: true };
  }

  /** Facet counts over the newest `sample` matches. */
  function sampledFacets(p: Prepared, fields: FacetField[], limit: number, sample: number): Facets {
    const join = p.match && !probes(p) && (!manyMatches(p) || !p.filters.sql.length || broad(p));
    const { sql, params, order: by } = source(p, join ? "join" : filterDriven(p));
    const order = join && p.match ? "search_fts.rowid DESC" : `${by.at} DESC, ${by.id} DESC`;
    // Only the columns the wanted facets need (the multi-valued ones are JSON arrays).
    const columns = fields.map((f) => FACET_COLUMNS[f].sql);
    const rows = prepare(`SELECT ${columns.join(", ")} ${sql} ORDER BY ${order} LIMIT ?`, "raw").all(
      ...params,
      sample,
    ) as string[][];
    return countFacets(rows, fields, limit);
  }

  /** Facet values counted over rows holding the fields' columns in order. */
  function countFacets(rows: string[][], fields: FacetField[], limit: number): Facets {
    const out: Facets = {};
    fields.forEach((field, col) => {
      const counts = new Map<string, number>();
      const add = (value: string) => counts.set(value, (counts.get(value) ?? 0) + 1);
      for (const row of rows) {
        if (FACET_COLUMNS[field].multi) for (const v of jsonStrings(row[col])) add(v);
        else add(row[col]);
      }
      out[field] = [...counts]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .slice(0, limit)
        .map(([value, count]) => ({
          value,
          count,
          label: isCubeFacet(field) ? aggregates.label(field, value) : value,
        }));
    });
    return out;
  }

  /**
   * A frequent text with filters that keep many documents (or an unknown share): counting the
   * intersection exactly builds the list of every text match, which grows with the register
   * (issue 11: 730 ms at a million decisions). Instead ONE read of the newest text matches, FTS
   * outside and each row's entry of the covering index by id, counts the matches that pass the filters until the total
   * is past the cap (then "10.000+" as ever), or PASS_READS text matches were read (then the
   * number found is shown as a lower bound, "N+"), or the matches end (exact). The facets are
   * counted over the same rows and labelled as counted over the newest matches.
   */
  function boundedPass(
    p: Prepared,
    fields: FacetField[],
    watch: AbortWatch,
  ): { total: number; exact: boolean; rows: string[][] } {
    // One statement: the newest PASS_READS matches through the covering index, the filters and
    // the cap applied by SQLite, so only the kept rows reach JavaScript (handing every match over
    // cost about as much again as reading it).
    const columns = fields.map((f, i) => `, ${FACET_COLUMNS[f].sql} AS c${i}`).join("");
    const kept = prepare(
      `SELECT ${fields.length ? fields.map((_, i) => `c${i}`).join(", ") : "1"} FROM (
         SELECT ${and(p.filters.sql)} AS kept, search_fts.rowid AS id${columns}
         FROM search_fts CROSS JOIN ${DOCS_BY_ID} ON d.decision_id = search_fts.rowid
         WHERE search_fts MATCH ? ORDER BY search_fts.rowid DESC LIMIT ${PASS_READS})
       WHERE kept ORDER BY id DESC LIMIT ${EXACT_TOTAL_CAP + 1}`,
      "raw",
    );
    watch.check();
    const rows = kept.all(...p.filters.params, p.match) as string[][];
    watch.check();
    if (rows.length > EXACT_TOTAL_CAP) return { total: EXACT_TOTAL_CAP, exact: false, rows: rows.slice(0, -1) };
    // Exact only when the text has fewer matches than were read for it.
    const ended = (textCount.get(p.match, PASS_READS) as number) < PASS_READS;
    return { total: rows.length, exact: ended, rows };
  }

  /**
   * boundedPass when the filters are organisations only (decision 133): the same newest PASS_READS
   * matches, from FTS5 alone (~0.1 µs a match), each tested against the organisations' id sets
   * (fts5-org-ids.ts) instead of reading its search_docs entry (~1 µs); search_docs is read only for
   * the kept rows whose facets are counted. The same total and exactness as boundedPass; the rows
   * are every kept one when exact, else the newest FACET_SAMPLE_CAP.
   */
  function organisationPass(
    p: Prepared,
    orgUids: string[],
    fields: FacetField[],
    watch: AbortWatch,
  ): { total: number; exact: boolean; rows: string[][] } {
    const sets = orgUids.map(orgIds);
    watch.check();
    const ids = newestMatches.all(p.match) as number[];
    watch.check();
    const kept: number[] = [];
    for (const id of ids) {
      if (sets.some((s) => s.has(id)) && kept.push(id) > EXACT_TOTAL_CAP) break;
    }
    const over = kept.length > EXACT_TOTAL_CAP;
    // Exact only when the text has fewer matches than were read for it.
    const exact = !over && ids.length < PASS_READS;
    const counted = exact ? kept : kept.slice(0, FACET_SAMPLE_CAP);
    const rows = fields.length
      ? (prepare(
          `SELECT ${fields.map((f) => FACET_COLUMNS[f].sql).join(", ")} FROM ${DOCS_BY_ID}
           WHERE d.decision_id IN (SELECT value FROM json_each(?))`,
          "raw",
        ).all(JSON.stringify(counted)) as string[][])
      : [];
    return { total: over ? EXACT_TOTAL_CAP : kept.length, exact, rows };
  }

  /** The organisations of filters that are organisations only, else null. */
  function onlyOrganisations(query: SearchQuery): string[] | null {
    const agg = aggregateFilters(query.filters);
    return agg?.orgUids?.length && !agg.decisionTypeUids && !agg.statuses ? agg.orgUids : null;
  }

  /** Total and facets of a search (`pageTotal`: the exact total when the hits' plan counted it). */
  function summarize(
    query: SearchQuery,
    p: Prepared,
    pageTotal: number | undefined,
    fields: FacetField[],
    limit: number,
    watch: AbortWatch,
  ): Summary {
    const smallFilter = p.filterRows !== null && p.filterRows <= smallFilterRows;
    if (pageTotal === undefined && p.match && p.filters.sql.length && manyMatches(p) && !smallFilter) {
      const cube = fields.filter(isCubeFacet);
      const orgUids = onlyOrganisations(query);
      const pass = orgUids ? organisationPass(p, orgUids, cube, watch) : boundedPass(p, cube, watch);
      // Over every kept row when the total is exact, else over the newest FACET_SAMPLE_CAP of them.
      const facets = countFacets(pass.exact ? pass.rows : pass.rows.slice(0, FACET_SAMPLE_CAP), cube, limit);
      for (const v of facets.status ?? []) v.label = statusLabel(v.value);
      const facetsAreExact = pass.exact;
      return { total: pass.total, exact: pass.exact, facets, facetsAreExact };
    }
    // A frequent text within a few documents: the exact intersection, as the plan walking those
    // documents counts it (search_docs_*_idx probing the text's ids; kept per generation above).
    if (pageTotal === undefined && p.match && p.filters.sql.length && manyMatches(p) && smallFilter) {
      pageTotal = exactTextCount(query, p);
    }
    const { total: n, exact } = pageTotal === undefined ? total(query, p) : { total: pageTotal, exact: true };

    const agg = p.match ? null : aggregateFilters(query.filters);
    let facets: Facets = {};
    let facetsAreExact = true;
    // The facets the aggregates cannot give (units, signers, categories, years) are counted from
    // the rows, and only when there are few: over a 10,000-row sample they cost ~5x the others.
    const few = exact && n <= EXTRA_FACET_CAP;
    const counted = fields.filter((f) => isCubeFacet(f) || few);
    if (fields.length && agg) {
      const extra = counted.filter((f) => !isCubeFacet(f));
      for (const field of counted) if (isCubeFacet(field)) facets[field] = aggregates.facet(field, agg, limit);
      if (extra.length) facets = { ...facets, ...sampledFacets(p, extra, limit, EXACT_TOTAL_CAP) };
    } else if (counted.length) {
      // Every match when the total is exact; a frequent text's newest FACET_SAMPLE_CAP (decision 133).
      facetsAreExact = exact && n <= EXACT_TOTAL_CAP;
      facets = sampledFacets(p, counted, limit, facetsAreExact ? EXACT_TOTAL_CAP : FACET_SAMPLE_CAP);
    }
    for (const v of facets.status ?? []) v.label = statusLabel(v.value);

    return { total: n, exact, facets, facetsAreExact };
  }

  return {
    search(asked) {
      // A client that went away before (or while) this runs gets nothing computed for it.
      const watch = watchAbort(asked.signal);
      watch.check();
      const query = withTextCondition(asked);
      const { page, size, offset } = resolvePaging(query);
      const p = prepareQuery(query);
      watch.check();
      // A text's page of hits, too, is the same until the index changes: a frequent word's first
      // page is proven newest-first once per generation, not on every view.
      const pageKey = JSON.stringify([p.match, query.filters ?? {}, query.sort ?? "recent", offset, size]);
      const newestFirst = offset === 0 && (query.sort ?? "recent") === "recent";
      const pageRows = !p.match
        ? perGeneration(pages, pageKey, () => hits(query, p, size, offset, watch))
        : newestFirst && !sqlite.inTransaction
          ? keptPages.firstPage(
              pageKey,
              size,
              (id) => matchingRow(p, id),
              () => hits(query, p, size, offset, watch),
            )
          : perGeneration(pages, pageKey, () => hits(query, p, size, offset, watch));
      watch.check();
      if (query.hitsOnly) {
        const hits = pageRows.rows.map(toDocument);
        return { hits, total: hits.length, totalIsExact: false, page, size, facets: {}, facetsAreExact: false };
      }
      const fields = query.facets ?? [];
      const limit = query.facetLimit ?? DEFAULT_FACET_LIMIT;
      // The total and facets are the same for every page and order: counted once per index
      // generation, not once per page view (issue 11); without text too, where the facets of the
      // register's landing search page cost more than its rows.
      const s = perGeneration(
        summaries,
        JSON.stringify([p.match, query.filters ?? {}, fields, limit, pageRows.total]),
        () => summarize(query, p, pageRows.total, fields, limit, watch),
      );
      const facets: Facets = {};
      for (const [field, values] of Object.entries(s.facets) as [FacetField, FacetValue[]][]) {
        facets[field] = values.map((v) => ({ ...v })); // callers get their own copies of the cached values
      }
      const terms = highlightTerms(query);
      const snippets = !terms
        ? undefined
        : p.match
          ? structuredClone(
              perGeneration(pageSnippets, JSON.stringify([pageKey, [...terms.words], terms.prefix]), () => ({
                byId: snippetsOf(pageRows.rows, terms),
              })).byId,
            )
          : snippetsOf(pageRows.rows, terms);
      return {
        hits: pageRows.rows.map(toDocument),
        total: s.total,
        totalIsExact: s.exact,
        page,
        size,
        facets,
        facetsAreExact: s.facetsAreExact,
        ...(snippets ? { snippets } : {}),
      };
    },

    /** The exact number of matches, however many (stats, exports): linear in the matches. */
    count(asked) {
      const query = withTextCondition(asked);
      const p = prepareQuery(query);
      const agg = p.match ? null : aggregateFilters(query.filters);
      if (agg) return aggregates.total(agg);
      if (p.match && !p.filters.sql.length) return countMatches(p.match);
      if (!p.match) {
        const { sql, params } = source(p, "list");
        return prepare(`SELECT count(*) ${sql}`, "pluck").get(...params) as number;
      }
      return exactTextCount(query, p);
    },
  };
}
