/**
 * The OpenData API through the built server (issue 15): both prefixes, the `.json` and `.xml`
 * suffixes, a trailing slash and the Accept header name the same call, answered the same way
 * (docs/opendata.md). HTTP only (the same in both browser projects).
 */
import { expect, test } from "./support/fixtures";
import { e2eDb } from "./support/db";

const published = () =>
  e2eDb()
    .prepare(`SELECT ada, latest_version_id AS versionId FROM decisions WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1`)
    .get() as { ada: string; versionId: string };

test("both prefixes, either suffix, a trailing slash and Accept name the same call", async ({ request }) => {
  const { ada, versionId } = published();
  const decision = encodeURIComponent(ada);
  const asJson = [
    `/opendata/decisions/${decision}`,
    `/opendata/decisions/${decision}.json`,
    `/opendata/decisions/${decision}/`,
    `/luminapi/opendata/decisions/${decision}`,
    `/luminapi/opendata/decisions/${decision}.json/`,
  ];
  for (const address of asJson) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"], address).toBe("application/json; charset=utf-8");
    expect(((await response.json()) as { ada: string; versionId: string }).versionId, address).toBe(versionId);
  }
  const asXml: [string, Record<string, string>][] = [
    [`/opendata/decisions/${decision}.xml`, {}],
    [`/luminapi/opendata/decisions/${decision}.xml`, {}],
    [`/opendata/decisions/${decision}`, { Accept: "application/xml" }],
    [`/luminapi/opendata/decisions/${decision}/`, { Accept: "text/html, application/xml;q=0.9" }],
    [`/opendata/decisions/${decision}.xml`, { Accept: "application/json" }],
  ];
  for (const [address, headers] of asXml) {
    const response = await request.get(address, { headers });
    expect(response.status(), address).toBe(200);
    expect(response.headers()["content-type"], address).toBe("application/xml; charset=utf-8");
    expect(response.headers()["vary"]).toContain("Accept");
    const text = await response.text();
    expect(text, address).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<decision xmlns="http:\/\/diavgeia.gov.gr\/schema\/v2">/,
    );
    expect(text).toContain(`<versionId>${versionId}</versionId>`);
  }
  const preferJson = await request.get(`/opendata/decisions/${decision}`, {
    headers: { Accept: "application/xml;q=0.5, application/json" },
  });
  expect(preferJson.headers()["content-type"]).toBe("application/json; charset=utf-8");
});

test("a search and the catalogues answer under both prefixes, and a bad parameter is a 400 naming it", async ({
  request,
}) => {
  for (const root of ["/opendata", "/luminapi/opendata"]) {
    const search = await request.get(`${root}/search.json?status=all&size=3&page=0`);
    expect(search.status()).toBe(200);
    const body = (await search.json()) as { decisions: unknown[]; info: { page: number; size: number; total: number } };
    expect(body.decisions).toHaveLength(3);
    expect(body.info).toMatchObject({ page: 0, size: 3 });
    expect((await request.get(`${root}/types/`)).status()).toBe(200);
    const bad = await request.get(`${root}/search?from_dat=2025-01-01`);
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { errors: { errorMessage: string }[] }).errors[0].errorMessage).toContain(
      "Άγνωστη παράμετρος «from_dat»",
    );
  }
});

test("the pages under /opendata are still pages, and a write is refused", async ({ request }) => {
  const dumps = await request.get("/opendata/dumps");
  expect(dumps.status()).toBe(200);
  expect(dumps.headers()["content-type"]).toContain("text/html");
  // A form post to a read call reaches the route: 405. (/opendata/decisions takes only the write
  // API's JSON or multipart: tests/e2e/opendata-write.spec.ts.)
  const post = await request.post("/opendata/search", { form: { subject: "x" } });
  expect(post.status()).toBe(405);
});
