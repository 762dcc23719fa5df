/**
 * CSV as RFC 4180 (comma, CRLF, fields quoted when they hold a comma, quote or line break, quotes
 * doubled), with a UTF-8 byte order mark first so that Excel reads Greek text as Greek.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** A whole small table, BOM included (for large ones, write csvLine by line to a stream). */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map(csvLine).join("");
}
