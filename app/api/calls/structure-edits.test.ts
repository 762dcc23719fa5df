/**
 * The signer and structure writes of the JSON API (issue 15, H6) against a seeded SQLite file,
 * called as the demo users with HTTP Basic: a signer created (201), changed and deleted, each
 * with its audit row; the form's rules answered as 400 naming the field; a signer who signed, a
 * body or a unit in use answered 409 and kept; the wrong user 401/403; unknown objects 404.
 */
import { beforeAll, expect, it } from "vitest";
import { placeholdersFrom, type Placeholders } from "#tests/support/route-table";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ decisions: { count: 120, seed: 5, now: Date.parse("2026-03-15T10:30:00Z") } });
let values: Placeholders;
beforeAll(() => {
  values = placeholdersFrom(t.db.$client);
});

const count = (sql: string, ...args: unknown[]) => (t.db.$client.prepare(sql).get(...args) as { n: number }).n;
const audited = (action: string, uid: string) =>
  count("SELECT count(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?", action, uid);

const signerFor = (unitUid: string) => ({
  orgUid: "6013",
  lastName: "Παπαδάκη",
  firstName: "Άννα",
  activeFrom: "2026-01-01",
  units: [{ unitUid }],
});

it("creates, changes and deletes a signer, each with its audit row, as the page does", async () => {
  const created = await callApi("POST", "/signers", { who: "orgadmin", body: signerFor(values.unitUid) });
  expect(created.status).toBe(201);
  const uid = created.body.uid as string;
  expect(created.body).toMatchObject({
    lastName: "Παπαδάκη",
    organizationId: "6013",
    units: [{ uid: values.unitUid }],
  });
  expect(audited("signer.create", uid)).toBe(1);

  const changed = await callApi("PUT", `/signers/${uid}`, {
    who: "orgadmin",
    body: {
      ...signerFor(values.unitUid),
      lastName: "Παπαδάκη-Λέκκα",
      hasOrganizationSignRights: true,
    },
  });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({ lastName: "Παπαδάκη-Λέκκα", hasOrganizationSignRights: true });
  expect((await callApi("GET", `/signers/${uid}`)).body.lastName).toBe("Παπαδάκη-Λέκκα");
  expect(audited("signer.update", uid)).toBe(1);

  // The units of several units' signers include them.
  const many = await callApi("GET", `/units/multiple/signers/all?unitUid=${values.unitUid},${values.unitUid}`);
  expect((many.body.signers as { uid: string }[]).map((s) => s.uid)).toContain(uid);

  const gone = await callApi("DELETE", `/signers/${uid}`, { who: "orgadmin" });
  expect(gone.status).toBe(200);
  expect(gone.body).toEqual({ uid, deleted: true, label: "Άννα Παπαδάκη-Λέκκα" });
  expect(audited("signer.delete", uid)).toBe(1);
  expect((await callApi("GET", `/signers/${uid}`)).status).toBe(404);
  expect((await callApi("DELETE", `/signers/${uid}`, { who: "orgadmin" })).status).toBe(404);
});

it("answers the form's rules as 400 naming the field, and writes nothing", async () => {
  const before = count("SELECT count(*) AS n FROM signers");
  const backwards = await callApi("POST", "/signers", {
    who: "orgadmin",
    body: {
      ...signerFor(values.unitUid),
      activeUntil: "2025-01-01",
    },
  });
  expect(backwards.status).toBe(400);
  const messages = (backwards.body.errors as { errorMessage: string }[]).map((e) => e.errorMessage);
  expect(messages.some((m) => m.startsWith("activeUntil: ") && /[\u0370-\u03ff]/.test(m))).toBe(true);
  const foreignUnit = await callApi("POST", "/signers", { who: "orgadmin", body: signerFor("no-such-unit") });
  expect(foreignUnit.status).toBe(400);
  expect((foreignUnit.body.errors as { errorMessage: string }[])[0].errorMessage).toMatch(/^units\[0\]\.unitUid: /);
  expect((await callApi("POST", "/signers", { who: "orgadmin", body: { orgUid: "6013" } })).status).toBe(400);
  expect((await callApi("GET", "/units/multiple/signers/all")).status).toBe(400);
  expect(count("SELECT count(*) AS n FROM signers")).toBe(before);
});

it("refuses the wrong user: 401 anonymous, 403 without the permission or on another body", async () => {
  const before = count("SELECT count(*) AS n FROM signers");
  expect((await callApi("POST", "/signers", { body: signerFor(values.unitUid) })).status).toBe(401);
  expect((await callApi("POST", "/signers", { who: "publisher", body: signerFor(values.unitUid) })).status).toBe(403);
  const otherBody = await callApi("POST", "/signers", {
    who: "orgadmin",
    body: { ...signerFor(values.unitUid), orgUid: "6114" },
  });
  expect(otherBody.status).toBe(403);
  expect(otherBody.body).toMatchObject({
    errors: [{ errorMessage: "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας." }],
  });
  expect((await callApi("DELETE", `/signers/${values.signerUid}`, { who: "publisher" })).status).toBe(403);
  expect(
    (await callApi("POST", "/organizations/delete", { who: "orgadmin", body: { orgPartUid: "6013" } })).status,
  ).toBe(403);
  expect(count("SELECT count(*) AS n FROM signers")).toBe(before);
});

it("keeps what is in use (409, Greek) and answers 404 for what does not exist", async () => {
  const signed = await callApi("DELETE", `/signers/${values.signerUid}`, { who: "admin" });
  expect(signed.status).toBe(409);
  expect(signed.body).toMatchObject({
    errors: [{ errorCode: "CONFLICT", errorMessage: "Ο υπογράφων δεν μπορεί να διαγραφεί: έχει υπογράψει πράξεις." }],
  });
  expect((await callApi("GET", `/signers/${values.signerUid}`)).status).toBe(200);
  const body = await callApi("POST", "/organizations/delete", { who: "admin", body: { orgPartUid: "6013" } });
  expect(body.status).toBe(409);
  expect((body.body.errors as { errorMessage: string }[])[0].errorMessage).toMatch(
    /^Ο φορέας δεν μπορεί να διαγραφεί: /,
  );
  expect(
    (await callApi("POST", "/organizations/units/delete", { who: "orgadmin", body: { uid: values.unitUid } })).status,
  ).toBe(409);
  expect(
    (await callApi("POST", "/organizations/units/delete", { who: "orgadmin", body: { uid: "no-such-unit" } })).status,
  ).toBe(404);
  expect(
    (await callApi("POST", "/organizations/delete", { who: "admin", body: { orgPartUid: "no-such-body" } })).status,
  ).toBe(404);
  expect(
    (await callApi("PUT", "/signers/no-such-signer", { who: "orgadmin", body: signerFor(values.unitUid) })).status,
  ).toBe(404);
  expect((await callApi("GET", "/units/multiple/signers/all?unitUid=no-such-unit")).status).toBe(404);
});

it("deletes a unit nothing uses, with its audit row", async () => {
  const { uid } = t.db.$client
    .prepare(
      `SELECT u.uid FROM units u WHERE u.org_uid = '6013'
        AND NOT EXISTS (SELECT 1 FROM units c WHERE c.parent_uid = u.uid)
        AND NOT EXISTS (SELECT 1 FROM signer_units s WHERE s.unit_uid = u.uid)
        AND NOT EXISTS (SELECT 1 FROM decision_versions v, json_each(v.unit_uids) j WHERE j.value = u.uid)
        LIMIT 1`,
    )
    .get() as { uid: string };
  const gone = await callApi("POST", "/organizations/units/delete", { who: "orgadmin", body: { uid } });
  expect(gone.status).toBe(200);
  expect(gone.body).toMatchObject({ uid, deleted: true });
  expect(audited("unit.delete", uid)).toBe(1);
  expect(count("SELECT count(*) AS n FROM units WHERE uid = ?", uid)).toBe(0);
});
