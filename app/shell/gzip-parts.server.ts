/**
 * One gzip file made of parts compressed once and a short joiner that differs per answer (decision
 * 161: a kept page, whose CSP nonce is new in every answer).
 *
 * Each part is deflated as its own piece, ending on a sync flush, which byte-aligns it without
 * closing the stream; such pieces can be put side by side, with the joiner between them as a
 * stored (uncompressed) block, and closed by an empty final block (RFC 1951 §3.2.4). So that a
 * part still compresses against the text before it, as in one stream, it is deflated with that
 * text (its last 32 KB) as a preset dictionary, with NUL bytes where the joiners go: the parts hold
 * no NUL (pages are stripped of them), so no back-reference can point into a joiner, and the
 * distances hold as long as every joiner has the placeholder's length. The gzip wrapper (RFC 1952)
 * adds a header, and the CRC-32 and length of the whole text, computed per answer: CRC-32 runs at
 * gigabytes a second, compression at tens of megabytes.
 */
import zlib from "node:zlib";

/** The parts' deflate pieces, for joiners of one length. */
export interface DeflatedParts {
  parts: Buffer[];
  pieces: Buffer[];
  joinerLength: number;
}

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty stored block with BFINAL set: the end of the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most 65,535 bytes. */
const STORED_MAX = 0xffff;
/** deflate's window: a back-reference reaches at most this far. */
const WINDOW = 32 * 1024;

const lastWindow = (bytes: Buffer) => (bytes.length > WINDOW ? bytes.subarray(bytes.length - WINDOW) : bytes);

/**
 * The parts compressed once, at the best level (paid once per kept page, and slow links gain), for
 * joiners of `joinerLength` bytes. A part holding a NUL is deflated without the text before it.
 */
export function deflateParts(parts: Buffer[], joinerLength: number): DeflatedParts {
  if (joinerLength > STORED_MAX) throw new RangeError("a joiner longer than one stored block");
  const placeholder = Buffer.alloc(joinerLength, 0);
  let history: Buffer = Buffer.alloc(0);
  const pieces = parts.map((part, index) => {
    if (index > 0) history = lastWindow(Buffer.concat([history, placeholder]));
    const dictionary = history.length > 0 && !part.includes(0) ? { dictionary: history } : {};
    const piece = zlib.deflateRawSync(part, {
      level: zlib.constants.Z_BEST_COMPRESSION,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      ...dictionary,
    });
    history = lastWindow(Buffer.concat([history, part]));
    return piece;
  });
  return { parts, pieces, joinerLength };
}

/** A non-final stored block of `bytes` (byte-aligned, as every piece ends). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padding to the byte's end
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** The gzip file of the parts joined by `joiner`, which must have the length they were deflated for. */
export function gzipJoined({ parts, pieces, joinerLength }: DeflatedParts, joiner: Buffer): Buffer {
  if (joiner.length !== joinerLength) throw new RangeError(`a joiner of ${joinerLength} bytes was expected`);
  const joinerBlock = storedBlock(joiner);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  // Empty runs are skipped: for a buffer with no memory behind it (an empty one, once zlib has read
  // it) zlib's crc32 answers its initial value, 0, instead of the running value.
  const addCrc = (bytes: Buffer) => {
    if (bytes.length > 0) crc = zlib.crc32(bytes, crc);
  };
  parts.forEach((part, index) => {
    if (index > 0) {
      out.push(joinerBlock);
      addCrc(joiner);
      length += joiner.length;
    }
    out.push(pieces[index]);
    addCrc(part);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4); // ISIZE: the length modulo 2^32
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}
