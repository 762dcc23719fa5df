/**
 * SPEC §7 GET /selection/tags/DT against the seeded catalogue: the decision types a new decision
 * may have, each under its group, and a type withdrawn by the administrator leaves the list.
 */
import { expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ users: false });

type Item = { uid: string; label: string; parent: string | null };
const list = async () => {
  const answer = await callApi("GET", "/selection/tags/DT");
  expect(answer.status).toBe(200);
  return answer.body as unknown as Item[];
};

it("lists every type a new decision may have, with its group, and no group itself", async () => {
  const usable = t.db.$client
    .prepare(
      "SELECT uid, label, parent_uid AS parent FROM decision_types WHERE allowed_in_decisions = 1 AND withdrawn_at IS NULL",
    )
    .all() as Item[];
  const items = await list();
  expect(items.length).toBeGreaterThan(30);
  expect(new Set(items.map((i) => i.uid))).toEqual(new Set(usable.map((u) => u.uid)));
  expect(items.find((i) => i.uid === "Β.1.3")).toMatchObject({ parent: expect.any(String) });
});

it("leaves out a withdrawn type", async () => {
  t.db.$client.prepare("UPDATE decision_types SET withdrawn_at = ? WHERE uid = 'Β.1.3'").run(Date.now());
  expect((await list()).map((i) => i.uid)).not.toContain("Β.1.3");
});
