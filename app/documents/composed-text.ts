/**
 * The text of the document the register composes for a version without an uploaded file
 * (./pdf.ts, docs/decisions/015), in the order the page shows it, without rendering a PDF: the
 * search index takes it as the document text of such a version (issue 10, docs/decisions/082),
 * which keeps the seed of a million decisions free of PDF work. Pure: no database, no pdfkit.
 */
import { formatDate } from "#shared/dates";
import type { DecisionPdfInput } from "./pdf";

export function composedDocumentText(input: DecisionPdfInput): string {
  const lines = [
    "ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ",
    input.organization,
    ...(input.units ?? []),
    input.ada ? `ΑΔΑ: ${input.ada}` : "",
    `Αρ. πρωτ.: ${input.protocolNumber}`,
    `Ημερομηνία έκδοσης: ${formatDate(input.issueDate) || input.issueDate}`,
    input.decisionType ? `Είδος πράξης: ${input.decisionType}` : "",
    `ΘΕΜΑ: ${input.subject}`,
    ...(input.details ?? []).map(({ label, value }) => `${label}: ${value}`),
    ...(input.lines ?? []),
    ...(input.signers ?? []),
    input.footnote ?? "",
  ];
  return lines.filter(Boolean).join("\n");
}
