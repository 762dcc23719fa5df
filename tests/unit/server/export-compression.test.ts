/**
 * A streamed download compressed with brotli (what browsers accept) reaches the client as it is
 * written: its first rows arrive, decompressed, while the rest is still being produced, not when
 * the compressor's block fills or the file ends: the portal's streamed answers are flushed once per turn
 * of the event loop (server/remix.ts `pipeBody`, decisions 113 and 114).
 */
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_ROW, GZIPPED_PAGE, startEdgeApp, type EdgeApp } from "#tests/support/edge-app";

let edge: EdgeApp;
beforeAll(async () => {
  edge = await startEdgeApp();
});
afterAll(() => edge.close());

/** Decompressed text received before the download ends, and how the download was encoded. */
function readUntilEnd(path: string, encoding: string): Promise<{ encoding: string; early: string; all: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${edge.url}${path}`, { headers: { "Accept-Encoding": encoding } }, (response) => {
        const coding = response.headers["content-encoding"] ?? "identity";
        const inflate = coding === "br" ? zlib.createBrotliDecompress() : zlib.createGunzip();
        let text = "";
        let early = "";
        inflate.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        response.on("data", (chunk: Buffer) => inflate.write(chunk));
        // Half-way through the handler's wait: what the client has by then.
        setTimeout(() => (early = text), 1_000);
        response.on("end", () => inflate.end());
        inflate.on("end", () => resolve({ encoding: coding, early, all: text }));
      })
      .on("error", reject);
  });
}

describe("a compressed download", () => {
  it.each(["br", "gzip"])("with %s, its first row arrives while the rest is still being written", async (asked) => {
    const { encoding, early, all } = await readUntilEnd("/search/export?ms=2000", `${asked}, deflate`);
    expect(encoding).toBe(asked);
    expect(early).toContain(EXPORT_ROW);
    expect(all.endsWith("\n]}\n")).toBe(true);
    expect(() => JSON.parse(all)).not.toThrow();
  });
});

describe("an answer compressed already (a kept page, decision 161)", () => {
  it("reaches a browser that takes brotli as the gzip it is, compressed once", async () => {
    const response = await new Promise<http.IncomingMessage & { body: Buffer }>((resolve, reject) => {
      http
        .get(`${edge.url}/gzipped`, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Object.assign(res, { body: Buffer.concat(chunks) })));
        })
        .on("error", reject);
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(response.body).toString()).toBe(GZIPPED_PAGE);
  });
});
