/**
 * A text's newest-first first page (a search feed) is kept across index generations and corrected
 * from the decisions changed since (decision 138). What a reader sees must be exactly what a fresh
 * search shows after any publication, withdrawal or edit, written by another connection (another
 * process), and the correction must really replace the search: a corrected request runs no
 * ordered read of the index. The kept reader has its own connection with better-sqlite3's
 * `verbose` hook counting what it runs; a fresh reader (nothing kept) is made for every comparison.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import type { SearchDocument, SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { createFts5Reader, type Fts5Reader } from "./fts5-read";
import { searchDocument } from "./testing/search-document";

const testDb = createTestDatabase();
const engine = createFts5Engine(testDb.db);
const T0 = Date.UTC(2024, 0, 1);
const MINUTE = 60_000;

/** Every third decision is about a supply; bodies A and B alternate. */
const doc = (id: number, overrides: Partial<SearchDocument> = {}): SearchDocument =>
  searchDocument(id, T0 + id * MINUTE, {
    subject: id % 3 === 0 ? `Προμήθεια υλικών ${id}` : `Έγκριση δαπάνης ${id}`,
    orgUid: id % 2 ? "A" : "B",
    orgLabel: id % 2 ? "ΦΟΡΕΑΣ Α" : "ΦΟΡΕΑΣ Β",
    ...overrides,
  });
const current = new Map<number, SearchDocument>();
const write = (d: SearchDocument) => {
  engine.index(d);
  current.set(d.decisionId, d);
};
const withdraw = (id: number) => {
  engine.remove(id);
  current.delete(id);
};

const FEED = { text: "προμηθεια", size: 10, hitsOnly: true } satisfies SearchQuery;
const FEED_OF_A = { ...FEED, filters: { orgUids: ["A"] } } satisfies SearchQuery;
/** Fewer matches than the page holds: the kept page is every match. */
const RARE = { text: "σπανιο", size: 10, hitsOnly: true } satisfies SearchQuery;
const QUERIES = [FEED, FEED_OF_A, RARE];

let connection: Database.Database;
let executed: string[] = [];
let kept: Fts5Reader;

beforeAll(() => {
  const all = Array.from({ length: 300 }, (_, i) => doc(i + 1));
  all.push(doc(301, { subject: "Σπάνιο θέμα 301" }), doc(302, { subject: "Σπάνιο θέμα 302" }));
  engine.indexMany(all);
  for (const d of all) current.set(d.decisionId, d);
  connection = new Database(testDb.file, { verbose: (sql) => executed.push(String(sql)) });
  kept = createFts5Reader(connection);
});
afterAll(() => {
  connection.close();
  testDb.cleanup();
});

/** The hits a fresh search shows now (nothing kept from before). */
const fresh = (query: SearchQuery) => createFts5Reader(testDb.db.$client).search(query).hits;

/** The kept reader's hits, and whether it ran an ordered read of the index (a search afresh). */
function viaKept(query: SearchQuery) {
  executed = [];
  const hits = kept.search(query).hits;
  return { hits, searched: executed.some((sql) => /ORDER BY/i.test(sql)) };
}

let nextId = 1_000;
/** A new decision, published after every other. */
const published = (overrides: Partial<SearchDocument> = {}) => {
  const id = nextId++;
  return doc(id, { publishedAt: T0 + id * MINUTE, updatedAt: T0 + id * MINUTE, ...overrides });
};

describe("a feed's page between two requests", () => {
  beforeEach(() => {
    for (const q of QUERIES) viaKept(q); // each page kept at the current generation
  });

  it("shows a new matching publication first, without searching again", () => {
    const before = viaKept(FEED).hits;
    write(published({ subject: "Προμήθεια καυσίμων" }));
    const after = viaKept(FEED);
    expect(after.hits).toEqual(fresh(FEED));
    expect(after.hits[0].subject).toBe("Προμήθεια καυσίμων");
    expect(after.hits.slice(1)).toEqual(before.slice(0, -1));
    expect(after.searched).toBe(false);
  });

  it("is unchanged by a publication that does not match, or matches outside the filters", () => {
    const before = viaKept(FEED_OF_A).hits;
    write(published({ subject: "Έγκριση δαπάνης καυσίμων", orgUid: "A", orgLabel: "ΦΟΡΕΑΣ Α" }));
    write(published({ subject: "Προμήθεια καυσίμων", orgUid: "B", orgLabel: "ΦΟΡΕΑΣ Β" }));
    const after = viaKept(FEED_OF_A);
    expect(after.hits).toEqual(before);
    expect(after.hits).toEqual(fresh(FEED_OF_A));
    expect(after.searched).toBe(false);
  });

  it("drops a withdrawn decision and shows the one after the page in its place", () => {
    const before = viaKept(FEED).hits;
    withdraw(before[2].decisionId);
    const after = viaKept(FEED).hits;
    expect(after).toEqual(fresh(FEED));
    expect(after.map((h) => h.decisionId)).not.toContain(before[2].decisionId);
    expect(after).toHaveLength(10);
  });

  it("shows an edit: a new subject or name on the page, a decision that now matches, one that no longer does", () => {
    const before = viaKept(FEED).hits;
    const onPage = current.get(before[1].decisionId)!;
    write({ ...onPage, subject: `${onPage.subject} (διόρθωση)`, orgLabel: "ΦΟΡΕΑΣ Α ΜΕΤΟΝΟΜΑΣΙΑ" });
    let after = viaKept(FEED);
    expect(after.hits).toEqual(fresh(FEED));
    expect(after.hits[1].subject).toBe(`${onPage.subject} (διόρθωση)`);
    expect(after.searched).toBe(false);

    // An older decision, newer than the page's last, edited to be about a supply.
    const last = after.hits[9];
    const newer = [...current.values()].find(
      (d) => d.publishedAt > last.publishedAt && !/Προμήθεια/.test(d.subject) && !/Σπάνιο/.test(d.subject),
    )!;
    write({ ...newer, subject: `Προμήθεια ${newer.decisionId}` });
    after = viaKept(FEED);
    expect(after.hits).toEqual(fresh(FEED));
    expect(after.hits.map((h) => h.decisionId)).toContain(newer.decisionId);

    const first = current.get(after.hits[0].decisionId)!;
    write({ ...first, subject: "Έγκριση δαπάνης" });
    expect(viaKept(FEED).hits).toEqual(fresh(FEED));
  });

  it("keeps a page shorter than its size exact through a withdrawal and a publication, without searching again", () => {
    expect(viaKept(RARE).hits).toHaveLength(2);
    withdraw(301);
    write(published({ subject: "Σπάνιο θέμα νέο" }));
    const after = viaKept(RARE);
    expect(after.hits).toEqual(fresh(RARE));
    expect(after.hits.map((h) => h.subject)).toEqual(["Σπάνιο θέμα νέο", "Σπάνιο θέμα 302"]);
    expect(after.searched).toBe(false);
  });

  it("searches afresh after a change it cannot list (a rolled back write lists nothing either)", () => {
    viaKept(FEED);
    testDb.db.$client.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`).run();
    const after = viaKept(FEED);
    expect(after.searched).toBe(true);
    expect(after.hits).toEqual(fresh(FEED));

    const rolledBack = published({ subject: "Προμήθεια που δεν έγινε" });
    expect(() =>
      testDb.db.$client.transaction(() => {
        engine.index(rolledBack);
        throw new Error("the publication fails after indexing");
      })(),
    ).toThrow("the publication fails");
    const again = viaKept(FEED);
    expect(again.hits).toEqual(fresh(FEED));
    expect(again.hits.map((h) => h.subject)).not.toContain("Προμήθεια που δεν έγινε");
  });
});

describe("a feed's page after many changes", () => {
  it("searches afresh after a batch too large to list, or more publications than it corrects", () => {
    viaKept(FEED);
    const batch = Array.from({ length: 65 }, () => published({ subject: "Προμήθεια σε δέσμη" }));
    engine.indexMany(batch);
    for (const d of batch) current.set(d.decisionId, d);
    let after = viaKept(FEED);
    expect(after.searched).toBe(true);
    expect(after.hits).toEqual(fresh(FEED));

    for (let i = 0; i < 65; i++) write(published({ subject: `Προμήθεια ${i}` }));
    after = viaKept(FEED);
    expect(after.searched).toBe(true);
    expect(after.hits).toEqual(fresh(FEED));
  });
});

describe("any sequence of publications, withdrawals and edits", () => {
  it("gives every kept feed exactly what a fresh search gives, mostly without searching again", () => {
    let seed = 12_345;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const subjects = ["Προμήθεια γραφικής ύλης", "Έγκριση δαπάνης", "Σπάνιο θέμα", "Προμήθεια και έγκριση"];
    let searched = 0;
    let corrected = 0;
    for (let step = 0; step < 120; step++) {
      const ops = 1 + Math.floor(random() * 3);
      for (let op = 0; op < ops; op++) {
        const roll = random();
        const newest = [...current.values()].sort((a, b) => b.publishedAt - a.publishedAt).slice(0, 40);
        if (roll < 0.5) write(published({ subject: pick(subjects), orgUid: pick(["A", "B"]) }));
        else if (roll < 0.65) withdraw(pick(newest).decisionId);
        else write({ ...pick(newest), subject: pick(subjects), orgLabel: pick(["ΦΟΡΕΑΣ Α", "ΦΟΡΕΑΣ Α ΝΕΟ"]) });
      }
      for (const q of QUERIES) {
        const got = viaKept(q);
        expect(got.hits, `step ${step}, ${JSON.stringify(q)}`).toEqual(fresh(q));
        if (got.searched) searched++;
        else corrected++;
      }
    }
    expect(corrected).toBeGreaterThan(searched);
  });
});
