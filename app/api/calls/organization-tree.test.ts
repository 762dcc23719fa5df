/**
 * The organisation-tree calls of the JSON API (issue 15, H6) against a seeded SQLite file: the
 * units of a day are exactly those in effect that day, each under its parent; the supervised
 * bodies are exactly those under the body, and with active=true only active ones; a body's
 * record starts with its current state. Bad input is a 400, an unknown body a 404.
 */
import { expect, it } from "vitest";
import { athensDayStart } from "#shared/dates";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ users: false });

type Node = { uid: string; status?: string; children: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

it("answers the units in effect on the day asked, each under its parent", async () => {
  const day = "2026-01-01";
  const at = athensDayStart(day);
  const expected = t.db.$client
    .prepare(
      `SELECT uid, parent_uid AS parentUid FROM units WHERE org_uid = '6013'
        AND (active_from IS NULL OR active_from <= ?) AND (active_until IS NULL OR active_until > ?)`,
    )
    .all(at, at) as { uid: string; parentUid: string | null }[];
  expect(expected.length).toBeGreaterThan(0);
  const { status, body } = await callApi("GET", `/organizations/fullStructureUnder/6013?when=${day}`);
  expect(status).toBe(200);
  expect(body.when).toBe(day);
  const units = body.units as Node[];
  expect(
    flatten(units)
      .map((u) => u.uid)
      .sort(),
  ).toEqual(expected.map((u) => u.uid).sort());
  const shown = new Set(expected.map((u) => u.uid));
  for (const parent of flatten(units)) {
    for (const child of parent.children) {
      expect(expected.find((u) => u.uid === child.uid)?.parentUid).toBe(parent.uid);
    }
  }
  // A unit whose parent is in effect that day is never at the top.
  for (const root of units) {
    const parentUid = expected.find((u) => u.uid === root.uid)?.parentUid;
    expect(parentUid && shown.has(parentUid)).toBeFalsy();
  }
  // Before the register's units began, there were none.
  expect(
    ((await callApi("GET", "/organizations/fullStructureUnder/6013?when=1900-01-01")).body.units as Node[]).length,
  ).toBe(0);
});

it("answers the body and every body under it, and with active=true only the active ones", async () => {
  const { supervisorUid } = t.db.$client
    .prepare(
      `SELECT supervisor_uid AS supervisorUid FROM organizations WHERE merged_into_uid IS NULL
        AND supervisor_uid IS NOT NULL GROUP BY supervisor_uid ORDER BY count(*) DESC, supervisor_uid LIMIT 1`,
    )
    .get() as { supervisorUid: string };
  const direct = t.db.$client
    .prepare("SELECT uid FROM organizations WHERE merged_into_uid IS NULL AND supervisor_uid = ? AND uid <> ?")
    .all(supervisorUid, supervisorUid) as { uid: string }[];
  const all = await callApi("GET", `/organizations/supervisedWithCurrent/${encodeURIComponent(supervisorUid)}`);
  expect(all.status).toBe(200);
  const root = all.body as unknown as Node & { importance: number };
  expect(root.uid).toBe(supervisorUid);
  expect(root.children.map((c) => c.uid).sort()).toEqual(direct.map((d) => d.uid).sort());
  expect(root.importance).toBe(1 + flatten(root.children).length);
  const active = (
    await callApi("GET", `/organizations/supervisedWithCurrent/${encodeURIComponent(supervisorUid)}?active=true`)
  ).body as unknown as Node;
  expect(flatten(active.children).every((n) => n.status === "active")).toBe(true);
  expect(flatten(active.children).length).toBe(flatten(root.children).filter((n) => n.status === "active").length);
});

it("answers a body's record with its current state first", async () => {
  const { status, body } = await callApi("GET", "/organizations/all/6013");
  expect(status).toBe(200);
  const states = body.states as { label: string; until: string | null }[];
  expect(states[0]).toMatchObject({ label: body.label, until: null });
  expect(body.formerLatinNames).toEqual([]);
});

it("refuses a malformed day or flag with 400 and an unknown body with 404", async () => {
  const bad = await callApi("GET", "/organizations/fullStructureUnder/6013?when=31-12-2025");
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ errors: [{ errorCode: "BAD_REQUEST", canBeIgnored: false }] });
  expect((await callApi("GET", "/organizations/supervisedWithCurrent/6013?active=maybe")).status).toBe(400);
  for (const path of [
    "/organizations/fullStructureUnder/no_such_body",
    "/organizations/supervisedWithCurrent/no_such_body",
    "/organizations/all/no_such_body",
  ]) {
    expect((await callApi("GET", path)).status, path).toBe(404);
  }
});
