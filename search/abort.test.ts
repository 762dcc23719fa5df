/**
 * A search stops when its client goes away (decision 085): the FTS5 engine looks at the request's
 * AbortSignal before it starts and every block of matches it reads, against a real SQLite file.
 * The decisions are published in the reverse of their id order, so proving the oldest ten walks
 * every match: a long scan. (Oldest first: a word in every decision finds its newest ten by
 * seeking the newest decisions one by one, decision 127, and reads no stream at all.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { ABORT_CHECK_ROWS } from "./abort";
import type { SearchDocument } from "./engine";
import { searchDocument } from "./testing/search-document";
import { SearchAbortedError } from "./errors";
import { createFts5Engine } from "./fts5";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const N = 12_000;
const T0 = Date.UTC(2024, 0, 1);

// The lower the id, the newer: the newest-first stream cannot stop early.
const doc = (id: number): SearchDocument => searchDocument(id, T0 + (N - id) * 60_000);

beforeAll(() => {
  const engine = createFts5Engine(testDb.db);
  const docs = Array.from({ length: N }, (_, i) => doc(i + 1));
  for (let i = 0; i < docs.length; i += 2000) engine.indexMany(docs.slice(i, i + 2000));
});

/** A real signal that the test aborts at the `abortAt`-th look, as a client leaving mid-scan. */
function leavingClient(abortAt: number) {
  const controller = new AbortController();
  let looks = 0;
  const signal = new Proxy(controller.signal, {
    get(target, prop) {
      if (prop === "aborted" && ++looks === abortAt) controller.abort();
      return Reflect.get(target, prop, target) as unknown;
    },
  });
  return { signal, looks: () => looks };
}

const query = { text: "δαπάνης", size: 10, sort: "oldest" } as const;

describe("a search whose client went away", () => {
  it("reads no match when the client left before it started", () => {
    const engine = createFts5Engine(testDb.db);
    let error: unknown;
    try {
      engine.search({ ...query, signal: AbortSignal.abort() });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchAbortedError);
    expect((error as SearchAbortedError).blocksRead).toBe(0);
  });

  it("stops within a block of matches once the client leaves, far before the end of the scan", () => {
    // The whole scan, with a client that stays: how many blocks it reads.
    const staying = leavingClient(Number.POSITIVE_INFINITY);
    const full = createFts5Engine(testDb.db).search({ ...query, signal: staying.signal });
    expect(full.hits.map((h) => h.decisionId)).toEqual(Array.from({ length: 10 }, (_, i) => N - i));
    const fullBlocks = Math.floor(N / ABORT_CHECK_ROWS);
    expect(staying.looks()).toBeGreaterThan(fullBlocks);

    // The client leaves while the third block is read (the start and preparation are two looks).
    // Another word that every decision has: the engine keeps the page it proved for a text until
    // the index changes (decision 049), and a kept page needs no scan to stop.
    const leaving = leavingClient(5);
    let error: unknown;
    try {
      createFts5Engine(testDb.db).search({ ...query, text: "έγκριση", signal: leaving.signal });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SearchAbortedError);
    expect((error as SearchAbortedError).blocksRead).toBe(3);
    expect(leaving.looks()).toBe(5);
    expect(fullBlocks).toBeGreaterThan(40);
  });
});
