/**
 * CSV export per RFC 4180: CRLF line ends, every field quoted when it holds a comma, a quote or a
 * line break (quotes doubled), a header row of the Greek column names, and a UTF-8 byte order
 * mark so Excel reads Greek. Amounts are written with a dot and two decimals; dates as dd/MM/yyyy.
 */
import { type Column, EXPORT_COLUMNS, type ExportRow } from "./columns";
import { encodeRows, type ExportWriter, utf8 } from "./writer";

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cell(column: Column, row: ExportRow): string {
  const value = column.value(row);
  if (column.kind === "amount" && typeof value === "number") return value.toFixed(2);
  if (column.kind === "day") return row.issueDate;
  return csvField(value);
}

/** The UTF-8 byte order mark that makes Excel read the file as UTF-8. */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8; header=present";

/** One record of already quoted fields, CRLF-terminated. */
const line = (fields: string[]) => fields.join(",") + "\r\n";

/** A whole small table (the statistics downloads), BOM first, each field quoted as it needs. */
export function csvDocument(rows: readonly (readonly (string | number | null)[])[]): string {
  return CSV_BOM + rows.map((row) => line(row.map(csvField))).join("");
}

export const csvWriter: ExportWriter = {
  contentType: CSV_CONTENT_TYPE,
  extension: "csv",
  rowLimit: null,
  lead: () => utf8(CSV_BOM + line(EXPORT_COLUMNS.map((c) => csvField(c.header)))),
  rows: (rows) => encodeRows(rows, (row) => line(EXPORT_COLUMNS.map((c) => cell(c, row)))),
  end: () => new Uint8Array(0),
};
