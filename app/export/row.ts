/**
 * One decision as every export and the bulk dump write it (app/export/columns.ts ExportRow): the
 * search projection's row with screen dates in Athens time and absolute links.
 */
import type { SearchDocument } from "#search/engine";
import { formatDate, formatDateTimeSeconds } from "#shared/dates";
import { paths } from "../paths";
import type { ExportRow } from "./columns";

export function exportRow(doc: SearchDocument, origin: string): ExportRow {
  return {
    ada: doc.ada,
    versionId: doc.versionId,
    subject: doc.subject,
    protocolNumber: doc.protocolNumber,
    status: doc.status,
    organizationUid: doc.orgUid,
    organizationLabel: doc.orgLabel,
    decisionTypeUid: doc.decisionTypeUid,
    decisionTypeLabel: doc.decisionTypeLabel,
    issueDate: formatDate(doc.issueDate),
    issueDateIso: doc.issueDate,
    publishTimestamp: doc.publishedAt,
    publishDate: formatDateTimeSeconds(doc.publishedAt),
    submissionTimestamp: doc.updatedAt,
    submissionDate: formatDateTimeSeconds(doc.updatedAt),
    amount: doc.amount,
    url: `${origin}${paths.decision(doc.ada)}`,
    documentUrl: `${origin}${paths.document(doc.ada)}`,
  };
}
