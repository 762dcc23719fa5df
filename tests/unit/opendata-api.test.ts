/**
 * The OpenData read API's contract (issue 15): every call through the whole Remix pipeline
 * (tests/support/app-server.ts) on a real seeded SQLite file, checked against the real register's
 * sample answers (tests/fixtures/diavgeia-api-samples, db/seed/data): status, content type, and every field the
 * sample has with the same JSON type (tests/support/json-shape.ts); the same calls in XML,
 * well-formed with the real element names; and the parameter rules (400 naming the parameter,
 * 404 in the error payload, inclusive dates, 0-based pages, exact totals, ETag and 304).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIfEmpty } from "#db/seed";
import { startAppServer, type AppServer } from "#tests/support/app-server";
import { openAppDatabase, type AppDatabase } from "#tests/support/app-database";
import { shapeProblems, type ShapeOptions } from "#tests/support/json-shape";
import type { TestDatabase } from "#tests/support/test-db";
import { xmlProblems, xpath } from "#tests/support/xmllint";

/** The real answers: the seed's copies (db/seed/data) and the test's own (tests/fixtures). */
const SEED_DATA = path.resolve("db/seed/data");
const FIXTURES = path.resolve("tests/fixtures/diavgeia-api-samples");
const IN_SEED_DATA = new Set([
  ...["all_types.json", "details_of_b_6_type.json", "details_of_2_4_6_1_type.json"],
  ...["dictionaries_list.json", "FEKTYPES.json", "organizations_active.json", "organizations_inactive_ministry.json"],
]);
const sample = (file: string): unknown => {
  const name = path.basename(file);
  return JSON.parse(fs.readFileSync(path.join(IN_SEED_DATA.has(name) ? SEED_DATA : FIXTURES, name), "utf8"));
};
const JSON_TYPE = "application/json; charset=utf-8";
const XML_TYPE = "application/xml; charset=utf-8";

let t: TestDatabase;
let app: AppServer;
let close: AppDatabase["close"] = async () => {};
let decision: { ada: string; versionId: string; orgUid: string; latinName: string; updatedAt: number };
let signerWithoutPosition: string;

beforeAll(async () => {
  ({ database: t, close } = openAppDatabase({ PUBLIC_URL: "https://apofaseis.example.gr" }));
  await seedIfEmpty(t.db, 60);
  decision = t.db.$client
    .prepare(
      `SELECT d.ada, d.latest_version_id AS versionId, d.org_uid AS orgUid, o.latin_name AS latinName,
              d.updated_at AS updatedAt
         FROM decisions d JOIN organizations o ON o.uid = d.org_uid
        WHERE d.status = 'PUBLISHED' ORDER BY d.published_at DESC LIMIT 1`,
    )
    .get() as typeof decision;
  // A signer with a unit but no position (as in the sample signer_without_poisitionid.json).
  t.db.$client
    .prepare(`UPDATE signer_units SET position_uid = NULL WHERE rowid = (SELECT min(rowid) FROM signer_units)`)
    .run();
  signerWithoutPosition = (
    t.db.$client.prepare(`SELECT signer_uid AS uid FROM signer_units WHERE position_uid IS NULL LIMIT 1`).get() as {
      uid: string;
    }
  ).uid;
  app = await startAppServer();
}, 120_000);

afterAll(() => close(app));

const get = (address: string, headers: Record<string, string> = {}) => app.fetch(address, { headers });

async function getJson(address: string) {
  const response = await get(address);
  expect(response.status, `${address}: ${response.status}`).toBe(200);
  expect(response.headers.get("Content-Type")).toBe(JSON_TYPE);
  return (await response.json()) as Record<string, unknown>;
}

/** Decision fields the real samples' client re-serialised as ISO strings (diavgeia.md §5). */
const DECISION_OPTIONS: ShapeOptions = {
  opaque: ["extraFieldValues"],
  epochMs: ["issueDate", "submissionTimestamp", "publishTimestamp", "versionTimestamp"],
};
/** Organisation fields the seed leaves empty where the sample has text. */
/** A signer still active has no end; a signer's unit may have no position (signer_without_poisitionid.json). */
const SIGNER_OPTIONS: ShapeOptions = { nullable: ["activeUntil", "positionId", "positionLabel"] };
const ORGANIZATION_OPTIONS: ShapeOptions = {
  nullable: [
    "vatNumber",
    "fekNumber",
    "fekIssue",
    "fekYear",
    "odeManagerEmail",
    "website",
    "supervisorId",
    "supervisorLabel",
  ],
};

describe("every call answers in the real register's JSON shape", () => {
  const cases: [string, () => string, string, ShapeOptions?][] = [
    [
      "a decision",
      () => `/opendata/decisions/${encodeURIComponent(decision.ada)}`,
      "decisions/one_decisions_details.json",
      DECISION_OPTIONS,
    ],
    [
      "a version",
      () => `/opendata/decisions/v/${decision.versionId}`,
      "decisions/one_decisions_details.json",
      DECISION_OPTIONS,
    ],
    [
      "a version log",
      () => `/opendata/decisions/${encodeURIComponent(decision.ada)}/versionlog`,
      "decisions/one_decisions_version_log.json",
      DECISION_OPTIONS,
    ],
    ["a simple search", () => "/opendata/search?size=100", "search/simple_query_search_result.json", DECISION_OPTIONS],
    [
      "an advanced search",
      () => `/opendata/search/advanced?q=${encodeURIComponent(`organizationUid:"${decision.orgUid}"`)}`,
      "search/complex_search_result.json",
      DECISION_OPTIONS,
    ],
    ["the types", () => "/opendata/types", "types/all_types.json"],
    [
      "a type's details (Β.6)",
      () => `/opendata/types/${encodeURIComponent("Β.6")}/details`,
      "types/details_of_b_6_type.json",
    ],
    ["a type's details (2.4.6.1)", () => "/opendata/types/2.4.6.1/details", "types/details_of_2_4_6_1_type.json"],
    ["the dictionaries", () => "/opendata/dictionaries", "dictionaries/dictionaries_list.json"],
    ["a dictionary", () => "/opendata/dictionaries/FEKTYPES", "dictionaries/FEKTYPES.json"],
    [
      "the active organisations",
      () => "/opendata/organizations",
      "organizations/organizations_active.json",
      ORGANIZATION_OPTIONS,
    ],
    [
      "inactive ministries",
      () => "/opendata/organizations?status=inactive&category=MINISTRY",
      "organizations/organizations_inactive_ministry.json",
      ORGANIZATION_OPTIONS,
    ],
    [
      "ministries",
      () => "/opendata/organizations?category=MINISTRY",
      "organizations/organizations_of_ministry.json",
      ORGANIZATION_OPTIONS,
    ],
    [
      "an organisation by latin name",
      () => "/opendata/organizations/dimos_limnou",
      "organizations/an_org.json",
      ORGANIZATION_OPTIONS,
    ],
    ["an organisation's units", () => "/opendata/organizations/6174/units", "organizations/an_orgs_units.json"],
    [
      "an organisation's signers",
      () => "/opendata/organizations/6174/signers",
      "organizations/an_orgs_signers.json",
      SIGNER_OPTIONS,
    ],
    [
      "an organisation's positions",
      () => "/opendata/organizations/6174/positions",
      "organizations/an_orgs_positions.json",
    ],
    ["a signer", () => "/opendata/signers/135003", "organizations/specific_signer.json", SIGNER_OPTIONS],
    [
      "a signer without a position",
      () => `/opendata/signers/${signerWithoutPosition}`,
      "organizations/signer_without_poisitionid.json",
      SIGNER_OPTIONS,
    ],
  ];

  it.each(cases)("%s", async (_, address, file, options) => {
    const body = await getJson(address());
    expect(shapeProblems(sample(file), body, options)).toEqual([]);
  });

  it("lists are not empty where the samples are not, so the shapes above were compared item by item", async () => {
    const search = await getJson("/opendata/search?size=100");
    expect((search.decisions as unknown[]).length).toBeGreaterThan(0);
    expect(((await getJson("/opendata/organizations/6174/units")).units as unknown[]).length).toBeGreaterThan(5);
    expect(((await getJson("/opendata/organizations/6174/signers")).signers as unknown[]).length).toBeGreaterThan(5);
    expect(((await getJson("/opendata/types")).decisionTypes as unknown[]).length).toBe(43);
  });
});

describe("a type's related-ADA fields say what they ask of the decision they name", () => {
  type Field = {
    uid: string;
    relAdaDecisionTypes: unknown;
    relAdaConstrainedInOrganization: unknown;
    nestedFields: Field[];
  };
  const find = (fields: Field[], uid: string): Field | undefined =>
    fields.map((f) => (f.uid === uid ? f : find(f.nestedFields, uid))).find(Boolean);
  const details = async (type: string) =>
    (await getJson(`/opendata/types/${encodeURIComponent(type)}/details`)).extraFields as Field[];

  it("as the real register does: a boolean on an ADA field, null elsewhere (Β.6)", async () => {
    const fields = await details("Β.6");
    const real = sample("types/details_of_b_6_type.json") as { extraFields: Field[] };
    for (const uid of ["relatedDecisionsADA", "relatedDecisions", "financialYear"]) {
      const ours = find(fields, uid);
      const theirs = find(real.extraFields, uid);
      expect(ours, uid).toBeDefined();
      expect([ours?.relAdaDecisionTypes, ours?.relAdaConstrainedInOrganization], uid).toEqual([
        theirs?.relAdaDecisionTypes,
        theirs?.relAdaConstrainedInOrganization,
      ]);
    }
  });

  it("with the types and the same body an expenditure approval's commitment must have (Β.2.1)", async () => {
    const field = find(await details("Β.2.1"), "relatedAnalipsiYpoxreosis");
    expect([field?.relAdaDecisionTypes, field?.relAdaConstrainedInOrganization]).toEqual([["Β.1.3"], true]);
  });
});

describe("calls without a sample of their own", () => {
  it("an organisation's details hold the organisation and its units, signers, positions and supervised bodies", async () => {
    const body = await getJson("/opendata/organizations/6174/details");
    expect(shapeProblems(sample("organizations/an_org.json"), body, ORGANIZATION_OPTIONS)).toEqual([]);
    const units = (await getJson("/opendata/organizations/6174/units")).units as unknown[];
    expect(body.units).toEqual(units);
    expect(
      shapeProblems(sample("organizations/an_orgs_signers.json"), { signers: body.signers }, SIGNER_OPTIONS),
    ).toEqual([]);
    expect(shapeProblems(sample("organizations/an_orgs_positions.json"), { positions: body.positions })).toEqual([]);
    expect(Array.isArray(body.supervisedOrganizations)).toBe(true);
  });

  it("units: all below the organisation by default, children the top level only, and by status", async () => {
    type Unit = { uid: string; parentId: string | null; active: boolean };
    const all = (await getJson("/opendata/organizations/6174/units")).units as Unit[];
    const children = (await getJson("/opendata/organizations/6174/units?descendants=children")).units as Unit[];
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((u) => u.parentId === "6174")).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(children.length);
    const inactive = (await getJson("/opendata/organizations/6174/units?status=inactive")).units as Unit[];
    expect(inactive.every((u) => !u.active)).toBe(true);
    const one = await getJson(`/opendata/units/${all[0].uid}`);
    expect(one).toEqual(all[0]);
  });

  it("a type, the search terms, and an organisation by uid are what the lists hold", async () => {
    const types = (await getJson("/opendata/types")).decisionTypes as { uid: string }[];
    expect(await getJson(`/opendata/types/${encodeURIComponent("Β.1.3")}`)).toEqual(
      types.find((x) => x.uid === "Β.1.3"),
    );
    const terms = (await getJson("/opendata/search/terms")).terms as { term: string; label: string }[];
    const common = (await getJson("/opendata/search/terms/common")).terms as { term: string }[];
    expect(terms.map((x) => x.term)).toEqual(expect.arrayContaining(["organizationUid", "issueDate", "ada"]));
    expect(common.length).toBeLessThan(terms.length);
    expect(await getJson("/opendata/organizations/6174")).toEqual(
      await getJson("/opendata/organizations/dimos_limnou"),
    );
  });

  it("unknown names are 404s naming them; a call without parameters refuses one", async () => {
    for (const [address, message] of [
      ["/opendata/types/Χ.9", "Δεν βρέθηκε είδος πράξης «Χ.9»."],
      ["/opendata/dictionaries/NOPE", "Δεν βρέθηκε λεξικό «NOPE»."],
      ["/opendata/organizations/no_such_body/units", "Δεν βρέθηκε φορέας «no_such_body»."],
      ["/opendata/signers/0", "Δεν βρέθηκε υπογράφων «0»."],
      ["/opendata/units/0", "Δεν βρέθηκε οργανωτική μονάδα «0»."],
    ]) {
      const response = await get(encodeURI(address));
      expect(response.status, address).toBe(404);
      expect(((await response.json()) as SearchBody).errors[0].errorMessage).toBe(message);
    }
    const extra = await get("/opendata/types?page=1");
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as SearchBody).errors[0].errorMessage).toBe(
      "Άγνωστη παράμετρος «page»: η κλήση δεν δέχεται παραμέτρους.",
    );
  });
});

describe("a decision", () => {
  it("has string ids, epoch-millisecond times and absolute URLs from PUBLIC_URL", async () => {
    const body = await getJson(`/opendata/decisions/${encodeURIComponent(decision.ada)}`);
    expect(body).toMatchObject({
      ada: decision.ada,
      versionId: decision.versionId,
      organizationId: decision.orgUid,
      submissionTimestamp: decision.updatedAt,
      status: "PUBLISHED",
      url: `https://apofaseis.example.gr/opendata/decisions/${encodeURIComponent(decision.ada)}`,
      documentUrl: `https://apofaseis.example.gr/doc/${encodeURIComponent(decision.ada)}`,
    });
    expect(typeof body.publishTimestamp).toBe("number");
    expect(new Date(body.issueDate as number).toISOString()).toMatch(/T00:00:00\.000Z$/);
  });

  it("an unknown ADA is a 404 in the error payload, in JSON and in XML", async () => {
    const json = await get("/opendata/decisions/%CE%A9%CE%A9%CE%A9-000");
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({
      errors: [
        { errorCode: "NOT_FOUND", errorMessage: "Δεν βρέθηκε αναρτημένη πράξη με ΑΔΑ «ΩΩΩ-000».", canBeIgnored: false },
      ],
      warnings: [],
    });
    const xml = await get("/opendata/decisions/%CE%A9%CE%A9%CE%A9-000.xml");
    expect(xml.status).toBe(404);
    expect(xml.headers.get("Content-Type")).toBe(XML_TYPE);
    const text = await xml.text();
    expect(xmlProblems(text)).toBeNull();
    expect(xpath(text, "string(/*[local-name()='errors']/*[local-name()='error']/*[local-name()='errorCode'])")).toBe(
      "NOT_FOUND",
    );
  });
});

describe("the same calls in XML", () => {
  const cases: [() => string, string, string][] = [
    [() => `/opendata/decisions/${encodeURIComponent(decision.ada)}.xml`, "decision", "count(/decision/ada)"],
    [
      () => `/opendata/decisions/${encodeURIComponent(decision.ada)}/versionlog.xml`,
      "decisionVersionLog",
      "count(/decisionVersionLog/versions/version)",
    ],
    [() => "/opendata/search.xml?size=5", "decisionSearchResult", "count(/decisionSearchResult/decisions/decision)"],
    [() => "/opendata/search/terms.xml", "searchTerms", "count(/searchTerms/searchTerm/term)"],
    [() => "/opendata/types.xml", "decisionTypes", "count(/decisionTypes/decisionType)"],
    [
      () => `/opendata/types/${encodeURIComponent("Β.6")}/details.xml`,
      "decisionTypeDetails",
      "count(/decisionTypeDetails/extraFields/extraField)",
    ],
    [() => "/opendata/dictionaries.xml", "dictionaries", "count(/dictionaries/dictionary)"],
    [() => "/opendata/dictionaries/FEKTYPES.xml", "dictionaryItems", "count(/dictionaryItems/item/@uid)"],
    [() => "/opendata/organizations.xml", "organizations", "count(/organizations/organization)"],
    [() => "/opendata/organizations/6174/details.xml", "organizationDetails", "count(/organizationDetails/units/unit)"],
    [() => "/opendata/organizations/6174/signers.xml", "signers", "count(/signers/signer/units/unit)"],
    [() => "/opendata/positions.xml", "positions", "count(/positions/position)"],
  ];

  it.each(cases.map(([address, root, count]) => [root, address, count] as const))(
    "<%s>",
    async (root, address, count) => {
      const response = await get(address());
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(XML_TYPE);
      const text = await response.text();
      expect(xmlProblems(text)).toBeNull();
      expect(xpath(text, "namespace-uri(/*)")).toBe("http://diavgeia.gov.gr/schema/v2");
      expect(xpath(text, "local-name(/*)")).toBe(root);
      // The same path without namespace prefixes: local-name() steps.
      const local = count.replace(/\/(@?)([A-Za-z]+)/g, (_, at: string, name: string) =>
        at ? `/@${name}` : `/*[local-name()='${name}']`,
      );
      expect(Number(xpath(text, local))).toBeGreaterThan(0);
    },
  );

  it("a decision's times are xs:dateTime and its lists hold one element per id", async () => {
    const text = await (await get(`/opendata/decisions/${encodeURIComponent(decision.ada)}.xml`)).text();
    const value = (name: string) => xpath(text, `string(/*/*[local-name()='${name}'])`);
    expect(value("submissionTimestamp")).toBe(new Date(decision.updatedAt).toISOString());
    expect(value("issueDate")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(xpath(text, "count(/*/*[local-name()='signerIds']/*[local-name()='signerId'])"))).toBeGreaterThan(0);
  });
});

interface SearchBody {
  decisions: { ada: string }[];
  info: { query: string; page: number; size: number; actualSize: number; total: number; order: string };
  errors: { errorCode: string; errorMessage: string }[];
}

describe("search parameters", () => {
  const search = async (query: string) => {
    const response = await get(`/opendata/search?${query}`);
    return { status: response.status, body: (await response.json()) as SearchBody };
  };

  it("an unknown, repeated or malformed parameter is a 400 naming it", async () => {
    const cases: [string, string][] = [
      ["q=δήμος", "Άγνωστη παράμετρος «q»"],
      ["from_dat=2025-01-01", "Άγνωστη παράμετρος «from_dat»"],
      ["size=501", "«size»"],
      ["size=0", "«size»"],
      ["page=-1", "«page»"],
      ["from_date=2025-02-30", "«from_date»"],
      ["sort=oldest", "«sort»"],
      ["status=deleted", "«status»"],
      ["org=1&org=2", "Η παράμετρος «org» δίνεται περισσότερες από μία φορές."],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.errors[0].errorCode).toBe("BAD_REQUEST");
      expect(body.errors[0].errorMessage, query).toContain(message);
    }
  });

  it("pages count from 0, totals are exact, and the query run is echoed without a 180-day window", async () => {
    const first = await search("status=all&size=7&page=0");
    const second = await search("status=all&size=7&page=1");
    const total = (
      t.db.$client.prepare(`SELECT count(*) AS n FROM decisions WHERE ada IS NOT NULL`).get() as { n: number }
    ).n;
    expect(first.body.info).toMatchObject({ page: 0, size: 7, actualSize: 7, total, order: "recent", query: "" });
    expect(second.body.info.page).toBe(1);
    const ids = [...first.body.decisions, ...second.body.decisions].map((d) => d.ada);
    expect(new Set(ids).size).toBe(14);
  });

  it("the status is published unless asked; org takes a uid or a latin name; date bounds are inclusive", async () => {
    const day = new Date(decision.updatedAt).toLocaleDateString("sv-SE", { timeZone: "Europe/Athens" });
    const byDay = await search(`org=${decision.latinName}&from_date=${day}&to_date=${day}&size=500`);
    expect(byDay.status).toBe(200);
    expect(byDay.body.info.query).toBe(
      `submissionTimestamp:[${day} TO ${day}] AND organizationUid:"${decision.orgUid}" AND status:"Αναρτημένη"`,
    );
    expect(byDay.body.decisions.map((d) => d.ada)).toContain(decision.ada);
    const byUid = await search(`org=${decision.orgUid}&from_date=${day}&to_date=${day}&size=500`);
    expect(byUid.body.info.total).toBe(byDay.body.info.total);
    const none = await search(`org=${decision.orgUid}&to_date=2000-01-01`);
    expect(none.body.info.total).toBe(0);
  });

  it("ada finds exactly that decision; an advanced query in error is a 400 with the language's message", async () => {
    const { body } = await search(`ada=${encodeURIComponent(decision.ada)}`);
    expect(body.decisions.map((d) => d.ada)).toEqual([decision.ada]);
    const bad = await get(`/opendata/search/advanced?q=${encodeURIComponent("nosuchfield:1")}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].errorMessage).toContain("nosuchfield");
  });
});

describe("HTTP", () => {
  it("answers with cache headers, an ETag, Vary: Accept and 304 when unchanged", async () => {
    const response = await get("/opendata/types");
    expect(response.headers.get("Cache-Control")).toContain("public");
    expect(response.headers.get("Vary")).toBe("Accept");
    const etag = response.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await get("/opendata/types", { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("the read calls are read only: a POST is a 405 with Allow", async () => {
    const response = await app.fetch("/opendata/search", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("an address that names no call is a 404 in the error payload", async () => {
    const response = await get("/opendata/nothing/here");
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].errorCode).toBe("NOT_FOUND");
  });
});
