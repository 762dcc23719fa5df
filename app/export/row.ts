/**
 * One decision as every export and the bulk dump write it (app/export/columns.ts ExportRow): the
 * search projection's row with screen dates in Athens time and absolute links.
 */
import type { SearchDocument } from "#search/engine";
import { memoCache } from "#shared/cache";
import { formatDate, formatDateTimeSeconds } from "#shared/dates";
import { paths } from "../paths";
import type { ExportRow } from "./columns";

/**
 * Screen dates of issue days already seen: a million rows hold a few thousand days, and checking
 * and formatting each day (formatDate) was ~1 µs of an export's ~10 µs a row (decision 125).
 */
const screenDays = memoCache<string, string>({ max: 8192 });

const screenDay = (isoDay: string): string => screenDays.get(isoDay, () => formatDate(isoDay));

export function exportRow(doc: SearchDocument, origin: string): ExportRow {
  const links = paths.decisionAndDocument(doc.ada);
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
    url: `${origin}${links.page}`,
    documentUrl: `${origin}${links.document}`,
  };
}
