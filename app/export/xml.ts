/**
 * XML export, valid against the published schema public/schema/decisions-export.xsd (its
 * address is in the root element). Elements come in the schema's order; a missing amount is an
 * absent element, not an empty one.
 */
import { escapeXml } from "#app/http/xml";
import type { ExportRow } from "./columns";
import { encodeRows, type ExportInfo, type ExportLead, type ExportWriter, utf8 } from "./writer";

/** Where the schema is served (public/schema/), relative to the portal's address. */
export const EXPORT_SCHEMA_PATH = "/schema/decisions-export.xsd";

const el = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(String(value))}</${name}>`;

/** An element of a value made here of digits and separators (a number, a screen date): nothing to escape. */
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
  return (
    "\n<decision>" +
    el("ada", row.ada) +
    el("versionId", row.versionId) +
    el("subject", row.subject) +
    el("protocolNumber", row.protocolNumber) +
    el("status", row.status) +
    el("organizationUid", row.organizationUid) +
    el("organizationLabel", row.organizationLabel) +
    el("decisionTypeUid", row.decisionTypeUid) +
    el("decisionTypeLabel", row.decisionTypeLabel) +
    plain("issueDate", row.issueDate) +
    el("issueDateIso", row.issueDateIso) +
    plain("publishTimestamp", row.publishTimestamp) +
    plain("publishDate", row.publishDate) +
    plain("submissionTimestamp", row.submissionTimestamp) +
    plain("submissionDate", row.submissionDate) +
    (row.amount === null ? "" : plain("amount", row.amount.toFixed(2))) +
    el("url", row.url) +
    el("documentUrl", row.documentUrl) +
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
