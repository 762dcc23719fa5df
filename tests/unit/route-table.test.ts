/**
 * The route table (tests/support/route-table.ts) lists every module of app/routes: a new route
 * cannot be added without a row saying who may use it, which the route × role test then checks.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_CALLS } from "#app/api/registry.server";
import { API_CALL_ROWS, ROUTE_TABLE, WHO, outcomeFor } from "#tests/support/route-table";

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
});
