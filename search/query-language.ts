/**
 * The search query language (SPEC §2, §7; reference/diavgeia.md §1.4): what the /search URL's
 * `query`, `sort` and repeated `fq` parameters mean, read into an engine query and written back.
 * The grammar (parse -> syntax tree -> string) is search/query-syntax.ts; this module gives the
 * fields their meaning. The URL around it is read by app/search-page/request.ts and written by
 * app/search-page/links.ts.
 *
 *   query   free text, "phrases" and field clauses, joined by AND (the default), OR and NOT, in
 *           parentheses: `"απόφαση" AND decisionTypeUid:"Β.1.3"`. Text fields (q, content,
 *           subject, ada, protocolNumber) add their words to the free text, which is searched in
 *           the subject, protocol number and ADA; filter fields (below) filter.
 *   sort    recent (default) | oldest | relevance (Diavgeia's `relative` is accepted for it).
 *   fq      one filter clause each: field:"value" | field:["v1", "v2"] (any of) |
 *           field:[from TO to] (inclusive range) over organizationUid, decisionTypeUid, status,
 *           unitUid, signerUid, thematicCategory, issueDate, publishTimestamp,
 *           submissionTimestamp, amount, afm (a party's AFM). Date bounds are DT(yyyy-MM-ddTHH:mm:ss[offset]),
 *           yyyy-MM-dd or *; without an offset they are Athens wall-clock times. Repeated fq and
 *           the query's own clauses are ANDed, as in Diavgeia.
 *
 * The engines evaluate all of it (docs/decisions/068): the free text with its phrases, AND, OR,
 * NOT and parentheses as one TextQuery (FTS5 MATCH), field parts ANDed at the top as filters, and
 * anything else (OR across fields, NOT of a field, text OR a field) as Conditions around them.
 *
 * Anything else (an unknown field or sort, a malformed value) throws QueryLanguageError with a
 * Greek message. Names from the URL are looked up only in Maps or with Object.hasOwn:
 * `sort=toString` is an unknown sort, not Object.prototype.toString.
 */
import type { Condition, SearchFilters, SortOrder, TextQuery } from "./engine";
import { addDays, athensDayEnd, athensWallClockToEpoch, isoDay } from "#shared/dates";
import { QueryLanguageError } from "./errors";
import { normalizeText } from "./normalize";
import { andOf, formatQuery, parseQuery, type QueryNode } from "./query-syntax";
import { PUBLIC_STATUSES, STATUS_LABELS, type PublicStatus } from "#shared/decision-status";

/** Longest query accepted, in characters. */
export const MAX_QUERY_LENGTH = 500;
/** Most fq filters in one search. */
export const MAX_FILTERS = 20;

type ListField =
  "orgUids" | "decisionTypeUids" | "statuses" | "unitUids" | "signerUids" | "thematicCategoryUids" | "afms";
type FieldSpec =
  | { kind: "list"; key: ListField; multiValued: boolean }
  | { kind: "days" }
  | { kind: "instants"; from: "publishedFrom" | "updatedFrom"; to: "publishedTo" | "updatedTo" }
  | { kind: "amount" };

/** The filter fields, by their Diavgeia names (fq and query alike). */
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
  amount: { kind: "amount" },
  // The AFM of any party of the decision (its extra fields' AFMs: contractors, beneficiaries…).
  afm: { kind: "list", key: "afms", multiValued: true },
} as const satisfies Record<string, FieldSpec>;
export type FqField = keyof typeof FQ_FIELDS;

/** Other names Diavgeia uses for a filter field (query only; an fq uses the names above). */
const FIELD_ALIASES: ReadonlyMap<string, FqField> = new Map<string, FqField>([
  ["signerId", "signerUid"],
  ["thematicCategoryUid", "thematicCategory"],
]);

/** Fields whose values are free text (the index holds subject, protocol number and ADA as one text). */
export const TEXT_FIELDS: ReadonlySet<string> = new Set(["q", "content", "subject", "ada", "protocolNumber"]);

/**
 * Fields of Diavgeia's language this register does not index (yet): named in the refusal, so a
 * script learns that the field exists but cannot be searched here.
 */
const UNINDEXED_FIELDS: ReadonlySet<string> = new Set([
  "organizationLatinName",
  "decisionType",
  "financialYear",
  "giverAFM",
  "receiverAFM",
  "cpv",
  "municipality",
  "relatedDecisionsADA",
  "textRelatedADA",
  "textFekAA",
  "textFekIssue",
  "textFekYear",
  "documentType",
  "organizationId",
  "unitId",
]);

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
const queryFieldNames = [...TEXT_FIELDS, ...Object.keys(FQ_FIELDS), ...FIELD_ALIASES.keys()].join(", ");
export const QUERY_ERRORS = {
  unknownField: (field: string, at: number) =>
    `Άγνωστο πεδίο «${field}» στη θέση ${at}. Επιτρέπονται: ${queryFieldNames}.`,
  unindexedField: (field: string, at: number) =>
    `Το πεδίο «${field}» (θέση ${at}) δεν είναι αναζητήσιμο σε αυτό το μητρώο. ` + `Επιτρέπονται: ${queryFieldNames}.`,
  textList: (field: string) => `Το πεδίο «${field}» δέχεται μία τιμή (κείμενο), όχι λίστα ή διάστημα.`,
  badAmount: (v: string) => `Μη έγκυρο ποσό «${v}»: γράψτε π.χ. 1500 ή 1500.50 ή *.`,
};
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
  needsAmountRange: () => `Το φίλτρο «amount» δέχεται ποσό ή διάστημα, π.χ. amount:[1000 TO 5000].`,
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

/** A field clause of the syntax tree as a filter expression (null for any other node). */
function expressionOf(node: QueryNode | null): FilterExpression | null {
  if (node?.kind === "field") return { field: node.field, values: node.values.map((v) => v.value) };
  if (node?.kind === "range") return { field: node.field, range: [node.from, node.to] };
  return null;
}

/**
 * Parses one fq string into its field and values or range (syntax only; no field check): an fq
 * is a query of exactly one field clause (search/query-syntax.ts).
 */
export function parseFilterExpression(fq: string): FilterExpression {
  let node: QueryNode | null;
  try {
    node = parseQuery(fq);
  } catch (e) {
    if (e instanceof QueryLanguageError) return fail(`${err.malformed(fq)} ${e.message}`, fq);
    throw e;
  }
  return expressionOf(node) ?? fail(err.malformed(fq), fq);
}

/** The fq selecting any of `values` of a field: `field:"v"` or `field:["v1", "v2"]`. */
export function formatFilter(field: FqField, values: string[]): string {
  if (values.length === 0) throw new RangeError("formatFilter needs at least one value");
  return formatQuery({
    kind: "field",
    field,
    values: values.map((value) => ({ value, quoted: true })),
    list: values.length > 1,
  });
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
  applyExpression(filters, expr.field, expr, fq);
}

const AMOUNT = /^\d{1,13}(?:[.,]\d{1,2})?$/;

function parseAmount(text: string): number | null {
  if (text === "*") return null;
  if (!AMOUNT.test(text)) return fail(QUERY_ERRORS.badAmount(text), text);
  return Number(text.replace(",", "."));
}

/** Adds one filter expression on a known field (`shown` is the clause as written, for messages). */
function applyExpression(filters: SearchFilters, field: FqField, expr: FilterExpression, shown: string): void {
  const spec: FieldSpec = FQ_FIELDS[field];

  if (spec.kind === "list") {
    if (!("values" in expr)) return fail(err.needsValues(field), shown);
    if (expr.values.some((v) => v.trim() === "")) return fail(err.malformed(shown), shown);
    const values = spec.key === "statuses" ? expr.values.map(parseStatus) : expr.values;
    const current = filters[spec.key];
    if (current && spec.multiValued) return fail(err.repeatedMulti(field), shown);
    // A single-valued field cannot equal two values: a repeated fq keeps the common ones.
    filters[spec.key] = current ? current.filter((v) => values.includes(v)) : [...new Set(values)];
    return;
  }

  if (spec.kind === "amount") {
    let range: [string, string];
    if ("range" in expr) range = expr.range;
    else if (expr.values.length === 1) range = [expr.values[0], expr.values[0]];
    else return fail(err.needsAmountRange(), shown);
    const [from, to] = range.map(parseAmount);
    if (from !== null && to !== null && from > to) return fail(err.reversed(shown), shown);
    if (from !== null) filters.amountFrom = Math.max(filters.amountFrom ?? -Infinity, from);
    if (to !== null) filters.amountTo = Math.min(filters.amountTo ?? Infinity, to);
    return;
  }

  if (!("range" in expr)) {
    // A single day (issueDate:"2024-01-31") is the range of that day.
    if (spec.kind !== "days" || expr.values.length !== 1 || !DAY.test(expr.values[0])) {
      return fail(err.needsRange(field), shown);
    }
    return applyExpression(filters, field, { field, range: [expr.values[0], expr.values[0]] }, shown);
  }
  const from = parseBound(expr.range[0]);
  const to = parseBound(expr.range[1]);
  // Bounds have second precision, so an upper bound covers its whole second (…T23:59:59 is the end
  // of the day, not 999 ms before it), and a plain day covers the whole Athens day (23 or 25 hours
  // on the nights the clocks change): [DT(2025-01-10T10:00:00) TO 2025-01-10] is not reversed.
  const end = !to ? Infinity : to.dayOnly ? athensDayEnd(to.day) : to.epoch + 999;
  if (from && from.epoch > end) return fail(err.reversed(shown), shown);
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

// ---------------------------------------------------------------- the query

/** Refuses unknown and unindexed fields while parsing, with their position. */
function checkQueryField(name: string, at: number): void {
  if (TEXT_FIELDS.has(name) || isFqField(name) || FIELD_ALIASES.has(name)) return;
  const message = UNINDEXED_FIELDS.has(name)
    ? QUERY_ERRORS.unindexedField(name, at)
    : QUERY_ERRORS.unknownField(name, at);
  fail(message, name);
}

/** Parses a `query` parameter into its syntax tree (null when blank), refusing unknown fields. */
export function parseSearchQuery(query: string): QueryNode | null {
  if (query.length > MAX_QUERY_LENGTH) fail(`Το κείμενο αναζήτησης ξεπερνά τους ${MAX_QUERY_LENGTH} χαρακτήρες.`);
  return parseQuery(query, { checkField: checkQueryField });
}

/** The operands of a top-level conjunction: AND operands, and the insides of parenthesised ANDs. */
export function conjuncts(node: QueryNode | null): QueryNode[] {
  if (!node) return [];
  if (node.kind === "and") return node.operands.flatMap(conjuncts);
  if (node.kind === "group" && node.inner.kind !== "or") return conjuncts(node.inner);
  return [node];
}

const unwrap = (node: QueryNode): QueryNode => (node.kind === "group" ? unwrap(node.inner) : node);

/** What a query asks of the engine: free text (its words, and as a boolean expression) and filters. */
export interface CompiledQuery {
  /** The words of the query's plain words and phrases (what the page highlights). */
  text: string;
  /** The free text with its phrases, OR, NOT and parentheses (absent without free text). */
  textQuery?: TextQuery;
  filters: SearchFilters;
}

/** Whether a node is a text field clause (its value searched as free text). */
const isTextField = (node: QueryNode) =>
  (node.kind === "field" || node.kind === "range") && TEXT_FIELDS.has(node.field);

/** Whether a part of a query is free text only: words, phrases, text fields and their AND/OR/NOT. */
function isTextOnly(node: QueryNode): boolean {
  switch (node.kind) {
    case "term":
      return true;
    case "field":
    case "range":
      return isTextField(node);
    case "not":
      return isTextOnly(node.operand);
    case "group":
      return isTextOnly(node.inner);
    default:
      return node.operands.every(isTextOnly);
  }
}

/** A text-only part of a query as the engines' TextQuery. */
function toTextQuery(node: QueryNode): TextQuery {
  switch (node.kind) {
    case "term":
      return { kind: "term", text: node.text, phrase: node.quoted };
    case "field":
    case "range":
      if (node.kind === "range" || node.values.length !== 1)
        return fail(QUERY_ERRORS.textList(node.field), formatQuery(node));
      return { kind: "term", text: node.values[0].value, phrase: node.values[0].quoted };
    case "not":
      return { kind: "not", operand: toTextQuery(node.operand) };
    case "group":
      return toTextQuery(node.inner);
    default:
      return { kind: node.kind, operands: node.operands.map(toTextQuery) };
  }
}

/** Any part of a query as a Condition (OR across fields, NOT, text mixed with field parts). */
function toCondition(node: QueryNode): Condition {
  if (isTextOnly(node)) return { kind: "text", text: toTextQuery(node) };
  switch (node.kind) {
    case "field":
    case "range": {
      const filters: SearchFilters = {};
      applyField(filters, node);
      return { kind: "filters", filters };
    }
    case "not":
      return { kind: "not", operand: toCondition(node.operand) };
    case "group":
      return toCondition(node.inner);
    case "term":
      return { kind: "text", text: toTextQuery(node) };
    default:
      return { kind: node.kind, operands: node.operands.map(toCondition) };
  }
}

/** A filter field clause ANDed into `filters`. */
function applyField(filters: SearchFilters, node: Extract<QueryNode, { kind: "field" | "range" }>): void {
  const field = FIELD_ALIASES.get(node.field) ?? (node.field as FqField);
  const expr =
    node.kind === "range"
      ? { field, range: [node.from, node.to] as [string, string] }
      : { field, values: node.values.map((v) => v.value) };
  applyExpression(filters, field, expr, formatQuery(node));
}

/** `a:"1" OR a:"2"`: OR between values of one list field, which is that field's list (null otherwise). */
function sameFieldValues(node: Extract<QueryNode, { kind: "or" }>): { field: FqField; values: string[] } | null {
  const operands = node.operands.map(unwrap);
  const fields = new Set(operands.map((o) => (o.kind === "field" ? (FIELD_ALIASES.get(o.field) ?? o.field) : "")));
  const [field] = fields;
  if (fields.size !== 1 || !isFqField(field) || FQ_FIELDS[field].kind !== "list") return null;
  return { field, values: operands.flatMap((o) => (o.kind === "field" ? o.values.map((v) => v.value) : [])) };
}

/**
 * Turns a query's tree into engine text and filters, ANDed into `filters` (the fq filters, say).
 * Free-text parts become one TextQuery (FTS5 MATCH, Typesense q); field parts ANDed at the top
 * are filters; OR across fields, NOT of fields and text mixed with fields are Conditions
 * (`filters.where`). Throws QueryLanguageError for a bad field value.
 */
export function compileQuery(tree: QueryNode | null, filters: SearchFilters = {}): CompiledQuery {
  const words: string[] = [];
  const textParts: TextQuery[] = [];
  const where: Condition[] = [];
  for (const part of conjuncts(tree)) {
    const node = unwrap(part);
    if (isTextOnly(node)) {
      textParts.push(toTextQuery(node));
      if (node.kind === "term") words.push(node.text);
      else if (isTextField(node) && node.kind === "field") words.push(node.values[0].value);
    } else if (node.kind === "field" || node.kind === "range") {
      applyField(filters, node);
    } else if (node.kind === "or" && sameFieldValues(node)) {
      const { field, values } = sameFieldValues(node)!;
      applyExpression(filters, field, { field, values }, formatQuery(node));
    } else {
      where.push(toCondition(node));
    }
  }
  if (where.length) filters.where = [...(filters.where ?? []), ...where];
  const textQuery = textParts.length > 1 ? { kind: "and" as const, operands: textParts } : textParts[0];
  return { text: words.join(" ").trim(), ...(textQuery ? { textQuery } : {}), filters };
}

// ---------------------------------------------------------------- free text

/** Whether a top-level part of a query is free text (a word or a phrase). */
const isText = (node: QueryNode) => node.kind === "term";

/**
 * The free-text part of a query as the search box shows it (SPEC §2): its words and phrases;
 * a single phrase without its quotes.
 */
export function freeTextOf(tree: QueryNode | null): string {
  const terms = conjuncts(tree).filter(isText);
  if (terms.length === 1 && terms[0].kind === "term") return terms[0].text;
  return terms.map(formatQuery).join(" ");
}

/**
 * What the search box sends: plain words become one quoted phrase, as the header box sends them
 * (SPEC §2); text with the language's own syntax (quotes, fields, operators) is read as written.
 * Null for blank text.
 */
export function boxQuery(text: string): QueryNode | null {
  const t = text.trim();
  if (!t) return null;
  const tree = parseSearchQuery(t);
  const plain = conjuncts(tree).every((n) => n.kind === "term" && !n.quoted) && tree?.kind !== "group";
  return plain ? { kind: "term", text: t.replace(/\s+/g, " "), quoted: true } : tree;
}

/**
 * The query with its free text replaced by `text` (SPEC §2: the box replaces only the free text,
 * keeping the field parts); blank text keeps the query as it is.
 */
export function replaceFreeText(tree: QueryNode | null, text: string): QueryNode | null {
  const box = boxQuery(text);
  if (!box) return tree;
  const rest = conjuncts(tree).filter((n) => !isText(n));
  return andOf([box, ...rest]);
}

/** The query without its free text (the field parts the box keeps). */
export function withoutFreeText(tree: QueryNode | null): QueryNode | null {
  return andOf(conjuncts(tree).filter((n) => !isText(n)));
}

/** Free text with one pair of surrounding quotes (straight, « » or curly) removed. */
export function unquoteQuery(text: string): string {
  const t = text.trim();
  const m = /^(?:"([^]*)"|«([^]*)»|“([^]*)”)$/u.exec(t);
  return (m ? (m[1] ?? m[2] ?? m[3]) : t).trim();
}
