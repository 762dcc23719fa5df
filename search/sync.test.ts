import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { CORPUS } from "./contract";
import type { SearchEngine } from "./engine";
import { createFts5Engine } from "./fts5";
import { getExternalSearchEngine, searchEngineConfig } from "./index";
import { copyIndex, drainOutbox, pruneOutbox, searchOutboxFigures, startOutboxSync } from "./sync";

// The register's database, and a second database standing in for the external engine: a real
// engine on the receiving end, so "it arrived" means searchable, not "a mock was called".
const source = createTestDatabase();
const external = createTestDatabase();
afterAll(() => {
  source.cleanup();
  external.cleanup();
});
const register = createFts5Engine(source.db);
const target = createFts5Engine(external.db);

function publish(docIndex: number, changes: Partial<(typeof CORPUS)[number]> = {}) {
  const doc = { ...CORPUS[docIndex], ...changes };
  source.db.$client.transaction(() => {
    register.index(doc);
    source.db.$client
      .prepare(`INSERT INTO search_outbox (decision_id, op, created_at) VALUES (?, 'upsert', ?)`)
      .run(doc.decisionId, Date.now());
  })();
  return doc;
}

function unpublish(decisionId: number) {
  source.db.$client.transaction(() => {
    register.remove(decisionId);
    source.db.$client
      .prepare(`INSERT INTO search_outbox (decision_id, op, created_at) VALUES (?, 'remove', ?)`)
      .run(decisionId, Date.now());
  })();
}

const pendingRows = () =>
  source.db.$client.prepare(`SELECT count(*) FROM search_outbox WHERE processed_at IS NULL`).pluck().get();

describe("search outbox sync", () => {
  beforeEach(() => {
    register.clear();
    target.clear();
    source.db.$client.exec("DELETE FROM search_outbox");
  });

  it("copies committed changes to the external engine and marks the rows", async () => {
    publish(0);
    publish(1);
    expect(await drainOutbox(source.db, target)).toEqual({ rows: 2, upserted: 2, removed: 0 });
    expect(target.search({}).hits.map((d) => d.decisionId)).toEqual([2, 1]);
    expect(pendingRows()).toBe(0);
    expect(await drainOutbox(source.db, target)).toEqual({ rows: 0, upserted: 0, removed: 0 });
  });

  it("sends the current version once, however many rows name the decision", async () => {
    publish(0);
    const edited = publish(0, { subject: "ΝΕΟ ΘΕΜΑ", versionId: "v2" });
    expect(await drainOutbox(source.db, target, { batchSize: 10 })).toMatchObject({ rows: 2, upserted: 1 });
    expect(target.search({ text: "θεμα" }).hits).toEqual([edited]);
  });

  it("removes decisions that left the index", async () => {
    publish(0);
    publish(2);
    await drainOutbox(source.db, target);
    unpublish(CORPUS[0].decisionId);
    expect(await drainOutbox(source.db, target)).toEqual({ rows: 1, upserted: 0, removed: 1 });
    expect(target.search({}).hits.map((d) => d.decisionId)).toEqual([3]);
  });

  it("never sends what the database rolled back", async () => {
    expect(() =>
      source.db.$client.transaction(() => {
        publish(0);
        throw new Error("rolled back");
      })(),
    ).toThrow("rolled back");
    expect(await drainOutbox(source.db, target)).toEqual({ rows: 0, upserted: 0, removed: 0 });
    expect(target.count({})).toBe(0);
  });

  it("leaves rows pending when the external engine fails, and retries them", async () => {
    publish(0);
    const down: SearchEngine = { ...target, name: "down", indexMany: () => Promise.reject(new Error("unreachable")) };
    await expect(drainOutbox(source.db, down)).rejects.toThrow("unreachable");
    expect(pendingRows()).toBe(1);
    await drainOutbox(source.db, target);
    expect(target.count({})).toBe(1);
  });

  it("only marks rows when FTS5 alone serves searches, and prunes old ones", async () => {
    publish(0);
    expect(await drainOutbox(source.db, null, { now: () => 1_000 })).toEqual({ rows: 1, upserted: 0, removed: 0 });
    expect(pruneOutbox(source.db, 500, 1_200)).toBe(0);
    expect(pruneOutbox(source.db, 500, 2_000)).toBe(1);
  });

  it("copies the whole index for a first load", async () => {
    for (let i = 0; i < CORPUS.length; i++) publish(i);
    expect(await copyIndex(source.db, target, 3)).toBe(CORPUS.length);
    expect(target.search({}).hits).toEqual(register.search({}).hits);
  });

  it("says how many changes wait and how old the oldest is", async () => {
    expect(searchOutboxFigures(source.db)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0 });
    const before = Date.now();
    publish(0);
    publish(1);
    expect(searchOutboxFigures(source.db, before + 90_500)).toMatchObject({ pending: 2 });
    expect(searchOutboxFigures(source.db, Date.now() + 90_000).oldestPendingAgeSeconds).toBeGreaterThanOrEqual(90);
    await drainOutbox(source.db, target);
    expect(searchOutboxFigures(source.db)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0 });
  });

  it("backs off while the external engine is down, then catches up", async () => {
    publish(0);
    let calls = 0;
    let down = true;
    const flaky: SearchEngine = {
      ...target,
      name: "flaky",
      indexMany: (docs) => {
        calls++;
        return down ? Promise.reject(new Error("unreachable")) : target.indexMany(docs);
      },
    };
    const errors: unknown[] = [];
    const sync = startOutboxSync(source.db, flaky, {
      intervalMs: 10,
      maxBackoffMs: 80,
      onError: (e) => errors.push(e),
    });
    try {
      await new Promise((r) => setTimeout(r, 400));
      // Every 10 ms would be about 40 attempts; doubling pauses (10, 20, 40, 80, 80 ...) make about 6.
      expect(calls).toBeGreaterThanOrEqual(2);
      expect(calls).toBeLessThanOrEqual(9);
      expect(errors).toHaveLength(calls);
      expect(pendingRows()).toBe(1);
      down = false;
      await expect.poll(() => target.count({}), { timeout: 2_000 }).toBe(1);
    } finally {
      await sync.stop();
    }
    expect(pendingRows()).toBe(0);
  });

  it("drains only while allowed (the process holds the sync lease)", async () => {
    publish(0);
    let allowed = false;
    const sync = startOutboxSync(source.db, target, { intervalMs: 10, mayRun: () => allowed });
    try {
      await new Promise((r) => setTimeout(r, 100));
      expect(pendingRows()).toBe(1);
      allowed = true;
      await expect.poll(() => target.count({}), { timeout: 2_000 }).toBe(1);
    } finally {
      await sync.stop();
    }
  });

  it("runs in the background until stopped", async () => {
    publish(0);
    const sync = startOutboxSync(source.db, target, { intervalMs: 10 });
    await new Promise((r) => setTimeout(r, 100));
    await sync.stop();
    expect(target.count({})).toBe(1);
  });
});

describe("engine choice", () => {
  it("is FTS5 unless TYPESENSE_URL is set, and Typesense needs its key", () => {
    expect(searchEngineConfig({})).toEqual({ kind: "fts5" });
    expect(searchEngineConfig({ TYPESENSE_URL: "http://ts:8108", TYPESENSE_API_KEY: "k" })).toEqual({
      kind: "typesense",
      url: "http://ts:8108",
      apiKey: "k",
      collection: "decisions",
    });
    expect(() => searchEngineConfig({ TYPESENSE_URL: "http://ts:8108" })).toThrow("TYPESENSE_API_KEY");
  });

  it("has no external engine to feed by default", () => {
    if (!process.env.TYPESENSE_URL) expect(getExternalSearchEngine(source.db)).toBeNull();
  });
});
