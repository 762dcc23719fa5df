/**
 * What one exported decision holds (every format writes the same fields), and the columns the
 * tabular formats (CSV, workbook) show: Greek headers, and the kind of value each holds so the
 * workbook can type its cells.
 */
import { statusLabel } from "#shared/decision-status";

export interface ExportRow {
  ada: string;
  versionId: string;
  subject: string;
  protocolNumber: string;
  status: string;
  organizationUid: string;
  organizationLabel: string;
  decisionTypeUid: string;
  decisionTypeLabel: string;
  /** dd/MM/yyyy (diavgeia.md §1.7 export) and the ISO day. */
  issueDate: string;
  issueDateIso: string;
  /** First publication and latest version: epoch ms and dd/MM/yyyy HH:mm:ss (Athens). */
  publishTimestamp: number;
  publishDate: string;
  submissionTimestamp: number;
  submissionDate: string;
  amount: number | null;
  url: string;
  documentUrl: string;
}

/** text: a string cell; day: an ISO day; dateTime: dd/MM/yyyy HH:mm:ss (Athens); amount: euros. */
export type ColumnKind = "text" | "day" | "dateTime" | "amount";

export interface Column {
  header: string;
  kind: ColumnKind;
  /** Width in characters in the workbook. */
  width: number;
  value(row: ExportRow): string | number | null;
}

export const EXPORT_COLUMNS: readonly Column[] = [
  { header: "ΑΔΑ", kind: "text", width: 16, value: (r) => r.ada },
  { header: "Θέμα", kind: "text", width: 60, value: (r) => r.subject },
  { header: "Αριθμός πρωτοκόλλου", kind: "text", width: 18, value: (r) => r.protocolNumber },
  { header: "Κατάσταση", kind: "text", width: 14, value: (r) => statusLabel(r.status) },
  { header: "Φορέας", kind: "text", width: 40, value: (r) => r.organizationLabel },
  { header: "Κωδικός φορέα", kind: "text", width: 12, value: (r) => r.organizationUid },
  { header: "Είδος πράξης", kind: "text", width: 30, value: (r) => r.decisionTypeLabel },
  { header: "Κωδικός είδους", kind: "text", width: 12, value: (r) => r.decisionTypeUid },
  { header: "Ημερομηνία έκδοσης", kind: "day", width: 12, value: (r) => r.issueDateIso },
  { header: "Ημερομηνία ανάρτησης", kind: "dateTime", width: 19, value: (r) => r.publishDate },
  { header: "Τελευταία μεταβολή", kind: "dateTime", width: 19, value: (r) => r.submissionDate },
  { header: "Ποσό (€)", kind: "amount", width: 14, value: (r) => r.amount },
  { header: "Σύνδεσμος πράξης", kind: "text", width: 45, value: (r) => r.url },
  { header: "Έγγραφο", kind: "text", width: 45, value: (r) => r.documentUrl },
];
