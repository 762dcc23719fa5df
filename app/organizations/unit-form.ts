/**
 * The unit form (SPEC §3 Unit; reference/diavgeia.md: label, abbreviation, category from
 * ORG_UNIT_CATEGORY, parent, active from and until). Pure: the page shows the labels, the domain
 * validates with the schema. A period ends no earlier than it starts (the date-after rule).
 */
import { z } from "zod";
import { checkNotBefore } from "../fields/date-after.rule";
import { dateSchema, parseDate } from "../fields/date.rule";
import { ruleSchema } from "../fields/rule";
import { parseText, textSchema } from "../fields/text.rule";

export const UNIT_FIELDS = {
  label: { label: "Ονομασία", hint: null },
  abbreviation: { label: "Συντομογραφία", hint: null },
  categoryUid: { label: "Κατηγορία μονάδας", hint: null },
  parentUid: { label: "Ανήκει στη μονάδα", hint: null },
  activeFrom: { label: "Ενεργή από", hint: "ηη/μμ/εεεε" },
  activeUntil: { label: "Ενεργή έως", hint: "ηη/μμ/εεεε. Κενό για μονάδα που λειτουργεί." },
} as const;

export type UnitFieldName = keyof typeof UNIT_FIELDS;
export const UNIT_FIELD_ORDER = Object.keys(UNIT_FIELDS) as UnitFieldName[];

export const unitFormSchema = z
  .object({
    label: ruleSchema((value) => parseText(value, 300), { required: true }),
    abbreviation: textSchema(50),
    categoryUid: ruleSchema((value) => parseText(value, 100), { required: true }),
    parentUid: textSchema(100),
    activeFrom: ruleSchema(parseDate, { required: true }),
    activeUntil: dateSchema(),
  })
  .superRefine((value, ctx) => {
    if (value.activeFrom && value.activeUntil) {
      const message = checkNotBefore(value.activeUntil, value.activeFrom);
      if (message) ctx.addIssue({ code: "custom", path: ["activeUntil"], message });
    }
  });

export type UnitFormInput = z.output<typeof unitFormSchema>;
