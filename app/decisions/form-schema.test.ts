import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MSG, TEXT } from "../messages";
import type { FieldDef } from "../fields/types";
import { buildDecisionSchema, extraFieldName, type DecisionSchemaContext } from "./form-schema";

const fields: FieldDef[] = [
  { uid: "financialYear", fieldPath: "financialYear", widget: "YEAR", label: "Οικονομικό Έτος", required: true },
  {
    uid: "budgettype",
    fieldPath: "budgettype",
    widget: "COMBOBOX_SIMPLE",
    label: "Κατηγορία Προϋπολογισμού",
    required: true,
  },
  { uid: "amount", fieldPath: "amountWithVAT.amount", widget: "AMOUNT", label: "Συνολικό ποσό", required: true },
  { uid: "partialead", fieldPath: "partialead", widget: "CHECKBOX", label: "Μερική ανάληψη", required: true },
  {
    uid: "relatedPartialADA",
    fieldPath: "relatedPartialADA",
    widget: "DECISION_SEARCH_BOX",
    label: "Σχετικός ΑΔΑ",
    required: false,
  },
  // A definition that shadows a common field is ignored: the common rules apply.
  { uid: "subject", fieldPath: "subject", widget: "TEXT", label: "x", required: false },
];

const ctx = (over: Partial<DecisionSchemaContext> = {}): DecisionSchemaContext => ({
  decisionTypes: [{ value: "Β.1.3", label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ" }],
  organizations: [{ value: "6013", label: "ΔΗΜΟΣ" }],
  units: [
    { value: "u1", label: "Μονάδα 1" },
    { value: "u2", label: "Μονάδα 2" },
  ],
  signers: [{ value: "s1", label: "Υπογράφων" }],
  thematicCategories: [{ value: "20", label: "ΟΙΚΟΝΟΜΙΚΕΣ" }],
  fields,
  fieldOptions: { budgettype: [{ value: "Τακτικός Προϋπολογισμός", label: "Τακτικός Προϋπολογισμός" }] },
  today: "2025-04-17",
  ...over,
});

function form(entries: [string, string | Blob][]): FormData {
  const fd = new FormData();
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

const valid: [string, string][] = [
  ["decisionTypeId", "Β.1.3"],
  ["organizationId", "6013"],
  ["subject", "  ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια  "],
  ["protocolNumber", "72/2025"],
  ["issueDate", "17/04/2025"],
  ["unitIds", "u1"],
  ["unitIds", "u2"],
  ["signerIds", "s1"],
  ["thematicCategoryIds", "20"],
  [extraFieldName(fields[0]), "2025"],
  [extraFieldName(fields[1]), "Τακτικός Προϋπολογισμός"],
  ["extraFieldValues.amountWithVAT.amount", "1.234,56"],
  ["extraFieldValues.relatedPartialADA", ""],
  ["recipients", "a@example.org\nb@example.org"],
];

describe("decision schema on the HTML form (Conform)", () => {
  it("turns a valid form into the API's shape", () => {
    const submission = parseWithZod(form(valid), { schema: buildDecisionSchema(ctx()), disableAutoCoercion: true });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      decisionTypeId: "Β.1.3",
      organizationId: "6013",
      subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια",
      protocolNumber: "72/2025",
      issueDate: "2025-04-17",
      unitIds: ["u1", "u2"],
      signerIds: ["s1"],
      thematicCategoryIds: ["20"],
      extraFieldValues: {
        financialYear: 2025,
        budgettype: "Τακτικός Προϋπολογισμός",
        amountWithVAT: { amount: 1234.56 },
        partialead: false,
        relatedPartialADA: undefined,
      },
      privateData: false,
      recipients: ["a@example.org", "b@example.org"],
    });
  });

  it("reports each failing field under its form name with the SPEC messages", () => {
    const bad = form([
      ["decisionTypeId", "Β.1.3"],
      ["organizationId", "9999"],
      ["subject", "   "],
      ["issueDate", "18/04/2025"],
      ["unitIds", "u-other-org"],
      ["thematicCategoryIds", "20"],
      ["extraFieldValues.financialYear", "1800"],
      ["extraFieldValues.budgettype", "forged"],
      ["extraFieldValues.amountWithVAT.amount", "1,234.56"],
      ["extraFieldValues.relatedPartialADA", "ΟΧΙ-ΑΔΑ"],
      ["recipients", "nobody"],
    ]);
    const submission = parseWithZod(bad, { schema: buildDecisionSchema(ctx()), disableAutoCoercion: true });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors).toEqual({
      organizationId: [TEXT.invalidOrganization],
      subject: [MSG.required],
      protocolNumber: [MSG.required],
      issueDate: [TEXT.dateAfter("17/04/2025")],
      unitIds: [TEXT.invalidOption],
      signerIds: [MSG.required],
      "extraFieldValues.financialYear": [MSG.invalidYear],
      "extraFieldValues.budgettype": [TEXT.invalidOption],
      "extraFieldValues.amountWithVAT.amount": [TEXT.invalidAmount],
      "extraFieldValues.relatedPartialADA": [MSG.invalidAda],
      recipients: [`${TEXT.invalidEmail}: nobody`],
    });
  });

  it("refuses a subject over 2000 characters", () => {
    const long = valid.map(([k, v]) => [k, k === "subject" ? "α".repeat(2001) : v] as [string, string]);
    const submission = parseWithZod(form(long), { schema: buildDecisionSchema(ctx()), disableAutoCoercion: true });
    expect(submission.reply().error?.subject).toEqual([TEXT.tooLong(2000)]);
  });

  it("checks the PDF when asked to, asynchronously", async () => {
    const schema = buildDecisionSchema(ctx({ withDocument: true }));
    const pdf = new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "a.pdf", { type: "application/pdf" });
    const ok = await parseWithZod(form([...valid, ["decisionFile", pdf]]), {
      schema,
      async: true,
      disableAutoCoercion: true,
    });
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value.decisionFile?.name).toBe("a.pdf");
    const missing = await parseWithZod(form([...valid, ["decisionFile", new File([], "")]]), {
      schema,
      async: true,
      disableAutoCoercion: true,
    });
    expect(missing.reply().error?.decisionFile).toEqual([TEXT.fileMissing]);
  });
});

describe("the same schema on a JSON API request", () => {
  it("accepts typed values and ISO dates", async () => {
    const result = await buildDecisionSchema(ctx()).safeParseAsync({
      decisionTypeId: "Β.1.3",
      organizationId: "6013",
      subject: "Θέμα",
      protocolNumber: "1",
      issueDate: "2014-06-20T00:00:00.000Z",
      unitIds: ["u1"],
      signerIds: ["s1"],
      thematicCategoryIds: ["20"],
      extraFieldValues: {
        financialYear: 2014,
        budgettype: "Τακτικός Προϋπολογισμός",
        amountWithVAT: { amount: 99.9, currency: "EUR" },
        partialead: true,
        unknownKey: "dropped",
      },
      privateData: true,
      recipients: ["a@example.org"],
    });
    expect(result.success).toBe(true);
    expect(result.data?.issueDate).toBe("2014-06-20");
    expect(result.data?.extraFieldValues).toEqual({
      financialYear: 2014,
      budgettype: "Τακτικός Προϋπολογισμός",
      amountWithVAT: { amount: 99.9 },
      partialead: true,
      relatedPartialADA: undefined,
    });
  });

  it("reports missing nested objects as missing fields", async () => {
    const result = await buildDecisionSchema(ctx()).safeParseAsync({ decisionTypeId: "Β.1.3" });
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain("extraFieldValues.amountWithVAT.amount");
    expect(paths).toContain("extraFieldValues.financialYear");
  });
});
