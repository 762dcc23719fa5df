/**
 * Two look-ups of every publication read one index entry, not a table (migration 0035): the save
 * checks' other decisions with the same protocol number (walked every decision of the body, ~170,000
 * for the largest at a million), and the corrected copy that replaced a version, read by every stamp
 * (walked every version of the register). SQLite's plan for the SQL the code runs says which.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { successorQuery } from "#app/documents/published-document.server";
import { sameProtocolNumberQuery } from "./protocol-warnings.server";

const t = createTestDatabase();
afterAll(() => t.cleanup());

/** SQLite's plan for a query's SQL, a placeholder bound to a text. */
function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): string {
  const { sql, params } = query.toSQL();
  const values = params.map((param) => (typeof param === "object" && param !== null ? "a-version-id" : param));
  const rows = t.db.$client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as { detail: string }[];
  return rows.map((row) => row.detail).join(" | ");
}

describe("look-ups of a publication", () => {
  it("finds a body's decisions with a protocol number through the versions with that number", () => {
    const plan = planOf(sameProtocolNumberQuery(t.db));
    expect(plan).toMatch(/SEARCH [^|]*decision_versions_protocol_idx \(protocol_number=\?\)/);
    expect(plan).toMatch(/SEARCH decisions USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN|decisions_org/);
  });

  it("finds the corrected copy that replaced a version with one seek", () => {
    const plan = planOf(successorQuery(t.db));
    expect(plan).toMatch(/SEARCH [^|]*decision_versions_corrected_idx \(corrected_version_id=\?\)/);
    expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
  });
});
