/**
 * The workbook export (wt=xls): an Office Open XML spreadsheet (.xlsx, ECMA-376) that Excel and
 * LibreOffice open, written as a stream through app/export/zip.ts. Sheet "Πράξεις" has a frozen
 * row of Greek headers and typed cells (days and times as dates, amounts as numbers with two
 * decimals, text as inline strings, so no shared-string table has to be held); sheet
 * "Αναζήτηση" states the search, the time of export, how many rows were written and whether the
 * worksheet's row limit cut the export short. It is written last, when those are known (the order
 * of parts in the package is free).
 *
 * Decision record 036: written here on the zip writer rather than with exceljs, which is not
 * installed; the ExportWriter boundary lets a library take its place.
 */
import { escapeXml } from "#app/http/xml";
import { memoCache } from "#shared/cache";
import { numberText } from "#shared/number-text";
import { formatDateTimeSeconds } from "#shared/dates";
import { type Column, EXPORT_COLUMNS, type ExportRow } from "./columns";
import { type ExportLead, type ExportWriter, utf8, withEncodedRows } from "./writer";
import { ZipWriter } from "./zip";

/** A worksheet holds 1,048,576 rows; the first is the header. */
export const XLSX_ROW_LIMIT = 1_048_575;

export const DATA_SHEET = "Πράξεις";
export const INFO_SHEET = "Αναζήτηση";

const STYLE = { header: 1, day: 2, dateTime: 3, amount: 4 } as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  "</Types>";

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  "</Relationships>";

const WORKBOOK =
  XML_HEAD +
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
  `<sheet name="${DATA_SHEET}" sheetId="1" r:id="rId1"/><sheet name="${INFO_SHEET}" sheetId="2" r:id="rId2"/>` +
  "</sheets></workbook>";

const WORKBOOK_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  "</Relationships>";

/** Styles by index (STYLE): 0 plain, 1 bold header, 2 day, 3 day and time, 4 #,##0.00. */
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";

/** Days from Excel's epoch (1899-12-30, the 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_OFFSET = 25569;
const DAY_MS = 86_400_000;

/** The serial number of an ISO day (YYYY-MM-DD), or null when it is not one. */
export function daySerial(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3]) / DAY_MS + EXCEL_EPOCH_OFFSET : null;
}

/** Serial numbers of ISO days already seen (NaN: not a day): a million rows hold a few thousand days. */
const daySerials = memoCache<string, number>({ max: 8192 });

function knownDaySerial(iso: string): number | null {
  const serial = daySerials.get(iso, () => daySerial(iso) ?? Number.NaN);
  return Number.isNaN(serial) ? null : serial;
}

/** The number of the two digits of `text` at `at`, or NaN when they are not digits. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const units = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : NaN;
}

/**
 * The serial number of a wall-clock time written dd/MM/yyyy HH:mm:ss, or null. Read by character
 * codes, not a regular expression: two a row, and the match arrays were a tenth of a row's cells.
 */
export function dateTimeSerial(text: string): number | null {
  if (text.length !== 19 || text[2] !== "/" || text[5] !== "/" || text[10] !== " ") return null;
  if (text[13] !== ":" || text[16] !== ":") return null;
  const utc = Date.UTC(
    twoDigits(text, 6) * 100 + twoDigits(text, 8),
    twoDigits(text, 3) - 1,
    twoDigits(text, 0),
    twoDigits(text, 11),
    twoDigits(text, 14),
    twoDigits(text, 17),
  );
  // A field that is not two digits is NaN, and so is the time.
  return Number.isNaN(utc) ? null : utc / DAY_MS + EXCEL_EPOCH_OFFSET;
}

const textCell = (value: string, style = 0) =>
  `<c t="inlineStr"${style ? ` s="${style}"` : ""}><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
// numberText, not `${value}`: a value of every row would churn V8's number-string cache (#shared/number-text).
const numberCell = (value: number, style: number) => `<c s="${style}"><v>${numberText(value)}</v></c>`;
const emptyCell = "<c/>";

function cell(column: Column, row: ExportRow): string {
  const value = column.value(row);
  if (value === null || value === "") return emptyCell;
  if (column.kind === "amount" && typeof value === "number")
    return numberCell(Math.round(value * 100) / 100, STYLE.amount);
  if (column.kind === "day") {
    const serial = knownDaySerial(String(value));
    return serial === null ? textCell(String(value)) : numberCell(serial, STYLE.day);
  }
  if (column.kind === "dateTime") {
    const serial = dateTimeSerial(String(value));
    return serial === null ? textCell(String(value)) : numberCell(serial, STYLE.dateTime);
  }
  return textCell(String(value));
}

/** One data row of the worksheet (row number `r`, 1 being the header). */
function rowXml(row: ExportRow, r: number): string {
  let xml = `<row r="${numberText(r)}">`;
  for (const column of EXPORT_COLUMNS) xml += cell(column, row);
  return `${xml}</row>`;
}

function sheetStart(frozenHeader: boolean, widths: number[]): string {
  const pane = frozenHeader
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    : "";
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("");
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}">${pane}<cols>${cols}</cols><sheetData>`;
}

const ORDER_LABELS: Record<ExportLead["order"], string> = {
  recent: "Νεότερες πρώτα",
  oldest: "Παλαιότερες πρώτα",
  relevance: "Κατά συνάφεια",
};

function infoSheet(info: ExportLead, rowCount: number, truncated: boolean, rowLimit: number): string {
  const q = info.query;
  const generated = Date.parse(info.generatedAt);
  const generatedText = formatDateTimeSeconds(generated);
  const lines: [string, string][] = [
    ["Κείμενο αναζήτησης", q.query ?? ""],
    ["Φίλτρα (fq)", q.fq.join(" · ")],
    ["Ταξινόμηση", q.sort],
    ["Σειρά γραμμών", ORDER_LABELS[info.order]],
    ["Πλήθος γραμμών", String(rowCount)],
    ["Όριο γραμμών φύλλου", String(rowLimit)],
    ["Πλήρης εξαγωγή", truncated ? "Όχι: το φύλλο έφτασε το όριο γραμμών" : "Ναι"],
    ["Σημείωση", info.note],
  ];
  const row = (r: number, cells: string) => `<row r="${r}">${cells}</row>`;
  const serial = dateTimeSerial(generatedText);
  const rows = [
    row(
      1,
      textCell("Χρόνος εξαγωγής", STYLE.header) +
        (serial === null ? textCell(generatedText) : numberCell(serial, STYLE.dateTime)),
    ),
    ...lines.map(([label, value], i) =>
      row(
        i + 2,
        textCell(label, STYLE.header) + (label === "Πλήθος γραμμών" ? numberCell(rowCount, 0) : textCell(value)),
      ),
    ),
  ];
  return `${sheetStart(false, [24, 80])}${rows.join("")}</sheetData></worksheet>`;
}

/** A new workbook writer (it holds the state of one file). */
/** `rowLimit` below the worksheet's own only for tests of what happens at the limit. */
export function xlsxWriter(options: { rowLimit?: number } = {}): ExportWriter {
  const rowLimit = options.rowLimit ?? XLSX_ROW_LIMIT;
  const zip = new ZipWriter();
  let info: ExportLead | null = null;
  return {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extension: "xlsx",
    rowLimit,
    lead(exportInfo) {
      info = exportInfo;
      const header = `<row r="1">${EXPORT_COLUMNS.map((c) => textCell(c.header, STYLE.header)).join("")}</row>`;
      return Buffer.concat([
        zip.file("[Content_Types].xml", utf8(CONTENT_TYPES)),
        zip.file("_rels/.rels", utf8(ROOT_RELS)),
        zip.file("xl/workbook.xml", utf8(WORKBOOK)),
        zip.file("xl/_rels/workbook.xml.rels", utf8(WORKBOOK_RELS)),
        zip.file("xl/styles.xml", utf8(STYLES)),
        zip.begin("xl/worksheets/sheet1.xml"),
        zip.write(
          utf8(
            sheetStart(
              true,
              EXPORT_COLUMNS.map((c) => c.width),
            ) + header,
          ),
        ),
      ]);
    },
    rows(rows, before) {
      // Row by row into one buffer (withEncodedRows): a batch joined into one string cost more than
      // the cells themselves (decision records 125 and 132).
      return withEncodedRows(
        rows,
        (row, i) => rowXml(row, before + i + 2),
        (bytes) => zip.write(bytes),
      );
    },
    end(summary) {
      if (!info) throw new Error("workbook not started");
      return Buffer.concat([
        zip.write(utf8("</sheetData></worksheet>")),
        zip.end(),
        zip.file("xl/worksheets/sheet2.xml", utf8(infoSheet(info, summary.rowCount, summary.truncated, rowLimit))),
        zip.finish(),
      ]);
    },
  };
}
