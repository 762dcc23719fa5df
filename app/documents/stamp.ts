/**
 * The publication stamp (docs/decisions/053): every page of a published decision's PDF carries
 * its ADA and the time it went public, as the real register's documents do, and a version that a
 * corrected copy (ορθή επανάληψη) replaced carries a second line saying so.
 *
 * The stamp is always drawn on the ORIGINAL uploaded (or composed) file, which stays stored as it
 * was: stamping the superseded note is a fresh stamp of the original with both lines, never a
 * stamp on a stamp. The text is DejaVu Sans (./fonts.ts), embedded as a subset with a ToUnicode
 * map by pdf-lib, so pdftotext and pdf.js give back the exact Greek; the subset is the same for
 * every stamp and made once per process (./stamp-font.ts).
 *
 * Pure: pdf-lib and its fontkit only; no database, no clock (times are inputs).
 */
import { PDFDocument, rgb, type PDFFont } from "pdf-lib";
import { formatDateTime } from "#shared/dates";
import { documentFontFiles } from "./fonts";
import { ADA_ALPHABET } from "../decisions/ada";
import { deflateLess, stampFontkit, storeNewContentPlain } from "./stamp-font";

export interface PublicationStamp {
  ada: string;
  /** When this version went public (epoch ms), shown in Athens time. */
  publishedAt: number;
  /** Set when a corrected copy replaced this version. */
  supersededBy?: { versionId: string; at: number } | null;
}

/** The stamp's lines, as they appear on every page (tests read them back from the text). */
export function stampLines(stamp: PublicationStamp): { main: string; superseded: string | null } {
  return {
    main: `ΑΔΑ: ${stamp.ada} · Αναρτήθηκε στο Μητρώο: ${formatDateTime(stamp.publishedAt)}`,
    superseded: stamp.supersededBy
      ? `Μη έγκυρη έκδοση: αντικαταστάθηκε με ορθή επανάληψη στις ${formatDateTime(stamp.supersededBy.at)} (έκδοση ${stamp.supersededBy.versionId})`
      : null,
  };
}

/**
 * Every character a stamp can be made of, each once, in code point order: the lines' own words
 * and date characters, the ADA's symbols, and the hex digits and dashes of a version id.
 */
export const STAMP_ALPHABET = [
  ...new Set(
    Object.values(stampLines({ ada: "", publishedAt: 0, supersededBy: { versionId: "", at: 0 } })).join("") +
      ADA_ALPHABET +
      "0123456789abcdef-",
  ),
]
  .sort()
  .join("");

const FONT_SIZE = 8;
const MARGIN = 14;
const INK = rgb(0.1, 0.1, 0.1);
const WARNING = rgb(0.6, 0, 0);

/** Loads a PDF and draws the stamp on each of its pages; the caller saves (or signs) it. */
export async function stampedDocument(original: Uint8Array, stamp: PublicationStamp): Promise<PDFDocument> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  pdf.registerFontkit(stampFontkit);
  deflateLess(pdf);
  const font = await pdf.embedFont(documentFontFiles().regular, { subset: true });
  // The whole alphabet first, in one order: every stamp gets the same subset, made once (./stamp-font.ts).
  font.encodeText(STAMP_ALPHABET);
  const lines = stampLines(stamp);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const { x: left, y: bottom } = page.getCropBox();
    drawFitted(page, lines.main, font, { x: left + MARGIN, y: bottom + height - MARGIN, width, color: INK });
    if (lines.superseded)
      drawFitted(page, lines.superseded, font, { x: left + MARGIN, y: bottom + MARGIN, width, color: WARNING });
  }
  // The pages are drawn: what the stamp added is stored undeflated (nothing draws on them later).
  storeNewContentPlain(pdf);
  return pdf;
}

/** One line at the stamp's size, made smaller on a narrow page so it never runs off the edge. */
function drawFitted(
  page: ReturnType<PDFDocument["getPages"]>[number],
  text: string,
  font: PDFFont,
  at: { x: number; y: number; width: number; color: ReturnType<typeof rgb> },
) {
  const room = at.width - 2 * MARGIN;
  const size = Math.min(FONT_SIZE, (FONT_SIZE * room) / font.widthOfTextAtSize(text, FONT_SIZE));
  page.drawText(text, { x: at.x, y: at.y - size, size, font, color: at.color });
}

/** Stamps and saves (an unsigned stamped copy: signing is ./sign.ts). */
export async function stampPdf(original: Uint8Array, stamp: PublicationStamp): Promise<Buffer> {
  const pdf = await stampedDocument(original, stamp);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
