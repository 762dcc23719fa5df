/**
 * The stamp's font work, done once per process instead of once per document (issue 15, decision
 * 126). Stamping a page with pdf-lib embeds DejaVu Sans as a subset of the glyphs drawn; per
 * document that was three repeated costs: fontkit parsing the font, fontkit writing the subset's
 * TrueType file, and pako deflating that file.
 *
 * - The parsed font is kept (fontkit parses ~700 KB of tables on every `create`).
 * - Every stamp first lays out the same alphabet (./stamp.ts `STAMP_ALPHABET`: the stamp's fixed
 *   words, the ADA's symbols, digits, the version id's hex), so a stamp made of those characters always
 *   yields the same subset, glyph for glyph and in the same order; the subset file written for a
 *   glyph list is kept and handed out again. A text with another glyph (a ligature, a character
 *   outside the alphabet) lengthens the list, which is then another key: the cache can miss,
 *   never give a wrong font.
 * - The deflated bytes of a kept subset file are kept with it (`deflateLess`), since pdf-lib
 *   deflates the font stream on every save; the stamp's own small streams are not deflated.
 * The subset carries a few dozen glyphs more than one stamp draws: about 5 KB more per document.
 */
import { Readable } from "node:stream";
import fontkit from "@pdf-lib/fontkit";
import { PDFContentStream, PDFName, PDFRawStream, type PDFContext, type PDFDocument } from "pdf-lib";

/** Subset files kept, by glyph list (one in practice; a bound in case texts vary). */
const MAX_SUBSETS = 32;
const subsetFiles = new Map<string, Uint8Array>();
/** The deflated bytes of a kept subset file (pdf-lib hands the file over as a copy: compared by content). */
const deflated = new WeakMap<Uint8Array, Uint8Array>();

interface FontkitSubset {
  glyphs: number[];
  encodeStream(): NodeJS.EventEmitter;
}
interface FontkitFont {
  createSubset(): FontkitSubset;
}

function read(stream: NodeJS.EventEmitter): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    stream.on("data", (part: Uint8Array) => parts.push(part));
    stream.on("end", () => resolve(Buffer.concat(parts)));
    stream.on("error", reject);
  });
}

/** A subset whose written file is the kept one when the same glyphs were written before. */
function keptSubset(subset: FontkitSubset): FontkitSubset {
  const encodeStream = subset.encodeStream.bind(subset);
  subset.encodeStream = () => {
    const key = subset.glyphs.join(",");
    const kept = subsetFiles.get(key);
    if (kept) return Readable.from([kept], { objectMode: true });
    const written = read(encodeStream()).then((bytes) => {
      if (subsetFiles.size >= MAX_SUBSETS) subsetFiles.delete(subsetFiles.keys().next().value!);
      subsetFiles.set(key, bytes);
      return bytes;
    });
    return Readable.from(
      (async function* () {
        yield await written;
      })(),
      { objectMode: true },
    );
  };
  return subset;
}

const parsedFonts = new Map<Uint8Array, FontkitFont>();

/** fontkit for pdf-lib's `registerFontkit`: each font parsed once, its subset files kept. */
export const stampFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(bytes);
    if (!font) {
      const parsed = fontkit.create(bytes, postscriptName) as unknown as FontkitFont;
      const createSubset = parsed.createSubset.bind(parsed);
      parsed.createSubset = () => keptSubset(createSubset());
      font = parsed;
      parsedFonts.set(bytes, font);
    }
    return font;
  },
} as unknown as typeof fontkit;

/**
 * Makes `pdf` deflate less (pako, in JavaScript, sets up ~200 KB of state for every stream, however
 * small): the font's subset file and its ToUnicode map, the same for every stamp, are deflated
 * once per process (pdf-lib deflated them on every save), and content streams made through the
 * context from now on (the signature's appearance) are stored as they are. Call
 * `storeNewContentPlain` once the pages are drawn for the streams pdf-lib makes itself.
 */
export function deflateLess(pdf: PDFDocument): void {
  const context: PDFContext = pdf.context;
  const flate = context.flateStream.bind(context);
  context.flateStream = (contents, dict = {}) => {
    const kept = keptDeflate(contents, () => flate(contents).getContents());
    return kept ? context.stream(kept, { ...dict, Filter: "FlateDecode" }) : flate(contents, dict);
  };
  context.contentStream = (operators, dict = {}) => PDFContentStream.of(context.obj(dict), operators, false);
}

/**
 * The content streams pdf-lib added to `pdf` (the stamp's few hundred bytes a page, the `q`/`Q`
 * around the original's content), stored as they are instead of deflated: deflating them cost
 * more time than the bytes it saved. The original's own streams are copied as they were.
 */
export function storeNewContentPlain(pdf: PDFDocument): void {
  const context = pdf.context;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    const dict = object.dict.clone(context);
    dict.delete(PDFName.of("Filter"));
    context.assign(ref, PDFRawStream.of(dict, object.getUnencodedContents()));
  }
}

/** Deflated ToUnicode maps, by their text (one per kept subset). */
const deflatedMaps = new Map<string, Uint8Array>();

/** The deflated bytes of a kept subset file or of a ToUnicode map, deflated now if not yet; null for anything else. */
function keptDeflate(contents: string | Uint8Array, deflate: () => Uint8Array): Uint8Array | null {
  if (typeof contents === "string") {
    if (!contents.includes("begincmap")) return null;
    let bytes = deflatedMaps.get(contents);
    if (!bytes) {
      if (deflatedMaps.size >= MAX_SUBSETS) deflatedMaps.delete(deflatedMaps.keys().next().value!);
      bytes = deflate();
      deflatedMaps.set(contents, bytes);
    }
    return bytes;
  }
  const kept = keptSubsetEqualTo(contents);
  if (!kept) return null;
  let bytes = deflated.get(kept);
  if (!bytes) {
    bytes = deflate();
    deflated.set(kept, bytes);
  }
  return bytes;
}

/** The kept subset file with these bytes (a memcmp of a few KB, against a deflate of them). */
function keptSubsetEqualTo(bytes: Uint8Array): Uint8Array | null {
  for (const kept of subsetFiles.values())
    if (kept.length === bytes.length && Buffer.compare(kept, bytes) === 0) return kept;
  return null;
}
