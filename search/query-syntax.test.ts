import { describe, expect, it } from "vitest";
import { expectQueryError as expectError } from "./query-error.testing";
import { andOf, formatQuery, parseQuery, type QueryNode } from "./query-syntax";

const term = (text: string, quoted = false): QueryNode => ({ kind: "term", text, quoted });
const field = (name: string, ...values: (string | [string])[]): QueryNode => ({
  kind: "field",
  field: name,
  values: values.map((v) => (Array.isArray(v) ? { value: v[0], quoted: false } : { value: v, quoted: true })),
  list: false,
});

describe("parsing every construct", () => {
  it.each<[string, QueryNode | null]>([
    ["", null],
    ["   ", null],
    ["ύδρευση", term("ύδρευση")],
    ['"καθαρισμός ακτών"', term("καθαρισμός ακτών", true)],
    ["«ύδρευση»", term("ύδρευση", true)],
    ["“ύδρευση”", term("ύδρευση", true)],
    ['"a \\"b\\" \\\\ c"', term('a "b" \\ c', true)],
    ['ada:"6Ε0Ε46Ψ842-Φ46"', field("ada", "6Ε0Ε46Ψ842-Φ46")],
    ["organizationUid:6013", field("organizationUid", ["6013"])],
    ['decisionTypeUid:["Β.1.3", "Β.2.1"]', { ...field("decisionTypeUid", "Β.1.3", "Β.2.1"), list: true } as QueryNode],
    ['decisionTypeUid:["Β.1.3"]', { ...field("decisionTypeUid", "Β.1.3"), list: true } as QueryNode],
    [
      "issueDate:[DT(2024-01-01T00:00:00) TO DT(2024-12-31T23:59:59)]",
      { kind: "range", field: "issueDate", from: "DT(2024-01-01T00:00:00)", to: "DT(2024-12-31T23:59:59)" },
    ],
    ["amount:[1000 TO *]", { kind: "range", field: "amount", from: "1000", to: "*" }],
    ["α β", { kind: "and", operands: [term("α"), term("β")], explicit: [false] }],
    ["α AND β", { kind: "and", operands: [term("α"), term("β")], explicit: [true] }],
    ["α OR β", { kind: "or", operands: [term("α"), term("β")] }],
    ["NOT α", { kind: "not", operand: term("α") }],
    ["(α)", { kind: "group", inner: term("α") }],
    // AND binds tighter than OR; juxtaposition is AND.
    [
      "α β OR γ",
      {
        kind: "or",
        operands: [{ kind: "and", operands: [term("α"), term("β")], explicit: [false] }, term("γ")],
      },
    ],
    [
      "(α OR β) AND NOT γ",
      {
        kind: "and",
        operands: [
          { kind: "group", inner: { kind: "or", operands: [term("α"), term("β")] } },
          { kind: "not", operand: term("γ") },
        ],
        explicit: [true],
      },
    ],
    // Operators are upper case; a Greek word with a colon, a time and a comma are text.
    ["and or not", { kind: "and", operands: [term("and"), term("or"), term("not")], explicit: [false, false] }],
    ["Άρτα: ύδρευση", { kind: "and", operands: [term("Άρτα:"), term("ύδρευση")], explicit: [false] }],
    ["12:30", term("12:30")],
    ["α, β", { kind: "and", operands: [term("α,"), term("β")], explicit: [false] }],
    ["TO", term("TO")],
  ])("%s", (input, tree) => {
    expect(parseQuery(input)).toEqual(tree);
  });
});

describe("round trip: parse -> tree -> string", () => {
  // Canonical strings come back exactly.
  it.each([
    "ύδρευση",
    '"καθαρισμός ακτών"',
    '"απόφαση" AND decisionTypeUid:"Β.1.3"',
    'decisionTypeUid:["Β.1.3", "Β.2.1"] AND organizationUid:"6104"',
    "submissionTimestamp:[DT(2014-03-01T00:00:00) TO DT(2014-03-07T23:59:59)] OR issueDate:[* TO 2024-01-01]",
    '(organizationUid:"51611" OR organizationUid:"6013") AND status:"Αναρτημένη"',
    'q:["πυροπροστ", "αποψιλ"]',
    "α β γ",
    "α AND β γ OR NOT (δ)",
    "NOT NOT α",
    'amount:[1000.50 TO *] subject:καθαρισμ ada:"6Ε0Ε46Ψ842-Φ46"',
    '"a \\"b\\" \\\\ c" "AND" "OR" "x:y" "(" "TO"',
    "((α OR β) γ)",
    "TO",
  ])("%s", (canonical) => {
    const tree = parseQuery(canonical);
    expect(formatQuery(tree)).toBe(canonical);
    expect(parseQuery(formatQuery(tree))).toEqual(tree);
  });

  it("writes other spellings in the canonical form, with the same tree", () => {
    for (const [input, canonical] of [
      ["  α    AND\tβ  ", "α AND β"],
      ["«ύδρευση»", '"ύδρευση"'],
      ['decisionTypeUid:[ "Β.1.3" ,"Β.2.1" ]', 'decisionTypeUid:["Β.1.3", "Β.2.1"]'],
      ["( α )", "(α)"],
    ]) {
      const tree = parseQuery(input);
      expect(formatQuery(tree)).toBe(canonical);
      expect(parseQuery(canonical)).toEqual(tree);
    }
  });

  it("quotes a value that would not read back as one bare word", () => {
    for (const text of ["δύο λέξεις", "AND", "x:y", "a,b", "(", 'say "hi"', "[x]"]) {
      const node: QueryNode = { kind: "field", field: "subject", values: [{ value: text, quoted: false }], list: true };
      expect(parseQuery(formatQuery(node))).toMatchObject({ values: [{ value: text }] });
      expect(parseQuery(formatQuery(term(text)))).toMatchObject({ kind: "term", text });
    }
  });

  it("andOf joins parts with AND, keeping an OR together in parentheses", () => {
    const tree = andOf([term("α", true), parseQuery("a:1 OR a:2")!, parseQuery("b:1 c:2")!]);
    expect(formatQuery(tree)).toBe('"α" AND (a:1 OR a:2) AND b:1 c:2');
    expect(parseQuery(formatQuery(tree))).toEqual(tree);
    expect(andOf([])).toBeNull();
    expect(andOf([term("α")])).toEqual(term("α"));
  });
});

describe("syntax errors name the position", () => {
  it.each([
    ['"ανοιχτά εισαγωγικά', "Στη θέση 1 ανοίγουν εισαγωγικά που δεν κλείνουν"],
    ['α "β', "Στη θέση 3 ανοίγουν εισαγωγικά"],
    ["(α OR β", "Η παρένθεση της θέσης 1 δεν κλείνει"],
    ["α (β (γ)", "Η παρένθεση της θέσης 3 δεν κλείνει"],
    ["α)", "Στη θέση 2 κλείνει μια παρένθεση που δεν άνοιξε"],
    ["()", "Στη θέση 1 οι παρενθέσεις δεν περιέχουν τίποτα"],
    ["α AND", "Μετά τον τελεστή «AND» της θέσης 3 λείπει όρος"],
    ["α OR OR β", "Μετά τον τελεστή «OR» της θέσης 3 λείπει όρος"],
    ["NOT", "Μετά τον τελεστή «NOT» της θέσης 1 λείπει όρος"],
    ["OR α", "Ο τελεστής «OR» της θέσης 1 δεν έχει όρο"],
    ["(AND α)", "Ο τελεστής «AND» της θέσης 2 δεν έχει όρο"],
    ["subject:", "Λείπει η τιμή του πεδίου «subject» (θέση 1)"],
    ["α subject: β", "Λείπει η τιμή του πεδίου «subject» (θέση 3)"],
    ["status:[]", "Μη έγκυρη λίστα ή διάστημα στη θέση 8"],
    ['status:["a",]', "Μη έγκυρη λίστα ή διάστημα στη θέση 8"],
    ['status:["a" "b"]', "στη θέση 8"],
    ["issueDate:[2024-01-01 2024-12-31]", "στη θέση 11"],
    ["issueDate:[2024-01-01 TO 2024-12-31", "στη θέση 11"],
    ['issueDate:["2024-01-01" TO *]', "στη θέση 11"],
    ["α ]", "Μη έγκυρη λίστα ή διάστημα στη θέση 3"],
    [`${"(".repeat(40)}α${")".repeat(40)}`, "περισσότερα από 32 επίπεδα"],
    ["α".repeat(2001), "2000 χαρακτήρες"],
  ])("%s", (input, fragment) => {
    expectError(() => parseQuery(input), fragment);
  });

  it("lets the caller refuse a field with its position", () => {
    const checkField = (name: string, at: number) => {
      if (name === "nope") throw new Error(`no ${name} at ${at}`);
    };
    expect(() => parseQuery('α nope:"x"', { checkField })).toThrow("no nope at 3");
    expect(parseQuery('α ok:"x"', { checkField })).toMatchObject({ kind: "and" });
  });
});
