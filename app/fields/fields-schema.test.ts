import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { MSG, TEXT } from "../messages";
import { buildFieldTree } from "./field-tree";
import { dynamicFieldsSchema, type OptionsByPath } from "./fields-schema";
import { SEEDED_TYPES, seededDefs } from "./testing-seed-defs";

const OPTIONS: OptionsByPath = {
  budgettype: [{ value: "Τακτικός Προϋπολογισμός", label: "Τακτικός Προϋπολογισμός" }],
  skipVatReason: [{ value: "SKIP_VAT_REASON_1", label: "Μισθοδοσία" }],
  "fek.issue": [{ value: "fektype_A", label: "Α" }],
};

/** Parses a form the way the route does: Conform over FormData, under extraFieldValues. */
function parseForm(type: string, entries: [string, string][]) {
  const schema = z.object({ extraFieldValues: dynamicFieldsSchema(buildFieldTree(seededDefs(type)), OPTIONS) });
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(`extraFieldValues.${k}`, v);
  return parseWithZod(fd, { schema, disableAutoCoercion: true });
}

const errorsOf = (s: ReturnType<typeof parseForm>) => s.reply().error ?? {};
const valueOf = (s: ReturnType<typeof parseForm>) => (s.status === "success" ? s.value.extraFieldValues : null);

const B13: [string, string][] = [
  ["financialYear", "2025"],
  ["budgettype", "Τακτικός Προϋπολογισμός"],
  ["entryNumber", "Α/318"],
  ["amountWithVAT.amount", "1.234,56"],
  ["amountWithVAT.currency", "EUR"],
  ["amountWithKae[0].sponsorAFMName.afm", "800189144"],
  ["amountWithKae[0].sponsorAFMName.name", "ΔΗΜΟΣ ΛΗΜΝΟΥ"],
  ["amountWithKae[0].kae", "02.00.6117"],
  ["amountWithKae[0].amountWithVAT", "1.234,56"],
  ["documentType", "ΠΡΑΞΗ"],
];

describe("field tree", () => {
  it("groups table fields under their LINE_COMPOSITE and keeps implicit objects as dotted paths", () => {
    const tree = buildFieldTree(seededDefs("Β.1.3"));
    const kae = tree.find((n) => n.path === "amountWithKae");
    expect(kae?.type === "group" && kae.table && kae.children.map((c) => c.path)).toEqual([
      "sponsorAFMName",
      "kae",
      "amountWithVAT",
      "kaeCreditRemainder",
      "kaeBudgetRemainder",
    ]);
    expect(tree.map((n) => n.path)).toContain("amountWithVAT.amount");
    const related = tree.find((n) => n.path === "relatedDecisions");
    expect(related?.type === "group" && related.children.map((c) => c.path)).toEqual(["relatedDecisionsADA"]);
  });
});

describe("dynamic fields schema over seeded definitions", () => {
  it("reads a complete Β.1.3 form into the API's shapes", () => {
    const s = parseForm("Β.1.3", B13);
    expect(errorsOf(s)).toEqual({});
    expect(valueOf(s)).toEqual({
      financialYear: 2025,
      budgettype: "Τακτικός Προϋπολογισμός",
      entryNumber: "Α/318",
      partialead: false,
      recalledExpenseDecision: false,
      amountWithVAT: { amount: 1234.56, currency: "EUR" },
      amountWithKae: [
        {
          sponsorAFMName: { afm: "800189144", name: "ΔΗΜΟΣ ΛΗΜΝΟΥ", afmType: "EL" },
          kae: "02.00.6117",
          amountWithVAT: 1234.56,
        },
      ],
      relatedDecisions: [],
      documentType: "ΠΡΑΞΗ",
    });
  });

  it("does not validate or keep a field whose condition is off (shownWhen)", () => {
    const s = parseForm("Β.1.3", [...B13, ["relatedPartialADA", "όχι ΑΔΑ"]]);
    expect(errorsOf(s)).toEqual({});
    expect(valueOf(s)).not.toHaveProperty("relatedPartialADA");
  });

  it("validates it once the condition is on", () => {
    const s = parseForm("Β.1.3", [...B13, ["partialead", "on"], ["relatedPartialADA", "όχι ΑΔΑ"]]);
    expect(errorsOf(s)).toEqual({ "extraFieldValues.relatedPartialADA": [MSG.invalidAda] });
  });

  it("a required table left blank reports its row's required fields; spare blank rows are dropped", () => {
    const blank = B13.filter(([k]) => !k.startsWith("amountWithKae")).concat([["amountWithKae[0].kae", ""]]);
    expect(errorsOf(parseForm("Β.1.3", blank))).toEqual({
      "extraFieldValues.amountWithKae[0].kae": [MSG.required],
      "extraFieldValues.amountWithKae[0].amountWithVAT": [MSG.required],
    });
    const spare = parseForm("Β.1.3", [
      ...B13,
      ["amountWithKae[1].kae", " "],
      ["amountWithKae[1].sponsorAFMName.afm", ""],
    ]);
    expect(errorsOf(spare)).toEqual({});
    expect((valueOf(spare)?.amountWithKae as unknown[]).length).toBe(1);
  });

  it("a required table with no rows at all is missing", () => {
    const none = B13.filter(([k]) => !k.startsWith("amountWithKae"));
    expect(errorsOf(parseForm("Β.1.3", none))).toEqual({ "extraFieldValues.amountWithKae": [MSG.required] });
  });

  it("reports errors inside rows under the row's name", () => {
    const bad = B13.map(([k, v]): [string, string] => [
      k,
      k === "amountWithKae[0].sponsorAFMName.afm" ? "987654321" : v,
    ]);
    expect(errorsOf(parseForm("Β.1.3", bad))).toEqual({
      "extraFieldValues.amountWithKae[0].sponsorAFMName": [MSG.invalidAfm],
    });
  });

  it("Β.2.2: the beneficiaries are required unless a reason to skip their AFM is given", () => {
    expect(errorsOf(parseForm("Β.2.2", []))).toEqual({ "extraFieldValues.sponsor": [MSG.required] });
    expect(errorsOf(parseForm("Β.2.2", [["skipVatReason", "SKIP_VAT_REASON_1"]]))).toEqual({});
    // A reason was chosen (a forged one), so the beneficiaries are not asked for; the reason is refused.
    expect(errorsOf(parseForm("Β.2.2", [["skipVatReason", "forged"]]))).toEqual({
      "extraFieldValues.skipVatReason": [TEXT.invalidOption],
    });
  });

  it("Β.6: the expiry date may not be before the signing date (date-after rule)", () => {
    const base: [string, string][] = [
      ["financialYear", "2025"],
      ["investAmount", "1000"],
      ["fek.aa", "12"],
      ["fek.issue", "fektype_A"],
      ["fek.issueyear", "2025"],
    ];
    expect(errorsOf(parseForm("Β.6", [...base, ["signDate", "10/05/2025"], ["signExpireDate", "09/05/2025"]]))).toEqual(
      {
        "extraFieldValues.signExpireDate": [TEXT.dateBefore("10/05/2025")],
      },
    );
    expect(errorsOf(parseForm("Β.6", [...base, ["signDate", "10/05/2025"], ["signExpireDate", "10/05/2025"]]))).toEqual(
      {},
    );
  });

  it("Δ.1: a required list of persons keeps its first entry so it can say what is wrong", () => {
    expect(
      errorsOf(
        parseForm("Δ.1", [
          ["person[0].afm", ""],
          ["person[0].name", ""],
        ]),
      ),
    ).toMatchObject({
      "extraFieldValues.person[0]": [MSG.required],
    });
    expect(errorsOf(parseForm("Δ.1", [["person[0].afm", "12345"]]))).toMatchObject({
      "extraFieldValues.person[0]": [MSG.invalidAfm],
    });
  });

  it.each(SEEDED_TYPES)("type %s: an empty form gets Greek messages only", (type) => {
    const schema = dynamicFieldsSchema(buildFieldTree(seededDefs(type)), {});
    const result = schema.safeParse({});
    const known = new Set<string>([MSG.required]);
    for (const issue of result.error?.issues ?? [])
      expect(known.has(issue.message), `${issue.path.join(".")}: ${issue.message}`).toBe(true);
  });
});

describe("labels for the error summary", () => {
  it("names fields inside rows with their table and row", async () => {
    const { labelForName } = await import("./field-tree");
    const tree = buildFieldTree(seededDefs("Β.1.3"));
    expect(labelForName(tree, "amountWithKae[1].kae")).toBe("Αριθμός ΚΑΕ/ΑΛΕ (Ποσό και ΚΑΕ/ΑΛΕ, γραμμή 2)");
    expect(labelForName(tree, "amountWithKae")).toBe("Ποσό και ΚΑΕ/ΑΛΕ");
    expect(labelForName(tree, "amountWithVAT.amount")).toBe("Συνολικό ποσό");
    expect(labelForName(tree, "amountWithKae[0].sponsorAFMName")).toBe("ΑΦΜ / Επωνυμία (Ποσό και ΚΑΕ/ΑΛΕ, γραμμή 1)");
    expect(labelForName(buildFieldTree(seededDefs("Δ.1")), "person[0]")).toBe(
      "ΑΦΜ / Επωνυμία προσώπου / προσώπων (γραμμή 1)",
    );
    expect(labelForName(tree, "nothing")).toBeNull();
  });
});

describe("conditions inside table rows (every nesting depth)", () => {
  const defs = [
    { uid: "parts", fieldPath: "parts", widget: "LINE_COMPOSITE", label: "Μέρη", required: false, arrayView: "table" },
    { uid: "other", fieldPath: "parts.other", widget: "CHECKBOX", label: "Άλλος φορέας", required: false },
    {
      uid: "name",
      fieldPath: "parts.name",
      widget: "TEXT",
      label: "Επωνυμία",
      required: true,
      shownWhen: "parts.other",
    },
    { uid: "from", fieldPath: "parts.from", widget: "DATE", label: "Από", required: false },
    {
      uid: "until",
      fieldPath: "parts.until",
      widget: "DATE",
      label: "Έως",
      required: false,
      dependsOn: "parts.from",
      updateAttr: "minDate",
      enabledOn: "parts.from",
    },
  ];
  const parse = (entries: [string, string][]) => {
    const schema = z.object({ extraFieldValues: dynamicFieldsSchema(buildFieldTree(defs)) });
    const fd = new FormData();
    for (const [k, v] of entries) fd.append(`extraFieldValues.${k}`, v);
    return parseWithZod(fd, { schema, disableAutoCoercion: true });
  };

  it("asks for a row's conditional field only in the rows whose condition holds", () => {
    const s = parse([
      ["parts[0].from", "01/02/2025"],
      ["parts[1].other", "on"],
    ]);
    expect(s.reply().error).toEqual({ "extraFieldValues.parts[1].name": [MSG.required] });
  });

  it("drops a row's field whose condition is off, and keeps it once on", () => {
    const off = parse([
      ["parts[0].from", "01/02/2025"],
      ["parts[0].name", "ΔΗΜΟΣ"],
    ]);
    expect(off.status === "success" ? off.value.extraFieldValues.parts : null).toEqual([
      { other: false, from: "2025-02-01" },
    ]);
    const on = parse([
      ["parts[0].other", "on"],
      ["parts[0].name", "ΔΗΜΟΣ"],
    ]);
    expect(on.status === "success" ? on.value.extraFieldValues.parts : null).toEqual([{ other: true, name: "ΔΗΜΟΣ" }]);
  });

  it("applies the date-after rule between fields of the same row, and ignores a disabled field (enabledOn)", () => {
    const before = parse([
      ["parts[0].from", "10/02/2025"],
      ["parts[0].until", "09/02/2025"],
    ]);
    expect(Object.keys(before.reply().error ?? {})).toEqual(["extraFieldValues.parts[0].until"]);
    const sameDay = parse([
      ["parts[0].from", "10/02/2025"],
      ["parts[0].until", "10/02/2025"],
    ]);
    expect(sameDay.status).toBe("success");
    // Without a start date the end date is disabled: not validated, not kept.
    const disabled = parse([
      ["parts[0].other", "on"],
      ["parts[0].name", "Χ"],
      ["parts[0].until", "όχι ημερομηνία"],
    ]);
    expect(disabled.status === "success" ? disabled.value.extraFieldValues.parts : null).toEqual([
      { other: true, name: "Χ" },
    ]);
  });
});
