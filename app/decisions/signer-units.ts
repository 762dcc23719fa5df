/**
 * Signers follow the unit (issue 8): a decision's signers are those who sign for one of its chosen
 * units, or for the body itself. Pure, so the form applies it as it renders (on the server after
 * «Ενημέρωση φόρμας», in the browser as the unit changes) with the same answer the save check
 * (./signer-units.server.ts) gives.
 */
import type { Option } from "../fields/options.rule";

/** The units each signer signs for, by signer uid; "all" for one who signs for the body itself. */
export type SignerUnits = Readonly<Record<string, readonly string[] | "all">>;

/** Whether the signer signs for one of the units (any signer, when no unit is chosen yet). */
export function signsForUnits(signerUnits: SignerUnits, signer: string, unitIds: readonly string[]): boolean {
  if (unitIds.length === 0) return true;
  const units = signerUnits[signer];
  return units === "all" || (units ?? []).some((u) => unitIds.includes(u));
}

/** The signers offered for the chosen units, in their order. */
export function signersForUnits(
  signers: readonly Option[],
  signerUnits: SignerUnits | undefined,
  unitIds: readonly string[],
): Option[] {
  if (!signerUnits) return [...signers];
  return signers.filter((s) => signsForUnits(signerUnits, s.value, unitIds));
}
