/**
 * The text of a decision's PDF for the search index (issue 10, docs/decisions/082): pdf.js through
 * unpdf, page by page, within bounds, so a huge or hostile file cannot stall publishing. The
 * bounds are pages, characters and time; past the page or character bound the text read so far is
 * kept. A file that is not a readable PDF, or a reader that fails or runs out of time, gives empty
 * text and a log line:
 * the decision is published and indexed by its metadata as before.
 */
import { getResolvedPDFJS } from "unpdf";

export interface PdfTextLimits {
  /** Pages read, from the first. */
  maxPages: number;
  /** Characters kept (whitespace collapsed). */
  maxChars: number;
  /** Wall-clock time for the whole extraction, in ms. */
  timeoutMs: number;
}

/**
 * About 20 pages of dense text: a decision's operative part is at its start, and an index row
 * stays bounded (bench figures in docs/decisions/082).
 */
export const PDF_TEXT_LIMITS: PdfTextLimits = { maxPages: 30, maxChars: 60_000, timeoutMs: 5_000 };

class OutOfTime extends Error {}

/** The text of a PDF, whitespace collapsed; "" when there is none or it cannot be read in time. */
export async function extractPdfText(
  bytes: Uint8Array,
  limits: PdfTextLimits = PDF_TEXT_LIMITS,
  label = "PDF",
): Promise<string> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutOfTime()), limits.timeoutMs);
  });
  // pdf.js may take the buffer over (transfer): it gets a copy, the caller keeps its bytes.
  const reading = readPages(new Uint8Array(bytes), limits, started);
  try {
    return await Promise.race([reading, deadline]);
  } catch (error) {
    const why = error instanceof OutOfTime ? `no text after ${limits.timeoutMs} ms` : String(error);
    console.warn(`${label}: document text not extracted (${why}); indexed without it`);
    // The reader is left to finish or fail on its own; its result is dropped.
    reading.catch(() => undefined);
    return "";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The document, opened as unpdf's getDocumentProxy opens it but without its look-up of the
 * `pdfjs-dist` package on every call (import.meta.resolve, which walks node_modules and throws:
 * unpdf carries its own pdf.js and that package is not installed, so the call only ever fell back
 * to these options): about 4 % of a bulk publication's CPU in its profile (decision 126).
 */
async function openPdf(bytes: Uint8Array) {
  const { getDocument } = await getResolvedPDFJS();
  return getDocument({ data: bytes, useSystemFonts: true }).promise;
}

async function readPages(bytes: Uint8Array, limits: PdfTextLimits, started: number): Promise<string> {
  const pdf = await openPdf(bytes);
  try {
    const parts: string[] = [];
    let length = 0;
    const pages = Math.min(pdf.numPages, limits.maxPages);
    for (let n = 1; n <= pages && length < limits.maxChars; n++) {
      // Between pages the deadline may have passed: stop reading rather than keep the CPU busy.
      if (Date.now() - started >= limits.timeoutMs) throw new OutOfTime();
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("")
        .replace(/\s+/gu, " ")
        .trim();
      page.cleanup();
      if (text) {
        parts.push(text);
        length += text.length + 1;
      }
    }
    return cutAtWord(parts.join(" "), limits.maxChars);
  } finally {
    void pdf.loadingTask.destroy();
  }
}

/** At most `max` characters, cut at a word boundary when there is one near the end. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return space > max * 0.9 ? cut.slice(0, space) : cut;
}
