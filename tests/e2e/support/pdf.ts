import { extractText, getDocumentProxy } from "unpdf";

export { tinyPdf } from "#tests/support/tiny-pdf";

/** The text a PDF shows, as pdf.js (unpdf) extracts it, with line breaks made single spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: true });
  return text.replace(/\s+/g, " ").trim();
}
