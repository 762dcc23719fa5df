import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasValidCheckGroup, parseAda } from "#app/decisions/ada";
import { isAfmChecksumValid } from "#app/fields/afm.rule";
import { isPendingDocument } from "#db/pending-documents";
import { createFts5Engine } from "#search/fts5";
import { fts5SegmentCount } from "#search/fts5-segments";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { athensDay } from "#shared/dates";
import { seedDecisions, seedIfEmpty, type SeedDecisionsResult } from "./index";
import { seedReference } from "./reference";

const NOW = Date.parse("2026-03-15T10:30:00Z");
const databases: TestDatabase[] = [];
function database(): TestDatabase {
  const t = createTestDatabase();
  databases.push(t);
  seedReference(t.db, { demoStaff: true });
  return t;
}
afterAll(() => databases.forEach((t) => t.cleanup()));

let t: TestDatabase;
let result: SeedDecisionsResult;
const all = <T>(sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).all(...params) as T[];
const value = (sql: string, ...params: unknown[]) =>
  t.db.$client
    .prepare(sql)
    .pluck()
    .get(...params);

beforeAll(async () => {
  t = database();
  result = await seedDecisions(t.db, 200, { seed: 7, now: NOW });
});

describe("seedDecisions(200)", () => {
  it("makes decisions in every status, in the stated shares", () => {
    expect(result.statuses).toEqual({ SUBMITTED: 6, PENDING_REVOCATION: 1, REVOKED: 1, PUBLISHED: 192 });
    expect(all("SELECT status, count(*) AS n FROM decisions GROUP BY status ORDER BY status")).toEqual([
      { status: "PENDING_REVOCATION", n: 1 },
      { status: "PUBLISHED", n: 192 },
      { status: "REVOKED", n: 1 },
      { status: "SUBMITTED", n: 6 },
    ]);
    expect(
      value(
        "SELECT count(*) FROM decisions WHERE status IN ('REVOKED', 'PENDING_REVOCATION') AND revocation_reason IS NULL",
      ),
    ).toBe(0);
    expect(value("SELECT count(*) FROM decisions WHERE status = 'REVOKED' AND revoked_at IS NULL")).toBe(0);
  });

  it("gives submitted decisions no ADA and no publication, and keeps them out of the index", () => {
    expect(
      value(
        "SELECT count(*) FROM decisions WHERE status = 'SUBMITTED' AND (ada IS NOT NULL OR published_at IS NOT NULL)",
      ),
    ).toBe(0);
    expect(
      value(
        "SELECT count(*) FROM decision_versions v JOIN decisions d ON d.id = v.decision_id WHERE d.status = 'SUBMITTED' AND v.published_at IS NOT NULL",
      ),
    ).toBe(0);
    expect(
      value("SELECT count(*) FROM search_docs s JOIN decisions d ON d.id = s.decision_id WHERE d.status = 'SUBMITTED'"),
    ).toBe(0);
  });

  it("makes corrected copies: a second published version pointing at the first", () => {
    const rows = all<{
      latest: string;
      v1: string;
      v2: string;
      corrected: string;
      p1: number;
      p2: number;
      indexed: string;
    }>(
      `SELECT d.latest_version_id AS latest, a.version_id AS v1, b.version_id AS v2, b.corrected_version_id AS corrected,
              a.published_at AS p1, b.published_at AS p2, s.version_id AS indexed
         FROM decisions d
         JOIN decision_versions a ON a.decision_id = d.id AND a.version_number = 1
         JOIN decision_versions b ON b.decision_id = d.id AND b.version_number = 2
         JOIN search_docs s ON s.decision_id = d.id`,
    );
    expect(rows).toHaveLength(result.corrected);
    expect(rows.length).toBe(4);
    for (const r of rows) {
      expect(r.corrected).toBe(r.v1);
      expect(r.latest).toBe(r.v2);
      expect(r.indexed).toBe(r.v2);
      expect(r.p1).toBeGreaterThan(0);
      expect(r.p2).toBeGreaterThan(r.p1);
    }
  });

  it("gives unique, valid ADAs that carry the body's code, and continues ada_sequences", () => {
    const rows = all<{ ada: string; code: string; org: string }>(
      "SELECT d.ada, o.ada_code AS code, o.uid AS org FROM decisions d JOIN organizations o ON o.uid = d.org_uid WHERE d.ada IS NOT NULL",
    );
    expect(rows).toHaveLength(194);
    expect(new Set(rows.map((r) => r.ada)).size).toBe(rows.length);
    for (const r of rows) {
      expect(parseAda(r.ada)).toBe(r.ada);
      expect(hasValidCheckGroup(r.ada)).toBe(true);
      expect(r.ada.split("-")[0].endsWith(r.code)).toBe(true);
    }
    const perOrg = all<{ org: string; n: number; next: number }>(
      "SELECT d.org_uid AS org, count(*) AS n, s.next FROM decisions d JOIN ada_sequences s ON s.org_uid = d.org_uid WHERE d.ada IS NOT NULL GROUP BY d.org_uid",
    );
    expect(perOrg.reduce((sum, r) => sum + r.n, 0)).toBe(194);
    for (const r of perOrg) expect(r.next).toBe(r.n);
  });

  it("gives every version its own pending PDF document, named after the ADA, for the app to render", () => {
    const rows = all<{
      ada: string | null;
      versionId: string;
      content: Buffer | null;
      size: number;
      sha: string;
      mime: string;
      name: string;
    }>(
      `SELECT d.ada, v.version_id AS versionId, c.content, doc.size, doc.sha256 AS sha, doc.mime_type AS mime, doc.filename AS name
         FROM decision_versions v JOIN decisions d ON d.id = v.decision_id JOIN documents doc ON doc.id = v.document_id
         LEFT JOIN document_contents c ON c.sha256 = doc.sha256`,
    );
    expect(rows).toHaveLength(204);
    expect(value("SELECT count(DISTINCT document_id) FROM decision_versions")).toBe(204);
    for (const r of rows) {
      expect(isPendingDocument({ sha256: r.sha })).toBe(true);
      expect(r.size).toBe(0);
      expect(r.content, "no bytes until the app renders it").toBeNull();
      expect(r.mime).toBe("application/pdf");
      expect(r.name).toBe(`${r.ada ?? r.versionId}.pdf`);
    }
  });

  it("indexes every public decision, findable by a word of its subject", () => {
    expect(value("SELECT count(*) FROM search_docs")).toBe(194);
    expect(result.indexed).toBe(194);
    const engine = createFts5Engine(t.db);
    const sample = all<{ id: number; subject: string }>(
      "SELECT d.id, v.subject FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id WHERE d.status != 'SUBMITTED' ORDER BY d.id LIMIT 5",
    );
    for (const s of sample) {
      const word = s.subject.split(/\s+/).sort((a, b) => b.length - a.length)[0];
      const found = engine.search({ text: word, size: 500 });
      expect(found.hits.map((h) => h.decisionId)).toContain(s.id);
    }
  });

  it("dates decisions over the last ten years, published after issue and never in the future", () => {
    const rows = all<{ issue: string; created: number; published: number | null; updated: number }>(
      "SELECT v.issue_date AS issue, d.created_at AS created, d.published_at AS published, d.updated_at AS updated FROM decisions d JOIN decision_versions v ON v.decision_id = d.id AND v.version_number = 1",
    );
    const today = athensDay(NOW);
    const years = new Set<string>();
    for (const r of rows) {
      expect(r.issue <= today).toBe(true);
      expect(r.issue >= "2016-03-01").toBe(true);
      expect(r.updated).toBeLessThanOrEqual(NOW);
      if (r.published !== null) {
        expect(r.published).toBeLessThanOrEqual(NOW);
        expect(r.created).toBeLessThanOrEqual(r.published);
        expect(athensDay(r.published) >= r.issue).toBe(true);
      }
      years.add(r.issue.slice(0, 4));
    }
    expect(years.size).toBeGreaterThanOrEqual(8);
  });

  it("spreads decisions mostly over the demo bodies, ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ first, with the reference type mix", () => {
    const byOrg = all<{ org: string; n: number }>(
      "SELECT org_uid AS org, count(*) AS n FROM decisions GROUP BY org_uid ORDER BY n DESC",
    );
    expect(byOrg[0].org).toBe("6013");
    expect(byOrg.length).toBeGreaterThan(15);
    const byType = Object.fromEntries(
      all<{ type: string; n: number }>(
        "SELECT decision_type_uid AS type, count(*) AS n FROM decision_versions WHERE version_number = 1 GROUP BY type",
      ).map((r) => [r.type, r.n]),
    );
    expect(byType["Β.2.2"]).toBeGreaterThan(50);
    expect(byType["Β.1.3"]).toBeGreaterThan(20);
    expect(byType["2.4.7.1"]).toBeGreaterThan(20);
    expect(byType["Δ.1"]).toBeGreaterThan(5);
  });

  it("names a unit and signer of the issuing body", () => {
    const rows = all<{ org: string; signers: string; units: string }>(
      "SELECT d.org_uid AS org, v.signer_uids AS signers, v.unit_uids AS units FROM decisions d JOIN decision_versions v ON v.decision_id = d.id",
    );
    for (const r of rows) {
      const [signer] = JSON.parse(r.signers) as string[];
      expect(value("SELECT org_uid FROM signers WHERE uid = ?", signer)).toBe(r.org);
      for (const unit of JSON.parse(r.units) as string[])
        expect(value("SELECT org_uid FROM units WHERE uid = ?", unit)).toBe(r.org);
    }
  });

  it("writes extraFieldValues that satisfy the type's field definitions", () => {
    const problems = conformanceProblems(t);
    expect(problems).toEqual([]);
  });

  it("writes one audit row for the run", () => {
    const rows = all<{ action: string; details: string }>(
      "SELECT action, details FROM audit_log WHERE action = 'seed.decisions'",
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].details)).toMatchObject({ count: 200, seed: 7, corrected: 4 });
  });

  it("cannot change a published version: the immutability trigger refuses", () => {
    const versionId = value("SELECT version_id FROM decision_versions WHERE published_at IS NOT NULL LIMIT 1");
    expect(() =>
      t.db.$client.prepare("UPDATE decision_versions SET subject = 'άλλο θέμα' WHERE version_id = ?").run(versionId),
    ).toThrow(/published decision version is immutable/);
  });

  it("restores the connection's settings afterwards", () => {
    expect(t.db.$client.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(t.db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(value("PRAGMA foreign_key_check")).toBeUndefined();
  });
});

describe("seedDecisions runs", () => {
  it("are deterministic: the same seed and time give the same decisions, also from the worker thread", async () => {
    const fingerprint = (db: TestDatabase) =>
      db.db.$client
        .prepare(
          "SELECT d.ada, v.version_id, v.subject, v.extra_field_values, doc.filename FROM decisions d JOIN decision_versions v ON v.decision_id = d.id JOIN documents doc ON doc.id = v.document_id ORDER BY d.id, v.version_number",
        )
        .all();
    const a = database();
    const b = database();
    await seedDecisions(a.db, 300, { seed: "x", now: NOW, worker: false });
    const viaWorker = await seedDecisions(b.db, 300, { seed: "x", now: NOW, worker: true, batchSize: 128 });
    expect(viaWorker.worker).toBe(true);
    expect(fingerprint(b)).toEqual(fingerprint(a));
  });

  it("queue indexed decisions for an external search engine only when asked (or one is configured)", async () => {
    expect(value("SELECT count(*) FROM search_outbox")).toBe(0);
    const other = database();
    const run = await seedDecisions(other.db, 100, { seed: 3, now: NOW, outbox: true });
    const queued = other.db.$client
      .prepare("SELECT count(*) AS n, count(DISTINCT decision_id) AS d, min(op) AS op FROM search_outbox")
      .get();
    expect(queued).toEqual({ n: run.indexed, d: run.indexed, op: "upsert" });
  });

  it("leave the text index merged into one segment, however many batches wrote it (decision 142)", async () => {
    const merged = database();
    await seedDecisions(merged.db, 300, { seed: 5, now: NOW, batchSize: 50 });
    expect(fts5SegmentCount(merged.db.$client)).toBe(1);
    // The same six batches through an engine the caller gives are left as FTS5 wrote them.
    const unmerged = database();
    await seedDecisions(unmerged.db, 300, { seed: 5, now: NOW, batchSize: 50, engine: createFts5Engine(unmerged.db) });
    expect(fts5SegmentCount(unmerged.db.$client)).toBeGreaterThan(1);
  });

  it("index the document text unless told not to, the decisions being the same (decision 160)", async () => {
    const withText = database();
    const withoutText = database();
    await seedDecisions(withText.db, 100, { seed: 9, now: NOW });
    await seedDecisions(withoutText.db, 100, { seed: 9, now: NOW, documentText: false });
    const docs = (db: TestDatabase) =>
      db.db.$client
        .prepare("SELECT decision_id, ada, subject, length(body) > 0 AS hasText FROM search_docs ORDER BY 1")
        .all() as {
        hasText: number;
      }[];
    const a = docs(withText);
    const b = docs(withoutText);
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((d) => d.hasText === 1)).toBe(true);
    expect(b.every((d) => d.hasText === 0)).toBe(true);
    expect(b.map(({ hasText: _, ...rest }) => rest)).toEqual(a.map(({ hasText: _, ...rest }) => rest));
    // A word of the composed document's heading, in no subject: found only where the text is indexed.
    const heading = { text: "Δημοκρατία" };
    expect(createFts5Engine(withText.db).search(heading).total).toBe(a.length);
    expect(createFts5Engine(withoutText.db).search(heading).total).toBe(0);
  });

  it("continue the serials of an existing database without repeating an ADA or a version", async () => {
    const before = Number(value("SELECT count(*) FROM decisions"));
    await seedDecisions(t.db, 50, { seed: 7, now: NOW });
    expect(value("SELECT count(*) FROM decisions")).toBe(before + 50);
    expect(value("SELECT count(*) - count(DISTINCT ada) FROM decisions WHERE ada IS NOT NULL")).toBe(0);
    const perOrg = all<{ n: number; next: number }>(
      "SELECT count(*) AS n, s.next FROM decisions d JOIN ada_sequences s ON s.org_uid = d.org_uid WHERE d.ada IS NOT NULL GROUP BY d.org_uid",
    );
    for (const r of perOrg) expect(r.next).toBe(r.n);
  });
});

describe("seedIfEmpty", () => {
  it("seeds a new database once, with reference data, demo users and decisions", async () => {
    const fresh = createTestDatabase();
    databases.push(fresh);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await seedIfEmpty(fresh.db, 120)).toBe(true);
    expect(await seedIfEmpty(fresh.db, 120)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    const count = (sql: string) => fresh.db.$client.prepare(sql).pluck().get();
    expect(count("SELECT count(*) FROM organizations")).toBe(5378);
    expect(count("SELECT count(*) FROM users")).toBe(6);
    expect(count("SELECT count(*) FROM decisions")).toBe(120);
  });
});

// ---------------------------------------------------------------- extraFieldValues vs field definitions

interface Def {
  type: string | null;
  path: string;
  widget: string;
  required: number;
  maxLength: number | null;
  arrayView: string | null;
  dictionary: string | null;
  shownWhen: string | null;
}

const GROUPS = new Set(["LINE_COMPOSITE", "LINE_COMPOSITE_AFM"]);
const missing = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

function at(values: unknown, path: string): unknown {
  let node = values;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Every way a stored value breaks its definition, as readable strings (empty when all is well). */
function conformanceProblems(db: TestDatabase): string[] {
  const sqlite = db.db.$client;
  const defs = sqlite
    .prepare(
      "SELECT decision_type_uid AS type, field_path AS path, widget, required, max_length AS maxLength, array_view AS arrayView, dictionary_uid AS dictionary, shown_when AS shownWhen FROM field_definitions",
    )
    .all() as Def[];
  const items = new Map<string, Set<string>>();
  for (const r of sqlite.prepare("SELECT dictionary_uid AS d, uid FROM dictionary_items").all() as {
    d: string;
    uid: string;
  }[]) {
    if (!items.has(r.d)) items.set(r.d, new Set());
    items.get(r.d)!.add(r.uid);
  }
  const orgs = new Set(sqlite.prepare("SELECT uid FROM organizations").pluck().all() as string[]);
  const problems: string[] = [];

  const checkScalar = (v: unknown, def: Def, where: string) => {
    const bad = (why: string) => problems.push(`${where}: ${JSON.stringify(v)} ${why}`);
    switch (def.widget) {
      case "AMOUNT":
        if (typeof v !== "number" || v < 0 || Math.abs(Math.round(v * 100) - v * 100) > 1e-6) bad("is not an amount");
        break;
      case "YEAR":
        if (!Number.isInteger(v) || (v as number) < 1833 || (v as number) > 2150) bad("is not a year");
        break;
      case "NATURAL_NUMBER":
        if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 10 ** ((def.maxLength ?? 10) - 1))
          bad("is not a natural number in range");
        break;
      case "DATE":
        if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) bad("is not a day");
        break;
      case "CHECKBOX":
        if (typeof v !== "boolean") bad("is not a boolean");
        break;
      case "AFM": {
        const p = v as { afm?: string; name?: string; afmType?: string };
        if (!p || typeof p !== "object" || !isAfmChecksumValid(p.afm ?? "") || !p.name || p.afmType !== "EL")
          bad("is not a valid AFM person");
        break;
      }
      case "DECISION_SEARCH_BOX":
        if (typeof v !== "string" || parseAda(v) !== v) bad("is not an ADA");
        break;
      case "ORGANIZATION_SIMPLE":
      case "ORGANIZATION_ALL":
        if (typeof v !== "string" || !orgs.has(v)) bad("is not an organisation");
        break;
      case "SIGNER_MULTIPLE":
        if (!Array.isArray(v) || v.some((s) => typeof s !== "string")) bad("is not a list of signers");
        break;
      default:
        if (def.dictionary) {
          for (const item of Array.isArray(v) && def.widget.endsWith("MULTIPLE") ? v : [v]) {
            if (!items.get(def.dictionary)?.has(item as string)) bad(`is not in ${def.dictionary}`);
          }
        } else if (typeof v !== "string" || (def.maxLength !== null && v.length > def.maxLength))
          bad("is not text within its length");
    }
  };

  const checkValue = (v: unknown, def: Def, required: boolean, where: string) => {
    if (missing(v)) {
      if (required) problems.push(`${where}: required value missing`);
      return;
    }
    if (def.arrayView === "list") {
      if (!Array.isArray(v)) problems.push(`${where}: not a list`);
      else v.forEach((item, i) => checkScalar(item, def, `${where}[${i}]`));
    } else checkScalar(v, def, where);
  };

  const rows = sqlite
    .prepare(
      "SELECT v.version_id AS id, v.decision_type_uid AS type, v.extra_field_values AS extra FROM decision_versions v",
    )
    .all() as { id: string; type: string; extra: string }[];
  for (const row of rows) {
    const values = JSON.parse(row.extra) as Record<string, unknown>;
    const mine = defs.filter((d) => d.type === row.type || d.type === null);
    const groups = mine.filter((d) => GROUPS.has(d.widget));
    for (const key of Object.keys(values)) {
      if (!mine.some((d) => d.path === key || d.path.startsWith(`${key}.`)))
        problems.push(`${row.type} ${row.id}: ${key} has no definition`);
    }
    for (const def of mine) {
      const where = `${row.type} ${def.path}`;
      let shown = true;
      if (def.shownWhen) {
        const negated = def.shownWhen.startsWith("!");
        const condition =
          !missing(at(values, negated ? def.shownWhen.slice(1) : def.shownWhen)) &&
          at(values, negated ? def.shownWhen.slice(1) : def.shownWhen) !== false;
        shown = negated ? !condition : condition;
      }
      const required = Boolean(def.required) && shown;
      if (GROUPS.has(def.widget)) {
        const v = at(values, def.path);
        if (required && missing(v)) problems.push(`${where}: required group missing`);
        if (!missing(v) && def.arrayView === "table" && !Array.isArray(v))
          problems.push(`${where}: table is not a list`);
        continue;
      }
      const parent = groups
        .filter((g) => def.path.startsWith(`${g.path}.`))
        .sort((a, b) => b.path.length - a.path.length)[0];
      if (!parent) {
        checkValue(at(values, def.path), def, required, where);
        continue;
      }
      const container = at(values, parent.path);
      if (missing(container)) continue; // an absent optional group: its required parts do not apply
      const rest = def.path.slice(parent.path.length + 1);
      if (parent.arrayView === "table") {
        (container as unknown[]).forEach((rowValue, i) =>
          checkValue(at(rowValue, rest), def, required, `${where}[${i}]`),
        );
      } else checkValue(at(container, rest), def, required, where);
    }
  }
  return problems;
}
