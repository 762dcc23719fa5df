/**
 * What the e-procurement service returns for one ΑΔΑΜ, and how it becomes the decision form's
 * values (the API's DecisionStoreRequest names: subject, protocolNumber, issueDate and
 * extraFieldValues). Only the extra fields the chosen type has are filled. Pure.
 */
import { z } from "zod";

const amount = z.number().finite().nonnegative();

/** The service's record (docs/decisions/060): unknown keys are ignored. */
export const EprocDocument = z.object({
  referenceNumber: z.string().optional(),
  title: z.string().trim().max(2000).optional(),
  protocolNumber: z.string().trim().max(200).optional(),
  issueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  totalCostWithVAT: amount.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  cpvs: z.array(z.string().trim().max(20)).max(100).optional(),
  contractors: z
    .array(z.object({ afm: z.string().trim().max(20), name: z.string().trim().max(300).optional() }))
    .max(100)
    .optional(),
});
export type EprocDocument = z.infer<typeof EprocDocument>;

export interface ImportedValues {
  subject?: string;
  protocolNumber?: string;
  /** YYYY-MM-DD (SPEC §9 API format). */
  issueDate?: string;
  extraFieldValues: Record<string, unknown>;
}

/**
 * The values for a decision of a type whose field paths are `fieldPaths` (top-level and nested,
 * e.g. "person", "awardAmount.amount"). Contractors become AFM persons of type EL.
 */
export function importedValues(doc: EprocDocument, fieldPaths: readonly string[]): ImportedValues {
  const has = (path: string) => fieldPaths.includes(path);
  const money =
    doc.totalCostWithVAT === undefined ? undefined : { amount: doc.totalCostWithVAT, currency: doc.currency ?? "EUR" };
  const persons = doc.contractors?.map((c) => ({ afm: c.afm, afmType: "EL", name: c.name ?? "" }));
  const extra: Record<string, unknown> = {};
  if (persons?.length && has("person")) extra.person = persons;
  if (money) {
    for (const field of ["awardAmount", "estimatedAmount", "amountWithVAT"]) {
      if (has(`${field}.amount`)) extra[field] = money;
    }
  }
  if (doc.cpvs?.length && has("cpv")) extra.cpv = doc.cpvs;
  if (has("sponsor") && (persons?.length || money)) {
    const first = doc.contractors?.[0];
    extra.sponsor = [
      {
        ...(first ? { sponsorAFMName: { afm: first.afm, afmType: "EL", name: first.name ?? "" } } : {}),
        ...(money ? { expenseAmount: money } : {}),
        ...(doc.cpvs?.[0] ? { cpv: doc.cpvs[0] } : {}),
      },
    ];
  }
  return {
    ...(doc.title ? { subject: doc.title } : {}),
    ...(doc.protocolNumber ? { protocolNumber: doc.protocolNumber } : {}),
    ...(doc.issueDate ? { issueDate: doc.issueDate } : {}),
    extraFieldValues: extra,
  };
}
