/**
 * Time to an export's first bytes and first rows (issue 12: "the first rows leave within 100 ms
 * whatever the size"), per format and content coding, read from the socket (node:http, no client
 * buffering) and decompressed here: "first bytes" is the first compressed chunk, "first rows" the
 * moment the decompressed text holds a decision. The download is then abandoned.
 *
 *   npm run build && npx tsx bench/export.ts --database /tmp/…db --first-bytes
 */
import http from "node:http";
import zlib from "node:zlib";

export interface FirstBytes {
  format: string;
  encoding: string;
  firstBytesMs: number;
  firstRowsMs: number;
}

/** What shows that a decision has arrived, per format. */
const ROW_MARK: Record<string, RegExp> = {
  json: /"decisionResultList":\[\n\{/,
  xml: /<ada>/,
  csv: /\n[^\n]*\n/, // the header line (CRLF), then a row
};

/** The stream that decompresses a body of this content coding, or null for none (identity). */
export function decoder(encoding: string | undefined): NodeJS.ReadWriteStream | null {
  if (encoding === "br") return zlib.createBrotliDecompress();
  if (encoding === "gzip") return zlib.createGunzip();
  return null;
}

export function firstBytes(baseUrl: string, format: string, query: string, encoding: string): Promise<FirstBytes> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstBytesMs = 0;
    const request = http.get(
      `${baseUrl}/search/export?wt=${format}${query}`,
      { headers: { "Accept-Encoding": encoding } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`${format}: HTTP ${response.statusCode}`));
        const inflate = decoder(response.headers["content-encoding"]);
        let text = "";
        const done = () => {
          request.destroy();
          resolve({ format, encoding, firstBytesMs, firstRowsMs: performance.now() - started });
        };
        const onText = (chunk: Buffer) => {
          text += chunk.toString("utf8");
          if (ROW_MARK[format].test(text)) done();
        };
        response.on("data", (chunk: Buffer) => {
          if (!firstBytesMs) firstBytesMs = performance.now() - started;
          if (inflate) inflate.write(chunk);
          else onText(chunk);
        });
        // Decompress what has arrived so far, as a browser does while it downloads.
        inflate?.on("data", onText);
        response.on("error", () => undefined);
        response.on("end", () => reject(new Error(`${format}: the export ended without a row`)));
      },
    );
    request.on("error", (error) => {
      if (!firstBytesMs) reject(error);
    });
  });
}
