import { describe, expect, it } from "vitest";
import { looksLikePdf, renderDecisionPdf, symbolEncoded } from "./pdf";

const input = {
  ada: "Ψ11446ΜΓΨ7-ΠΚΛ",
  subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ΓΙΑ ΤΗΝ ΠΡΟΜΗΘΕΙΑ ΥΛΙΚΩΝ ΚΑΘΑΡΙΟΤΗΤΑΣ (Κ.Α. 02.20.6634)",
  organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
  issueDate: "2025-04-17",
  protocolNumber: "Ε2281",
  lines: [
    "Έχοντας υπόψη τις διατάξεις του ν. 4270/2014 και την ανάγκη προμήθειας υλικών, αποφασίζουμε την ανάληψη υποχρέωσης ποσού 4.139,16 € σε βάρος του προϋπολογισμού.",
    "Ο Δήμαρχος",
  ],
};

/** Reads the cross-reference table the way a PDF reader does and checks every offset. */
function checkStructure(pdf: Buffer) {
  const text = pdf.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.endsWith("%%EOF\n")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const entriesAt = startxref + `xref\n0 ${count}\n`.length;
  for (let n = 0; n < Number(count); n++) {
    const entry = text.slice(entriesAt + 20 * n, entriesAt + 20 * (n + 1));
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/); // each entry exactly 20 bytes
    if (n === 0) continue;
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
  }
  const trailer = text.slice(entriesAt + 20 * Number(count));
  expect(trailer).toMatch(new RegExp(`^trailer\\n<< /Size ${count} /Root 1 0 R`));
  // The stream's /Length is its real byte length.
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
  const begin = stream.index + stream[0].length;
  const end = text.indexOf("endstream", begin);
  expect(end - begin).toBe(Number(stream[1]));
  return text;
}

/** Decodes a literal PDF text string (UTF-16BE with BOM, backslash escapes). */
function decodeTextString(literal: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < literal.length; i++) {
    let ch = literal[i];
    if (ch === "\\") {
      ch = literal[++i];
      bytes.push(ch === "n" ? 0x0a : ch === "r" ? 0x0d : ch.charCodeAt(0));
    } else bytes.push(ch.charCodeAt(0));
  }
  expect(bytes.slice(0, 2)).toEqual([0xfe, 0xff]);
  return Buffer.from(bytes.slice(2)).swap16().toString("utf16le");
}

describe("renderDecisionPdf", () => {
  it("writes a PDF whose xref offsets, stream length and trailer are right", () => {
    const pdf = renderDecisionPdf(input);
    expect(looksLikePdf(pdf)).toBe(true);
    checkStructure(pdf);
  });

  it("shows the ADA, subject and organisation with the Symbol font for the Greek letters", () => {
    const text = renderDecisionPdf(input).toString("latin1");
    expect(text).toContain("/BaseFont /Symbol");
    expect(text).toContain("/BaseFont /Helvetica");
    // Ψ11446ΜΓΨ7-ΠΚΛ: Greek letters as Symbol bytes, digits the same bytes in both fonts (so they
    // stay in the Symbol run), the hyphen in Helvetica (Symbol's 0x2D is a minus sign).
    expect(symbolEncoded(input.ada)).toBe("Y11446MGY7-PKL");
    expect(text).toContain("/F2 10 Tf (ADA: Y11446MGY7) Tj /F1 10 Tf (-) Tj /F2 10 Tf (PKL) Tj");
    expect(text).toContain("(DHMOS AQHNAIWN) Tj");
  });

  it("records the ADA in Unicode as the document title", () => {
    const text = renderDecisionPdf(input).toString("latin1");
    const title = /\/Title \(((?:[^\\)]|\\.)*)\) >>/s.exec(text)![1];
    expect(decodeTextString(title)).toBe(`ΑΔΑ: ${input.ada}`);
    const unpublished = renderDecisionPdf({ ...input, ada: null, protocolNumber: "72/2025 (ΑΔΣ)" }).toString("latin1");
    expect(decodeTextString(/\/Title \(((?:[^\\)]|\\.)*)\) >>/s.exec(unpublished)![1])).toBe(
      "Αρ. πρωτ.: 72/2025 (ΑΔΣ)",
    );
  });

  it("strips accents, maps final sigma and escapes PDF delimiters", () => {
    const text = renderDecisionPdf({ ...input, subject: "Έγκριση δαπάνης (ποσού 10 €) για τους Δήμους" }).toString(
      "latin1",
    );
    expect(text).toContain(
      "(QEMA: Egkrish dapanhV \\(posou 10 ) Tj /F1 11 Tf (\x80\\) ) Tj /F2 11 Tf (gia touV DhmouV) Tj",
    );
  });

  it("switches to Helvetica only for what Symbol lacks: Latin letters, €, quotes", () => {
    const text = renderDecisionPdf({ ...input, lines: ["Προμήθεια PC «Dell» 1.234,56 € Α΄ 87"] }).toString("latin1");
    expect(text).toContain("(Promhqeia ) Tj /F1 10 Tf (PC \xabDell\xbb 1.234,56 \x80 ) Tj /F2 10 Tf (A\xa2 87) Tj");
  });

  it("keeps a very long body on one page and stays structurally valid", () => {
    const lines = Array.from({ length: 200 }, (_, i) => `Παράγραφος ${i + 1}: ${"κείμενο ".repeat(30)}`);
    const pdf = renderDecisionPdf({ ...input, lines });
    checkStructure(pdf);
    expect(pdf.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it("omits the ADA line for an unpublished decision", () => {
    const text = checkStructure(renderDecisionPdf({ ...input, ada: null }));
    expect(text).not.toContain("(ADA:");
    expect(text).not.toContain("MGY");
  });

  it("is deterministic and small enough for two to share a 4 KB database page", () => {
    const a = renderDecisionPdf(input);
    expect(a.equals(renderDecisionPdf(input))).toBe(true);
    expect(a.length).toBeLessThan(1900);
  });
});

describe("looksLikePdf", () => {
  it("accepts a PDF header and refuses anything else", () => {
    expect(looksLikePdf(Buffer.from("%PDF-1.7\n"))).toBe(true);
    expect(looksLikePdf(Buffer.from("<html>"))).toBe(false);
    expect(looksLikePdf(Buffer.alloc(0))).toBe(false);
  });
});
