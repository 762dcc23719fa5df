/**
 * GET /decisions (SPEC §7, issue 15): the caller's worklists over the API, against a seeded SQLite
 * file as the demo users with HTTP Basic, compared with a count written here over the decisions
 * table: the lists cover the caller's organisations only, the filters narrow them, a list the
 * caller may not see is a 403, bad parameters a 400.
 */
import { expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ decisions: { count: 120, seed: 5, now: Date.parse("2026-03-15T10:30:00Z") } });

type ListAnswer = {
  total: number;
  page: number;
  pageCount: number;
  decisions: { versionId: string; status: string; organization: { uid: string }; protocolNumber: string }[];
};
const list = async (who: string, query: string) => {
  const response = await callApi("GET", `/decisions?${query}`, { who });
  return { status: response.status, body: response.body as unknown as ListAnswer };
};
const submittedIds = (where = "1") =>
  (
    t.db.$client
      .prepare(
        `SELECT latest_version_id FROM decisions WHERE status = 'SUBMITTED' AND ${where} ORDER BY updated_at DESC, id DESC`,
      )
      .pluck()
      .all() as string[]
  ).sort();

it("the administrator's submitted list is every submitted decision; the publisher's only the demo body's", async () => {
  const all = await list("admin", "list=submitted&size=100");
  expect(all.status).toBe(200);
  expect(all.body.decisions.map((d) => d.versionId).sort()).toEqual(submittedIds());
  expect(all.body.total).toBe(submittedIds().length);
  expect(all.body.total).toBeGreaterThan(1);

  const own = await list("publisher", "list=submitted&size=100");
  expect(own.body.decisions.map((d) => d.versionId).sort()).toEqual(submittedIds("org_uid = '6013'"));
  expect(own.body.decisions.every((d) => d.status === "SUBMITTED" && d.organization.uid === "6013")).toBe(true);
});

it("pages and filters narrow the list as /userhome's do", async () => {
  const first = await list("admin", "list=submitted&size=1&page=1");
  const second = await list("admin", "list=submitted&size=1&page=2");
  expect(first.body).toMatchObject({ page: 1, pageCount: first.body.total });
  expect(second.body.decisions[0].versionId).not.toBe(first.body.decisions[0].versionId);

  const protocol = first.body.decisions[0].protocolNumber;
  const byWords = await list("admin", `list=submitted&q=${encodeURIComponent(protocol)}`);
  expect(byWords.body.decisions.map((d) => d.protocolNumber)).toContain(protocol);
  expect(byWords.body.total).toBeLessThan(first.body.total);

  // An organisation outside the caller's rights leaves nothing, rather than someone else's list.
  const foreign = t.db.$client
    .prepare(`SELECT org_uid FROM decisions WHERE org_uid <> '6013' LIMIT 1`)
    .pluck()
    .get() as string;
  expect((await list("publisher", `list=submitted&org=${foreign}`)).body.total).toBe(0);
});

it("a list the caller may not see is a 403; bad parameters a 400; nobody signed in a 401", async () => {
  expect((await list("usermanager", "list=submitted")).status).toBe(403);
  expect((await list("submitter", "list=pending")).status).toBe(403);
  for (const bad of [
    "list=nope",
    "list=submitted&size=101",
    "list=submitted&from=31/12/2025",
    "list=submitted&page=0",
    "list=submitted&x=1",
  ]) {
    expect((await list("admin", bad)).status, bad).toBe(400);
  }
  expect((await callApi("GET", "/decisions?list=submitted")).status).toBe(401);
});
