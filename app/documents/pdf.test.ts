import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { documentFonts } from "./fonts";
import { looksLikePdf, renderDecisionPdf, type DecisionPdfInput } from "./pdf";

const PDFTOTEXT = "/usr/bin/pdftotext";

/** Every hard case of Greek text: tonos, dialytika with and without tonos, final sigma, Δ, μ. */
const SUBJECT =
  "Έγκριση δαπάνης για τη μίσθωση ακινήτου στον Δήμο Ύδρας: προϋπολογισμός ΐ ΰ ΠΡΟΫΠΟΛΟΓΙΣΜΟΣ Ϊ, «Δ μ» 1.234,56 €";

const input: DecisionPdfInput = {
  ada: "Ψ11446ΜΓΨ7-ΠΚΛ",
  subject: SUBJECT,
  organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
  units: ["Διεύθυνση Οικονομικών Υπηρεσιών"],
  issueDate: "2025-04-17",
  protocolNumber: "Ε2281",
  decisionType: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
  details: [{ label: "Ποσό", value: "4.139,16\u00a0€" }],
  signers: ["Χαρίκλεια Παπαδοπούλου"],
  createdAt: Date.parse("2025-04-17T09:00:00Z"),
};

/** Text as a reader gets it, with line breaks and runs of spaces made single spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

async function unpdfText(pdf: Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: true });
  return flat(text);
}

function pdftotext(pdf: Buffer): string {
  return flat(execFileSync(PDFTOTEXT, ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8"));
}

describe("renderDecisionPdf", () => {
  it("gives back the exact Greek subject, ADA and organisation to pdf.js (unpdf) and to pdftotext", async () => {
    const pdf = await renderDecisionPdf(input);
    expect(looksLikePdf(pdf)).toBe(true);
    const texts = [await unpdfText(pdf)];
    if (fs.existsSync(PDFTOTEXT)) texts.push(pdftotext(pdf));
    for (const text of texts) {
      expect(text).toContain(`ΘΕΜΑ: ${SUBJECT}`);
      expect(text).toContain("ΑΔΑ: Ψ11446ΜΓΨ7-ΠΚΛ");
      expect(text).toContain("ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ");
      expect(text).toContain("Ημερομηνία έκδοσης: 17/04/2025");
      expect(text).toContain("Ποσό: 4.139,16 €");
      expect(text).toContain("Χαρίκλεια Παπαδοπούλου");
      // The old writer's Symbol font came back as U+2206 (increment) and U+00B5 (micro sign).
      expect(text).not.toMatch(/[\u2206\u00b5]/);
    }
  });

  it("keeps its fonts parsed between documents (else every document costs ten times more)", () => {
    expect(documentFonts().parsed).toBe(true);
  });

  it("embeds its font (DejaVu Sans), so it looks the same in every viewer", async () => {
    const pdf = (await renderDecisionPdf(input)).toString("latin1");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toContain("/FontFile2");
    expect(pdf).not.toContain("/BaseFont /Symbol");
    expect(pdf).not.toContain("/BaseFont /Helvetica");
  });

  it("leaves out the ADA line for a decision that is not published", async () => {
    const text = await unpdfText(await renderDecisionPdf({ ...input, ada: null }));
    expect(text).not.toContain("ΑΔΑ:");
    expect(text).toContain("Αρ. πρωτ.: Ε2281");
  });

  it("flows a long body onto further pages without losing text", async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Παράγραφος ${i + 1}: ${"κείμενο ".repeat(30)}τέλος.`);
    const pdf = await renderDecisionPdf({ ...input, lines });
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBeGreaterThan(1);
    const text = await unpdfText(pdf);
    expect(text).toContain("Παράγραφος 120: κείμενο");
  });

  it("gives the same bytes for the same input (a stored document's ETag never changes)", async () => {
    const a = await renderDecisionPdf(input);
    const b = await renderDecisionPdf(input);
    expect(a.equals(b)).toBe(true);
    const other = await renderDecisionPdf({ ...input, subject: `${SUBJECT} - Ορθή επανάληψη` });
    expect(other.equals(a)).toBe(false);
  });
});

describe("looksLikePdf", () => {
  it("accepts a PDF header and refuses anything else", () => {
    expect(looksLikePdf(Buffer.from("%PDF-1.7\n"))).toBe(true);
    expect(looksLikePdf(Buffer.from("<html>"))).toBe(false);
    expect(looksLikePdf(Buffer.alloc(0))).toBe(false);
  });
});
