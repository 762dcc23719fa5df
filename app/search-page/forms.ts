/**
 * The /search page's GET forms, which work without JavaScript: each sends `form=<name>` with its
 * own fields, and the server answers with a redirect to the canonical search URL (links.ts), so
 * the address bar, the back button and bookmarks only ever hold ordinary searches.
 *
 *   form=box       the search box (SPEC §2): `query` is the box's text, `current` the query it
 *                  replaces the free text of; fq and sort are kept. Empty text changes nothing.
 *   form=date      the date filter (SPEC §2 "Search page helpers", §9): `dateMode` exactly|range,
 *                  `dateExact` or `dateFrom`/`dateTo` as dd/mm/yyyy; it replaces the issue-date
 *                  filters of the search.
 *   form=advanced  ?advanced=true: the editable query plus one input per field, ANDed.
 *
 * Pure; a bad field throws QueryLanguageError (a 400 with its Greek message).
 */
import type { SortOrder } from "#search/engine";
import { QueryLanguageError } from "#search/errors";
import { formatRangeFilter, parseFilterExpression, parseSearchQuery } from "#search/query-language";
import { andOf, formatQuery, type QueryNode } from "#search/query-syntax";
import { addDays, athensDay, parseScreenDate } from "#shared/dates";
import { searchParamsOf, searchPath, withText } from "./links";
import { parseSearchRequest, type SearchRequest } from "./request";

export const FORM_NAMES = ["box", "date", "advanced"] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** SPEC §9 year bounds. */
const MIN_YEAR = 1833;
const MAX_YEAR = 2150;

export const FORM_ERRORS = {
  unknownForm: (v: string) => `Άγνωστη φόρμα αναζήτησης «${v}».`,
  badDate: (label: string, v: string) =>
    `Μη έγκυρη ημερομηνία «${v}» στο πεδίο «${label}»: γράψτε ηη/μμ/εεεε, π.χ. 31/01/2025 ` +
    `(έτος από ${MIN_YEAR} έως ${MAX_YEAR}).`,
  dateMode: (v: string) => `Μη έγκυρος τρόπος επιλογής ημερομηνίας «${v}»: επιλέξτε «Ακριβώς» ή «Διάστημα».`,
  reversedDates: () => "Η ημερομηνία «Από» είναι μετά την ημερομηνία «Έως».",
  future: (v: string) => `Η ημερομηνία «${v}» είναι μετά τη σημερινή: επιλέξτε έως και σήμερα.`,
  badAmount: (label: string, v: string) => `Μη έγκυρο ποσό «${v}» στο πεδίο «${label}»: γράψτε π.χ. 1500 ή 1500,50.`,
};

/** The fields of the date filter form. */
export const DATE_FIELDS = ["dateMode", "dateExact", "dateFrom", "dateTo"] as const;

/**
 * The advanced form's inputs (SPEC §2 ?advanced=true, issue 10): name, label, and how a value
 * becomes a clause of the query. Dates are dd/mm/yyyy ranges, amounts a range.
 */
export const ADVANCED_FIELDS = [
  { name: "ada", label: "ΑΔΑ", field: "ada", kind: "text" },
  { name: "protocolNumber", label: "Αριθμός πρωτοκόλλου", field: "protocolNumber", kind: "text" },
  { name: "subject", label: "Θέμα", field: "subject", kind: "text" },
  { name: "organizationUid", label: "Φορέας (κωδικός)", field: "organizationUid", kind: "value" },
  { name: "unitUid", label: "Μονάδα (κωδικός)", field: "unitUid", kind: "value" },
  { name: "signerUid", label: "Υπογράφων (κωδικός)", field: "signerUid", kind: "value" },
  { name: "decisionTypeUid", label: "Είδος πράξης", field: "decisionTypeUid", kind: "value" },
  { name: "thematicCategory", label: "Θεματική κατηγορία (κωδικός)", field: "thematicCategory", kind: "value" },
  { name: "status", label: "Κατάσταση", field: "status", kind: "value" },
] as const;

export const ADVANCED_RANGES = [
  { from: "issueDateFrom", to: "issueDateTo", label: "Ημερομηνία έκδοσης", field: "issueDate", kind: "date" },
  {
    from: "publishedFrom",
    to: "publishedTo",
    label: "Ημερομηνία ανάρτησης",
    field: "publishTimestamp",
    kind: "date",
  },
  { from: "amountFrom", to: "amountTo", label: "Ποσό (€)", field: "amount", kind: "amount" },
] as const;

const fail = (message: string, input?: string): never => {
  throw new QueryLanguageError(message, input);
};

/** A dd/mm/yyyy day within SPEC §9's year bounds, as yyyy-MM-dd. */
function screenDay(label: string, text: string): string {
  const t = text.trim();
  const day = parseScreenDate(t);
  const year = day ? Number(day.slice(0, 4)) : 0;
  if (!day || year < MIN_YEAR || year > MAX_YEAR) return fail(FORM_ERRORS.badDate(label, t), t);
  return day;
}

/** The params without the form's own fields; the rest is an ordinary search URL. */
function searchParamsWithout(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of params) if (!names.includes(name)) out.append(name, value);
  return out;
}

const get = (params: URLSearchParams, name: string) => params.get(name)?.trim() ?? "";

/** Whether an fq filters on the issue date (the date form replaces those). */
function isIssueDateFilter(fq: string): boolean {
  try {
    return parseFilterExpression(fq).field === "issueDate";
  } catch {
    return false;
  }
}

/** The issue-date fq the date form's fields select (null: none); no day after today (SPEC §9). */
export function dateFilterOf(params: URLSearchParams, now: number): string | null {
  const today = athensDay(now);
  const day = (label: string, text: string) => {
    const d = screenDay(label, text);
    return d > today ? fail(FORM_ERRORS.future(text.trim()), text) : d;
  };
  const mode = get(params, "dateMode") || "range";
  if (mode === "exactly") {
    const exact = get(params, "dateExact");
    if (!exact) return null;
    const d = day("Ακριβώς", exact);
    return formatRangeFilter("issueDate", d, d);
  }
  if (mode !== "range") return fail(FORM_ERRORS.dateMode(mode), mode);
  const fromText = get(params, "dateFrom");
  const toText = get(params, "dateTo");
  if (!fromText && !toText) return null;
  const from = fromText ? day("Από", fromText) : undefined;
  const to = toText ? day("Έως", toText) : undefined;
  if (from && to && from > to) return fail(FORM_ERRORS.reversedDates());
  return formatRangeFilter("issueDate", from, to);
}

/** The search with its issue-date filters replaced by `fq` (null: removed), on page 0. */
export function withIssueDate(request: SearchRequest, fq: string | null): SearchRequest {
  const kept = request.fq.filter((f) => !isIssueDateFilter(f));
  return { ...request, fq: fq ? [...kept, fq] : kept, page: 0, cursor: null };
}

/** The clauses the advanced form's filled inputs ask for. */
function advancedClauses(params: URLSearchParams): QueryNode[] {
  const clauses: QueryNode[] = [];
  for (const input of ADVANCED_FIELDS) {
    const value = get(params, input.name);
    if (!value) continue;
    clauses.push({ kind: "field", field: input.field, values: [{ value, quoted: true }], list: false });
  }
  for (const range of ADVANCED_RANGES) {
    const fromText = get(params, range.from);
    const toText = get(params, range.to);
    if (!fromText && !toText) continue;
    const bound = (text: string, label: string) => {
      if (!text) return "*";
      if (range.kind === "date") return screenDay(label, text);
      const amount = text.replace(/\./g, "").replace(",", ".");
      return /^\d{1,13}(\.\d{1,2})?$/.test(amount) ? amount : fail(FORM_ERRORS.badAmount(label, text), text);
    };
    const from = bound(fromText, `${range.label} από`);
    const to = bound(toText, `${range.label} έως`);
    if (range.kind === "date" && from !== "*" && to !== "*" && from > to) fail(FORM_ERRORS.reversedDates());
    clauses.push({ kind: "range", field: range.field, from, to });
  }
  return clauses;
}

/** The advanced form's fields, all names (the page renders them, the server reads them). */
export const ADVANCED_INPUT_NAMES = [
  ...ADVANCED_FIELDS.map((f) => f.name),
  ...ADVANCED_RANGES.flatMap((r) => [r.from, r.to]),
];

/**
 * Where a submitted form goes: the canonical URL of the search it asks for. Throws
 * QueryLanguageError for a bad field or a search the language refuses.
 */
export function formTarget(
  params: URLSearchParams,
  now: number = Date.now(),
  options: { defaultSort?: SortOrder } = {},
): string {
  const form = get(params, "form");
  if (form === "box") {
    const rest = searchParamsWithout(params, ["form", "query", "current"]);
    const current = get(params, "current");
    if (current) rest.set("query", current);
    const { request } = parseSearchRequest(rest, options);
    return searchPath(withText(request, params.get("query") ?? ""));
  }
  if (form === "date") {
    const rest = searchParamsWithout(params, ["form", ...DATE_FIELDS]);
    const { request } = parseSearchRequest(rest, options);
    return searchPath(withIssueDate(request, dateFilterOf(params, now)));
  }
  if (form === "advanced") {
    const rest = searchParamsWithout(params, ["form", "advanced", ...ADVANCED_INPUT_NAMES]);
    const { request } = parseSearchRequest(rest, options);
    const query = andOf([parseSearchQuery(request.text), ...advancedClauses(params)].filter((n) => n !== null));
    const text = formatQuery(query);
    // Read it back, so a clause the language refuses (a bad status, say) is a 400 here.
    const checked = parseSearchRequest(searchParamsOf({ ...request, text, page: 0, cursor: null }), options);
    return searchPath(checked.request);
  }
  return fail(FORM_ERRORS.unknownForm(form), form);
}

// ---------------------------------------------------------------- date presets

export interface DatePreset {
  label: string;
  href: string;
  /** Whether the search's issue-date filter is this preset. */
  current: boolean;
}

/**
 * SPEC §9 date range presets (today, last 7 days, last 30 days: 29 days back, the default), by
 * Athens days, as links on the search with its issue-date filter replaced.
 */
export function datePresets(request: SearchRequest, now: number): DatePreset[] {
  const today = athensDay(now);
  return [
    { label: "Σήμερα", days: 0 },
    { label: "Τελευταίες 7 ημέρες", days: 6 },
    { label: "Τελευταίες 30 ημέρες", days: 29 },
  ].map(({ label, days }) => {
    const fq = formatRangeFilter("issueDate", addDays(today, -days), today);
    return { label, href: searchPath(withIssueDate(request, fq)), current: request.fq.includes(fq) };
  });
}

/** The default range of the date inputs (SPEC §9: the last 30 days), as dd/mm/yyyy. */
export function defaultDateRange(now: number): { from: string; to: string; max: string } {
  const today = athensDay(now);
  const screen = (day: string) => day.split("-").reverse().join("/");
  return { from: screen(addDays(today, -29)), to: screen(today), max: screen(today) };
}
