/**
 * The body of a synthetic decision's PDF: the legal basis, the operative part and the signature.
 * Kept to a few short paragraphs because a million of them are rendered.
 */
import type { StaffMember } from "../reference/staff";

// One line of legal basis: at a million documents every byte of a PDF is a megabyte.
const MUNICIPAL_BASIS = "Έχοντας υπόψη τους ν. 3852/2010, 4555/2018 και 4270/2014:";
const STATE_BASIS = "Έχοντας υπόψη τους ν. 4622/2019, 4270/2014 και το π.δ. 80/2016:";

export function documentLines(decides: string, municipal: boolean, signer: StaffMember | undefined): string[] {
  return [
    municipal ? MUNICIPAL_BASIS : STATE_BASIS,
    "ΑΠΟΦΑΣΙΖΟΥΜΕ",
    `${decides.charAt(0).toLocaleUpperCase("el")}${decides.slice(1)}.`,
    signer ? signer.position : "Με εξουσιοδότηση",
    signer ? signer.name : "",
  ];
}
