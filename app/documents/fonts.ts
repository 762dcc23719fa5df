/**
 * The fonts embedded in generated decision documents: DejaVu Sans, regular and bold, which cover
 * the whole Greek block (tonos, dialytika, final sigma) and Latin, under a free licence (Bitstream
 * Vera derivative, public-domain changes: node_modules/dejavu-fonts-ttf/LICENSE).
 *
 * Read from the installed `dejavu-fonts-ttf` package at run time rather than copied into the
 * repository: the package is a pinned dependency that carries its own licence, and the server
 * bundle keeps node_modules external, so the file is always where the resolver says.
 *
 * Parsed once per process. Given the file's bytes, pdfkit parses the font's tables again for
 * every document: about 90% of a document's cost (28 ms of 30 measured). pdfkit also accepts an
 * already parsed font (any object with `layout`, its PDFFontFactory's check), and parsing is all
 * it caches: each document still makes its own subset, and the bytes come out the same. pdfkit
 * does not export its font parser (fontkit, which is not our dependency), so the parsed font is
 * taken from a document that opened the file once; if a pdfkit upgrade moves it, the bytes are
 * used as before (slower, same output) and the test in pdf.test.ts says so.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/** What pdfkit's font() and registerFont() accept: a parsed font, or the file's bytes. */
export type FontSource = Buffer;

export interface DocumentFonts {
  regular: FontSource;
  bold: FontSource;
  /** Whether the fonts are kept parsed (the fast path). */
  parsed: boolean;
}

const resolve = createRequire(import.meta.url).resolve;
let loaded: DocumentFonts | null = null;

export function documentFonts(): DocumentFonts {
  if (!loaded) {
    const regular = parsedFont(fs.readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")));
    const bold = parsedFont(fs.readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")));
    loaded = { regular: regular.font, bold: bold.font, parsed: regular.parsed && bold.parsed };
  }
  return loaded;
}

/** The font files themselves (pdf-lib embeds from bytes: app/documents/stamp.ts). */
let files: { regular: Buffer; bold: Buffer } | null = null;
export function documentFontFiles(): { regular: Buffer; bold: Buffer } {
  files ??= {
    regular: fs.readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return files;
}

function parsedFont(bytes: Buffer): { font: FontSource; parsed: boolean } {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(bytes);
  const font = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return typeof font?.layout === "function"
    ? { font: font as unknown as FontSource, parsed: true }
    : { font: bytes, parsed: false };
}
