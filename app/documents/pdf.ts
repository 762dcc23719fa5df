/**
 * A tiny, dependency-free PDF 1.4 writer for the one-page document of a decision.
 *
 * Why no library and no embedded font: the seed writes up to a million of these, so each must
 * cost microseconds and about a kilobyte. The standard-14 fonts need no embedding, and the
 * standard `Symbol` font carries the Greek alphabet at Latin byte positions (Adobe Symbol
 * encoding: A -> Α, G -> Γ, V -> ς, w -> ω ...). So Greek runs are written with /Symbol (accents
 * stripped: Symbol has no tonos) and everything else with /Helvetica in WinAnsiEncoding,
 * switching fonts inside a line. Every byte is < 256, so the document is built as a "binary"
 * (latin1) string whose length is its byte length, which keeps the xref offsets exact.
 *
 * The Info dictionary's title carries the ADA in real Unicode (UTF-16BE), for viewers and text
 * tools, since the page text itself is in the Symbol encoding. Every byte counts: at about 1.5 KB
 * two documents share a 4 KB database page; at 2 KB each needs one.
 */
import { startsWithPdfMagic } from "../fields/upload.rule";

export interface DecisionPdfInput {
  /** The ADA; null or empty for a decision that is not published yet. */
  ada?: string | null;
  subject: string;
  /** The issuing organisation's label. */
  organization: string;
  /** ISO YYYY-MM-DD (shown dd/MM/yyyy) or already formatted text. */
  issueDate: string;
  protocolNumber: string;
  /** Body text, one paragraph per entry (wrapped to the page width). */
  lines?: readonly string[];
}

// ---------------------------------------------------------------- character mapping

/** Adobe Symbol encoding of the Greek letters, in Unicode order from U+0391. */
const GREEK_UPPER = "ABGDEZHQIKLMNXOPR\0STUFCYW"; // Α..Ω (U+03A2 is unassigned)
const GREEK_LOWER = "abgdezhqiklmnxoprVstufcyw"; // α..ω, with ς (U+03C2) -> V

/**
 * The byte each code point below U+2200 is written as, precomputed once so the hot path is one
 * array read per character: the Symbol byte for a Greek letter (accents dropped), else the
 * WinAnsi byte, else "?" for what neither font can show.
 */
const TABLE_SIZE = 0x2200;
const SYMBOL_BYTE = new Uint8Array(TABLE_SIZE); // 0: not a Greek letter
const WIN_ANSI_BYTE = new Uint8Array(TABLE_SIZE).fill(0x3f); // "?"
/** 1 for characters both fonts have at the same byte: they never force a font switch. */
const NEUTRAL = new Uint8Array(TABLE_SIZE);
// Not the hyphen: Symbol draws 0x2D as a minus sign, and ADAs must show a real hyphen.
for (const ch of " 0123456789!#%&()+,./:;<=>?[]_{|}") NEUTRAL[ch.charCodeAt(0)] = 1;

function symbolOfBase(code: number): string | undefined {
  if (code >= 0x391 && code <= 0x3a9) {
    const ch = GREEK_UPPER[code - 0x391];
    return ch === "\0" ? undefined : ch;
  }
  if (code >= 0x3b1 && code <= 0x3c9) return GREEK_LOWER[code - 0x3b1];
  if (code === 0x3d1) return "J"; // ϑ
  if (code === 0x3d5) return "j"; // ϕ
  if (code === 0x3d6) return "v"; // ϖ
  if (code === 0x3d2) return "\xa1"; // ϒ
  return undefined;
}

/** WinAnsiEncoding bytes of the non-Latin-1 characters a Greek text may hold. */
const WIN_ANSI_EXTRA: Record<number, number> = {
  0x20ac: 0x80, // €
  0x2026: 0x85, // …
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95, // •
  0x2013: 0x96, // –
  0x2014: 0x97, // —
  0x0387: 0xb7, // Greek ano teleia -> middle dot
  0x037e: 0x3b, // Greek question mark -> ;
  0x02bc: 0x27,
  0x2010: 0x2d,
  0x2011: 0x2d,
  0x2212: 0x2d,
  0x00a0: 0x20,
  0x0009: 0x20,
};

for (let code = 0; code < TABLE_SIZE; code++) {
  if ((code >= 0x370 && code <= 0x3ff) || (code >= 0x1f00 && code <= 0x1fff)) {
    const sym = symbolOfBase(String.fromCharCode(code).normalize("NFD").charCodeAt(0));
    if (sym) SYMBOL_BYTE[code] = sym.charCodeAt(0);
  }
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff)) WIN_ANSI_BYTE[code] = code;
}
for (const [code, byte] of Object.entries(WIN_ANSI_EXTRA)) WIN_ANSI_BYTE[Number(code)] = byte;
// The Greek numeral sign (Α΄), and the spacing tonos typed for it, as Symbol's prime.
SYMBOL_BYTE[0x0374] = 0xa2;
SYMBOL_BYTE[0x0384] = 0xa2;

// ---------------------------------------------------------------- layout

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 60;

/** Rough glyph width in em: enough to wrap Helvetica/Symbol text inside the margins. */
function charWidth(code: number): number {
  if (code === 0x20) return 0.28;
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x391 && code <= 0x3a9)) return 0.7;
  if (code >= 0x30 && code <= 0x39) return 0.56;
  return 0.54;
}

/** Splits a paragraph into lines that fit `width` points at `size`, breaking at spaces. */
function wrap(text: string, size: number, width = TEXT_WIDTH): string[] {
  const max = width / size;
  const out: string[] = [];
  let lineStart = 0;
  let lastSpace = -1;
  let used = 0;
  let usedAtSpace = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    used += charWidth(code);
    if (code === 0x20) {
      lastSpace = i;
      usedAtSpace = used;
    }
    if (used > max) {
      if (lastSpace > lineStart) {
        out.push(text.slice(lineStart, lastSpace));
        lineStart = lastSpace + 1;
        used -= usedAtSpace;
      } else {
        out.push(text.slice(lineStart, i));
        lineStart = i;
        used = charWidth(code);
      }
      lastSpace = -1;
    }
  }
  out.push(text.slice(lineStart));
  return out;
}

/**
 * The content stream is written byte by byte into one reusable buffer: the seed renders a
 * million documents, and building them as strings cost several times more.
 */
class ContentWriter {
  buf = Buffer.allocUnsafe(1 << 16);
  pos = 0;
  private font = 0; // 1 = /F1 Helvetica, 2 = /F2 Symbol
  private size = 0;

  reset(): void {
    this.pos = 0;
    this.font = 0;
    this.size = 0;
  }

  private ensure(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + bytes));
    this.buf.copy(bigger, 0, 0, this.pos);
    this.buf = bigger;
  }

  /** ASCII operators (a plain loop: Buffer#write costs more than the copy for a few bytes). */
  op(text: string): void {
    this.ensure(text.length);
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** Shows one line, switching between Helvetica and Symbol at each Greek/non-Greek boundary. */
  showLine(text: string, size: number): void {
    this.ensure(text.length * 2 + 64);
    let runFont = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const sym = code < TABLE_SIZE ? SYMBOL_BYTE[code] : 0;
      // Neutral characters stay in the open run (Symbol if none: most text is Greek).
      const font = sym ? 2 : code < TABLE_SIZE && NEUTRAL[code] ? runFont || 2 : 1;
      if (font !== runFont) {
        if (runFont) this.op(") Tj ");
        if (font !== this.font || size !== this.size) {
          this.op(font === 2 ? `/F2 ${size} Tf ` : `/F1 ${size} Tf `);
          this.font = font;
          this.size = size;
        }
        this.op("(");
        runFont = font;
        this.ensure((text.length - i) * 2 + 64);
      }
      const byte = sym || (code < TABLE_SIZE ? WIN_ANSI_BYTE[code] : 0x3f);
      // PDF string delimiters and the escape character need a backslash.
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) this.buf[this.pos++] = 0x5c;
      this.buf[this.pos++] = byte;
    }
    if (runFont) this.op(") Tj");
    this.op("\n");
  }
}

const writer = new ContentWriter();

function displayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** A PDF text string (UTF-16BE with BOM) as a literal: two bytes a character, delimiters escaped. */
function textString(text: string): string {
  let out = "(\xfe\xff";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    for (const byte of [code >> 8, code & 0xff]) {
      // Parentheses and backslash need escaping; a raw CR or LF would be read as a line end.
      if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += "\\" + String.fromCharCode(byte);
      else if (byte === 0x0a) out += "\\n";
      else if (byte === 0x0d) out += "\\r";
      else out += String.fromCharCode(byte);
    }
  }
  return out + ")";
}

/** Lays the decision out on the page into `writer`; returns the content length in bytes. */
function writeContent(input: DecisionPdfInput): number {
  const blocks: [string, number, number][] = []; // text, font size, gap before (points)
  const add = (text: string, size: number, gap = 0) => {
    let first = true;
    for (const line of wrap(text, size)) {
      blocks.push([line, size, first ? gap : 0]);
      first = false;
    }
  };
  add("ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ", 11);
  add(input.organization, 11);
  if (input.ada) add(`ΑΔΑ: ${input.ada}`, 10, 14);
  add(`Αρ. πρωτ.: ${input.protocolNumber}`, 10, input.ada ? 0 : 14);
  add(`Ημερομηνία έκδοσης: ${displayDate(input.issueDate)}`, 10);
  add(`ΘΕΜΑ: ${input.subject}`, 11, 14);
  let gap = 12;
  for (const paragraph of input.lines ?? []) {
    add(paragraph, 10, gap);
    gap = 4;
  }

  writer.reset();
  writer.op(`BT\n${MARGIN} ${PAGE_HEIGHT - MARGIN} Td `);
  let y = PAGE_HEIGHT - MARGIN;
  let leading = 0;
  let first = true;
  for (const [text, size, before] of blocks) {
    const lead = first ? 0 : Math.round((before + size * 1.35) * 100) / 100;
    if (y - lead < BOTTOM) break; // one page: what does not fit is left out
    y -= lead;
    if (!first) {
      // T* moves down by the leading (TL): 3 bytes a line instead of a full Td.
      if (lead !== leading) writer.op(`${lead} TL `);
      writer.op("T* ");
      leading = lead;
    }
    first = false;
    writer.showLine(text, size);
  }
  writer.op("ET\n");
  return writer.pos;
}

// ---------------------------------------------------------------- document

const HEADER = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
/** Objects 1-5 never change: catalog, page tree, page, the two fonts. */
const FIXED_OBJECTS = [
  "<< /Type /Catalog /Pages 2 0 R /Lang (el-GR) >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
    "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  "<< /Type /Font /Subtype /Type1 /BaseFont /Symbol >>",
].map((body, i) => `${i + 1} 0 obj\n${body}\nendobj\n`);
const FIXED_PART = Buffer.from(HEADER + FIXED_OBJECTS.join(""), "latin1");
const FIXED_XREF = (() => {
  let offset = HEADER.length;
  let xref = "0000000000 65535 f \n";
  for (const obj of FIXED_OBJECTS) {
    xref += `${String(offset).padStart(10, "0")} 00000 n \n`;
    offset += obj.length;
  }
  return xref;
})();
const OBJECT_COUNT = 7;
const STREAM_END = "endstream\nendobj\n";

function xrefEntry(offset: number): string {
  return `${String(offset).padStart(10, "0")} 00000 n \n`;
}

/** A one-page A4 PDF showing the decision's heading, subject and body text. */
export function renderDecisionPdf(input: DecisionPdfInput): Buffer {
  const contentLength = writeContent(input);
  const title = textString(input.ada ? `ΑΔΑ: ${input.ada}` : `Αρ. πρωτ.: ${input.protocolNumber}`);

  const streamStart = `6 0 obj\n<< /Length ${contentLength} >>\nstream\n`;
  const obj7 = `7 0 obj\n<< /Title ${title} >>\nendobj\n`;
  const off6 = FIXED_PART.length;
  const off7 = off6 + streamStart.length + contentLength + STREAM_END.length;
  const xrefAt = off7 + obj7.length;
  const tail =
    STREAM_END +
    obj7 +
    `xref\n0 ${OBJECT_COUNT + 1}\n` +
    FIXED_XREF +
    xrefEntry(off6) +
    xrefEntry(off7) +
    `trailer\n<< /Size ${OBJECT_COUNT + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;

  // Every string above holds only characters below 256, so its length is its byte length.
  const out = Buffer.allocUnsafe(off6 + streamStart.length + contentLength + tail.length);
  FIXED_PART.copy(out, 0);
  let pos = off6 + out.write(streamStart, off6, "latin1");
  pos += writer.buf.copy(out, pos, 0, contentLength);
  out.write(tail, pos, "latin1");
  return out;
}

/** How a text is written on the page: Greek letters as their Symbol-font bytes (for tests and search). */
export function symbolEncoded(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const sym = code < TABLE_SIZE ? SYMBOL_BYTE[code] : 0;
    out += sym ? String.fromCharCode(sym) : text[i];
  }
  return out;
}

/** Whether a buffer starts like a PDF file. */
export const looksLikePdf = startsWithPdfMagic;
