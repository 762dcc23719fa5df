/**
 * JSON export: `{"info": …, "decisionResultList": [ … ], "rowCount": n, "truncated": false}`,
 * one decision per line so a line-oriented tool can follow the file as it arrives.
 */
import { encodeRows, type ExportWriter, utf8 } from "./writer";

export const jsonWriter: ExportWriter = {
  contentType: "application/json; charset=utf-8",
  extension: "json",
  rowLimit: null,
  // `{"info":` + JSON.stringify(info) with its first member (query) in the lead: the same text.
  lead: (info) => utf8(`{"info":{"query":${JSON.stringify(info.query)},`),
  total: ({ total, totalIsExact, limit, order, note, generatedAt }) =>
    utf8(`${JSON.stringify({ total, totalIsExact, limit, order, note, generatedAt }).slice(1)},"decisionResultList":[`),
  rows: (rows, before) => encodeRows(rows, (row, i) => (before + i === 0 ? "\n" : ",\n") + JSON.stringify(row)),
  end: (summary) => utf8(`\n],"rowCount":${summary.rowCount},"truncated":${summary.truncated}}\n`),
};
