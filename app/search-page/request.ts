/**
 * Reading a /search URL (SPEC §2, §7): its parameters, checked with one zod schema, into a typed
 * SearchRequest, with the fq filters read by the query language (search/query-language.ts).
 * The search page, the export and the JSON API read their URL here; app/search-page/links.ts
 * writes links from a SearchRequest, so what is read and what is written are the same thing.
 *
 *   query     the query language (search/query-language.ts): free text, phrases and field
 *             clauses, at most MAX_QUERY_LENGTH characters; kept in its canonical form
 *   page      0-based page number, or `last` (newest/oldest only)     size   page size 1..500 (scripts)
 *   after     cursor paging: the page after a decision, `<publishedAt ms>-<decisionId>`
 *   before    cursor paging: the page before a decision (search/paging.ts PageCursor)
 *   sort      recent | oldest | relevance (Diavgeia's `relative` too)
 *   fq        repeated filters (query language)
 *   advanced  true | false (SPEC §2 ?advanced=true)
 *   more      a facet whose list the page shows longer: `organization` (10 values) or
 *             `organization:15` (SPEC §9: 5 more a step)
 *
 * Anything else — an unknown or repeated parameter, a bad value — is a QueryLanguageError with
 * a Greek message, which routes answer with 400: never a 500, never a silently ignored
 * parameter. The schema holds no lookup on a plain object, so names such as `toString`,
 * `__proto__` or `constructor` are unknown values like any other.
 */
import { z } from "zod";
import type { SearchFilters, SearchQuery, SortOrder, TextQuery } from "#search/engine";
import { QueryLanguageError } from "#search/errors";
import { MAX_PAGE_SIZE, MAX_RESULT_WINDOW } from "#search/limits";
import { cursorSortable, parseCursorKey, type PageCursor } from "#search/paging";
import { compileQuery, parseFilters, parseSearchQuery, parseSort } from "#search/query-language";
import { formatQuery } from "#search/query-syntax";
import { FACET_NAMES, FACET_STEP, MAX_FACET_SHOWN, type FacetName } from "./facets";

/** A facet shown longer than its first FACET_STEP values. */
export interface MoreValues {
  facet: FacetName;
  /** How many values to show: FACET_STEP more per step. */
  shown: number;
}

export interface SearchRequest {
  /** The query in its canonical form ("" for none): free text and field clauses. */
  text: string;
  page: number;
  /**
   * A page reached by cursor (`after`, `before`, `page=last`) instead of by number; `page` is 0
   * then. Absent or null: a numbered page.
   */
  cursor?: PageCursor | null;
  /** Only when the URL sets it (the pages use the default size). */
  size?: number;
  sort: SortOrder;
  /**
   * The sort a URL without `sort` means, when it is not "recent" or is configured
   * (/administration/search): links leave out only this one, so an explicit choice survives.
   */
  defaultSort?: SortOrder;
  /** The fq filters as received (trimmed, blanks dropped). */
  fq: string[];
  advanced: boolean;
  /** The facet shown longer, or null. */
  more: MoreValues | null;
}

/** A request, the free text the engine searches, and the filters its query and fq select. */
export interface ParsedSearch {
  request: SearchRequest;
  /** The words and phrases of the query (and of its text fields), for the engine. */
  words: string;
  /** The free text with its phrases, OR, NOT and parentheses (absent without free text). */
  textQuery?: TextQuery;
  filters: SearchFilters;
}

export const SEARCH_PARAMS = ["query", "page", "size", "sort", "fq", "advanced", "more", "after", "before"] as const;

export const SEARCH_URL_ERRORS = {
  unknownParam: (name: string) => `Άγνωστη παράμετρος αναζήτησης «${name}». Επιτρέπονται: ${SEARCH_PARAMS.join(", ")}.`,
  repeatedParam: (name: string) => `Η παράμετρος «${name}» δίνεται περισσότερες από μία φορές.`,
  page: (v: string) => `Μη έγκυρος αριθμός σελίδας «${v}»: γράψτε ακέραιο από 0 και πάνω ή last.`,
  cursor: (name: string, v: string) =>
    `Μη έγκυρος δείκτης σελίδας «${v}» στην παράμετρο ${name}: ακολουθήστε τους συνδέσμους σελίδων της αναζήτησης.`,
  cursorTogether: () => "Η σελίδα δίνεται με ένα μόνο από τα page, after και before.",
  cursorRelevance: () =>
    `Με ταξινόμηση κατά συνάφεια φτάνετε έως τις πρώτες ${MAX_RESULT_WINDOW.toLocaleString("el-GR")} πράξεις. ` +
    "Για τις επόμενες ως την τελευταία, ταξινομήστε κατά ημερομηνία (νεότερες ή παλαιότερες πρώτα).",
  cursorNotHere: () => "Οι σελίδες με δείκτη (after, before, page=last) υπάρχουν μόνο στη σελίδα αναζήτησης.",
  size: (v: string) => `Μη έγκυρο μέγεθος σελίδας «${v}»: γράψτε ακέραιο από 1 έως ${MAX_PAGE_SIZE}.`,
  advanced: (v: string) => `Μη έγκυρη τιμή «${v}» της παραμέτρου advanced: γράψτε true ή false.`,
  more: (v: string) =>
    `Άγνωστη λίστα φίλτρων «${v}». Επιτρέπονται: ${FACET_NAMES.join(", ")}, ` +
    `προαιρετικά με το πλήθος τιμών, π.χ. ${FACET_NAMES[0]}:15 (έως ${MAX_FACET_SHOWN}).`,
};
const err = SEARCH_URL_ERRORS;

/** A value of one parameter given at most once; a blank one counts as absent. */
function single<T extends z.ZodType<unknown, string>>(name: string, value: T) {
  return z
    .array(z.string())
    .max(1, { error: err.repeatedParam(name) })
    .optional()
    .transform((values) => (values?.[0]?.trim() ? values[0] : undefined))
    .pipe(value.optional());
}

const text = (input: unknown) => (typeof input === "string" ? input : (JSON.stringify(input) ?? ""));

/** A cursor parameter: a decision's sort key (search/paging.ts). */
function cursorKey(name: string) {
  return z.string().transform((v, ctx) => {
    const key = parseCursorKey(v);
    if (key) return key;
    ctx.addIssue({ code: "custom", message: err.cursor(name, v), input: v });
    return z.NEVER;
  });
}

/** What each parameter may be; the object is strict, so an unknown parameter is an error. */
const schemaShape = {
  query: single(
    "query",
    z.string().transform((query, ctx) => parseOr(ctx, () => parseSearchQuery(query))),
  ),
  page: single(
    "page",
    z
      .string()
      .trim()
      .regex(/^(\d{1,9}|last)$/, { error: (iss) => err.page(text(iss.input)) })
      .transform((v) => (v === "last" ? ("last" as const) : Number(v))),
  ),
  after: single("after", cursorKey("after")),
  before: single("before", cursorKey("before")),
  size: single(
    "size",
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, { error: (iss) => err.size(text(iss.input)) })
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, { error: (iss) => err.size(text(iss.input)) }),
  ),
  // The query language owns the sort names (and the alias `relative`); its Map cannot be fooled
  // by names of Object.prototype.
  sort: single(
    "sort",
    z.string().transform((name, ctx) => parseOr(ctx, () => parseSort(name))),
  ),
  fq: z
    .array(z.string())
    .optional()
    .transform((values) => (values ?? []).map((f) => f.trim()).filter(Boolean)),
  advanced: single(
    "advanced",
    z.enum(["true", "false"], { error: (iss) => err.advanced(text(iss.input)) }).transform((v) => v === "true"),
  ),
  more: single(
    "more",
    z.string().transform((v, ctx) => {
      const m = /^([A-Za-z]+)(?::(\d{1,3}))?$/.exec(v.trim());
      const facet = FACET_NAMES.find((name) => name === m?.[1]);
      const shown = m?.[2] === undefined ? 2 * FACET_STEP : Number(m[2]);
      if (!facet || shown <= FACET_STEP || shown > MAX_FACET_SHOWN) {
        ctx.addIssue({ code: "custom", message: err.more(v), input: v });
        return z.NEVER;
      }
      return { facet, shown };
    }),
  ),
};

/** Runs a query-language reader inside the schema, turning its error into a zod issue. */
function parseOr<T>(ctx: z.RefinementCtx, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof QueryLanguageError)) throw error;
    ctx.addIssue({ code: "custom", message: error.message, input: error.input });
    return z.NEVER;
  }
}

/** Made once: zod compiles an object schema on its first parse, which cost ~1 ms a request. */
const searchParamsSchema = z.strictObject(schemaShape);

/** The URL's parameters as lists of values, so that a repeated parameter can be told apart. */
function valuesByName(params: URLSearchParams): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [name, value] of params) out.set(name, [...(out.get(name) ?? []), value]);
  return Object.fromEntries(out);
}

export interface ReadOptions {
  /** Parameters the caller reads itself (the export's `wt`); any other unknown one is an error. */
  alsoAllowed?: readonly string[];
  /** The sort when the URL gives none (the configured one of the page reading it; default "recent"). */
  defaultSort?: SortOrder;
  /** False where pages go by number only (the JSON API): a cursor is then an error. */
  cursor?: boolean;
}

/**
 * Reads a /search URL's parameters. Throws QueryLanguageError (a 400 with its Greek message) on
 * anything it cannot honour, an unknown parameter first.
 */
export function parseSearchRequest(params: URLSearchParams, options: ReadOptions = {}): ParsedSearch {
  const values = valuesByName(params);
  const allowed = new Set<string>([...SEARCH_PARAMS, ...(options.alsoAllowed ?? [])]);
  const unknown = Object.keys(values).find((name) => !allowed.has(name));
  if (unknown !== undefined) throw new QueryLanguageError(err.unknownParam(unknown), unknown);
  for (const name of options.alsoAllowed ?? []) delete values[name];

  const result = searchParamsSchema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new QueryLanguageError(issue.message, issue.input === undefined ? undefined : text(issue.input));
  }
  const v = result.data;
  const tree = v.query ?? null;
  const sort = v.sort ?? options.defaultSort ?? "recent";
  const cursor = cursorOf(v.page, v.after, v.before, sort);
  if (cursor && options.cursor === false) throw new QueryLanguageError(err.cursorNotHere());
  const request: SearchRequest = {
    text: formatQuery(tree),
    page: typeof v.page === "number" ? v.page : 0,
    ...(cursor ? { cursor } : {}),
    ...(v.size !== undefined ? { size: v.size } : {}),
    sort,
    ...(options.defaultSort !== undefined ? { defaultSort: options.defaultSort } : {}),
    fq: v.fq,
    advanced: v.advanced ?? false,
    more: v.more ?? null,
  };
  const { text: words, textQuery, filters } = compileQuery(tree, parseFilters(request.fq));
  return { request, words, ...(textQuery ? { textQuery } : {}), filters };
}

type CursorKey = { publishedAt: number; decisionId: number };

/** The page's cursor, if any: one of page>0, page=last, after, before; none with relevance. */
function cursorOf(
  page: number | "last" | undefined,
  after: CursorKey | undefined,
  before: CursorKey | undefined,
  sort: SortOrder,
): PageCursor | null {
  const given = [typeof page === "number" && page > 0, page === "last", after, before].filter(Boolean);
  if (given.length > 1) throw new QueryLanguageError(err.cursorTogether());
  const cursor: PageCursor | null =
    page === "last"
      ? { kind: "last" }
      : after
        ? { kind: "after", ...after }
        : before
          ? { kind: "before", ...before }
          : null;
  if (cursor && !cursorSortable(sort)) throw new QueryLanguageError(err.cursorRelevance());
  return cursor;
}

/** The engine query of a parsed search (the caller adds facets, and a size if it has its own). */
export function toSearchQuery(
  { request, words, textQuery, filters }: ParsedSearch,
  extra: Partial<SearchQuery> = {},
): SearchQuery {
  return {
    text: words || undefined,
    ...(textQuery ? { textQuery } : {}),
    filters,
    sort: request.sort,
    page: request.page,
    ...(request.size !== undefined ? { size: request.size } : {}),
    ...extra,
  };
}
