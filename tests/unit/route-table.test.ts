/**
 * The route table (tests/support/route-table.ts) lists every module of app/routes: a new route
 * cannot be added without a row saying who may use it, which the route × role test then checks.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_CALLS } from "#app/api/registry.server";
import {
  API_CALL_ROWS,
  FOREIGN_ROWS,
  ORG_BOUND,
  ORG_SCOPED_PLACEHOLDERS,
  ROUTE_TABLE,
  WHO,
  outcomeFor,
} from "#tests/support/route-table";

const ROUTES_DIR = path.resolve("app/routes");

describe("the route table", () => {
  it("has exactly one row for every file in app/routes", () => {
    const files = fs.readdirSync(ROUTES_DIR).filter((f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\./.test(f));
    const rows = ROUTE_TABLE.map((r) => r.file);
    expect(new Set(rows).size, "a route has two rows").toBe(rows.length);
    expect([...rows].sort()).toEqual([...files].sort());
  });

  it("says for every route and every demo user what GET and POST answer", () => {
    for (const row of ROUTE_TABLE) {
      for (const who of WHO) {
        expect(outcomeFor(row.get, who), `${row.pattern} GET as ${who}`).toBeDefined();
        expect(outcomeFor(row.postAnswer, who), `${row.pattern} POST as ${who}`).toBeDefined();
      }
      if (row.methods.includes("POST")) expect(row.post, `${row.pattern} has no example POST`).toBeDefined();
    }
  });

  it("has exactly one row for every call of the JSON API's registry (issue 15)", () => {
    const declared = API_CALLS.map((c) => `${c.method} ${c.path}`).sort();
    const rows = API_CALL_ROWS.map((r) => `${r.method} ${r.path}`).sort();
    expect(rows).toEqual(declared);
    for (const row of API_CALL_ROWS) {
      for (const who of WHO) expect(outcomeFor(row.answer, who), `${row.path} as ${who}`).toBeDefined();
    }
  });

  it("asks every staff route acting on an organisation's object about another organisation's too (issue 13)", () => {
    const foreign = new Set(FOREIGN_ROWS.map((r) => r.file));
    const scoped = ROUTE_TABLE.filter(
      (r) => typeof r.access === "object" && ORG_SCOPED_PLACEHOLDERS.some((p) => r.example.includes(p)),
    );
    expect(scoped.length).toBeGreaterThan(20);
    for (const row of scoped) expect(foreign.has(row.file), `${row.pattern} has no FOREIGN_ROWS row`).toBe(true);
    const files = new Set(ROUTE_TABLE.map((r) => r.file));
    for (const row of FOREIGN_ROWS) {
      expect(files.has(row.file), `${row.file} is a route`).toBe(true);
      for (const who of WHO) expect(outcomeFor(row.get, who), `${row.example} GET as ${who}`).toBeDefined();
      if (!row.post) continue;
      // A forged post by a user bound to the demo organisation is refused: never a success or a redirect.
      for (const who of ORG_BOUND) {
        const answer = outcomeFor(row.postAnswer as never, who);
        expect([400, 403, 404], `${row.example} POST as ${who}`).toContain(answer);
      }
    }
  });
});
