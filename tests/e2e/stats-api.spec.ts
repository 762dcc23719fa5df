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

const publications = () =>
  (e2eDb().prepare("SELECT count(*) AS n FROM decisions WHERE published_at IS NOT NULL").get() as { n: number }).n;

test("per type and per category, every publication is counted once, the largest first", async ({ request }) => {
  for (const call of ["countpertype", "countperorgcategory"]) {
    const response = await request.get(`/static/api/search/${call}`);
    expect(response.status(), call).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"]).toContain("public");
    const body = (await response.json()) as StatsResponse;
    expect(body.value, call).toBe(publications());
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
  const all = (await (await request.get("/static/api/search/countPerDayLastMonth")).json()) as StatsResponse;
  expect(all.facetsResults).toHaveLength(30);
  expect(all.facetsResults[29].itemId).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const one = (await (await request.get("/static/api/search/countPerDayLastMonth?org=6013")).json()) as StatsResponse;
  expect(one.facetsResults).toHaveLength(30);
  expect(one.value).toBeLessThanOrEqual(all.value);
  for (const [i, day] of one.facetsResults.entries())
    expect(day.counter).toBeLessThanOrEqual(all.facetsResults[i].counter);
});

test("the KPI counters and a category's organisations", async ({ request }) => {
  const db = e2eDb();
  const users = (db.prepare("SELECT count(*) AS n FROM users WHERE enabled = 1").get() as { n: number }).n;
  expect(await (await request.get("/static/api/stats/users")).json()).toEqual({ value: users });
  const active = (db.prepare("SELECT count(*) AS n FROM organizations WHERE is_active = 1").get() as { n: number }).n;
  expect(await (await request.get("/static/api/organizations/totalOrganizations")).json()).toEqual({ value: active });
  const total = (await (await request.get("/static/api/search/totalArtifacts")).json()) as { value: number };
  expect(total.value).toBeGreaterThan(0);
  const ministries = (await (await request.get("/static/api/organizations/category/MINISTRY")).json()) as {
    uid: string;
    label: string;
    latinName: string;
  }[];
  const expected = (
    db.prepare("SELECT count(*) AS n FROM organizations WHERE category_uid = 'MINISTRY' AND is_active = 1").get() as {
      n: number;
    }
  ).n;
  expect(ministries).toHaveLength(expected);
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
