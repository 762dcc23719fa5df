/**
 * Attachments in the accepted types (issue 9): what a publisher uploading an annex sees. Files are
 * built as the real formats are (Office Open XML and OpenDocument as ZIP packages with their
 * marker entries, images by their signatures), so the check is exercised on real content.
 */
import { describe, expect, it } from "vitest";
import { ZipWriter } from "#app/export/zip";
import { TEXT } from "#app/messages";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { readAttachment } from "./attachment-check.server";

function zip(entries: [string, string][]): Uint8Array {
  const writer = new ZipWriter();
  const parts = entries.map(([name, text]) => writer.file(name, Buffer.from(text)));
  parts.push(writer.finish());
  return new Uint8Array(Buffer.concat(parts));
}

const docx = () =>
  zip([
    [
      "[Content_Types].xml",
      '<Types><Override ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ["word/document.xml", "<w:document/>"],
  ]);
const odt = () =>
  zip([
    ["mimetype", "application/vnd.oasis.opendocument.text"],
    ["content.xml", "<office:document-content/>"],
  ]);
const png = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

function file(name: string, bytes: Uint8Array, type = "") {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe("an attachment's type is what its name says and its content confirms", () => {
  it("accepts a Word, OpenDocument, image, PDF and UTF-8 CSV annex with its media type", async () => {
    const cases: [string, Uint8Array, string][] = [
      ["Πίνακας δικαιούχων.docx", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["Παράρτημα.odt", odt(), "application/vnd.oasis.opendocument.text"],
      ["Χάρτης.PNG", png(), "image/png"],
      ["Παράρτημα Α.pdf", new Uint8Array(tinyPdf("annex")), "application/pdf"],
      [
        "δικαιούχοι.csv",
        new TextEncoder().encode("ΑΦΜ;Επωνυμία\n090000045;Δήμος Αθηναίων\n"),
        "text/csv; charset=utf-8",
      ],
    ];
    for (const [name, bytes, mimeType] of cases) {
      const checked = await readAttachment(file(name, bytes));
      expect(checked, name).toMatchObject({ ok: true, value: { name, mimeType, size: bytes.length } });
    }
  });

  it("refuses a renamed file: an image called .docx, a bare ZIP called .xlsx, a broken PDF", async () => {
    expect(await readAttachment(file("Πίνακας.docx", png()))).toEqual({
      ok: false,
      message: TEXT.attachmentContentMismatch("Πίνακας.docx", "DOCX"),
    });
    expect(await readAttachment(file("Πίνακας.xlsx", zip([["a.txt", "x"]])))).toEqual({
      ok: false,
      message: TEXT.attachmentContentMismatch("Πίνακας.xlsx", "XLSX"),
    });
    const broken = new TextEncoder().encode("%PDF-1.7\nnot really a pdf");
    expect(await readAttachment(file("Παράρτημα.pdf", broken))).toEqual({ ok: false, message: TEXT.fileNotPdf });
  });

  it("refuses types that are not accepted, naming the accepted ones", async () => {
    const refused = await readAttachment(file("setup.exe", new Uint8Array([0x4d, 0x5a, 0x90, 0])));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.message).toContain("Μη αποδεκτός τύπος αρχείου 'setup.exe'");
    expect(refused.message).toContain("Αποδεκτοί τύποι: PDF, DOCX");
    const archive = await readAttachment(file("έγγραφα.zip", zip([["a.txt", "x"]])));
    expect(archive.ok).toBe(false);
  });

  it("refuses a text file that is not UTF-8 (Greek would reach citizens garbled)", async () => {
    // «Δήμος» in Windows-1253, as an old spreadsheet program saves it.
    const greek1253 = new Uint8Array([0xc4, 0xde, 0xec, 0xef, 0xf2]);
    expect(await readAttachment(file("λίστα.csv", greek1253))).toEqual({
      ok: false,
      message: TEXT.attachmentTextNotUtf8("λίστα.csv"),
    });
  });

  it("says which file is missing when none was chosen", async () => {
    expect(await readAttachment(undefined)).toEqual({ ok: false, message: TEXT.attachmentMissing });
  });
});
