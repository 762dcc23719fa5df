/**
 * The signer form (SPEC §3 Signer; reference/diavgeia.md: first and last name, active from and
 * until, whether they sign for the whole body, and the units they sign for, each in a position).
 * SPEC's signerType list is the register's two kinds: signing for the body, or for units
 * (docs/decisions/042). Pure: the page shows the labels, the domain validates with the schema.
 */
import { z } from "zod";
import { checkboxSchema } from "../fields/checkbox.rule";
import { checkNotBefore } from "../fields/date-after.rule";
import { dateSchema, parseDate } from "../fields/date.rule";
import { ruleSchema } from "../fields/rule";
import { parseText, textSchema } from "../fields/text.rule";

export const SIGNER_FIELDS = {
  lastName: { label: "Επώνυμο", hint: null },
  firstName: { label: "Όνομα", hint: null },
  hasOrganizationSignRights: { label: "Υπογράφει για λογαριασμό όλου του φορέα", hint: null },
  activeFrom: { label: "Ενεργός από", hint: "ηη/μμ/εεεε" },
  activeUntil: { label: "Ενεργός έως", hint: "ηη/μμ/εεεε. Κενό για υπογράφοντα σε ισχύ." },
  units: { label: "Μονάδες και θέσεις", hint: null },
} as const;

export const SIGNER_UNIT_FIELDS = { unitUid: "Μονάδα", positionUid: "Θέση" } as const;

export type SignerFieldName = keyof typeof SIGNER_FIELDS;
export const SIGNER_FIELD_ORDER = Object.keys(SIGNER_FIELDS) as SignerFieldName[];

/** SPEC §3 signerType: the kinds of signer, with their labels. */
export function signerTypes(signer: { hasOrganizationSignRights: boolean }): string[] {
  return signer.hasOrganizationSignRights ? ["Υπογράφων του φορέα"] : ["Υπογράφων μονάδας"];
}

const requiredText = (max: number) => ruleSchema((value) => parseText(value, max), { required: true });

export const signerFormSchema = z
  .object({
    lastName: requiredText(100),
    firstName: requiredText(100),
    hasOrganizationSignRights: checkboxSchema(),
    activeFrom: ruleSchema(parseDate, { required: true }),
    activeUntil: dateSchema(),
    units: z
      .array(z.object({ unitUid: requiredText(100), positionUid: textSchema(100) }))
      .max(50)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.activeUntil) {
      const message = checkNotBefore(value.activeUntil, value.activeFrom);
      if (message) ctx.addIssue({ code: "custom", path: ["activeUntil"], message });
    }
  });

export type SignerFormInput = z.output<typeof signerFormSchema>;
