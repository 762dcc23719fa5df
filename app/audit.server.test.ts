/**
 * The audit row as stored (decision 152 prepares its insert once per connection): details are
 * JSON text, and a row without details keeps SQL NULL rather than the text "null" that drizzle's
 * JSON encoding of a placeholder would write. Read back with SQL, since a JSON reader sees null both ways.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { writeAudit } from "./audit.server";

const t = createTestDatabase();
afterAll(() => t.cleanup());

const stored = (entityId: string) =>
  t.db.$client.prepare("SELECT details, at FROM audit_log WHERE entity_id = ?").get(entityId) as {
    details: string | null;
    at: number;
  };

describe("writeAudit", () => {
  it("stores details as JSON text and no details as NULL, inside a transaction too", () => {
    t.db.transaction((tx) => {
      writeAudit(tx, {
        userId: null,
        action: "test.with",
        entityType: "test",
        entityId: "with",
        details: { a: [1] },
        at: 5,
      });
    });
    writeAudit(t.db, { userId: null, action: "test.without", entityType: "test", entityId: "without" });
    expect(stored("with")).toEqual({ details: '{"a":[1]}', at: 5 });
    expect(stored("without").details).toBeNull();
    expect(stored("without").at).toBeGreaterThan(0);
  });
});
