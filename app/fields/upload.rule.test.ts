import { describe, expect, it } from "vitest";
import { MSG, TEXT } from "../messages";
import { readUpload, TooLargeFile, uploadSchema } from "./upload.rule";

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const pdf = (name = "apofasi.pdf", type = "application/pdf") => new File([pdfBytes], name, { type });

describe("upload rule (SPEC §5)", () => {
  it("accepts a PDF by name or by type, case-insensitively", async () => {
    expect((await readUpload(pdf("ΑΠΟΦΑΣΗ.PDF", ""))).ok).toBe(true);
    expect((await readUpload(pdf("scan", "application/PDF"))).ok).toBe(true);
    const read = await readUpload(pdf());
    expect(read.ok && read.value).toMatchObject({ name: "apofasi.pdf", size: pdfBytes.length });
  });

  it("refuses other types with the SPEC message naming the file", async () => {
    const file = new File(["hello"], "notes.docx", { type: "application/msword" });
    expect(await readUpload(file)).toEqual({ ok: false, message: MSG.invalidFileType("notes.docx") });
    expect(await readUpload(file, { extraMessage: "Επιτρέπονται μόνο αρχεία PDF." })).toEqual({
      ok: false,
      message: "Μη αποδεκτός τύπος αρχείου 'notes.docx' Επιτρέπονται μόνο αρχεία PDF.",
    });
  });

  it("refuses a file named .pdf that is not a PDF", async () => {
    const fake = new File(["<html>"], "fake.pdf", { type: "application/pdf" });
    expect(await readUpload(fake)).toEqual({ ok: false, message: TEXT.fileNotPdf });
  });

  it("refuses files over the limit, including ones the upload handler cut short", async () => {
    expect(await readUpload(pdf(), { maxBytes: 10 })).toEqual({ ok: false, message: TEXT.fileTooLarge(0) });
    expect(await readUpload(new TooLargeFile("big.pdf", "application/pdf", 21 * 1024 * 1024))).toEqual({
      ok: false,
      message: TEXT.fileTooLarge(20),
    });
  });

  it("accepts the JSON API's base64 shape", async () => {
    const contentBase64 = Buffer.from(pdfBytes).toString("base64");
    const read = await readUpload({ filename: "a.pdf", mimeType: "application/pdf", contentBase64 });
    expect(read.ok).toBe(true);
  });

  it("as a schema: a missing file is reported as such", async () => {
    const result = await uploadSchema().safeParseAsync(new File([], ""));
    expect(result.error?.issues[0].message).toBe(TEXT.fileMissing);
    expect((await uploadSchema().safeParseAsync(pdf())).success).toBe(true);
  });
});
