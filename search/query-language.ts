/**
 * The search query language (SPEC §2, §7; reference/diavgeia.md §1.4): the values of the /search
 * URL's `query`, `sort` and repeated `fq` parameters in Diavgeia's syntax, read into engine
 * filters and written back. The one place that knows this language (DESIGN.md principle 1); the
 * URL around it (which parameters exist, how often, paging) is read by app/search-page/request.ts
 * and written by app/search-page/links.ts.
 *
 *   query   free text, or a quoted phrase: surrounding quotes are dropped (the header search box
 *           sends its text quoted). Words are ANDed (SPEC §9).
 *   sort    recent (default) | oldest | relevance (Diavgeia's `relative` is accepted for it).
 *   fq      field:"value" | field:["v1","v2"] (any of) | field:[from TO to] (inclusive range)
 *           with fields organizationUid, decisionTypeUid, status, unitUid, signerUid,
 *           thematicCategory, issueDate, publishTimestamp, submissionTimestamp. Range bounds are
 *           DT(yyyy-MM-ddTHH:mm:ss[offset]), yyyy-MM-dd or *; without an offset they are Athens
 *           wall-clock times. Repeated fq are ANDed, as in Diavgeia.
 *
 * Anything else (an unknown field or sort, a malformed value) throws QueryLanguageError with a
 * Greek message: scripts get an honest 400, never a silently ignored parameter. Names from the
 * URL are looked up only in Maps or with Object.hasOwn: `sort=toString` is an unknown sort, not
 * Object.prototype.toString.
 */
import type { SearchFilters, SortOrder } from "./engine";
import { addDays, athensDayEnd, athensWallClockToEpoch, isoDay } from "#shared/dates";
import { QueryLanguageError } from "./errors";
import { normalizeText } from "./normalize";
import { PUBLIC_STATUSES, STATUS_LABELS, type PublicStatus } from "#shared/decision-status";

/** Longest free text accepted (a subject is rarely over 300 characters). */
export const MAX_QUERY_LENGTH = 500;
/** Most fq filters in one search. */
export const MAX_FILTERS = 20;

type ListField = "orgUids" | "decisionTypeUids" | "statuses" | "unitUids" | "signerUids" | "thematicCategoryUids";
type FieldSpec =
  | { kind: "list"; key: ListField; multiValued: boolean }
  | { kind: "days" }
  | { kind: "instants"; from: "publishedFrom" | "updatedFrom"; to: "publishedTo" | "updatedTo" };

/** The fq fields, by their Diavgeia names. */
export const FQ_FIELDS = {
  organizationUid: { kind: "list", key: "orgUids", multiValued: false },
  decisionTypeUid: { kind: "list", key: "decisionTypeUids", multiValued: false },
  status: { kind: "list", key: "statuses", multiValued: false },
  unitUid: { kind: "list", key: "unitUids", multiValued: true },
  signerUid: { kind: "list", key: "signerUids", multiValued: true },
  thematicCategory: { kind: "list", key: "thematicCategoryUids", multiValued: true },
  issueDate: { kind: "days" },
  publishTimestamp: { kind: "instants", from: "publishedFrom", to: "publishedTo" },
  submissionTimestamp: { kind: "instants", from: "updatedFrom", to: "updatedTo" },
} as const satisfies Record<string, FieldSpec>;
export type FqField = keyof typeof FQ_FIELDS;

/** Sort names in the URL; a Map, so a name like "toString" is simply not there. */
export const SORTS: ReadonlyMap<string, SortOrder> = new Map<string, SortOrder>([
  ["recent", "recent"],
  ["oldest", "oldest"],
  ["relevance", "relevance"],
  ["relative", "relevance"],
]);

/** The sort a URL names (trimmed; empty is the default). Throws QueryLanguageError otherwise. */
export function parseSort(text: string): SortOrder {
  const name = text.trim();
  if (name === "") return "recent";
  return SORTS.get(name) ?? fail(err.sort(name), name);
}

/** Whether a name is one of the fq fields (own keys only: never "constructor" or "__proto__"). */
export function isFqField(name: string): name is FqField {
  return Object.hasOwn(FQ_FIELDS, name);
}

// ---------------------------------------------------------------- errors

const fieldNames = Object.keys(FQ_FIELDS).join(", ");
const err = {
  sort: (v: string) => `Άγνωστη ταξινόμηση «${v}». Επιτρέπονται: recent, oldest, relevance.`,
  tooManyFilters: () => `Η αναζήτηση δέχεται έως ${MAX_FILTERS} φίλτρα (fq).`,
  malformed: (fq: string) =>
    `Μη έγκυρο φίλτρο «${fq}». Γράψτε πεδίο:"τιμή", πεδίο:["τιμή1","τιμή2"] ή πεδίο:[από TO έως], ` +
    `π.χ. organizationUid:"6013".`,
  unknownField: (field: string) => `Άγνωστο πεδίο φίλτρου «${field}». Επιτρέπονται: ${fieldNames}.`,
  needsValues: (field: string) => `Το φίλτρο «${field}» δέχεται τιμή ή λίστα τιμών, όχι διάστημα.`,
  needsRange: (field: string) =>
    `Το φίλτρο «${field}» δέχεται διάστημα, π.χ. ${field}:[DT(2024-01-01T00:00:00) TO DT(2024-12-31T23:59:59)].`,
  badDate: (v: string) => `Μη έγκυρη ημερομηνία «${v}»: γράψτε DT(2024-01-31T00:00:00), 2024-01-31 ή *.`,
  reversed: (fq: string) => `Στο φίλτρο «${fq}» η αρχή του διαστήματος είναι μετά το τέλος του.`,
  badStatus: (v: string) =>
    `Άγνωστη κατάσταση «${v}». Επιτρέπονται: ` +
    PUBLIC_STATUSES.map((s) => `${s} (${STATUS_LABELS[s]})`).join(", ") +
    ".",
  repeatedMulti: (field: string) =>
    `Το φίλτρο «${field}» δίνεται περισσότερες από μία φορές: γράψτε τις τιμές σε λίστα, ` + `π.χ. ${field}:["1","2"].`,
};

const fail = (message: string, input?: string): never => {
  throw new QueryLanguageError(message, input);
};

// ---------------------------------------------------------------- fq syntax

/** One parsed fq: a field and either values (any of) or an inclusive range of bound texts. */
export type FilterExpression = { field: string; values: string[] } | { field: string; range: [string, string] };

/** A scanner over one fq string. */
class Scanner {
  i = 0;
  constructor(readonly s: string) {}
  ws() {
    while (this.i < this.s.length && /\s/u.test(this.s[this.i])) this.i++;
  }
  eat(ch: string): boolean {
    this.ws();
    if (this.s[this.i] === ch) {
      this.i++;
      return true;
    }
    return false;
  }
  peek(): string | undefined {
    this.ws();
    return this.s[this.i];
  }
  done(): boolean {
    this.ws();
    return this.i >= this.s.length;
  }
  /** A "quoted" string with \" and \\ escapes; null when not at one or unterminated. */
  quoted(): string | null {
    if (!this.eat('"')) return null;
    let out = "";
    while (this.i < this.s.length) {
      const ch = this.s[this.i++];
      if (ch === '"') return out;
      if (ch === "\\" && this.i < this.s.length) out += this.s[this.i++];
      else out += ch;
    }
    return null;
  }
  /** A bare token (no spaces, quotes, brackets or commas). */
  bare(): string | null {
    this.ws();
    const m = /^[^\s"[\],]+/u.exec(this.s.slice(this.i));
    if (!m) return null;
    this.i += m[0].length;
    return m[0];
  }
}

/** Parses one fq string into its field and values or range (syntax only; no field check). */
export function parseFilterExpression(fq: string): FilterExpression {
  const colon = fq.indexOf(":");
  const field = fq.slice(0, colon).trim();
  if (colon < 1 || !/^[A-Za-z]+$/.test(field)) return fail(err.malformed(fq), fq);
  const s = new Scanner(fq.slice(colon + 1));
  let result: FilterExpression;
  if (s.peek() === "[") {
    s.eat("[");
    if (s.peek() === '"') {
      const values: string[] = [];
      do {
        const v = s.quoted();
        if (v === null) return fail(err.malformed(fq), fq);
        values.push(v);
      } while (s.eat(","));
      if (!s.eat("]")) return fail(err.malformed(fq), fq);
      result = { field, values };
    } else {
      const from = s.bare();
      const to = s.bare() === "TO" ? s.bare() : null;
      if (from === null || to === null || !s.eat("]")) return fail(err.malformed(fq), fq);
      result = { field, range: [from, to] };
    }
  } else {
    const v = s.peek() === '"' ? s.quoted() : s.bare();
    if (v === null) return fail(err.malformed(fq), fq);
    result = { field, values: [v] };
  }
  if (!s.done()) return fail(err.malformed(fq), fq);
  return result;
}

/** `"value"` with quotes and backslashes escaped. */
function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The fq selecting any of `values` of a field: `field:"v"` or `field:["v1","v2"]`. */
export function formatFilter(field: FqField, values: string[]): string {
  if (values.length === 0) throw new RangeError("formatFilter needs at least one value");
  return values.length === 1 ? `${field}:${quote(values[0])}` : `${field}:[${values.map(quote).join(",")}]`;
}

/** The fq of an inclusive range; undefined bounds are open (`*`). Days as yyyy-MM-dd. */
export function formatRangeFilter(
  field: "issueDate" | "publishTimestamp" | "submissionTimestamp",
  from?: string,
  to?: string,
): string {
  const bound = (v?: string) => (v === undefined ? "*" : /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : `DT(${v})`);
  return `${field}:[${bound(from)} TO ${bound(to)}]`;
}

// ---------------------------------------------------------------- values

/** Status by code (any case) or by Greek label (any accents/case). */
const STATUS_BY_TEXT = new Map<string, PublicStatus>();
for (const s of PUBLIC_STATUSES) {
  STATUS_BY_TEXT.set(normalizeText(s), s);
  STATUS_BY_TEXT.set(normalizeText(STATUS_LABELS[s]), s);
}

export function parseStatus(text: string): PublicStatus {
  return STATUS_BY_TEXT.get(normalizeText(text.trim())) ?? fail(err.badStatus(text), text);
}

const DT = /^DT\((\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?\)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Bound {
  /** Wall-clock day, yyyy-MM-dd. */
  day: string;
  /** Whether the time of day is after midnight. */
  afterMidnight: boolean;
  /** The instant (Athens wall clock unless an offset was given). */
  epoch: number;
  /** A plain yyyy-MM-dd: as an upper bound on instants it means the end of that Athens day. */
  dayOnly: boolean;
}

function parseBound(text: string): Bound | null {
  if (text === "*") return null;
  const m = DT.exec(text) ?? DAY.exec(text);
  if (!m) return fail(err.badDate(text), text);
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1, 7).map((x) => x ?? "0");
  const nums = [y, mo, d, h, mi, s].map(Number);
  if (!isoDay(nums[0], nums[1], nums[2]) || nums[3] > 23 || nums[4] > 59 || nums[5] > 59) {
    return fail(err.badDate(text), text);
  }
  const offset = m[7];
  let epoch: number;
  if (offset) {
    const sign = offset === "Z" ? 0 : offset[0] === "-" ? -1 : 1;
    const digits = offset.replace(/[^0-9]/g, "");
    const minutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
    epoch = Date.UTC(nums[0], nums[1] - 1, nums[2], nums[3], nums[4], nums[5]) - minutes * 60_000;
  } else {
    epoch = athensWallClockToEpoch(nums[0], nums[1], nums[2], nums[3], nums[4], nums[5]);
  }
  return {
    day: `${y}-${mo}-${d}`,
    afterMidnight: nums[3] + nums[4] + nums[5] > 0,
    epoch,
    dayOnly: !m[0].startsWith("DT("),
  };
}

const maxOf = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);
const minOf = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/** Adds one fq to the filters (ANDed with what is there). */
function applyFilter(filters: SearchFilters, fq: string): void {
  const expr = parseFilterExpression(fq);
  if (!isFqField(expr.field)) return fail(err.unknownField(expr.field), fq);
  const spec: FieldSpec = FQ_FIELDS[expr.field];

  if (spec.kind === "list") {
    if (!("values" in expr)) return fail(err.needsValues(expr.field), fq);
    if (expr.values.some((v) => v.trim() === "")) return fail(err.malformed(fq), fq);
    const values = spec.key === "statuses" ? expr.values.map(parseStatus) : expr.values;
    const current = filters[spec.key];
    if (current && spec.multiValued) return fail(err.repeatedMulti(expr.field), fq);
    // A single-valued field cannot equal two values: a repeated fq keeps the common ones.
    filters[spec.key] = current ? current.filter((v) => values.includes(v)) : [...new Set(values)];
    return;
  }

  if (!("range" in expr)) {
    // A single day (issueDate:"2024-01-31") is the range of that day.
    if (spec.kind !== "days" || expr.values.length !== 1 || !DAY.test(expr.values[0])) {
      return fail(err.needsRange(expr.field), fq);
    }
    return applyFilter(filters, `${expr.field}:[${expr.values[0]} TO ${expr.values[0]}]`);
  }
  const from = parseBound(expr.range[0]);
  const to = parseBound(expr.range[1]);
  // Bounds have second precision, so an upper bound covers its whole second (…T23:59:59 is the end
  // of the day, not 999 ms before it), and a plain day covers the whole Athens day (23 or 25 hours
  // on the nights the clocks change): [DT(2025-01-10T10:00:00) TO 2025-01-10] is not reversed.
  const end = !to ? Infinity : to.dayOnly ? athensDayEnd(to.day) : to.epoch + 999;
  if (from && from.epoch > end) return fail(err.reversed(fq), fq);
  if (spec.kind === "days") {
    // Issue dates are days: a lower bound after midnight starts on the next day.
    if (from)
      filters.issueDateFrom = maxOf(filters.issueDateFrom, from.afterMidnight ? addDays(from.day, 1) : from.day);
    if (to) filters.issueDateTo = minOf(filters.issueDateTo, to.day);
  } else {
    if (from) filters[spec.from] = Math.max(filters[spec.from] ?? -Infinity, from.epoch);
    if (to) filters[spec.to] = Math.min(filters[spec.to] ?? Infinity, end);
  }
}

/** Parses fq strings into SearchFilters (ANDed). */
export function parseFilters(fq: string[]): SearchFilters {
  if (fq.length > MAX_FILTERS) fail(err.tooManyFilters());
  const filters: SearchFilters = {};
  for (const f of fq) applyFilter(filters, f);
  return filters;
}

// ---------------------------------------------------------------- free text

/** Free text with one pair of surrounding quotes (straight, « » or curly) removed. */
export function unquoteQuery(text: string): string {
  const t = text.trim();
  const m = /^(?:"([^]*)"|«([^]*)»|“([^]*)”)$/u.exec(t);
  return (m ? (m[1] ?? m[2] ?? m[3]) : t).trim();
}
