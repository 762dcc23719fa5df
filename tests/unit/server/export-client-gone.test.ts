/**
 * A download that its client abandons stops on the server (decision 085): the export of a long
 * search, served over HTTP through the edge's own request and answer plumbing (server/remix.ts:
 * the request's AbortSignal, the streamed body with backpressure), is read for its first bytes,
 * then the client hangs up. The export must stop its scan and say so, long before the last row.
 */
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportSearch } from "#app/search-page/export.server";
import type { SearchDocument } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { fetchRequest, send } from "#server/remix";
import { createTestDatabase } from "#tests/support/test-db";
import { searchDocument } from "#search/testing/search-document";

const N = 20_000;
const T0 = Date.UTC(2024, 0, 1);
const testDb = createTestDatabase();
const engine = createFts5Engine(testDb.db);
const stoppedAfter: number[] = [];
let server: http.Server;
let port: number;

const doc = (id: number): SearchDocument =>
  searchDocument(id, T0 + id * 60_000, {
    orgLabel: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
    subject: `Έγκριση δαπάνης καθαρισμού κοινόχρηστων χώρων ${id}`,
    amount: 1000 + id,
  });

beforeAll(async () => {
  const docs = Array.from({ length: N }, (_, i) => doc(i + 1));
  for (let i = 0; i < docs.length; i += 2000) engine.indexMany(docs.slice(i, i + 2000));
  const app = express();
  app.get("/search/export", (req, res, next) => void serveExport(req, res).catch(next));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

/** What the export route does, through the edge's request and answer plumbing. */
async function serveExport(req: express.Request, res: express.Response): Promise<void> {
  const request = fetchRequest(req, res);
  const outcome = await exportSearch(new URL(request.url), {
    origin: "https://example.gr",
    engine,
    databaseFile: testDb.file,
    client: { signal: request.signal, onClientGone: (rows) => stoppedAfter.push(rows) },
  });
  if (outcome.kind !== "ok") throw new Error(outcome.kind);
  await send(res, new Response(outcome.stream, { headers: { "Content-Type": outcome.contentType } }));
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  testDb.cleanup();
});

describe("an export whose client hangs up", () => {
  it("stops its scan before the end of the file and says so", async () => {
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const req = http.get({ port, path: `/search/export?wt=csv&query=${encodeURIComponent("δαπάνης")}` }, (res) => {
        res.once("data", (chunk: Buffer) => {
          res.pause();
          // Hang up once a few batches have been written into the socket's buffers.
          setTimeout(() => {
            req.destroy();
            resolve(chunk.length);
          }, 200);
        });
      });
      req.on("error", (error) => (error.message.includes("socket hang up") ? undefined : reject(error)));
    });
    expect(firstBytes).toBeGreaterThan(0);
    const deadline = Date.now() + 10_000;
    while (stoppedAfter.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(stoppedAfter).toHaveLength(1);
    // How much was written before the hang-up depends on the machine's speed; that the scan stopped
    // before its last row does not.
    expect(stoppedAfter[0]).toBeLessThan(N);
  });

  it("reads to the end when the client stays", async () => {
    const body = await fetch(`http://127.0.0.1:${port}/search/export?wt=csv&query=${encodeURIComponent("δαπάνης")}`);
    const text = await body.text();
    expect(text.trim().split("\n")).toHaveLength(N + 1);
    expect(stoppedAfter).toHaveLength(1); // the first test's stop only
  });
});
