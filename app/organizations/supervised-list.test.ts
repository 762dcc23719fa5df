/**
 * GET /static/api/organizations/all/{orgUid} over the demo database's 5,342 real bodies: the body
 * and every active body under it, each right after its supervisor; a body that stops being in
 * effect drops out with its subtree; 400 for a malformed uid, 404 for an unknown one, and the
 * same public caching as the sibling calls.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { loader } from "../routes/static.api.organizations.all.$orgUid";
import { loader as categoryLoader } from "../routes/static.api.organizations.category.$category";

const t = useDemoDatabase({ users: false });
const INTERIOR = "100054492"; // ΥΠΟΥΡΓΕΙΟ ΕΣΩΤΕΡΙΚΩΝ: over 300 bodies, four levels deep

interface Item {
  uid: string;
  label: string;
  latinName: string;
  level: number;
}

/** The answer as a client gets it (a refusal is thrown as a Response, as Remix sends it). */
async function call(orgUid: string): Promise<Response> {
  const request = new Request(`http://localhost/static/api/organizations/all/${orgUid}`);
  try {
    return await loader({ request, params: { orgUid }, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Every active body under `uid`, directly or not, through active bodies only (a plain recursive SQL read). */
function activeUnder(uid: string): string[] {
  return (
    t.db.$client
      .prepare(
        `WITH RECURSIVE under(uid) AS (
           SELECT uid FROM organizations WHERE supervisor_uid = ? AND is_active = 1 AND in_effect = 1 AND merged_into_uid IS NULL
           UNION
           SELECT o.uid FROM organizations o JOIN under u ON o.supervisor_uid = u.uid
            WHERE o.is_active = 1 AND o.in_effect = 1 AND o.merged_into_uid IS NULL)
         SELECT uid FROM under`,
      )
      .all(uid) as { uid: string }[]
  ).map((r) => r.uid);
}

const supervisorOf = (uid: string) =>
  (t.db.$client.prepare("SELECT supervisor_uid AS s FROM organizations WHERE uid = ?").get(uid) as { s: string }).s;

describe("GET /static/api/organizations/all/{orgUid}", () => {
  it("lists the body first, then every active body under it, each right after its supervisor", async () => {
    const response = await call(INTERIOR);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const list = (await response.json()) as Item[];
    expect(list[0]).toEqual({ uid: INTERIOR, label: "ΥΠΟΥΡΓΕΙΟ ΕΣΩΤΕΡΙΚΩΝ", latinName: expect.any(String), level: 0 });
    const under = activeUnder(INTERIOR);
    expect(under.length).toBeGreaterThan(300);
    expect(
      list
        .slice(1)
        .map((i) => i.uid)
        .sort(),
    ).toEqual([...under].sort());
    expect(Math.max(...list.map((i) => i.level))).toBeGreaterThanOrEqual(3);
    for (const [n, item] of list.entries()) {
      if (n === 0) continue;
      // The nearest earlier item one level up is the body's supervisor.
      const parent = list.slice(0, n).findLast((p) => p.level === item.level - 1);
      expect(parent?.uid, item.label).toBe(supervisorOf(item.uid));
    }
  });

  it("leaves out a body that is no longer in effect, with everything under it", async () => {
    const before = (await (await call(INTERIOR)).json()) as Item[];
    const parent = before.find((i) => i.level === 1 && activeUnder(i.uid).length > 0)!;
    const dropped = new Set([parent.uid, ...activeUnder(parent.uid)]);
    t.db.$client.prepare("UPDATE organizations SET in_effect = 0 WHERE uid = ?").run(parent.uid);
    try {
      const after = (await (await call(INTERIOR)).json()) as Item[];
      expect(after.map((i) => i.uid)).toEqual(before.map((i) => i.uid).filter((uid) => !dropped.has(uid)));
    } finally {
      t.db.$client.prepare("UPDATE organizations SET in_effect = 1 WHERE uid = ?").run(parent.uid);
    }
  });

  it("answers a body that supervises nothing with itself alone", async () => {
    const leaf = t.db.$client
      .prepare(
        `SELECT uid FROM organizations o WHERE is_active = 1 AND in_effect = 1
           AND NOT EXISTS (SELECT 1 FROM organizations c WHERE c.supervisor_uid = o.uid) LIMIT 1`,
      )
      .get() as { uid: string };
    const list = (await (await call(leaf.uid)).json()) as Item[];
    expect(list.map((i) => [i.uid, i.level])).toEqual([[leaf.uid, 0]]);
  });

  it("refuses a malformed uid with 400 and an unknown one with 404, in the SPEC §8 payload", async () => {
    for (const [uid, status, code] of [
      ["ypes", 400, "BAD_REQUEST"],
      ["6013;DROP", 400, "BAD_REQUEST"],
      ["999999999", 404, "NOT_FOUND"],
    ] as const) {
      const response = await call(uid);
      expect(response.status, uid).toBe(status);
      const body = (await response.json()) as { errors: { errorCode: string; errorMessage: string }[] };
      expect(body.errors[0].errorCode, uid).toBe(code);
      expect(body.errors[0].errorMessage, uid).toMatch(/[\u0370-\u03ff]/);
    }
  });

  it("is cached like its sibling calls", async () => {
    const sibling = await categoryLoader({
      request: new Request("http://localhost/static/api/organizations/category/MINISTRY"),
      params: { category: "MINISTRY" },
      context: {},
    });
    const cacheControl = (await call(INTERIOR)).headers.get("Cache-Control");
    expect(cacheControl).toContain("public");
    expect(cacheControl).toBe(sibling.headers.get("Cache-Control"));
  });
});
