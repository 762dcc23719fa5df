/**
 * XML export, valid against the published schema public/schema/decisions-export.xsd (its
 * address is in the root element). Elements come in the schema's order; a missing amount is an
 * absent element, not an empty one.
 */
import { escapeXml, needsXmlEscape } from "#app/http/xml";
import { numberText } from "#shared/number-text";
import type { ExportRow } from "./columns";
import { encodeRows, type ExportInfo, type ExportLead, type ExportWriter, utf8 } from "./writer";

/** Where the schema is served (public/schema/), relative to the portal's address. */
export const EXPORT_SCHEMA_PATH = "/schema/decisions-export.xsd";

const el = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(String(value))}</${name}>`;

/** The info element up to its echoed search (what the lead holds). */
function infoLeadXml(info: ExportLead): string {
  const q = info.query;
  const echo = [
    q.query ? el("query", q.query) : "",
    ...q.fq.map((fq) => el("fq", fq)),
    el("sort", q.sort),
    q.page !== undefined ? el("page", q.page) : "",
    q.size !== undefined ? el("size", q.size) : "",
    el("wt", q.wt),
  ].join("");
  return `<info><query>${echo}</query>`;
}

/** The rest of the info element, from the search's total on. */
function infoRestXml(info: ExportInfo): string {
  return (
    `${el("total", info.total)}${el("totalIsExact", info.totalIsExact)}` +
    (info.limit === null ? "" : el("limit", info.limit)) +
    `${el("order", info.order)}${el("note", info.note)}${el("generatedAt", info.generatedAt)}</info>`
  );
}

/** The row's text values, each escaped: for the rare row where one has something to escape. */
function escapedTexts(row: ExportRow): ExportRow {
  return {
    ...row,
    ada: escapeXml(row.ada),
    versionId: escapeXml(row.versionId),
    subject: escapeXml(row.subject),
    protocolNumber: escapeXml(row.protocolNumber),
    status: escapeXml(row.status),
    organizationUid: escapeXml(row.organizationUid),
    organizationLabel: escapeXml(row.organizationLabel),
    decisionTypeUid: escapeXml(row.decisionTypeUid),
    decisionTypeLabel: escapeXml(row.decisionTypeLabel),
    issueDateIso: escapeXml(row.issueDateIso),
    url: escapeXml(row.url),
    documentUrl: escapeXml(row.documentUrl),
  };
}

/**
 * One decision element from values ready to write, as one template: each tag is a piece of its
 * text, so a row is ~36 concatenations (a closing tag and the next opening one are one piece)
 * instead of the ~110 strings an element-by-element helper made (decision record 137). The screen
 * dates, timestamps and amount are made here of digits and separators: nothing to escape.
 */
const rowXml = (r: ExportRow): string =>
  `\n<decision><ada>${r.ada}</ada><versionId>${r.versionId}</versionId><subject>${r.subject}</subject>` +
  `<protocolNumber>${r.protocolNumber}</protocolNumber><status>${r.status}</status>` +
  `<organizationUid>${r.organizationUid}</organizationUid><organizationLabel>${r.organizationLabel}</organizationLabel>` +
  `<decisionTypeUid>${r.decisionTypeUid}</decisionTypeUid><decisionTypeLabel>${r.decisionTypeLabel}</decisionTypeLabel>` +
  `<issueDate>${r.issueDate}</issueDate><issueDateIso>${r.issueDateIso}</issueDateIso>` +
  `<publishTimestamp>${numberText(r.publishTimestamp)}</publishTimestamp><publishDate>${r.publishDate}</publishDate>` +
  `<submissionTimestamp>${numberText(r.submissionTimestamp)}</submissionTimestamp><submissionDate>${r.submissionDate}</submissionDate>` +
  (r.amount === null ? "" : `<amount>${r.amount.toFixed(2)}</amount>`) +
  `<url>${r.url}</url><documentUrl>${r.documentUrl}</documentUrl></decision>`;

export function decisionXml(row: ExportRow): string {
  // One test of the row's texts joined instead of one per element: almost no row has anything to
  // escape, and twelve scans a row were a tenth of its cost (decision record 132).
  const clean = !needsXmlEscape(
    row.ada +
      row.versionId +
      row.subject +
      row.protocolNumber +
      row.status +
      row.organizationUid +
      row.organizationLabel +
      row.decisionTypeUid +
      row.decisionTypeLabel +
      row.issueDateIso +
      row.url +
      row.documentUrl,
  );
  return rowXml(clean ? row : escapedTexts(row));
}

/** An XML writer whose root names the schema at `schemaUrl` (absolute). */
export function xmlWriter(schemaUrl: string): ExportWriter {
  return {
    contentType: "application/xml; charset=utf-8",
    extension: "xml",
    rowLimit: null,
    lead: (info) =>
      utf8(
        `<?xml version="1.0" encoding="UTF-8"?>\n<decisionsExport xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
          `xsi:noNamespaceSchemaLocation="${escapeXml(schemaUrl)}">\n${infoLeadXml(info)}`,
      ),
    total: (info) => utf8(`${infoRestXml(info)}\n<decisionResultList>`),
    rows: (rows) => encodeRows(rows, decisionXml),
    end: (summary) =>
      utf8(
        `\n</decisionResultList>\n${el("rowCount", summary.rowCount)}${el("truncated", summary.truncated)}\n</decisionsExport>\n`,
      ),
  };
}
