/**
 * The export format writers on their own: CSV quoting (RFC 4180) and BOM, XML escaping and schema
 * validity, and the workbook's package (read back with unzip and xmllint: typed cells, frozen
 * header, Greek headers, the sheet that states the search).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { escapeXml } from "#app/http/xml";
import type { ExportRow } from "./columns";
import { csvDocument, csvField, csvWriter } from "./csv";
import { jsonWriter } from "./json";
import type { SearchDocument } from "#search/engine";
import { formatDate } from "#shared/dates";
import { exportRow } from "./row";
import { encodeRows, type ExportInfo, type ExportWriter, type JsonExportFile } from "./writer";
import { XLSX_ROW_LIMIT, dateTimeSerial, daySerial, xlsxWriter } from "./xlsx";
import { decisionXml, xmlWriter } from "./xml";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-formats-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const row = (over: Partial<ExportRow> = {}): ExportRow => ({
  ada: "Ψ11446ΜΓΨ7-ΠΚΛ",
  versionId: "v1",
  subject: 'Έγκριση "δαπάνης", καθαρισμού\r\nακτών & <σχολείων>\u0007',
  protocolNumber: "72/2025 ΑΔΣ",
  status: "PENDING_REVOCATION",
  organizationUid: "6013",
  organizationLabel: "ΔΗΜΟΣ ΤΗΝΟΥ",
  decisionTypeUid: "Β.1.3",
  decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
  issueDate: "09/01/2025",
  issueDateIso: "2025-01-09",
  publishTimestamp: Date.UTC(2025, 0, 10, 7, 30),
  publishDate: "10/01/2025 09:30:00",
  submissionTimestamp: Date.UTC(2025, 0, 10, 7, 30),
  submissionDate: "10/01/2025 09:30:00",
  amount: 1234.567,
  url: "https://example.gr/decision/view/x?a=1&b=2",
  documentUrl: "https://example.gr/doc/x",
  ...over,
});

const info: ExportInfo = {
  query: { query: "καθαρισμός", fq: ['organizationUid:"6013"'], sort: "recent", wt: "x" },
  total: 2,
  totalIsExact: true,
  limit: null,
  order: "recent",
  note: "Η εξαγωγή περιέχει όλες τις πράξεις της αναζήτησης.",
  generatedAt: "2025-01-10T07:30:00.000Z",
};

function write(writer: ExportWriter, rows: ExportRow[]): Buffer {
  return Buffer.concat([
    writer.lead(info),
    writer.total?.(info) ?? new Uint8Array(0),
    writer.rows(rows.slice(0, 1), 0),
    writer.rows(rows.slice(1), 1),
    writer.end({ rowCount: rows.length, truncated: false }),
  ]);
}

function tool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  expect(result.error, `${command} must be installed (Debian: libxml2-utils, unzip)`).toBeUndefined();
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

describe("rows written row by row (encodeRows)", () => {
  it("gives the bytes of the joined text: 1-4 byte characters, rows past the first buffer, none", () => {
    const texts = [
      "ΑΔΑ Ψ11446ΜΓΨ7-ΠΚΛ, ascii, €, 𝄞 and 😀 (surrogate pairs)\r\n",
      "Έγκριση δαπάνης ".repeat(5000), // ~150 KB of UTF-8: more than the buffer starts with
      "",
      "\u0000\u2028\uFFFF end",
    ];
    const rows = Array.from({ length: 40 }, (_, i) => texts[i % texts.length]);
    const bytes = encodeRows(rows, (text, i) => `${i}:${text}`);
    expect(Buffer.compare(Buffer.from(bytes), Buffer.from(rows.map((text, i) => `${i}:${text}`).join("")))).toBe(0);
    expect(encodeRows([], String)).toHaveLength(0);
  });

  it("gives each batch bytes of its own: writing the next batch leaves the last one as it was", () => {
    const first = encodeRows(["α".repeat(300_000), "β"], String);
    const copy = Buffer.from(first);
    const second = encodeRows(["γ".repeat(900_000)], String); // grows the buffer the writer keeps
    encodeRows(["δ"], String);
    expect(Buffer.compare(Buffer.from(first), copy)).toBe(0);
    expect(Buffer.from(second).toString("utf8")).toBe("γ".repeat(900_000));
    expect(first.byteLength).toBe(first.buffer.byteLength); // exactly its size, nothing else's memory
  });
});

describe("one exported row (exportRow)", () => {
  it("gives each issue day's screen date, the same when the day repeats, and formatDate's answer for a bad day", () => {
    const doc = (issueDate: string) => ({ ada: "Α-1", issueDate, publishedAt: 0, updatedAt: 0 }) as SearchDocument;
    for (const day of ["2025-01-09", "2025-01-09", "2024-02-29", "2025-02-30", "not a day", "2025-01-09"]) {
      expect(exportRow(doc(day), "https://example.gr").issueDate).toBe(formatDate(day));
    }
    expect(exportRow(doc("2025-01-09"), "https://example.gr").issueDate).toBe("09/01/2025");
  });
});

describe("CSV (RFC 4180)", () => {
  it("quotes only fields that need it and doubles quotes", () => {
    expect(csvField("απλό")).toBe("απλό");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("γραμμή\nδεύτερη")).toBe('"γραμμή\nδεύτερη"');
    expect(csvField(null)).toBe("");
  });

  it("writes a small table whole: BOM, quoted fields, CRLF (the statistics downloads)", () => {
    expect(
      csvDocument([
        ["Φορέας", "Πλήθος"],
        ["Δήμος, Αθηναίων", 3],
      ]),
    ).toBe('\uFEFFΦορέας,Πλήθος\r\n"Δήμος, Αθηναίων",3\r\n');
  });

  it("starts with a BOM and a Greek header row, ends every record with CRLF, amounts with 2 decimals", () => {
    const text = write(csvWriter, [row(), row({ amount: null, subject: "Δεύτερη" })]).toString("utf8");
    expect(text.startsWith("\uFEFFΑΔΑ,Θέμα,")).toBe(true);
    const records = text.slice(1).split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(records).toHaveLength(4);
    expect(records[1]).toContain('"Έγκριση ""δαπάνης"", καθαρισμού\r\nακτών & <σχολείων>\u0007"');
    expect(records[1]).toContain(",72/2025 ΑΔΣ,Εν αναμονή ανάκλησης,ΔΗΜΟΣ ΤΗΝΟΥ,6013,");
    expect(records[1]).toContain(",09/01/2025,10/01/2025 09:30:00,10/01/2025 09:30:00,1234.57,");
    expect(records[2]).toContain(",10/01/2025 09:30:00,,https://");
  });
});

describe("JSON", () => {
  it("is one document with info, every row and the trailer", () => {
    const body = JSON.parse(write(jsonWriter, [row(), row({ ada: "Β" })]).toString("utf8")) as JsonExportFile;
    expect(body.info).toEqual(info);
    expect(body.decisionResultList.map((r) => r.ada)).toEqual(["Ψ11446ΜΓΨ7-ΠΚΛ", "Β"]);
    expect(body.decisionResultList[0].subject).toBe(row().subject);
    expect(body).toMatchObject({ rowCount: 2, truncated: false });
  });

  it("writes the header in two parts (lead, then the total) that make the header as one piece did", () => {
    const header = write(jsonWriter, []).toString("utf8");
    expect(header.startsWith(`{"info":${JSON.stringify(info)},"decisionResultList":[`)).toBe(true);
  });
});

describe("XML", () => {
  it("escapes markup, drops characters XML forbids, and validates against the published schema", () => {
    const file = path.join(dir, "export.xml");
    fs.writeFileSync(
      file,
      write(xmlWriter("https://example.gr/schema/decisions-export.xsd"), [row(), row({ amount: null })]),
    );
    const xml = fs.readFileSync(file, "utf8");
    expect(xml).toContain("<subject>Έγκριση &quot;δαπάνης&quot;, καθαρισμού\r\nακτών &amp; &lt;σχολείων&gt;</subject>");
    expect(xml).toContain("<amount>1234.57</amount>");
    expect(xml.match(/<amount>/g)).toHaveLength(1);
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="https://example.gr/schema/decisions-export.xsd"');
    expect(xml).toContain(
      "<info><query><query>καθαρισμός</query><fq>organizationUid:&quot;6013&quot;</fq><sort>recent</sort><wt>x</wt></query>" +
        "<total>2</total><totalIsExact>true</totalIsExact><order>recent</order>" +
        "<note>Η εξαγωγή περιέχει όλες τις πράξεις της αναζήτησης.</note><generatedAt>2025-01-10T07:30:00.000Z</generatedAt></info>\n<decisionResultList>",
    );
    tool("xmllint", ["--noout", "--schema", "public/schema/decisions-export.xsd", file]);
  });

  it("writes every field as its own element in the schema's order, texts escaped, numbers as written", () => {
    // The row as one element per field, made one by one: what the one-template writer must equal.
    const elements = (r: ExportRow) =>
      "\n<decision>" +
      (
        [
          ["ada", escapeXml(r.ada)],
          ["versionId", escapeXml(r.versionId)],
          ["subject", escapeXml(r.subject)],
          ["protocolNumber", escapeXml(r.protocolNumber)],
          ["status", escapeXml(r.status)],
          ["organizationUid", escapeXml(r.organizationUid)],
          ["organizationLabel", escapeXml(r.organizationLabel)],
          ["decisionTypeUid", escapeXml(r.decisionTypeUid)],
          ["decisionTypeLabel", escapeXml(r.decisionTypeLabel)],
          ["issueDate", r.issueDate],
          ["issueDateIso", escapeXml(r.issueDateIso)],
          ["publishTimestamp", String(r.publishTimestamp)],
          ["publishDate", r.publishDate],
          ["submissionTimestamp", String(r.submissionTimestamp)],
          ["submissionDate", r.submissionDate],
          ...(r.amount === null ? [] : [["amount", r.amount.toFixed(2)]]),
          ["url", escapeXml(r.url)],
          ["documentUrl", escapeXml(r.documentUrl)],
        ] as const
      )
        .map(([name, value]) => `<${name}>${value}</${name}>`)
        .join("") +
      "</decision>";
    const clean = row({
      subject: "Έγκριση δαπάνης",
      url: "https://example.gr/decision/view/x",
      submissionTimestamp: Date.UTC(2025, 1, 3, 8, 15, 42),
      submissionDate: "03/02/2025 10:15:42",
      amount: 0.5,
    });
    for (const r of [clean, row(), { ...clean, amount: null }, row({ amount: null })]) {
      expect(decisionXml(r)).toBe(elements(r));
    }
  });

  it("escapes a text element when it is the only one of its row with markup", () => {
    const texts = [
      "ada",
      "versionId",
      "subject",
      "protocolNumber",
      "status",
      "organizationUid",
      "organizationLabel",
      "decisionTypeUid",
      "decisionTypeLabel",
      "issueDateIso",
      "url",
      "documentUrl",
    ] as const;
    const clean = row({ subject: "Έγκριση δαπάνης", url: "https://example.gr/decision/view/x" });
    for (const name of texts) {
      const xml = decisionXml({ ...clean, [name]: "Α<Β>&'\"\u0007" });
      expect(xml).toContain(`<${name}>Α&lt;Β&gt;&amp;&apos;&quot;</${name}>`);
    }
  });
});

describe("workbook (xlsx)", () => {
  const file = path.join(dir, "export.xlsx");
  const part = (name: string) => tool("unzip", ["-p", file, name]);

  it("converts days and Athens times to spreadsheet serial numbers", () => {
    expect(daySerial("1900-03-01")).toBe(61);
    expect(daySerial("2025-01-09")).toBe(45666);
    expect(dateTimeSerial("10/01/2025 12:00:00")).toBe(45667.5);
    expect(daySerial("not a day")).toBeNull();
    expect(dateTimeSerial("31/12/2026 23:59:59")).toBeCloseTo(46387 + 86_399 / 86_400, 9);
    // Anything but two digits in a field, or another shape, is text (a text cell), not a time.
    for (const text of ["1a/01/2025 12:00:00", "10/01/2025 12:00", "10-01-2025 12:00:00", "10/01/2025 12:0x:00", ""]) {
      expect(dateTimeSerial(text)).toBeNull();
    }
  });

  it("is a zip package of well-formed parts with typed cells, a frozen Greek header and an info sheet", () => {
    fs.writeFileSync(file, write(xlsxWriter(), [row(), row({ amount: null, subject: "Δεύτερη" })]));
    expect(tool("unzip", ["-t", file])).toMatch(/No errors detected/);
    for (const name of [
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/workbook.xml",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
      "xl/worksheets/sheet2.xml",
    ]) {
      const out = path.join(dir, "part.xml");
      fs.writeFileSync(out, part(name.replace("[", "\\[").replace("]", "\\]")));
      tool("xmllint", ["--noout", out]);
    }
    const sheet = part("xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<t xml:space="preserve">Ημερομηνία έκδοσης</t>');
    const rows = sheet.match(/<row r="\d+">[\s\S]*?<\/row>/g)!;
    expect(rows).toHaveLength(3);
    // Issue day, publication and change times as dates; the amount a number with two decimals.
    expect(rows[1]).toContain('<c s="2"><v>45666</v></c><c s="3"><v>45667.39583333333</v></c>');
    expect(rows[1]).toContain('<c s="4"><v>1234.57</v></c>');
    expect(rows[2]).toContain("<c/>");
    expect(part("xl/styles.xml")).toContain('formatCode="dd/mm/yyyy"');
    const infoSheet = part("xl/worksheets/sheet2.xml");
    expect(infoSheet).toContain("Χρόνος εξαγωγής");
    expect(infoSheet).toContain("καθαρισμός");
    expect(infoSheet).toContain(String(XLSX_ROW_LIMIT));
    expect(part("xl/workbook.xml")).toContain('<sheet name="Αναζήτηση" sheetId="2" r:id="rId2"/>');
  });
});
