/**
 * POST /decisionTypes and GET/PUT /decisionTypes/{uid}/ through the dispatcher against a seeded
 * SQLite file: success with its audit row, a 400 naming the field, 401/403, 404 for an unknown
 * type and 409 for a code taken or a definition changed since it was read.
 */
import { describe, expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";
import { DECISION_TYPE_TEXT, MSG } from "#app/messages";

const t = useDemoDatabase();

const call = callApi;

const auditRows = (action: string, uid: string) =>
  t.db.$client.prepare("SELECT user_id AS userId FROM audit_log WHERE action = ? AND entity_id = ?").all(action, uid);
const group = () =>
  (
    t.db.$client.prepare("SELECT uid FROM decision_types WHERE allowed_in_decisions = 0 LIMIT 1").get() as {
      uid: string;
    }
  ).uid;
const typePath = (uid: string) => `/decisionTypes/${encodeURIComponent(uid)}/`;
const field = { fieldPath: "grantNumber", widget: "TEXT", label: "Αριθμός επιχορήγησης", maxLength: 40 };

describe("POST /decisionTypes", () => {
  it("creates a type (201) with its audit row; the catalogue lists it", async () => {
    const created = await call("POST", "/decisionTypes", {
      who: "admin",
      body: { uid: "Β.1.91", label: "Απόφαση επιχορήγησης", parent: group(), orgCategories: ["MUNICIPALITY"] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      uid: "Β.1.91",
      label: "Απόφαση επιχορήγησης",
      parent: group(),
      withdrawn: false,
      definitionVersion: 0,
      fields: [],
    });
    expect(auditRows("decisionType.create", "Β.1.91")).toEqual([{ userId: t.idOf("admin") }]);
    const list = (await call("GET", "/decisionTypes")).body as unknown as { uid: string }[];
    expect(list.map((x) => x.uid)).toContain("Β.1.91");
  });

  it("answers 400 naming the field, 409 for a code taken, and writes nothing", async () => {
    const bad = await call("POST", "/decisionTypes", {
      who: "admin",
      body: { uid: "b 1", label: "Χ", parent: group() },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ errorMessage: `uid: ${DECISION_TYPE_TEXT.badTypeUid}` }] });
    const parent = await call("POST", "/decisionTypes", {
      who: "admin",
      body: { uid: "Β.1.92", label: "Χ", parent: "Β.1.3" },
    });
    expect(parent.body).toMatchObject({ errors: [{ errorMessage: `parent: ${DECISION_TYPE_TEXT.unknownGroup}` }] });
    const shape = await call("POST", "/decisionTypes", { who: "admin", body: { uid: "Β.1.92", parent: group() } });
    expect(shape.status).toBe(400);
    expect(JSON.stringify(shape.body)).toContain("label");
    const taken = await call("POST", "/decisionTypes", {
      who: "admin",
      body: { uid: "Β.1.3", label: "Χ", parent: group() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: [{ errorMessage: DECISION_TYPE_TEXT.typeUidTaken }] });
    expect(auditRows("decisionType.create", "Β.1.92")).toEqual([]);
  });

  it("takes the fields' order as the form's order: the list reversed is stored and answered reversed", async () => {
    const read = (await call("GET", typePath("Α.1.1"), { who: "admin" })).body as unknown as {
      definitionVersion: number;
      fields: { fieldPath: string }[];
    };
    const reversed = [...read.fields].reverse();
    const put = await call("PUT", typePath("Α.1.1"), {
      who: "admin",
      body: { definitionVersion: read.definitionVersion, fields: reversed },
    });
    expect(put.status).toBe(200);
    const paths = reversed.map((f) => f.fieldPath);
    expect((put.body.fields as { fieldPath: string }[]).map((f) => f.fieldPath)).toEqual(paths);
    const again = (await call("GET", typePath("Α.1.1"), { who: "admin" })).body as unknown as typeof read;
    expect(again.fields.map((f) => f.fieldPath)).toEqual(paths);
    // The entry form's attributes follow the same order (the group's fields inside it, reversed too).
    const attributes = (await call("GET", `/decisionTypes/${encodeURIComponent("Α.1.1")}/attributes`))
      .body as unknown as { fieldPath: string }[];
    const own = attributes.map((a) => a.fieldPath).filter((p) => paths.includes(p));
    expect(own).toEqual(paths);
  });

  it("takes and answers the width, clearAttr and selection URLs; a width out of bounds is a 400 naming it", async () => {
    const read = (await call("GET", typePath("Α.3"), { who: "admin" })).body as unknown as {
      definitionVersion: number;
      fields: Record<string, unknown>[];
    };
    const attrs = { size: 30, selectionListUrl: "/luminapi/api/fields/FEKTYPES", dataByUidUrl: "", clearAttr: "" };
    const wide = { ...field, ...attrs, size: 201 };
    const bad = await call("PUT", typePath("Α.3"), {
      who: "admin",
      body: { definitionVersion: read.definitionVersion, fields: [...read.fields, wide] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: [{ errorMessage: `fields[${read.fields.length}].size: ${DECISION_TYPE_TEXT.badSize}` }],
    });
    const put = await call("PUT", typePath("Α.3"), {
      who: "admin",
      body: { definitionVersion: read.definitionVersion, fields: [...read.fields, { ...field, ...attrs }] },
    });
    expect(put.status).toBe(200);
    expect((put.body.fields as Record<string, unknown>[]).at(-1)).toMatchObject(attrs);
  });

  it("is refused to visitors (401) and to users who do not administer decision types (403)", async () => {
    const body = { uid: "Β.1.93", label: "Χ", parent: group() };
    expect(await call("POST", "/decisionTypes", { body })).toMatchObject({
      status: 401,
      body: { errors: [{ errorMessage: MSG.pleaseLogin }] },
    });
    expect((await call("POST", "/decisionTypes", { who: "publisher", body })).status).toBe(403);
    expect((await call("POST", "/decisionTypes", { who: "orgadmin", body })).status).toBe(403);
    expect(auditRows("decisionType.create", "Β.1.93")).toEqual([]);
  });
});

describe("PUT /decisionTypes/{uid}/", () => {
  it("renames a type and replaces its fields as a new definition version, with audit rows", async () => {
    const read = await call("GET", typePath("Δ.1"), { who: "admin" });
    expect(read.status).toBe(200);
    const before = read.body as unknown as { definitionVersion: number; fields: { fieldPath: string }[] };
    expect(before.definitionVersion).toBe(0);
    const put = await call("PUT", typePath("Δ.1"), {
      who: "admin",
      body: { label: "Νέα ονομασία Δ.1", definitionVersion: 0, fields: [...before.fields, field] },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ uid: "Δ.1", label: "Νέα ονομασία Δ.1", definitionVersion: 2 });
    expect((put.body.fields as { fieldPath: string }[]).map((f) => f.fieldPath)).toEqual([
      ...before.fields.map((f) => f.fieldPath),
      "grantNumber",
    ]);
    expect(auditRows("decisionType.update", "Δ.1")).toHaveLength(1);
    expect(auditRows("decisionType.fields.replace", "Δ.1")).toHaveLength(1);
    // The entry form's attributes call sees the new field.
    const attributes = (await call("GET", `/decisionTypes/${encodeURIComponent("Δ.1")}/attributes`))
      .body as unknown as {
      fieldPath: string;
    }[];
    expect(attributes.map((a) => a.fieldPath)).toContain("grantNumber");
  });

  it("answers 400 naming the field, 409 for a stale version, 404 for an unknown type, and writes nothing", async () => {
    const dependent = { ...field, fieldPath: "grantDate", widget: "DATE", label: "Ημ.", dependsOn: "nowhere" };
    const bad = await call("PUT", typePath("Δ.1"), {
      who: "admin",
      body: { definitionVersion: 2, fields: [field, dependent] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: [{ errorMessage: `fields[1].dependsOn: ${DECISION_TYPE_TEXT.unknownField("nowhere")}` }],
    });
    const noVersion = await call("PUT", typePath("Δ.1"), { who: "admin", body: { fields: [field] } });
    expect(noVersion.body).toMatchObject({
      errors: [{ errorMessage: `definitionVersion: ${DECISION_TYPE_TEXT.versionRequired}` }],
    });
    const label = await call("PUT", typePath("Δ.1"), { who: "admin", body: { label: " " } });
    expect(label.body).toMatchObject({ errors: [{ errorMessage: `label: ${DECISION_TYPE_TEXT.typeLabelRequired}` }] });
    const stale = await call("PUT", typePath("Δ.1"), { who: "admin", body: { definitionVersion: 0, fields: [field] } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errors: [{ errorMessage: DECISION_TYPE_TEXT.versionConflict }] });
    expect((await call("PUT", typePath("Χ.9"), { who: "admin", body: { label: "Χ" } })).status).toBe(404);
    expect((await call("GET", typePath("Χ.9"), { who: "admin" })).status).toBe(404);
    expect(auditRows("decisionType.fields.replace", "Δ.1")).toHaveLength(1);
    expect((await call("GET", typePath("Δ.1"), { who: "admin" })).body).toMatchObject({ definitionVersion: 2 });
  });

  it("is refused to visitors (401) and to users who do not administer decision types (403)", async () => {
    expect((await call("PUT", typePath("Δ.1"), { body: { label: "Χ" } })).status).toBe(401);
    expect((await call("PUT", typePath("Δ.1"), { who: "submitter", body: { label: "Χ" } })).status).toBe(403);
    expect((await call("GET", typePath("Δ.1"), { who: "publisher" })).status).toBe(403);
    expect(auditRows("decisionType.update", "Δ.1")).toHaveLength(1);
  });
});
