/**
 * /search/export over a real database: every format writes every match (well past the old
 * 10,000-row cap), in the search's order, and a bad search is refused before any byte.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFts5Engine } from "#search/fts5";
import type { SearchDocument, SearchQuery } from "#search/engine";
import { searchDocument } from "#search/testing/search-document";
import { createTestDatabase } from "#tests/support/test-db";
import type { JsonExportFile } from "../export/writer";
import { exportSearch, type ExportContext } from "./export.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const engine = createFts5Engine(testDb.db);
const context: ExportContext = { origin: "https://example.gr", engine, databaseFile: testDb.file };

const N = 12_345;
const T0 = Date.UTC(2024, 0, 1, 8);

const doc = (id: number): SearchDocument =>
  searchDocument(id, T0 + id * 60_000, {
    orgUid: id % 3 === 0 ? "6013" : "50256",
    orgLabel: id % 3 === 0 ? "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ" : "ΛΙΜΕΝΙΚΟ ΤΑΜΕΙΟ ΑΡΤΑΣ",
    subject: id === 7 ? 'Θέμα <με> "σύμβολα", & άλλα\nσε δύο γραμμές' : `Έγκριση δαπάνης καθαρισμού ${id}`,
    amount: id % 2 ? 1234.5 : null,
  });

beforeAll(() => {
  engine.clear();
  const docs = Array.from({ length: N }, (_, i) => doc(i + 1));
  for (let i = 0; i < docs.length; i += 2000) engine.indexMany(docs.slice(i, i + 2000));
});

async function run(query: string) {
  const outcome = await exportSearch(new URL(`http://x/search/export?${query}`), context);
  if (outcome.kind !== "ok") throw new Error(outcome.kind);
  return { outcome, bytes: Buffer.from(await new Response(outcome.stream).arrayBuffer()) };
}

describe("/search/export", () => {
  it("writes every match as JSON, newest first, past 10,000 rows, and says it is complete", async () => {
    const { bytes } = await run("wt=json&query=δαπάνης");
    const body = JSON.parse(bytes.toString("utf8")) as JsonExportFile;
    expect(body.decisionResultList).toHaveLength(N - 1); // decision 7 has another subject
    expect(body.rowCount).toBe(N - 1);
    expect(body.truncated).toBe(false);
    expect(body.info).toMatchObject({ limit: null, order: "recent", query: { query: "δαπάνης", sort: "recent" } });
    expect(body.info.note).toBe("Η εξαγωγή περιέχει όλες τις πράξεις της αναζήτησης.");
    expect(body.decisionResultList[0]).toMatchObject({
      ada: "ΑΔΑ12345-ΑΒΓ",
      issueDate: "01/01/2024",
      amount: 1234.5,
      url: "https://example.gr/decision/view/ΑΔΑ12345-ΑΒΓ".replace(/Α|Δ|Β|Γ/g, (c) => encodeURIComponent(c)),
    });
    expect(body.decisionResultList.at(-1)?.ada).toBe("ΑΔΑ00001-ΑΒΓ");
  });

  it("writes a filtered search oldest first as CSV with a BOM, one line per decision", async () => {
    const { bytes } = await run('wt=csv&sort=oldest&fq=organizationUid:"6013"');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8").slice(1);
    const lines = text.split("\r\n");
    expect(lines[0]).toMatch(/^ΑΔΑ,Θέμα,Αριθμός πρωτοκόλλου,/);
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(Math.floor(N / 3) + 2);
    expect(lines[1]).toMatch(/^ΑΔΑ00003-ΑΒΓ,Έγκριση δαπάνης καθαρισμού 3,3\/2024,/);
    expect(lines[1]).toContain(",01/01/2024,01/01/2024 10:03:00,");
  });

  it("writes XML valid against the published schema, escaping what XML needs", async () => {
    const { bytes } = await run("wt=xml&query=σύμβολα");
    const xml = bytes.toString("utf8");
    expect(xml).toContain("<subject>Θέμα &lt;με&gt; &quot;σύμβολα&quot;, &amp; άλλα\nσε δύο γραμμές</subject>");
    expect(xml).toContain("<rowCount>1</rowCount>");
    const file = path.join(os.tmpdir(), `export-${process.pid}.xml`);
    fs.writeFileSync(file, bytes);
    const lint = spawnSync("xmllint", ["--noout", "--schema", "public/schema/decisions-export.xsd", file], {
      encoding: "utf8",
    });
    fs.rmSync(file);
    expect(lint.error, "xmllint (Debian: libxml2-utils) must be installed").toBeUndefined();
    expect(lint.stderr).toContain("validates");
    expect(lint.status).toBe(0);
  });

  it("exports one page when page or size is given, as Diavgeia's export does", async () => {
    const { bytes } = await run("wt=json&page=2&size=100");
    const body = JSON.parse(bytes.toString("utf8")) as JsonExportFile;
    expect(body.decisionResultList).toHaveLength(100);
    expect(body.decisionResultList[0].ada).toBe(`ΑΔΑ${String(N - 200).padStart(5, "0")}-ΑΒΓ`);
    expect(body.info.note).toMatch(/μία σελίδα/);
  });

  it("writes a workbook that states its row limit", async () => {
    const { outcome, bytes } = await run("wt=xls&query=σύμβολα");
    expect(outcome.rowLimit).toBe(1_048_575);
    expect(outcome.filename).toMatch(/\.xlsx$/);
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  });

  it("at the workbook's row limit, stops there and says so in the file and in the header's figure", async () => {
    const limited: ExportContext = { ...context, xlsxRowLimit: 100 };
    const sheets = async (query: string) => {
      const outcome = await exportSearch(new URL(`http://x/search/export?${query}`), limited);
      if (outcome.kind !== "ok") throw new Error(outcome.kind);
      const file = path.join(os.tmpdir(), `export-limit-${process.pid}-${Date.now()}.xlsx`);
      fs.writeFileSync(file, Buffer.from(await new Response(outcome.stream).arrayBuffer()));
      const part = (name: string) => spawnSync("unzip", ["-p", file, name], { encoding: "utf8" }).stdout;
      const result = { outcome, data: part("xl/worksheets/sheet1.xml"), info: part("xl/worksheets/sheet2.xml") };
      fs.rmSync(file);
      return result;
    };
    const cut = await sheets("wt=xls");
    expect(cut.outcome.rowLimit).toBe(100); // the route's X-Export-Row-Limit
    expect(cut.data.match(/<row /g)).toHaveLength(101); // the header and 100 rows
    expect(cut.data).toContain(`ΑΔΑ${String(N).padStart(5, "0")}-ΑΒΓ`); // newest first
    expect(cut.data).not.toContain(`ΑΔΑ${String(N - 100).padStart(5, "0")}-ΑΒΓ`);
    // The "Αναζήτηση" sheet as label → value, as a spreadsheet shows it.
    const facts = (sheet: string) =>
      Object.fromEntries(
        [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) => {
          const cells = [...row[1].matchAll(/<t[^>]*>([^<]*)<\/t>|<v>([^<]*)<\/v>/g)].map((c) => c[1] ?? c[2]);
          return [cells[0], cells[1]];
        }),
      );
    expect(facts(cut.info)).toMatchObject({
      "Πλήθος γραμμών": "100",
      "Όριο γραμμών φύλλου": "100",
      "Πλήρης εξαγωγή": "Όχι: το φύλλο έφτασε το όριο γραμμών",
    });
    const whole = await sheets("wt=xls&query=σύμβολα");
    expect(whole.data.match(/<row /g)).toHaveLength(2);
    expect(facts(whole.info)).toMatchObject({ "Πλήθος γραμμών": "1", "Πλήρης εξαγωγή": "Ναι" });
  });

  it("writes a workbook LibreOffice reads back to the values of the JSON export of the same search", async () => {
    const search = 'query=δαπάνης&fq=organizationUid:"6013"';
    const json = JSON.parse((await run(`wt=json&${search}`)).bytes.toString("utf8")) as JsonExportFile;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "export-lo-"));
    try {
      fs.writeFileSync(path.join(dir, "export.xlsx"), (await run(`wt=xls&${search}`)).bytes);
      // Sheet 1, UTF-8, values as shown (dates and amounts in the cells' formats).
      const filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,1";
      const lo = spawnSync(
        "soffice",
        [
          `-env:UserInstallation=file://${dir}/profile`,
          "--headless",
          "--convert-to",
          filter,
          "--outdir",
          dir,
          `${dir}/export.xlsx`,
        ],
        { encoding: "utf8", timeout: 120_000 },
      );
      expect(lo.error, "LibreOffice (Debian: libreoffice-calc-nogui) must be installed").toBeUndefined();
      const csvFile = fs.readdirSync(dir).find((f) => f.endsWith(".csv"));
      expect(csvFile, lo.stderr).toBeDefined();
      const lines = fs.readFileSync(path.join(dir, csvFile!), "utf8").trim().split("\n");
      expect(lines[0]).toMatch(/^ΑΔΑ,Θέμα,/);
      const rows = lines.slice(1);
      expect(rows).toHaveLength(json.decisionResultList.length);
      expect(rows.length).toBeGreaterThan(4000);
      json.decisionResultList.forEach((r, i) => {
        const amount =
          r.amount === null ? "" : `"${Number(r.amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}"`;
        const expected = [r.ada, r.subject, r.protocolNumber, "Αναρτημένη", r.organizationLabel, r.organizationUid];
        expect(rows[i].startsWith(expected.join(",") + ","), rows[i]).toBe(true);
        expect(rows[i]).toContain(`,${r.issueDate},${r.publishDate},${r.submissionDate},${amount},${r.url},`);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses an unknown format and a bad filter before writing anything", async () => {
    for (const q of ["wt=pdf", "", "wt=json&fq=nonsense", "wt=csv&unknown=1"]) {
      const outcome = await exportSearch(new URL(`http://x/search/export?${q}`), context);
      expect(outcome.kind, q).toBe(q.startsWith("wt=json") || q.startsWith("wt=csv") ? "badQuery" : "badFormat");
    }
  });

  it("sends a text search's first bytes before counting it, and the count before the rows", async () => {
    const asked: number[] = [];
    const counting = {
      ...context,
      engine: { ...engine, search: (q: SearchQuery) => (asked.push(q.size ?? 0), engine.search(q)) },
    };
    const outcome = await exportSearch(new URL("http://x/search/export?wt=json&query=καθαρισμός"), counting);
    if (outcome.kind !== "ok") throw new Error(outcome.kind);
    const reader = outcome.stream.getReader();
    const lead = new TextDecoder().decode((await reader.read()).value);
    expect(lead).toBe('{"info":{"query":{"query":"καθαρισμός","fq":[],"sort":"recent","wt":"json"},');
    expect(asked).toEqual([]);
    const total = new TextDecoder().decode((await reader.read()).value);
    expect(total).toMatch(/^"total":\d+,"totalIsExact":true,/);
    expect(asked).toEqual([1]);
    await reader.cancel();
  });

  it("releases the scan's connection when the client goes away mid-file", async () => {
    const outcome = await exportSearch(new URL("http://x/search/export?wt=json"), context);
    if (outcome.kind !== "ok") throw new Error(outcome.kind);
    const reader = outcome.stream.getReader();
    await reader.read(); // the lead
    await reader.read(); // the search's total
    const batch = await reader.read();
    expect(batch.value!.length).toBeGreaterThan(1000);
    await reader.cancel();
    // The database can still be written and read: nothing holds it.
    engine.index(doc(N + 1));
    expect(engine.count({})).toBe(N + 1);
    engine.remove(N + 1);
  });
});
