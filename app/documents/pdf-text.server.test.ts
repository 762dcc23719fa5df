import { describe, expect, it, vi } from "vitest";
import { composedDocumentText } from "./composed-text";
import { renderDecisionPdf, type DecisionPdfInput } from "./pdf";
import { cutAtWord, extractPdfText } from "./pdf-text.server";

const input: DecisionPdfInput = {
  ada: "Ψ11446ΜΓΨ7-ΠΚΛ",
  subject: "Έγκριση δαπάνης για τη μίσθωση ακινήτου στον Δήμο Ύδρας",
  organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
  issueDate: "2025-04-17",
  protocolNumber: "Ε2281",
  decisionType: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
  lines: ["Η επιτροπή αποφασίζει την προμήθεια αλατιού αποχιονισμού για τον χειμώνα."],
  signers: ["Χαρίκλεια Παπαδοπούλου"],
  createdAt: Date.parse("2025-04-17T09:00:00Z"),
};

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

describe("extractPdfText", () => {
  it("gives the Greek text of a generated decision PDF, the words of its composed text in order", async () => {
    const text = await extractPdfText(await renderDecisionPdf(input));
    expect(text).toContain("Έγκριση δαπάνης για τη μίσθωση ακινήτου στον Δήμο Ύδρας");
    expect(text).toContain("αλατιού αποχιονισμού");
    expect(text).toContain("Ψ11446ΜΓΨ7-ΠΚΛ");
    // The seed indexes the composed text instead of parsing its PDF: the same words.
    expect(flat(text)).toBe(flat(composedDocumentText(input)));
  });

  it("stops at the page and character bounds of a large PDF", async () => {
    const pages = Array.from({ length: 400 }, (_, i) => `Παράγραφος ${i + 1}: ${"κείμενο ".repeat(60)}`);
    const pdf = await renderDecisionPdf({ ...input, lines: pages });
    const started = Date.now();
    const text = await extractPdfText(pdf, { maxPages: 3, maxChars: 1_000_000, timeoutMs: 10_000 });
    expect(text).toContain("Παράγραφος 1:");
    expect(text).not.toContain("Παράγραφος 300:");
    const short = await extractPdfText(pdf, { maxPages: 100, maxChars: 500, timeoutMs: 10_000 });
    expect(short.length).toBeLessThanOrEqual(500);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("gives empty text, and says so in the log, for a file that is not a PDF or out of time", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await extractPdfText(new TextEncoder().encode("%PDF-1.7 nothing here"))).toBe("");
      const pdf = await renderDecisionPdf(input);
      expect(await extractPdfText(pdf, { maxPages: 10, maxChars: 10_000, timeoutMs: 0 })).toBe("");
      const logged = warn.mock.calls.map((call) => String(call[0]));
      expect(logged.some((line) => line.includes("Invalid PDF structure"))).toBe(true);
      expect(logged.some((line) => line.includes("no text after 0 ms"))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it("cuts long text at a word", () => {
    expect(cutAtWord("λέξη ".repeat(100), 52)).toBe("λέξη ".repeat(10).trim());
    expect(cutAtWord("αβγδεζηθι κλμ", 5)).toBe("αβγδε");
    expect(cutAtWord("σύντομο", 100)).toBe("σύντομο");
  });
});
