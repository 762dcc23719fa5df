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
  if (chunk.indexOf(0) === -1) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  let n = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] !== 0) out[n++] = chunk[i];
  return out.subarray(0, n);
}
