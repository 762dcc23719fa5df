/**
 * Removes NUL bytes from server-rendered HTML.
 *
 * Why: react-dom 18.3.1's renderToPipeableStream copies text into 2 KB buffers; when a
 * multi-byte UTF-8 character (every Greek letter) does not fit in the last byte of a buffer, it
 * flushes the whole buffer, unused zero byte included (react-dom-server.node writeStringChunk).
 * Browsers drop a NUL in body text but turn it into U+FFFD in attributes and scripts, which
 * corrupts the hydration data. HTML has no legitimate NUL, and 0x00 never occurs inside a UTF-8
 * multi-byte sequence, so dropping every 0x00 byte is exact.
 */
export function withoutNul(chunk: Buffer): Buffer {
  let nul = chunk.indexOf(0);
  if (nul === -1) return chunk;
  // The runs between NULs are copied whole (a NUL comes about once per 2 KB): a byte-by-byte loop
  // was 3 % of a search page's CPU.
  const out = Buffer.allocUnsafe(chunk.length);
  let written = 0;
  let from = 0;
  while (nul !== -1) {
    written += chunk.copy(out, written, from, nul);
    from = nul + 1;
    nul = chunk.indexOf(0, from);
  }
  written += chunk.copy(out, written, from);
  return out.subarray(0, written);
}
