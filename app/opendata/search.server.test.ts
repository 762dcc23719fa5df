/**
 * OpenData totals past the engine's cheap bound (search/limits.ts EXACT_TOTAL_CAP): the real
 * register's totals are exact, and so are these, on a real SQLite file with synthetic index rows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import type { SearchDocument } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { EXACT_TOTAL_CAP } from "#search/limits";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { simpleSearchParams } from "./params";
import { advancedSearch, simpleSearch } from "./search.server";

let t: TestDatabase;
const MATCHES = EXACT_TOTAL_CAP + 1_234;

beforeAll(() => {
  t = createTestDatabase();
  setDb(t.db);
  const engine = createFts5Engine(t.db);
  const T0 = Date.UTC(2024, 0, 1);
  const docs: SearchDocument[] = Array.from({ length: MATCHES + 100 }, (_, i) => ({
    decisionId: i + 1,
    ada: `ΑΔΑ${String(i).padStart(6, "0")}-ΑΒΓ`,
    versionId: `v-${i}`,
    orgUid: i < MATCHES ? "6174" : "6013",
    orgLabel: "ΦΟΡΕΑΣ",
    decisionTypeUid: "Β.1.3",
    decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    status: "PUBLISHED",
    subject: `καθαριότητα ${i}`,
    protocolNumber: `${i}/2024`,
    issueDate: "2024-01-01",
    publishedAt: T0 + i * 1000,
    updatedAt: T0 + i * 1000,
    amount: null,
    unitUids: [],
    signerUids: [],
    thematicCategoryUids: [],
  }));
  for (let i = 0; i < docs.length; i += 3000) engine.indexMany(docs.slice(i, i + 3000));
}, 60_000);

afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

describe("OpenData totals", () => {
  it("are exact past 10,000 matches, for the simple and the advanced search alike", async () => {
    const simple = await simpleSearch(simpleSearchParams.parse({ term: "καθαριότητα", org: "6174", size: "5" }));
    expect(simple.info.total).toBe(MATCHES);
    const advanced = await advancedSearch({ q: 'organizationUid:"6174" AND καθαριότητα', size: 5 });
    expect(advanced.info).toMatchObject({ total: MATCHES, page: 0, size: 5, order: "recent" });
    const everything = await simpleSearch(simpleSearchParams.parse({ status: "all" }));
    expect(everything.info.total).toBe(MATCHES + 100);
  });
});
