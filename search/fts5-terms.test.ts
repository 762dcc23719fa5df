import { afterAll, beforeEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase } from "#tests/support/test-db";
import { CORPUS } from "./contract";
import type { SearchDocument } from "./engine";
import { createFts5Engine } from "./fts5";
import { rebuildFts5 } from "./fts5-rebuild";

// The word list behind half words (decision record 121): a word of the index missing from it would
// make a half word miss decisions, so every case compares with what FTS5's own prefix search finds.
const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const sqlite = testDb.db.$client;
const engine = createFts5Engine(testDb.db);

sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.test_vocab USING fts5vocab(main, 'search_fts', 'row')`);
// The organisations' words (fts5-org-tokens.ts, U+E000 then hex) are no words of any text, and no
// half word a person types can start them: they stay out of the list.
const missingWords = () =>
  sqlite
    .prepare(
      `SELECT term FROM temp.test_vocab WHERE term NOT LIKE char(57344) || '%' EXCEPT SELECT term FROM search_terms`,
    )
    .pluck()
    .all() as string[];
/** The decisions FTS5 itself finds for a half word (its own prefix merge), newest first. */
const byFts5Prefix = (prefix: string) =>
  sqlite
    .prepare(`SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC`)
    .pluck()
    .all(`"${prefix}"*`) as number[];
const ids = (text: string) =>
  engine
    .search({ text, size: 100 })
    .hits.map((d) => d.decisionId)
    .sort((a, b) => b - a);

const at = Date.UTC(2024, 0, 1);
const doc = (id: number, subject: string, body = ""): SearchDocument => ({
  ...CORPUS[0],
  decisionId: id,
  ada: `ΩΩΩ${id}-ΩΩΩ`,
  versionId: `v${id}`,
  subject,
  protocolNumber: `${id}/2024`,
  body,
  publishedAt: at + id,
  updatedAt: at + id,
});

beforeEach(() => engine.clear());

describe("the word list of half words", () => {
  it("holds every word FTS5 cut from subjects, codes and document texts, odd letters included", () => {
    engine.indexMany([
      ...CORPUS,
      doc(101, "Προμήθεια καυσίμων", "προμηθευτής 𝔊𝔯𝔢𝔢𝔨 ὑπηρεσίαι straße ΡΑΤΑΩΗΚ-ΘΤΖ e-mail"),
      doc(102, "ΠΡΟΜΗΘΕΙΑΣ ΦΑΡΜΑΚΩΝ"),
    ]);
    expect(missingWords()).toEqual([]);
    for (const half of ["προμηθ", "προμηθε", "φαρμ", "υπηρ", "stra", "καθαρ"]) {
      expect(ids(half), half).toEqual(byFts5Prefix(half));
      expect(ids(half).length, half).toBeGreaterThan(0);
    }
  });

  it("finds the same decisions after their words were removed, re-added and rolled back", () => {
    engine.indexMany([doc(1, "προμηθεια"), doc(2, "προμηθευτησ"), doc(3, "αλλο")]);
    engine.remove(2);
    expect(ids("προμηθ")).toEqual([1]);
    // A publication that fails after indexing takes its words back with it; the next one works.
    expect(() =>
      sqlite.transaction(() => {
        engine.index(doc(4, "προμηθευσ"));
        throw new Error("publishing failed");
      })(),
    ).toThrow("publishing failed");
    expect(ids("προμηθ")).toEqual([1]);
    engine.index(doc(5, "προμηθευσ"));
    engine.index({ ...doc(3, "προμηθεια αλλο") });
    expect(ids("προμηθ")).toEqual([5, 3, 1]);
    expect(ids("προμηθ")).toEqual(byFts5Prefix("προμηθ"));
    expect(missingWords()).toEqual([]);
  });

  it("is put back by the integrity rebuild when it lost words", () => {
    engine.indexMany([doc(1, "προμηθεια"), doc(2, "προμηθευτησ ααα")]);
    sqlite.exec(`DELETE FROM search_terms`);
    expect(ids("προμηθ")).toEqual([]);
    rebuildFts5(testDb.db);
    expect(missingWords()).toEqual([]);
    expect(ids("προμηθ")).toEqual([2, 1]);
  });

  it("is filled by its migration from an index written before it", () => {
    engine.indexMany([...CORPUS, doc(101, "Προμήθεια καυσίμων", "ὑπηρεσίαι 𝔊𝔯𝔢𝔢𝔨")]);
    sqlite.exec(`DROP TABLE search_terms`);
    const migration = fs.readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations/0031_search_terms.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) sqlite.exec(statement);
    expect(missingWords()).toEqual([]);
    expect(ids("καυσ")).toContain(101);
    expect(ids("καυσ")).toEqual(byFts5Prefix("καυσ"));
  });
});
