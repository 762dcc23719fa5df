/**
 * The dashboard's counts (SPEC §7 /static/api/dashboards/org/{uid}/decisions/by/{dt|thk|unit|signer})
 * against a count written here, straight over the decisions and their versions, not through the
 * search index's aggregates the code reads (./dashboard.server.ts). What a dashboard counts, by its
 * comments: the body's public decisions (published, pending revocation and revoked: the statuses
 * search shows), each under the values of its current version, a value listed once per decision.
 * The body has many decisions over three units, three signers and three thematic categories, one
 * of them revoked, one pending revocation, one corrected onto other values and one never published;
 * another body's decisions must not leak in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, setDb } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { submitDecision } from "#app/decisions/submit.server";
import { createCorrectedCopy } from "#app/decisions/lifecycle/corrected-copy.server";
import { completeRevocation, requestRevocation } from "#app/decisions/lifecycle/revocation.server";
import * as fx from "#app/decisions/testing/fixtures";
import { dashboardApi } from "./dashboard-api.server";

const ORG = "7300";
const OTHER = "7301";
const UNITS = [`${ORG}-u1`, `${ORG}-u2`, `${ORG}-u3`];
const SIGNERS = [`${ORG}-s1`, `${ORG}-s2`, `${ORG}-s3`];
const THEMATIC = ["20", "34", "88"];

let t: TestDatabase;
let clock = Date.UTC(2026, 1, 2, 9);
const tick = () => (clock += 60_000);

type Published = Awaited<ReturnType<typeof fx.submittedAndPublished>>;

const publish = (org: string, i: number, over: Partial<ReturnType<typeof fx.input>> = {}): Promise<Published> =>
  fx.submittedAndPublished(t.db, {
    org,
    input: { subject: `ΠΡΑΞΗ ΑΡΙΘΜΟΣ ${i}`, ...over },
    document: fx.pdf(`decision ${i}`),
    now: tick,
  });

/** Decision i's values: every unit, signer and category, alone and in pairs. */
const valuesOf = (i: number) => ({
  unitIds: i % 4 === 3 ? [UNITS[0], UNITS[2]] : [UNITS[i % 3]],
  signerIds: i % 5 === 4 ? [SIGNERS[1], SIGNERS[2]] : [SIGNERS[i % 2]],
  thematicCategoryIds: i % 3 === 2 ? [THEMATIC[0], THEMATIC[1]] : [THEMATIC[i % 2]],
});

beforeAll(async () => {
  t = createTestDatabase();
  setDb(t.db);
  fx.insertFixtures(t.db, ORG, "ΚΛΜ");
  fx.insertFixtures(t.db, OTHER, "ΝΞΟ");
  t.db
    .insert(schema.units)
    .values([
      { uid: UNITS[1], orgUid: ORG, label: "Τεχνική Υπηρεσία" },
      { uid: UNITS[2], orgUid: ORG, label: "Διοικητική Υπηρεσία" },
    ])
    .run();
  t.db
    .insert(schema.signers)
    .values([
      { uid: SIGNERS[1], orgUid: ORG, firstName: "Γιώργος", lastName: "Αλεξίου" },
      { uid: SIGNERS[2], orgUid: ORG, firstName: "Ελένη", lastName: "Βασιλείου" },
    ])
    .run();
  const published: Published[] = [];
  for (let i = 0; i < 24; i++) published.push(await publish(ORG, i, valuesOf(i)));
  for (let i = 0; i < 3; i++) await publish(OTHER, 100 + i);
  // Submitted, never published: not public, counted nowhere.
  submitDecision(t.db, {
    user: fx.insertUser(t.db, ["ROLE_ORG_SUBMITTER"], ORG),
    input: fx.input({ subject: "ΠΡΟΣΧΕΔΙΟ", ...valuesOf(0) }, ORG),
    document: fx.pdf("draft"),
    fields: fx.FIELDS,
    now: tick(),
  });
  const publisher = fx.insertUser(t.db, ["ROLE_ORG_PUBLISHER"], ORG);
  const admin = fx.insertUser(t.db, ["ROLE_ADMIN"], "0");
  const reason = { ground: "REVOCATION_REASON_3", comment: "Αναρτήθηκε δύο φορές." } as const;
  // Revoked: still public (its page and the search show it as «Ανακληθείσα»).
  expect(requestRevocation(t.db, { user: publisher, ada: published[1].ada, ...reason, now: tick() }).ok).toBe(true);
  expect(completeRevocation(t.db, { user: admin, ada: published[1].ada, now: tick() }).ok).toBe(true);
  expect(requestRevocation(t.db, { user: publisher, ada: published[2].ada, ...reason, now: tick() }).ok).toBe(true);
  // Corrected onto other values: counted under the corrected copy's values, not the first version's.
  const {
    organizationId: _o,
    recipients: _r,
    ...corrected
  } = fx.input(
    {
      subject: "ΠΡΑΞΗ ΑΡΙΘΜΟΣ 0 (ορθή επανάληψη)",
      unitIds: [UNITS[1]],
      signerIds: [SIGNERS[2]],
      thematicCategoryIds: [THEMATIC[2]],
    },
    ORG,
  );
  const copy = createCorrectedCopy(t.db, {
    user: publisher,
    versionId: published[0].versionId,
    input: corrected,
    document: fx.pdf("corrected"),
    fields: fx.FIELDS,
    now: tick(),
  });
  expect(copy.ok).toBe(true);
}, 120_000);
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

/** The independent count: public decisions of the body per value of their current version. */
function countedHere(column: "unit_uids" | "signer_uids" | "thematic_category_uids"): Record<string, number> {
  const rows = t.db.$client
    .prepare(
      `SELECT j.value AS uid, count(DISTINCT d.id) AS n
         FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id, json_each(v.${column}) j
        WHERE d.org_uid = ? AND d.ada IS NOT NULL AND d.status IN ('PUBLISHED', 'PENDING_REVOCATION', 'REVOKED')
        GROUP BY j.value`,
    )
    .all(ORG) as { uid: string; n: number }[];
  return Object.fromEntries(rows.map((r) => [r.uid, r.n]));
}

interface Stats {
  value: number;
  facetsResults: { label: string; counter: number; itemId: string }[];
}
const stats = (call: "decisions/by/dt" | "decisions/by/thk" | "decisions/by/unit" | "decisions/by/signer") =>
  dashboardApi(ORG, call) as Stats;
const counters = (s: Stats) => Object.fromEntries(s.facetsResults.map((f) => [f.itemId, f.counter]));

describe("the dashboard's counts per value", () => {
  it("has the cases worth counting: a revoked, a pending, a corrected and an unpublished decision", () => {
    const statuses = t.db.$client
      .prepare("SELECT status, count(*) AS n FROM decisions WHERE org_uid = ? GROUP BY status ORDER BY status")
      .all(ORG);
    expect(statuses).toEqual([
      { status: "PENDING_REVOCATION", n: 1 },
      { status: "PUBLISHED", n: 22 },
      { status: "REVOKED", n: 1 },
      { status: "SUBMITTED", n: 1 },
    ]);
    const corrected = t.db.$client
      .prepare(
        "SELECT count(*) AS n FROM decision_versions v JOIN decisions d ON d.id = v.decision_id WHERE d.org_uid = ? AND v.corrected_version_id IS NOT NULL",
      )
      .get(ORG) as { n: number };
    expect(corrected.n).toBe(1);
  });

  it.each([
    ["decisions/by/unit", "unit_uids"],
    ["decisions/by/signer", "signer_uids"],
    ["decisions/by/thk", "thematic_category_uids"],
  ] as const)("%s counts what a plain count over decisions and versions finds", (call, column) => {
    const expected = countedHere(column);
    expect(Object.keys(expected).length).toBe(3);
    expect(counters(stats(call))).toEqual(expected);
    // Largest first: the order the page's tab lists them in.
    const shown = stats(call).facetsResults.map((f) => f.counter);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  it("counts the corrected decision under its new values only", () => {
    // Decision 0 was filed under unit 1, signer 1 and category 20; its copy moved it to unit 2,
    // signer 3 and category 88: by hand, 8 of the 24 list unit 1 or (i % 4 = 3) units 1 and 3.
    const units = counters(stats("decisions/by/unit"));
    const firstUnit = [...Array(24).keys()].filter((i) => valuesOf(i).unitIds.includes(UNITS[0])).length;
    expect(units[UNITS[0]]).toBe(firstUnit - 1);
  });

  it("by type counts every public decision of the body once, and nothing of another body", () => {
    const byType = stats("decisions/by/dt");
    const public_ = t.db.$client
      .prepare(
        `SELECT v.decision_type_uid AS uid, count(*) AS n FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
          WHERE d.org_uid = ? AND d.ada IS NOT NULL AND d.status IN ('PUBLISHED', 'PENDING_REVOCATION', 'REVOKED') GROUP BY 1`,
      )
      .all(ORG) as { uid: string; n: number }[];
    expect(counters(byType)).toEqual(Object.fromEntries(public_.map((r) => [r.uid, r.n])));
    expect(byType.value).toBe(24);
  });
});
