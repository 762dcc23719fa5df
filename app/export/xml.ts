/**
 * XML export, valid against the published schema public/schema/decisions-export.xsd (its
 * address is in the root element). Elements come in the schema's order; a missing amount is an
 * absent element, not an empty one.
 */
import { escapeXml, needsXmlEscape } from "#app/http/xml";
import type { ExportRow } from "./columns";
import { encodeRows, type ExportInfo, type ExportLead, type ExportWriter, utf8 } from "./writer";

/** Where the schema is served (public/schema/), relative to the portal's address. */
export const EXPORT_SCHEMA_PATH = "/schema/decisions-export.xsd";

const el = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(String(value))}</${name}>`;

/**
 * An element whose value has nothing to escape: one made here of digits and separators (a number,
 * a screen date), or a text tested first (needsXmlEscape).
 */
const plain = (name: string, value: string | number) => `<${name}>${value}</${name}>`;

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

export function decisionXml(row: ExportRow): string {
  // One test of the row's texts joined instead of one per element: almost no row has anything to
  // escape, and twelve scans a row were a tenth of its cost (decision record 132).
  const text = needsXmlEscape(
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
  )
    ? el
    : plain;
  return (
    "\n<decision>" +
    text("ada", row.ada) +
    text("versionId", row.versionId) +
    text("subject", row.subject) +
    text("protocolNumber", row.protocolNumber) +
    text("status", row.status) +
    text("organizationUid", row.organizationUid) +
    text("organizationLabel", row.organizationLabel) +
    text("decisionTypeUid", row.decisionTypeUid) +
    text("decisionTypeLabel", row.decisionTypeLabel) +
    plain("issueDate", row.issueDate) +
    text("issueDateIso", row.issueDateIso) +
    plain("publishTimestamp", row.publishTimestamp) +
    plain("publishDate", row.publishDate) +
    plain("submissionTimestamp", row.submissionTimestamp) +
    plain("submissionDate", row.submissionDate) +
    (row.amount === null ? "" : plain("amount", row.amount.toFixed(2))) +
    text("url", row.url) +
    text("documentUrl", row.documentUrl) +
    "</decision>"
  );
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
