/**
 * One decision as every export and the bulk dump write it (app/export/columns.ts ExportRow): the
 * search projection's row with screen dates in Athens time and absolute links.
 */
import type { SearchDocument } from "#search/engine";
import { formatDate, formatDateTimeSeconds } from "#shared/dates";
import { paths } from "../paths";
import type { ExportRow } from "./columns";

/**
 * Screen dates of issue days already seen: a million rows hold a few thousand days, and checking
 * and formatting each day (formatDate) was ~1 µs of an export's ~10 µs a row (decision 125).
 */
const screenDays = new Map<string, string>();
const SCREEN_DAYS_MAX = 8192;

function screenDay(isoDay: string): string {
  let day = screenDays.get(isoDay);
  if (day === undefined) {
    if (screenDays.size >= SCREEN_DAYS_MAX) screenDays.clear();
    screenDays.set(isoDay, (day = formatDate(isoDay)));
  }
  return day;
}

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
    issueDate: screenDay(doc.issueDate),
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
