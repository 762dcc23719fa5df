/**
 * The checks a decision's save runs after its schema (SPEC §5, §8), one module for the new-decision
 * form, the edit form, the JSON API's save and the OpenData write API's POST /decisions: related decisions that must exist
 * (./related-adas.server.ts, of the type and body the field asks for), signers who sign for the
 * chosen units (./signer-units.server.ts), the VAT check of every AFM in the extra fields
 * (app/vat/afm-findings.server.ts) and another decision of the body with the same protocol number
 * (./protocol-warnings.server.ts). An invalid AFM is an error on its field and nothing is saved;
 * a VAT service that cannot answer and a duplicate protocol number are warnings the user may
 * confirm (canBeIgnored), so a slow or absent service never blocks saving.
 */
import type { FieldDef } from "../fields/types";
import { afmFindings } from "../vat/afm-findings.server";
import { type IgnorableWarning, submissionWarnings } from "./protocol-warnings.server";
import { relatedAdaErrors } from "./related-adas.server";
import { signerUnitErrors } from "./signer-units.server";

export const AFM_SERVICE_UNAVAILABLE = "AFM_SERVICE_UNAVAILABLE";

export interface SaveCheckArgs {
  orgUid: string;
  protocolNumber: string;
  extraFieldValues: unknown;
  /** The user confirmed the warnings: only errors are left. */
  confirmed: boolean;
  /** When editing: the decision itself does not count as a duplicate. */
  decisionId?: number;
  /** The type's field definitions, to find the related-decision fields. */
  fields: readonly FieldDef[];
  /** The chosen units and signers: each signer must sign for one of the units. */
  unitIds?: readonly string[];
  signerIds?: readonly string[];
}

export interface SaveChecks {
  /** By field name (Conform's path, e.g. "extraFieldValues.contractors[0].afm"). */
  fieldErrors: Record<string, string[]>;
  warnings: IgnorableWarning[];
}

/**
 * The checks that only read the register (no outside service, no warning): related decisions of
 * the right type and body, signers of the chosen units. By field name; empty when all hold.
 */
function decisionRuleErrors(
  args: Pick<SaveCheckArgs, "orgUid" | "extraFieldValues" | "fields" | "unitIds" | "signerIds">,
): Record<string, string[]> {
  return {
    ...relatedAdaErrors(args.extraFieldValues, args.fields, args.orgUid),
    ...signerUnitErrors({ orgUid: args.orgUid, unitIds: args.unitIds ?? [], signerIds: args.signerIds ?? [] }),
  };
}

export async function saveChecks(args: SaveCheckArgs): Promise<SaveChecks> {
  const afm = await afmFindings(args.extraFieldValues);
  const fieldErrors = decisionRuleErrors(args);
  for (const e of afm.errors) (fieldErrors[e.path] ??= []).push(e.message);
  if (args.confirmed) return { fieldErrors, warnings: [] };
  const warnings: IgnorableWarning[] = [
    ...submissionWarnings({
      orgUid: args.orgUid,
      protocolNumber: args.protocolNumber,
      confirmed: false,
      exceptDecisionId: args.decisionId,
    }),
    ...afm.warnings.map((w) => ({
      errorCode: AFM_SERVICE_UNAVAILABLE,
      errorMessage: w.message,
      canBeIgnored: true as const,
    })),
  ];
  return { fieldErrors, warnings };
}

export const hasFieldErrors = (checks: SaveChecks) => Object.keys(checks.fieldErrors).length > 0;
