import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, gzipJoined } from "./gzip-parts.server";

const page = (n: number, from = 0) =>
  Buffer.from(
    Array.from({ length: n }, (_, i) => `<p class="row">Απόφαση ${from + i}: έγκριση δαπάνης ${i % 7}</p>`).join("\n"),
  );
const joined = (parts: Buffer[], joiner: string) =>
  Buffer.concat(parts.flatMap((part, i) => (i ? [Buffer.from(joiner), part] : [part])));

describe("a gzip file of parts compressed once and a joiner per answer", () => {
  it("gunzips to the parts joined by the joiner, for any joiner of the length it was made for", () => {
    const parts = [page(300), page(5), Buffer.alloc(0), page(1200, 40), page(900)];
    const deflated = deflateParts(parts, 7);
    for (const joiner of ["nonce-A", "bbbbbbb", "\u0000\u0000\u0000\u0000\u0000\u0000\u0000"]) {
      expect(zlib.gunzipSync(gzipJoined(deflated, Buffer.from(joiner))).equals(joined(parts, joiner))).toBe(true);
    }
  });

  it("refuses a joiner of another length, whose distances would be wrong", () => {
    expect(() => gzipJoined(deflateParts([page(3), page(3)], 7), Buffer.from("short"))).toThrow(RangeError);
  });

  it("compresses as well as one stream: each part against the text before it", () => {
    const parts = [page(400), page(400), page(400), page(400)];
    const gzip = gzipJoined(deflateParts(parts, 24), Buffer.from("x".repeat(24)));
    const oneStream = zlib.gzipSync(joined(parts, "x".repeat(24)), { level: 9 });
    expect(gzip.length).toBeLessThan(oneStream.length * 1.05);
  });

  it("still gunzips when a part holds a NUL (deflated without the text before it)", () => {
    const parts = [page(50), Buffer.from("a\u0000b"), page(50)];
    expect(zlib.gunzipSync(gzipJoined(deflateParts(parts, 3), Buffer.from("xyz"))).equals(joined(parts, "xyz"))).toBe(
      true,
    );
  });

  it("carries the CRC and the length gunzip checks", () => {
    const gzip = gzipJoined(deflateParts([page(10), page(10)], 1), Buffer.from("n"));
    const damaged = Buffer.from(gzip);
    damaged[damaged.length - 8] ^= 0xff; // the CRC's first byte
    expect(() => zlib.gunzipSync(damaged)).toThrow();
  });
});
