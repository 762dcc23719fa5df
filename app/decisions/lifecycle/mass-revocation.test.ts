/**
 * Mass revocation against a real SQLite file: each named decision revoked in its own transaction
 * with its audit row, a pending request's reason kept, the others given the common reason, the
 * rest skipped and said so, and nothing changed for a user without the right.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { submitDecision } from "#app/decisions/submit.server";
import {
  FIELDS,
  input,
  insertFixtures,
  insertUser,
  pdf,
  snapshot,
  type TestUser,
} from "#app/decisions/testing/fixtures";
import { parseAdaList } from "./ada-list";
import { massRevocationPreview, massRevoke } from "./mass-revocation.server";
import { requestRevocation } from "./revocation.server";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
let admin: TestUser;
beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  admin = insertUser(t.db, ["ROLE_ADMIN"], "0");
});
afterAll(() => t.cleanup());

let clock = Date.UTC(2026, 1, 1, 9);
const tick = () => (clock += 60_000);
const REASON = { ground: "REVOCATION_REASON_3" as const, comment: "Διπλές αναρτήσεις της 1/2" };

async function published() {
  const { versionId } = submitDecision(t.db, {
    user: submitter,
    input: input(),
    document: pdf(),
    fields: FIELDS,
    now: tick(),
  });
  const result = await publishDecision(t.db, {
    user: publisher,
    versionId,
    recipients: [],
    baseUrl: "https://r.example",
    now: tick(),
  });
  if (!result.ok) throw new Error("publish refused");
  return result;
}
const decisionOf = (ada: string) => t.db.select().from(schema.decisions).where(eq(schema.decisions.ada, ada)).get()!;
const audit = (action: string) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).all();

describe("parseAdaList", () => {
  it("reads ADAs separated by lines, spaces, commas or semicolons, each once, and names what is not one", () => {
    const { adas, invalid } = parseAdaList("Ψ11446ΜΓΨ7-ΠΚΛ, 6ΕΥΓ46ΜΤΛΚ-ΞΧ4\nΨ11446ΜΓΨ7-ΠΚΛ; όχι-αδα");
    expect(adas).toEqual(["Ψ11446ΜΓΨ7-ΠΚΛ", "6ΕΥΓ46ΜΤΛΚ-ΞΧ4"]);
    expect(invalid).toEqual(["όχι-αδα"]);
  });
});

describe("massRevoke", () => {
  it("revokes each allowed decision with its own audit row, keeps a request's reason, skips the rest", async () => {
    const a = await published();
    const b = await published();
    const pending = await published();
    const requested = requestRevocation(t.db, {
      user: publisher,
      ada: pending.ada,
      ground: "REVOCATION_REASON_1",
      comment: "Προσωπικά δεδομένα",
      now: tick(),
    });
    expect(requested.ok).toBe(true);
    const unknown = "ΩΩΩΩ46ΜΤΛΚ-ΞΧ4";

    const preview = massRevocationPreview(t.db, admin, [a.ada, pending.ada, unknown]);
    expect(preview.map((p) => p.refusal)).toEqual([null, null, "not-found"]);

    const result = massRevoke(t.db, {
      user: admin,
      adas: [a.ada, b.ada, pending.ada, unknown],
      reason: REASON,
      now: tick(),
    });
    expect(result).toMatchObject({ done: 3, refused: 1 });
    for (const ada of [a.ada, b.ada, pending.ada])
      expect(decisionOf(ada)).toMatchObject({ status: "REVOKED", revokedBy: admin.id });
    expect(decisionOf(a.ada).revocationReason).toBe(
      "Διπλή ανάρτηση λόγω τεχνικού προβλήματος. Διπλές αναρτήσεις της 1/2",
    );
    expect(decisionOf(pending.ada).revocationReason).toContain("Προσωπικά δεδομένα");
    expect(
      audit("decision.revoke")
        .map((r) => r.entityId)
        .sort(),
    ).toEqual([a.decisionId, b.decisionId, pending.decisionId].map(String).sort());
    const [mass] = audit("decision.massRevocation");
    expect(mass.details).toMatchObject({
      revoked: [a.ada, b.ada, pending.ada],
      skipped: [{ ada: unknown, reason: "not-found" }],
    });

    // Again: nothing left to revoke, each one said so.
    const again = massRevoke(t.db, { user: admin, adas: [a.ada], reason: REASON, now: tick() });
    expect(again.items).toEqual([{ ada: a.ada, ok: false, refusal: "not-allowed" }]);
    // Having revoked nothing, it wrote nothing: no second audit row of the mass action.
    expect(audit("decision.massRevocation")).toHaveLength(1);
  });

  it("changes nothing for a user without PERM_ADMIN_DECISIONS_REVOKE", async () => {
    const c = await published();
    const before = snapshot(t.db);
    const massRows = audit("decision.massRevocation").length;
    const result = massRevoke(t.db, { user: publisher, adas: [c.ada], reason: REASON, now: tick() });
    expect(result.items).toEqual([{ ada: c.ada, ok: false, refusal: "forbidden" }]);
    expect(audit("decision.massRevocation")).toHaveLength(massRows);
    const after = snapshot(t.db);
    expect(after.decisionRows).toBe(before.decisionRows);
    expect(decisionOf(c.ada).status).toBe("PUBLISHED");
  });
});
