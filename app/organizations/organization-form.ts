/**
 * The organisation form (SPEC §2 "Organisation form", §3 Organisation and Building): its fields,
 * their labels and the one schema that validates them. Pure, so the page renders the labels and
 * the domain validates with the same module. Each field uses the register's rule for its kind:
 * the VAT number the AFM rule (app/fields/afm.rule.ts), dates the date rule, the period the
 * date-after rule (valid until is not before valid from).
 */
import { z } from "zod";
import { parseAfm } from "../fields/afm.rule";
import { checkboxSchema } from "../fields/checkbox.rule";
import { checkNotBefore } from "../fields/date-after.rule";
import { dateSchema } from "../fields/date.rule";
import { isEmail } from "../fields/email-list.rule";
import { fail, ok, ruleSchema } from "../fields/rule";
import { parseText, textSchema } from "../fields/text.rule";
import { MSG, TEXT } from "../messages";

export const ORGANIZATION_FIELDS = {
  label: { label: "Επωνυμία", hint: null },
  latinName: {
    label: "Λατινικό όνομα",
    hint: "Μικρά λατινικά γράμματα, ψηφία και _ (π.χ. dimos_tinou). Μοναδικό: είναι η διεύθυνση της σελίδας του φορέα.",
  },
  abbreviation: { label: "Συντομογραφία", hint: null },
  categoryUid: { label: "Κατηγορία", hint: null },
  isActive: { label: "Ενεργός", hint: null },
  inEffect: { label: "Σε ισχύ", hint: null },
  operationEffectedFrom: { label: "Έναρξη λειτουργίας", hint: "ηη/μμ/εεεε" },
  validFrom: { label: "Ισχύει από", hint: "ηη/μμ/εεεε" },
  validUntil: { label: "Ισχύει έως", hint: "ηη/μμ/εεεε" },
  website: { label: "Ιστότοπος", hint: "π.χ. https://www.example.gov.gr" },
  emailContact: { label: "Ηλεκτρονικό ταχυδρομείο επικοινωνίας", hint: null },
  vatNumber: { label: "ΑΦΜ", hint: "9 ψηφία" },
  supervisorUid: {
    label: "Εποπτεύων φορέας",
    hint: "Ο κωδικός ή το λατινικό όνομα του εποπτεύοντος φορέα. Κενό για φορέα χωρίς εποπτεύοντα.",
  },
  mainBuilding: { label: "Κεντρικό κτίριο", hint: null },
  buildings: { label: "Κτίρια", hint: null },
} as const;

export const BUILDING_FIELDS = {
  description: "Περιγραφή",
  streetName: "Οδός",
  streetNumber: "Αριθμός",
  poBox: "Ταχυδρομικός κώδικας",
  city: "Πόλη",
} as const;

export type OrganizationFieldName = keyof typeof ORGANIZATION_FIELDS;
export const ORGANIZATION_FIELD_ORDER = Object.keys(ORGANIZATION_FIELDS) as OrganizationFieldName[];

export const LATIN_NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;

/** A text the form must have (typed as present, unlike textSchema's optional one). */
const requiredText = (max: number) => ruleSchema((value) => parseText(value, max), { required: true });

const latinNameSchema = ruleSchema(
  (value) => {
    const text = typeof value === "string" ? value.trim() : "";
    if ([...text].length > 100) return fail(TEXT.tooLong(100));
    return LATIN_NAME_PATTERN.test(text) ? ok(text) : fail(TEXT.invalidLatinName);
  },
  { required: true },
);

const websiteSchema = ruleSchema((value) => {
  const text = typeof value === "string" ? value.trim() : "";
  try {
    const url = new URL(text);
    if ((url.protocol === "https:" || url.protocol === "http:") && text.length <= 500) return ok(text);
  } catch {
    // not a URL: the message below
  }
  return fail(TEXT.invalidWebsite);
});

const emailSchema = ruleSchema((value) =>
  typeof value === "string" && isEmail(value.trim()) ? ok(value.trim()) : fail(TEXT.invalidEmail),
);

/** The organisation's VAT number: a bare Greek AFM, checked with the AFM rule. */
const vatNumberSchema = ruleSchema((value) => {
  const parsed = parseAfm(value);
  return parsed.ok && typeof parsed.value === "string" ? ok(parsed.value) : fail(MSG.invalidAfm);
});

/** A row key: ties the «Κεντρικό κτίριο» choice to its row when rows are added or removed. */
const rowKeySchema = z.string({ error: TEXT.badRequest }).regex(/^[0-9]{1,4}$/, { error: TEXT.badRequest });

const buildingSchema = z.object({
  key: rowKeySchema,
  description: requiredText(300),
  streetName: textSchema(200),
  streetNumber: textSchema(20),
  poBox: textSchema(10),
  city: textSchema(100),
});

export const organizationFormSchema = z
  .object({
    label: requiredText(300),
    latinName: latinNameSchema,
    abbreviation: textSchema(50),
    categoryUid: requiredText(100),
    isActive: checkboxSchema(),
    inEffect: checkboxSchema(),
    operationEffectedFrom: dateSchema(),
    validFrom: dateSchema(),
    validUntil: dateSchema(),
    website: websiteSchema,
    emailContact: emailSchema,
    vatNumber: vatNumberSchema,
    supervisorUid: textSchema(100),
    mainBuilding: z.string({ error: TEXT.badRequest }).max(4, { error: TEXT.badRequest }).optional(),
    buildings: z.array(buildingSchema).max(50, { error: TEXT.badRequest }).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.validFrom && value.validUntil) {
      const message = checkNotBefore(value.validUntil, value.validFrom);
      if (message) ctx.addIssue({ code: "custom", path: ["validUntil"], message });
    }
    const keys = value.buildings.map((b) => b.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: "custom", path: ["buildings"], message: TEXT.badRequest });
  });

export type OrganizationFormInput = z.output<typeof organizationFormSchema>;
export type BuildingRow = OrganizationFormInput["buildings"][number];

/**
 * SPEC §5 main building: choosing one clears the flag on the others. The form sends the chosen
 * row's key (a radio group, so a browser without JavaScript already allows only one); this turns
 * it into the stored flags, at most one of them set.
 */
export function withMainBuilding<T extends { key: string }>(
  rows: readonly T[],
  mainKey: string | undefined,
): (T & { mainBuilding: boolean })[] {
  return rows.map((row) => ({ ...row, mainBuilding: mainKey !== undefined && row.key === mainKey }));
}

/** The key for a new row: one past the largest in use, so keys stay unique as rows come and go. */
export function nextRowKey(rows: readonly { key?: unknown }[]): string {
  const used = rows.map((r) => Number(r.key)).filter((n) => Number.isInteger(n) && n >= 0);
  return String(used.length ? Math.max(...used) + 1 : 0);
}
