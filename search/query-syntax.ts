/**
 * The syntax of the search query language (reference/diavgeia.md §1.4): a query string read into
 * a syntax tree, and a tree written back as a string. What the fields mean, and how a tree becomes
 * an engine query, is search/query-language.ts; this module knows only the grammar.
 *
 *   query    := or
 *   or       := and ("OR" and)*
 *   and      := unary (["AND"] unary)*          juxtaposition is AND (the default operator)
 *   unary    := "NOT" unary | "(" query ")" | clause | term
 *   clause   := field ":" (value | "[" value ("," value)* "]" | "[" bound "TO" bound "]")
 *   term     := word | "phrase"                 free text
 *   value    := word | "quoted"                 bound := word, e.g. DT(2024-01-01T00:00:00), 2024-01-01, 100.5, *
 *
 * A field name is Latin letters (and digits after the first) followed at once by a colon;
 * `Άρτα:` or `12:30` are free text. Operators are upper case (`and` is a word). Quoted strings
 * escape `"` and `\` with a backslash; « » and “ ” are read as quotes too.
 *
 * Round trip: `parseQuery(formatQuery(tree))` equals `tree` for every tree the parser (or andOf)
 * makes, and
 * `formatQuery(parseQuery(s)) === s` for every canonical string s (single spaces, straight quotes,
 * no space after a colon or inside brackets, `", "` between list values). Errors are
 * QueryLanguageErrors whose Greek message names the 1-based position of the fault.
 */
import { QueryLanguageError } from "./errors";

/** A value of a field clause, quoted or bare as written. */
export interface QueryValue {
  value: string;
  quoted: boolean;
}

export type QueryNode =
  /** Free text: one word, or a quoted phrase. */
  | { kind: "term"; text: string; quoted: boolean }
  /** `field:value` or `field:["a","b"]` (any of); `list` says whether brackets were written. */
  | { kind: "field"; field: string; values: QueryValue[]; list: boolean }
  /** `field:[from TO to]`, inclusive; a bound is written as given (`*` is open). */
  | { kind: "range"; field: string; from: string; to: string }
  | { kind: "not"; operand: QueryNode }
  /** `explicit[i]` tells whether `AND` was written between operands i and i+1. */
  | { kind: "and"; operands: QueryNode[]; explicit: boolean[] }
  | { kind: "or"; operands: QueryNode[] }
  /** Parentheses, kept so that the query is written back as it was. */
  | { kind: "group"; inner: QueryNode };

/** Longest query accepted, in characters. */
export const MAX_QUERY_TEXT = 2000;
/** Deepest nesting of parentheses and NOTs (the parser is recursive). */
const MAX_DEPTH = 32;

export const SYNTAX_ERRORS = {
  unterminatedQuote: (at: number) => `Στη θέση ${at} ανοίγουν εισαγωγικά που δεν κλείνουν.`,
  unclosedParen: (at: number) => `Η παρένθεση της θέσης ${at} δεν κλείνει: λείπει μια «)».`,
  strayParen: (at: number) => `Στη θέση ${at} κλείνει μια παρένθεση που δεν άνοιξε.`,
  emptyGroup: (at: number) => `Στη θέση ${at} οι παρενθέσεις δεν περιέχουν τίποτα.`,
  missingOperand: (op: string, at: number) => `Μετά τον τελεστή «${op}» της θέσης ${at} λείπει όρος αναζήτησης.`,
  leadingOperator: (op: string, at: number) =>
    `Ο τελεστής «${op}» της θέσης ${at} δεν έχει όρο αναζήτησης πριν από αυτόν.`,
  missingValue: (field: string, at: number) =>
    `Λείπει η τιμή του πεδίου «${field}» (θέση ${at}): γράψτε π.χ. ${field}:"τιμή".`,
  badBrackets: (at: number) =>
    `Μη έγκυρη λίστα ή διάστημα στη θέση ${at}: γράψτε πεδίο:["τιμή1", "τιμή2"] ή πεδίο:[από TO έως].`,
  tooDeep: (at: number) => `Στη θέση ${at} η αναζήτηση έχει περισσότερα από ${MAX_DEPTH} επίπεδα παρενθέσεων.`,
  tooLong: () => `Η αναζήτηση ξεπερνά τους ${MAX_QUERY_TEXT} χαρακτήρες.`,
};
const E = SYNTAX_ERRORS;

type Token =
  | { t: "word"; text: string; at: number }
  | { t: "quoted"; text: string; at: number }
  | { t: "field"; name: string; at: number }
  | { t: "op"; op: "AND" | "OR" | "NOT"; at: number }
  | { t: "("; at: number }
  | { t: ")"; at: number }
  | { t: "["; at: number }
  | { t: "]"; at: number }
  | { t: ","; at: number };

const CLOSING_QUOTE: Record<string, string> = { '"': '"', "«": "»", "“": "”" };
const FIELD = /^[A-Za-z][A-Za-z0-9_]*:/;

/** `DT(...)` or a run of characters that are not spaces, quotes, brackets, parentheses or commas. */
function wordAt(s: string, i: number, inBrackets: boolean): string {
  const dt = /^DT\([^()\s]*\)/.exec(s.slice(i));
  if (dt) return dt[0];
  const stop = inBrackets ? /[\s"«“()[\],]/u : /[\s"«“()[\]]/u;
  let j = i;
  while (j < s.length && !stop.test(s[j])) j++;
  return s.slice(i, j);
}

function tokenize(s: string): Token[] {
  const out: Token[] = [];
  let depth = 0; // inside [ ]: commas and TO belong to the clause
  let i = 0;
  while (i < s.length) {
    const ch = s[i];
    const at = i + 1;
    if (/\s/u.test(ch)) {
      i++;
    } else if (ch in CLOSING_QUOTE) {
      const close = CLOSING_QUOTE[ch];
      let text = "";
      let j = i + 1;
      for (; j < s.length && s[j] !== close; j++) {
        if (s[j] === "\\" && j + 1 < s.length) j++;
        text += s[j];
      }
      if (j >= s.length) throw new QueryLanguageError(E.unterminatedQuote(at), s);
      out.push({ t: "quoted", text, at });
      i = j + 1;
    } else if (ch === "(" || ch === ")" || ch === "]" || (ch === "," && depth > 0)) {
      if (ch === "]") depth = Math.max(0, depth - 1);
      out.push({ t: ch, at });
      i++;
    } else if (ch === "[") {
      depth++;
      out.push({ t: "[", at });
      i++;
    } else {
      const field = depth === 0 ? FIELD.exec(s.slice(i)) : null;
      if (field) {
        out.push({ t: "field", name: field[0].slice(0, -1), at });
        i += field[0].length;
        continue;
      }
      const word = wordAt(s, i, depth > 0);
      if (depth === 0 && (word === "AND" || word === "OR" || word === "NOT")) out.push({ t: "op", op: word, at });
      else out.push({ t: "word", text: word, at });
      i += word.length;
    }
  }
  return out;
}

export interface ParseOptions {
  /** Called with each field name and its 1-based position; throws to refuse an unknown field. */
  checkField?: (name: string, at: number) => void;
}

/** Parses a query; an empty (or blank) one is null. Throws QueryLanguageError on bad syntax. */
export function parseQuery(input: string, options: ParseOptions = {}): QueryNode | null {
  if (input.length > MAX_QUERY_TEXT) throw new QueryLanguageError(E.tooLong());
  const tokens = tokenize(input);
  let k = 0;
  const peek = () => tokens[k];
  const fail = (message: string): never => {
    throw new QueryLanguageError(message, input);
  };
  const end = input.length + 1;

  function or(depth: number): QueryNode {
    const operands = [and(depth)];
    while (peek()?.t === "op" && (peek() as { op: string }).op === "OR") {
      const op = tokens[k++];
      if (!startsOperand(peek())) fail(E.missingOperand("OR", op.at));
      operands.push(and(depth));
    }
    return operands.length === 1 ? operands[0] : { kind: "or", operands };
  }

  function startsOperand(tok: Token | undefined): boolean {
    if (!tok) return false;
    if (tok.t === "op") return tok.op === "NOT";
    return tok.t === "word" || tok.t === "quoted" || tok.t === "field" || tok.t === "(";
  }

  function and(depth: number): QueryNode {
    const operands = [unary(depth)];
    const explicit: boolean[] = [];
    for (;;) {
      const tok = peek();
      if (tok?.t === "op" && tok.op === "AND") {
        k++;
        if (!startsOperand(peek())) fail(E.missingOperand("AND", tok.at));
        explicit.push(true);
      } else if (startsOperand(tok)) {
        explicit.push(false);
      } else break;
      operands.push(unary(depth));
    }
    return operands.length === 1 ? operands[0] : { kind: "and", operands, explicit };
  }

  function unary(depth: number): QueryNode {
    const tok = tokens[k];
    if (depth > MAX_DEPTH) fail(E.tooDeep(tok?.at ?? end));
    if (!tok) return fail(E.missingOperand("", end));
    k++;
    switch (tok.t) {
      case "op":
        if (tok.op !== "NOT") return fail(E.leadingOperator(tok.op, tok.at));
        if (!startsOperand(peek())) fail(E.missingOperand("NOT", tok.at));
        return { kind: "not", operand: unary(depth + 1) };
      case "(": {
        if (peek()?.t === ")") fail(E.emptyGroup(tok.at));
        if (!startsOperand(peek())) {
          const next = peek();
          if (next?.t === "op") fail(E.leadingOperator(next.op, next.at));
          fail(next ? E.badBrackets(next.at) : E.unclosedParen(tok.at));
        }
        const inner = or(depth + 1);
        if (peek()?.t !== ")") fail(E.unclosedParen(tok.at));
        k++;
        return { kind: "group", inner };
      }
      case "word":
      case "quoted":
        return { kind: "term", text: tok.text, quoted: tok.t === "quoted" };
      case "field":
        return clause(tok);
      case ")":
        return fail(E.strayParen(tok.at));
      default:
        return fail(E.badBrackets(tok.at));
    }
  }

  function value(): QueryValue | null {
    const tok = peek();
    if (tok?.t === "word" || tok?.t === "quoted") {
      k++;
      return { value: tok.text, quoted: tok.t === "quoted" };
    }
    return null;
  }

  function clause(tok: { name: string; at: number }): QueryNode {
    const field = tok.name;
    options.checkField?.(field, tok.at);
    const next = peek();
    // The value follows the colon at once: `subject: x` is a field without a value.
    const adjacent = next !== undefined && next.at === tok.at + field.length + 1;
    if (!adjacent) return fail(E.missingValue(field, tok.at));
    if (next.t !== "[") {
      const v = value();
      return v ? { kind: "field", field, values: [v], list: false } : fail(E.missingValue(field, tok.at));
    }
    k++;
    const first = value();
    if (!first) return fail(E.badBrackets(next.at));
    if (!first.quoted && peek()?.t === "word" && (peek() as { text: string }).text === "TO") {
      k++;
      const to = value();
      if (!to || to.quoted || peek()?.t !== "]") return fail(E.badBrackets(next.at));
      k++;
      return { kind: "range", field, from: first.value, to: to.value };
    }
    const values = [first];
    while (peek()?.t === ",") {
      k++;
      const v = value();
      if (!v) return fail(E.badBrackets(next.at));
      values.push(v);
    }
    if (peek()?.t !== "]") return fail(E.badBrackets(next.at));
    k++;
    return { kind: "field", field, values, list: true };
  }

  if (tokens.length === 0) return null;
  const first = tokens[0];
  if (first.t === "op" && first.op !== "NOT") fail(E.leadingOperator(first.op, first.at));
  const tree = or(0);
  const rest = peek();
  if (rest) {
    if (rest.t === ")") fail(E.strayParen(rest.at));
    if (rest.t === "op") fail(E.leadingOperator(rest.op, rest.at));
    fail(E.badBrackets(rest.at));
  }
  return tree;
}

// ---------------------------------------------------------------- writing

/** `"value"` with quotes and backslashes escaped. */
export function quoteValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Whether a text can be written bare and read back as the same single word: none of the
 * characters that end a word (in a list, the comma too), not an operator, not `field:`-like.
 * `TO` is a plain word outside brackets only.
 */
function isBare(text: string, where: "term" | "value" | "list"): boolean {
  const stop = where === "list" ? /[\s"«“()[\],]/u : /[\s"«“()[\]]/u;
  return (
    text !== "" &&
    !stop.test(text) &&
    text !== "AND" &&
    text !== "OR" &&
    text !== "NOT" &&
    (where === "term" || text !== "TO") &&
    !FIELD.test(text)
  );
}

function writeValue(v: QueryValue, where: "value" | "list"): string {
  return v.quoted || !isBare(v.value, where) ? quoteValue(v.value) : v.value;
}

/** The canonical string of a tree (null or undefined: ""). */
export function formatQuery(node: QueryNode | null | undefined): string {
  if (!node) return "";
  switch (node.kind) {
    case "term":
      return node.quoted || !isBare(node.text, "term") ? quoteValue(node.text) : node.text;
    case "field":
      return node.list || node.values.length !== 1
        ? `${node.field}:[${node.values.map((v) => writeValue(v, "list")).join(", ")}]`
        : `${node.field}:${writeValue(node.values[0], "value")}`;
    case "range":
      return `${node.field}:[${node.from} TO ${node.to}]`;
    case "not":
      return `NOT ${formatQuery(node.operand)}`;
    case "and":
      return node.operands
        .map((o, i) => (i === 0 ? "" : node.explicit[i - 1] ? " AND " : " ") + formatOperand(o, "and"))
        .join("");
    case "or":
      return node.operands.map((o) => formatOperand(o, "or")).join(" OR ");
    case "group":
      return `(${formatQuery(node.inner)})`;
  }
}

/** An operand written inside an AND/OR: a nested OR inside an AND needs parentheses to stay one. */
function formatOperand(node: QueryNode, parent: "and" | "or"): string {
  const needsParens = (parent === "and" && node.kind === "or") || (node.kind === parent && parent === "or");
  return needsParens ? `(${formatQuery(node)})` : formatQuery(node);
}

/**
 * The AND of the nodes given (none: null; one: itself): nested ANDs are spliced in with their own
 * joins, an OR is put in parentheses, and AND is written where the parts meet.
 */
export function andOf(nodes: QueryNode[]): QueryNode | null {
  const operands: QueryNode[] = [];
  const explicit: boolean[] = [];
  for (const node of nodes) {
    if (operands.length) explicit.push(true);
    if (node.kind === "and") {
      operands.push(...node.operands);
      explicit.push(...node.explicit);
    } else operands.push(node.kind === "or" ? { kind: "group", inner: node } : node);
  }
  if (operands.length === 0) return null;
  return operands.length === 1 ? operands[0] : { kind: "and", operands, explicit };
}
