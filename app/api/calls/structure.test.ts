/**
 * The structure calls of the JSON API against a seeded SQLite file: a unit's signers are exactly
 * the signers linked to it, a body named by its latin name answers like its uid, unknown ones 404.
 */
import { expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ users: false });

it("lists a unit's signers: exactly those linked to the unit", async () => {
  const { unitUid, linked } = t.db.$client
    .prepare(
      `SELECT unit_uid AS unitUid, count(DISTINCT signer_uid) AS linked FROM signer_units
        GROUP BY unit_uid ORDER BY linked DESC LIMIT 1`,
    )
    .get() as { unitUid: string; linked: number };
  const { status, body } = await callApi("GET", `/units/${encodeURIComponent(unitUid)}/signers`);
  expect(status).toBe(200);
  const signers = body.signers as { units: { uid: string }[] }[];
  expect(signers).toHaveLength(linked);
  for (const signer of signers) expect(signer.units.map((u) => u.uid)).toContain(unitUid);
});

it("names a body by uid or latin name alike, and answers 404 for an unknown body or unit", async () => {
  const byUid = await callApi("GET", "/organizations/6013/signers");
  const { latinName } = t.db.$client
    .prepare("SELECT latin_name AS latinName FROM organizations WHERE uid = '6013'")
    .get() as {
    latinName: string;
  };
  const byName = await callApi("GET", `/organizations/${encodeURIComponent(latinName)}/signers`);
  expect(byUid.status).toBe(200);
  expect((byUid.body.signers as unknown[]).length).toBeGreaterThan(0);
  expect(byName.body).toEqual(byUid.body);
  expect((await callApi("GET", "/organizations/no_such_body/flattenedUnits")).status).toBe(404);
  expect((await callApi("GET", "/units/no-such-unit/signers")).status).toBe(404);
});
