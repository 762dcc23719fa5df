/**
 * The public statistics calls of SPEC §7 (/static/api): the SPEC §3 stats response shape, the
 * same figures as the database holds, public caching with 304, and the SPEC §8 error payload for
 * a bad address or method. HTTP only (the same in both browser projects).
 */
import { expect, test } from "./support/fixtures";
import { e2eDb } from "./support/db";

interface StatsResponse {
  value: number;
  facetsResults: { label: string; counter: number; itemId: string }[];
}

/**
 * Publications as the hourly aggregates last counted them. Other specs publish while this one
 * runs, and the statistics promise hourly figures, so the API is compared with the aggregates;
 * that the aggregates count every publication up to their computation is checked apart.
 */
const aggregatedPublications = () =>
  (e2eDb().prepare("SELECT coalesce(sum(count), 0) AS n FROM publication_stats_by_type").get() as { n: number }).n;

test("the aggregates count every publication made before they were computed", () => {
  const db = e2eDb();
  const { builtFrom, computedAt } = db
    .prepare("SELECT sum(publications) AS builtFrom, max(computed_at) AS computedAt FROM publication_stats_months")
    .get() as { builtFrom: number; computedAt: number };
  const published = (
    db
      .prepare("SELECT count(*) AS n FROM decisions WHERE published_at IS NOT NULL AND published_at <= ?")
      .get(computedAt) as { n: number }
  ).n;
  expect(builtFrom).toBe(published);
  expect(aggregatedPublications()).toBe(published);
  // The daily aggregates are built in the same pass: their days add up to the same publications.
  expect(db.prepare("SELECT coalesce(sum(publications), 0) FROM publication_stats_days").pluck().get()).toBe(published);
});

test("per type and per category, every publication is counted once, the largest first", async ({ request }) => {
  for (const call of ["countpertype", "countperorgcategory"]) {
    const response = await request.get(`/static/api/search/${call}`);
    expect(response.status(), call).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"]).toContain("public");
    const body = (await response.json()) as StatsResponse;
    expect(body.value, call).toBe(aggregatedPublications());
    expect(body.facetsResults.reduce((sum, f) => sum + f.counter, 0)).toBe(body.value);
    const counters = body.facetsResults.map((f) => f.counter);
    expect(counters).toEqual([...counters].sort((a, b) => b - a));
    expect(body.facetsResults[0]).toEqual({
      label: expect.any(String),
      counter: expect.any(Number),
      itemId: expect.any(String),
    });
  }
  const types = (await (await request.get("/static/api/search/countpertype")).json()) as StatsResponse;
  const label = (
    e2eDb().prepare("SELECT label FROM decision_types WHERE uid = ?").get(types.facetsResults[0].itemId) as {
      label: string;
    }
  ).label;
  expect(types.facetsResults[0].label).toBe(label);
});

test("publications per day over the last 30 days, overall and for one organisation", async ({ request }) => {
  // The organisation first: other specs publish for it meanwhile, and a later overall count can only be larger.
  const one = (await (await request.get("/static/api/search/countPerDayLastMonth?org=6013")).json()) as StatsResponse;
  expect(one.facetsResults).toHaveLength(30);
  const all = (await (await request.get("/static/api/search/countPerDayLastMonth")).json()) as StatsResponse;
  expect(all.facetsResults).toHaveLength(30);
  expect(all.facetsResults[29].itemId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(one.value).toBeLessThanOrEqual(all.value);
  for (const [i, day] of one.facetsResults.entries())
    expect(day.counter).toBeLessThanOrEqual(all.facetsResults[i].counter);
  // Both are the daily aggregates the background worker keeps, a day without a row being 0.
  const [first, last] = [all.facetsResults[0].itemId, all.facetsResults[29].itemId];
  const db = e2eDb();
  const perDay = (sql: string, ...args: string[]) =>
    Object.fromEntries(
      db
        .prepare(sql)
        .all(...args, first, last)
        .map((r) => [(r as { day: string }).day, (r as { n: number }).n]),
    );
  const stored = perDay("SELECT day, publications AS n FROM publication_stats_days WHERE day BETWEEN ? AND ?");
  expect(all.facetsResults.map((f) => f.counter)).toEqual(all.facetsResults.map((f) => stored[f.itemId] ?? 0));
  const storedOne = perDay(
    "SELECT day, count AS n FROM publication_stats_by_org_day WHERE org_uid = ? AND day BETWEEN ? AND ?",
    "6013",
  );
  expect(one.facetsResults.map((f) => f.counter)).toEqual(one.facetsResults.map((f) => storedOne[f.itemId] ?? 0));
});

test("the KPI counters and a category's organisations", async ({ request }) => {
  const db = e2eDb();
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  // Counted at most hourly: between the six demo accounts and the accounts there are now.
  const users = ((await (await request.get("/static/api/stats/users")).json()) as { value: number }).value;
  expect(users).toBeGreaterThanOrEqual(6);
  expect(users).toBeLessThanOrEqual(count("SELECT count(*) AS n FROM users WHERE enabled = 1"));
  const organizations = (
    (await (await request.get("/static/api/organizations/totalOrganizations")).json()) as { value: number }
  ).value;
  expect(organizations).toBeGreaterThan(5000); // the 5,342 real bodies, most of them active
  expect(organizations).toBeLessThanOrEqual(count("SELECT count(*) AS n FROM organizations WHERE is_active = 1"));
  const total = (await (await request.get("/static/api/search/totalArtifacts")).json()) as { value: number };
  expect(total.value).toBeGreaterThan(0);
  // Summed from the monthly aggregates, not counted over the decisions on the request.
  expect(total.value).toBe(count("SELECT coalesce(sum(publications), 0) AS n FROM publication_stats_months"));
  const ministries = (await (await request.get("/static/api/organizations/category/MINISTRY")).json()) as {
    uid: string;
    label: string;
    latinName: string;
  }[];
  expect(ministries.length).toBeGreaterThan(10);
  const categoryOf = db.prepare("SELECT category_uid AS category FROM organizations WHERE uid = ?");
  for (const m of ministries) expect(categoryOf.get(m.uid)).toEqual({ category: "MINISTRY" });
});

test("a repeated call is answered 304 from its ETag", async ({ request }) => {
  const first = await request.get("/static/api/search/countperorgcategory");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/static/api/search/countperorgcategory", { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("bad addresses and methods get the SPEC §8 error payload", async ({ request }) => {
  const cases = [
    { response: await request.get("/static/api/search/countPerDayLastMonth?org=no_such_body"), status: 404 },
    { response: await request.get("/static/api/organizations/category/PLANETS"), status: 404 },
    { response: await request.get("/static/api/search/nosuchstat"), status: 404 },
    { response: await request.post("/static/api/stats/users", { form: { x: "1" } }), status: 405 },
  ];
  for (const { response, status } of cases) {
    expect(response.status(), response.url()).toBe(status);
    const body = (await response.json()) as { errors: { errorCode: string; errorMessage: string }[] };
    expect(body.errors[0].errorMessage, response.url()).toMatch(/[\u0370-\u03ff]/);
    expect(body.errors[0].errorCode).toBe(status === 404 ? "NOT_FOUND" : "METHOD_NOT_ALLOWED");
  }
});
