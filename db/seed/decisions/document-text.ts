/**
 * The body of a synthetic decision's PDF: the legal basis, the operative part and the signature.
 * Kept to a few short paragraphs because a million of them are rendered.
 */
import type { StaffMember } from "../reference/staff";

const MUNICIPAL_BASIS = "1. Τις διατάξεις του ν. 3852/2010 (ΦΕΚ Α΄ 87) και του ν. 4555/2018 (ΦΕΚ Α΄ 133).";
const STATE_BASIS = "1. Τις διατάξεις του ν. 4622/2019 (ΦΕΚ Α΄ 133) και του π.δ. 80/2016 (ΦΕΚ Α΄ 145).";
const FINANCE_BASIS = "2. Τις διατάξεις του ν. 4270/2014 (ΦΕΚ Α΄ 143) για τη δημοσιονομική διαχείριση.";

export function documentLines(decides: string, municipal: boolean, signer: StaffMember | undefined): string[] {
  return [
    "Έχοντας υπόψη:",
    municipal ? MUNICIPAL_BASIS : STATE_BASIS,
    FINANCE_BASIS,
    "ΑΠΟΦΑΣΙΖΟΥΜΕ",
    `${decides.charAt(0).toLocaleUpperCase("el")}${decides.slice(1)}.`,
    signer ? signer.position : "Με εξουσιοδότηση",
    signer ? signer.name : "",
  ];
}
