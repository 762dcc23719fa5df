/**
 * Activate, rename, move and merge against a real SQLite file with the committed migrations: who
 * may, what the body's decisions, units, signers, search index and old names become, the audit
 * row in the same transaction, the history read back from it, and nothing written on refusal.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createFts5Engine } from "#search/fts5";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import * as decisionFixtures from "#app/decisions/testing/fixtures";
import { TEXT } from "../messages";
import { organizationHistory } from "./history.server";
import { updateOrganization } from "./update.server";
import { refreshPublicationStats } from "../stats/publication-stats.server";
import { applyStructuralChange, structuralChangePage } from "./structure.server";
import {
  insertOrganizationFixtures,
  insertUser,
  MINISTRY,
  MUNICIPALITY,
  orgInput,
  UNDER_MUNICIPALITY,
  type TestUser,
} from "./testing/fixtures";

const SOURCE = "7001";
const TARGET = "7002";

let t: TestDatabase;
let admin: TestUser;
let renamer: TestUser;
let orgAdmin: TestUser;
let clock = Date.UTC(2026, 0, 10, 9);
const tick = () => (clock += 60_000);

const orgRow = (uid: string) =>
  t.db.select().from(schema.organizations).where(eq(schema.organizations.uid, uid)).get()!;
const count = (sql: string, ...args: unknown[]) => (t.db.$client.prepare(sql).get(...args) as { n: number }).n;
const snapshot = () =>
  JSON.stringify([
    t.db.$client.prepare("SELECT * FROM organizations ORDER BY uid").all(),
    t.db.$client.prepare("SELECT * FROM decisions ORDER BY id").all(),
    t.db.$client.prepare("SELECT count(*) FROM audit_log").get(),
    t.db.$client.prepare("SELECT * FROM organization_former_names").all(),
  ]);

async function publishIn(org: string, subject: string) {
  return (await decisionFixtures.submittedAndPublished(t.db, { org, input: { subject }, now: tick })).ada;
}

beforeAll(async () => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
  decisionFixtures.insertFixtures(t.db, SOURCE, "ΜΕΡ");
  decisionFixtures.insertFixtures(t.db, TARGET, "ΣΤΟ");
  admin = insertUser(t.db, { roles: ["ROLE_ADMIN"], org: "0" });
  renamer = insertUser(t.db, { permissions: ["PERM_ADMIN_ORG_RENAME"], org: MUNICIPALITY });
  orgAdmin = insertUser(t.db, { roles: ["ROLE_ORG_ADMIN"], org: MUNICIPALITY });
  await publishIn(SOURCE, "ΠΡΟΜΗΘΕΙΑ ΑΠΟΡΡΙΜΜΑΤΟΦΟΡΟΥ");
  await publishIn(SOURCE, "ΠΡΟΜΗΘΕΙΑ ΚΑΔΩΝ");
  await publishIn(TARGET, "ΣΥΝΤΗΡΗΣΗ ΠΡΑΣΙΝΟΥ");
});
afterAll(() => t.cleanup());

describe("who may make a structural change", () => {
  it("refuses a user without the change's own PERM_ADMIN_ORG_* right, writing nothing", () => {
    const before = snapshot();
    expect(structuralChangePage(orgAdmin, MUNICIPALITY, "rename", null, t.db)).toEqual({
      ok: false,
      reason: "forbidden",
    });
    const result = applyStructuralChange(t.db, {
      user: renamer,
      uid: MUNICIPALITY,
      change: "move",
      values: { supervisor: "" },
      now: tick(),
    });
    expect(result).toEqual({ ok: false, reason: "forbidden" });
    expect(snapshot()).toBe(before);
  });
});

describe("activate", () => {
  it("sets the SPEC §4 state and refuses the state the body is already in", () => {
    const same = applyStructuralChange(t.db, {
      user: admin,
      uid: UNDER_MUNICIPALITY,
      change: "activate",
      values: { status: "active" },
    });
    expect(same).toMatchObject({ ok: false, errors: { status: [TEXT.structureUnchanged] } });
    const done = applyStructuralChange(t.db, {
      user: admin,
      uid: UNDER_MUNICIPALITY,
      change: "activate",
      values: { status: "abolished" },
      now: tick(),
    });
    expect(done).toMatchObject({ ok: true, message: "Ο φορέας «ΝΠΔΔ ΔΗΜΟΥ ΔΟΚΙΜΗΣ» είναι πλέον: Καταργημένος." });
    expect(orgRow(UNDER_MUNICIPALITY)).toMatchObject({ isActive: true, inEffect: false });
  });
});

describe("rename", () => {
  it("shows the change for confirmation, then renames; the old latin name stays taken and leads to the body", () => {
    const preview = structuralChangePage(
      renamer,
      MUNICIPALITY,
      "rename",
      { label: "ΔΗΜΟΣ ΝΕΟΣ", latinName: "dimos_neos" },
      t.db,
    );
    expect(preview.ok && preview.plan?.lines).toEqual([
      { label: "Επωνυμία", from: "ΔΗΜΟΣ ΔΟΚΙΜΗΣ", to: "ΔΗΜΟΣ ΝΕΟΣ" },
      { label: "Λατινικό όνομα", from: "dimos_dokimis", to: "dimos_neos" },
    ]);
    expect(orgRow(MUNICIPALITY).label).toBe("ΔΗΜΟΣ ΔΟΚΙΜΗΣ");
    const done = applyStructuralChange(t.db, {
      user: renamer,
      uid: MUNICIPALITY,
      change: "rename",
      values: { label: "ΔΗΜΟΣ ΝΕΟΣ", latinName: "dimos_neos" },
      now: tick(),
    });
    expect(done).toMatchObject({ ok: true, latinName: "dimos_neos" });
    expect(t.db.select().from(schema.organizationFormerNames).all()).toMatchObject([
      { latinName: "dimos_dokimis", orgUid: MUNICIPALITY },
    ]);
    // Another body may not take the old name (an old link would change meaning).
    const taken = applyStructuralChange(t.db, {
      user: admin,
      uid: MINISTRY,
      change: "rename",
      values: { label: "ΥΠΟΥΡΓΕΙΟ", latinName: "dimos_dokimis" },
    });
    expect(taken).toMatchObject({ ok: false, errors: { latinName: [TEXT.latinNameTaken] } });
    // The edit form's rename records the former name too.
    updateOrganization(t.db, {
      user: admin,
      uid: MUNICIPALITY,
      input: orgInput({ label: "ΔΗΜΟΣ ΝΕΟΣ", latinName: "dimos_neoteros", supervisorUid: MINISTRY, buildings: [] }),
      now: tick(),
    });
    expect(
      t.db
        .select({ n: schema.organizationFormerNames.latinName })
        .from(schema.organizationFormerNames)
        .all()
        .map((r) => r.n)
        .sort(),
    ).toEqual(["dimos_dokimis", "dimos_neos"]);
  });
});

describe("rename of a body with decisions", () => {
  const indexedLabels = () =>
    createFts5Engine(t.db)
      .search({ filters: { orgUids: [SOURCE] } })
      .hits.map((h) => h.orgLabel);
  const facetLabels = () =>
    t.db.$client
      .prepare("SELECT DISTINCT label FROM search_facet_counts WHERE field = 'orgUid' AND value = ?")
      .all(SOURCE)
      .map((r) => (r as { label: string }).label);

  it("re-files its decisions under the new name: search rows, the organisation facet and the outbox", () => {
    const outboxBefore = count("SELECT count(*) AS n FROM search_outbox");
    const done = applyStructuralChange(t.db, {
      user: admin,
      uid: SOURCE,
      change: "rename",
      values: { label: "ΔΗΜΟΣ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ", latinName: `dimos_${SOURCE}` },
      now: tick(),
    });
    expect(done.ok).toBe(true);
    expect(indexedLabels()).toEqual(["ΔΗΜΟΣ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ", "ΔΗΜΟΣ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ"]);
    expect(facetLabels()).toEqual(["ΔΗΜΟΣ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ"]);
    expect(count("SELECT sum(count) AS n FROM search_facet_counts WHERE field = 'orgUid' AND value = ?", SOURCE)).toBe(
      2,
    );
    expect(count("SELECT count(*) AS n FROM search_outbox") - outboxBefore).toBe(2);
  });

  it("the edit form's rename re-files them too", () => {
    const saved = updateOrganization(t.db, {
      user: admin,
      uid: SOURCE,
      input: orgInput({
        label: "ΔΗΜΟΣ ΞΑΝΑ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ",
        latinName: `dimos_${SOURCE}`,
        supervisorUid: undefined,
        buildings: [],
      }),
      now: tick(),
    });
    expect(saved.ok).toBe(true);
    expect(indexedLabels()).toEqual(["ΔΗΜΟΣ ΞΑΝΑ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ", "ΔΗΜΟΣ ΞΑΝΑ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ"]);
    expect(facetLabels()).toEqual(["ΔΗΜΟΣ ΞΑΝΑ ΜΕΤΟΝΟΜΑΣΜΕΝΟΣ"]);
  });
});

describe("move", () => {
  it("refuses a loop and moves under another supervisor", () => {
    const loop = applyStructuralChange(t.db, {
      user: admin,
      uid: MUNICIPALITY,
      change: "move",
      values: { supervisor: UNDER_MUNICIPALITY },
    });
    expect(loop).toMatchObject({ ok: false, errors: { supervisor: [TEXT.supervisorCycle] } });
    const done = applyStructuralChange(t.db, {
      user: admin,
      uid: UNDER_MUNICIPALITY,
      change: "move",
      values: { supervisor: "ypourgeio_dokimon" },
      now: tick(),
    });
    expect(done.ok).toBe(true);
    expect(orgRow(UNDER_MUNICIPALITY).supervisorUid).toBe(MINISTRY);
  });
});

describe("merge", () => {
  it("moves decisions, units and signers, re-files them in the search index and keeps the merged body as a record", async () => {
    await refreshPublicationStats(t.db); // the hourly aggregates, built before the merge
    const preview = structuralChangePage(admin, SOURCE, "merge", { target: `dimos_${TARGET}` }, t.db);
    expect(preview.ok && preview.plan?.moves).toEqual({
      decisions: 2,
      units: 1,
      signers: 1,
      supervised: 0,
      publicDocuments: 0,
    });
    const outboxBefore = count("SELECT count(*) AS n FROM search_outbox");
    const done = applyStructuralChange(t.db, {
      user: admin,
      uid: SOURCE,
      change: "merge",
      values: { target: TARGET },
      now: tick(),
    });
    expect(done).toMatchObject({ ok: true, latinName: `dimos_${TARGET}` });
    expect(count("SELECT count(*) AS n FROM decisions WHERE org_uid = ?", SOURCE)).toBe(0);
    expect(count("SELECT count(*) AS n FROM decisions WHERE org_uid = ?", TARGET)).toBe(3);
    expect(count("SELECT count(*) AS n FROM units WHERE org_uid = ?", TARGET)).toBe(2);
    expect(count("SELECT count(*) AS n FROM signers WHERE org_uid = ?", TARGET)).toBe(2);
    // The search filter by organisation finds them under the body they joined, none under the old one.
    const fts5 = createFts5Engine(t.db);
    expect(fts5.count({ filters: { orgUids: [TARGET] } })).toBe(3);
    expect(fts5.count({ filters: { orgUids: [SOURCE] } })).toBe(0);
    expect(count("SELECT sum(count) AS n FROM search_facet_cube WHERE org_uid = ?", TARGET)).toBe(3);
    // The dashboards' unit, signer and thematic counts follow them too: none left under the old body.
    expect(count("SELECT count(*) AS n FROM search_org_values WHERE org_uid = ?", SOURCE)).toBe(0);
    const kept = t.db.$client
      .prepare("SELECT key, count FROM search_org_values WHERE org_uid = ? AND key LIKE 'thematic:%' ORDER BY 1")
      .all(TARGET);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(
      t.db.$client
        .prepare(
          `SELECT 'thematic:' || j.value AS key, count(*) AS count
             FROM search_docs d, json_each(d.thematic_category_uids) j WHERE d.org_uid = ? GROUP BY 1 ORDER BY 1`,
        )
        .all(TARGET),
    );
    expect(count("SELECT sum(count) AS n FROM search_org_values WHERE org_uid = ? AND key LIKE 'unit:%'", TARGET)).toBe(
      3,
    );
    expect(count("SELECT count(*) AS n FROM search_outbox") - outboxBefore).toBe(2);
    // The daily publication counts (the statistics API's per-day line with ?org=) follow them too.
    expect(count("SELECT count(*) AS n FROM publication_stats_by_org_day WHERE org_uid = ?", SOURCE)).toBe(0);
    expect(count("SELECT sum(count) AS n FROM publication_stats_by_org_day WHERE org_uid = ?", TARGET)).toBe(3);
    expect(orgRow(SOURCE)).toMatchObject({ mergedIntoUid: TARGET, isActive: true, inEffect: false });
    // A merged body changes no more, and nothing can be merged into it.
    const again = applyStructuralChange(t.db, {
      user: admin,
      uid: SOURCE,
      change: "activate",
      values: { status: "active" },
    });
    expect(again).toMatchObject({ ok: false, reason: "invalid" });
    const into = applyStructuralChange(t.db, {
      user: admin,
      uid: MINISTRY,
      change: "merge",
      values: { target: SOURCE },
    });
    expect(into).toMatchObject({ ok: false, errors: { target: [TEXT.mergeTargetMerged] } });
  });

  it("refuses merging a body into itself", () => {
    const self = applyStructuralChange(t.db, { user: admin, uid: TARGET, change: "merge", values: { target: TARGET } });
    expect(self).toMatchObject({ ok: false, errors: { target: [TEXT.mergeIntoItself] } });
  });
});

describe("history", () => {
  it("gives every former state, newest first, from the audit rows", () => {
    const history = organizationHistory(MUNICIPALITY, t.db)!;
    expect(history.states.map((s) => s.latinName)).toEqual(["dimos_neoteros", "dimos_neos", "dimos_dokimis"]);
    expect(history.states[0].until).toBeNull();
    expect(history.states[1].until).toBe(history.states[0].from);
    const target = organizationHistory(TARGET, t.db)!;
    expect(target.absorbed).toMatchObject([{ uid: SOURCE, latinName: `dimos_${SOURCE}` }]);
    const merged = organizationHistory(SOURCE, t.db)!;
    expect(merged.states[0]).toMatchObject({ mergedInto: { uid: TARGET }, statusLabel: "Καταργημένος" });
    expect(merged.states[1]).toMatchObject({ mergedInto: null, statusLabel: "Ενεργός" });
  });
});
