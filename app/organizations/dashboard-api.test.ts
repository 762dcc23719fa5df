/**
 * SPEC §7 /static/api/dashboards/org/{uidOrLatinName}/legislation against the demo database (the
 * real reference data and the demo body's seeded acts): every act of the body, newest first and the
 * undated last as the page lists them, dates YYYY-MM-DD; by uid and by latin name alike; a body
 * without acts answers an empty list; the answer is cacheable like its siblings (public, ETag, 304).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ORG_UID } from "#db/seed/demo-bodies";
import { DEMO_LEGISLATION, seedDemoLegislation } from "#db/seed/legislation";
import { useDemoDatabase } from "#tests/support/demo-db";
import { apiJson } from "../http/api-response.server";
import { DASHBOARD_API_CALLS, dashboardApi } from "./dashboard-api.server";

const t = useDemoDatabase({ users: false });
beforeAll(() => {
  seedDemoLegislation(t.db, Date.UTC(2026, 0, 1));
});

const latinNameOf = (uid: string) =>
  (t.db.$client.prepare("SELECT latin_name AS n FROM organizations WHERE uid = ?").get(uid) as { n: string }).n;

describe("the dashboard's legislation call", () => {
  it("is one of the calls the route accepts", () => {
    expect(DASHBOARD_API_CALLS).toContain("legislation");
  });

  it("answers every act of the body, newest first and the undated last, dates YYYY-MM-DD", () => {
    const acts = dashboardApi(DEMO_ORG_UID, "legislation") as { title: string; actDate: string | null }[];
    const dated = DEMO_LEGISLATION.filter((a) => a.actDate).sort((a, b) => b.actDate!.localeCompare(a.actDate!));
    const undated = DEMO_LEGISLATION.filter((a) => !a.actDate);
    expect(acts).toEqual([...dated, ...undated].map((a) => ({ ...a, url: null })));
    expect(acts[0]).toMatchObject({ title: "Εκλογή Δημοτικών και Περιφερειακών Αρχών", actDate: "2021-06-05" });
    for (const act of acts) expect(act.actDate === null || /^\d{4}-\d{2}-\d{2}$/.test(act.actDate)).toBe(true);
  });

  it("answers by latin name as by uid, and an empty list for a body without acts", () => {
    expect(dashboardApi(latinNameOf(DEMO_ORG_UID), "legislation")).toEqual(dashboardApi(DEMO_ORG_UID, "legislation"));
    expect(dashboardApi("6114", "legislation")).toEqual([]);
    expect(dashboardApi("no-such-body", "legislation")).toBeNull();
  });

  it("is cacheable like the other calls: public, with an ETag that answers 304", async () => {
    const url = `http://localhost/static/api/dashboards/org/${DEMO_ORG_UID}/legislation`;
    const body = dashboardApi(DEMO_ORG_UID, "legislation");
    const first = await apiJson(new Request(url), body, "publicPage");
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toContain("public");
    const etag = first.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await apiJson(new Request(url, { headers: { "If-None-Match": etag } }), body, "publicPage");
    expect(again.status).toBe(304);
  });
});
