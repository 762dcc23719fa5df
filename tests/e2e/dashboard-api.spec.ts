/**
 * SPEC §7 /static/api/dashboards/org/{uidOrLatinName}/…: each call answers the same data as the
 * dashboard page and the database, is public and cacheable (ETag, 304), and an unknown body or
 * call is a 404 in the SPEC §8 payload. HTTP only (the same in both browser projects).
 */
import { expect, test } from "./support/fixtures";
import { e2eDb } from "./support/db";

const API = "/static/api/dashboards/org";

interface StatsResponse {
  value: number;
  facetsResults: { label: string; counter: number; itemId: string }[];
}

const demo = () =>
  e2eDb().prepare("SELECT uid, label, latin_name AS latinName FROM organizations WHERE uid = '6013'").get() as {
    uid: string;
    label: string;
    latinName: string;
  };

test("info answers by uid and by latin name alike, with the body's status and supervisor", async ({ request }) => {
  const org = demo();
  const byUid = await request.get(`${API}/${org.uid}/info`);
  expect(byUid.status()).toBe(200);
  expect(byUid.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(byUid.headers()["cache-control"]).toContain("public");
  const info = await byUid.json();
  expect(info).toMatchObject({ uid: org.uid, label: org.label, latinName: org.latinName, status: "active" });
  expect(await (await request.get(`${API}/${org.latinName}/`)).json()).toEqual(info);
  const etag = byUid.headers()["etag"];
  expect((await request.get(`${API}/${org.uid}/info`, { headers: { "If-None-Match": etag } })).status()).toBe(304);
});

test("decisions by type count what the register holds, and the latest are the newest publications", async ({
  request,
}) => {
  const { uid } = demo();
  const byType = (await (await request.get(`${API}/${uid}/decisions/by/dt`)).json()) as StatsResponse;
  const stored = e2eDb()
    .prepare(
      `SELECT v.decision_type_uid AS uid, count(*) AS n FROM decisions d
         JOIN decision_versions v ON v.version_id = d.latest_version_id
        WHERE d.org_uid = ? AND d.status IN ('PUBLISHED', 'PENDING_REVOCATION', 'REVOKED') GROUP BY 1`,
    )
    .all(uid) as { uid: string; n: number }[];
  expect(byType.value).toBe(stored.reduce((sum, r) => sum + r.n, 0));
  const top = byType.facetsResults[0];
  expect(top.counter).toBe(stored.find((r) => r.uid === top.itemId)!.n);

  const latest = (await (await request.get(`${API}/${uid}/decisions/latest`)).json()) as { ada: string }[];
  const newest = e2eDb()
    .prepare(
      "SELECT ada FROM decisions WHERE org_uid = ? AND ada IS NOT NULL ORDER BY published_at DESC, id DESC LIMIT 1",
    )
    .get(uid) as { ada: string };
  expect(latest[0].ada).toBe(newest.ada);

  for (const call of ["decisions/by/thk", "decisions/by/unit", "decisions/by/signer"]) {
    const body = (await (await request.get(`${API}/${uid}/${call}`)).json()) as StatsResponse;
    expect(body.value, call).toBe(body.facetsResults.reduce((sum, f) => sum + f.counter, 0));
  }
});

test("sub lists the supervised bodies; historyorgs the current state first; pubdocs a list", async ({ request }) => {
  const parent = (
    e2eDb().prepare("SELECT supervisor_uid AS up FROM organizations WHERE uid = '6013'").get() as { up: string }
  ).up;
  const sub = (await (await request.get(`${API}/${parent}/sub`)).json()) as { uid: string }[];
  expect(sub.map((s) => s.uid)).toContain("6013");
  const history = (await (await request.get(`${API}/6013/historyorgs`)).json()) as { latinName: string; until: null }[];
  expect(history[0]).toMatchObject({ latinName: demo().latinName, until: null });
  expect(Array.isArray(await (await request.get(`${API}/6013/pubdocs`)).json())).toBe(true);
});

test("an unknown body or call is a 404 in the SPEC §8 payload; a POST is a 405", async ({ request }) => {
  for (const path of [`${API}/no_such_body/info`, `${API}/6013/no-such-call`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({ errorCode: "NOT_FOUND", canBeIgnored: false });
  }
  expect((await request.post(`${API}/6013/info`, { form: { x: "1" } })).status()).toBe(405);
});

test("legislation answers the body's acts as the database holds them, newest first, cacheable", async ({ request }) => {
  const { uid, latinName } = demo();
  const response = await request.get(`${API}/${latinName}/legislation/`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("public");
  const acts = (await response.json()) as { title: string; actDate: string | null }[];
  const stored = e2eDb()
    .prepare("SELECT title, act_date AS actDate FROM organization_legislation WHERE org_uid = ?")
    .all(uid) as { title: string; actDate: string | null }[];
  // The legislation spec may add and remove its own act meanwhile: the seeded ones are all there.
  const seeded = stored.filter((a) => !a.title.startsWith("Δοκιμαστική απόφαση")).map((a) => a.title);
  expect(seeded.length).toBeGreaterThan(0);
  expect(acts.map((a) => a.title)).toEqual(expect.arrayContaining(seeded));
  const dates = acts.flatMap((a) => (a.actDate ? [a.actDate] : []));
  expect(dates).toEqual([...dates].sort().reverse());
  for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
