/**
 * Editing and removing a decision type's fields, and creating a type, against a real SQLite file
 * with the seeded catalogue: each change is a new definition version with one audit row; a field
 * others depend on is not removed (the Greek message names them); a change on a stale version is a
 * conflict; and a decision saved before a change still renders and validates with its own
 * definition.
 */
import { describe, expect, it } from "vitest";
import { fieldDraft } from "./testing/field-draft";
import { useDemoDatabase } from "#tests/support/demo-db";
import { describeExtraFields } from "../decisions/extra-fields.server";
import { extraFields } from "../decisions/form-schema";
import { decisionTypeOptions, toFieldDef } from "../decisions/form-schema.server";
import { buildFieldTree } from "../fields/field-tree";
import { dynamicFieldsSchema } from "../fields/fields-schema";
import { DECISION_TYPE_TEXT } from "../messages";
import { adminDecisionType } from "./catalogue-admin.server";
import { currentDefinitionId, currentDefinitionVersion, definitionFields, formPreview } from "./definitions.server";
import { addField, editField, removeField, typeField } from "./field-changes.server";
import { validateFieldDraft } from "./field-rules.server";
import { createDecisionType, decisionTypeGroups, updateDecisionType } from "./type-writes.server";
import { categoryTypeUids } from "./open-types.server";

const t = useDemoDatabase();
const admin = () => ({ id: t.idOf("admin") });
const auditCount = (action: string) =>
  (t.db.$client.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ?").get(action) as { n: number }).n;

const draft = fieldDraft;

/** Whether `values` pass the entry form's rules for their fields in the type's definition `definitionId`. */
function validUnder(type: string, definitionId: number | null, values: Record<string, unknown>): boolean {
  const fields = extraFields(definitionFields(type, definitionId, t.db).map(toFieldDef)).filter(
    (f) => f.fieldPath in values,
  );
  return dynamicFieldsSchema(buildFieldTree(fields)).safeParse(values).success;
}

describe("editing a field", () => {
  it("makes a new version; a decision saved before keeps rendering and validating with its own", () => {
    const type = "Δ.1";
    expect(addField(admin(), type, draft(), t.db)).toEqual({ ok: true, version: 2 });
    const before = currentDefinitionId(t.db, type)!;
    const saved = { contractNumber: "ΣΥΜ-17" };
    expect(validUnder(type, before, saved)).toBe(true);

    const edited = editField(
      admin(),
      type,
      "contractNumber",
      draft({ label: "Αρ. σύμβασης", maxLength: 5, required: true }),
      t.db,
      2,
    );
    expect(edited).toEqual({ ok: true, version: 3 });
    const after = currentDefinitionId(t.db, type)!;
    expect(typeField(type, "contractNumber", t.db)).toMatchObject({ label: "Αρ. σύμβασης", maxLength: 5 });
    // The decision saved with version 2 reads its label and passes its rules; under version 3 its
    // value is too long.
    expect(describeExtraFields(type, saved, before)).toEqual([
      expect.objectContaining({ label: "Αριθμός σύμβασης", value: "ΣΥΜ-17" }),
    ]);
    expect(describeExtraFields(type, saved, after)).toEqual([
      expect.objectContaining({ label: "Αρ. σύμβασης", value: "ΣΥΜ-17" }),
    ]);
    expect(validUnder(type, before, saved)).toBe(true);
    expect(validUnder(type, after, saved)).toBe(false);
    expect(auditCount("decisionType.field.edit")).toBe(1);
    // The entry form (the preview reads the same rows) has the change.
    expect(formPreview(type, null, t.db).fields.find((f) => f.fieldPath === "contractNumber")).toMatchObject({
      label: "Αρ. σύμβασης",
    });
  });

  it("is checked as adding is, keeps the path, and refuses a stale version or an unknown field", () => {
    const type = "Β.1.3";
    const before = currentDefinitionVersion(t.db, type);
    expect(
      editField(admin(), type, "entryNumber", draft({ widget: "NO_SUCH", shownWhen: "entryNumber" }), t.db),
    ).toEqual({
      ok: false,
      kind: "invalid",
      errors: { widget: DECISION_TYPE_TEXT.unknownWidget, shownWhen: DECISION_TYPE_TEXT.selfReference },
    });
    expect(editField(admin(), type, "entryNumber", draft({ dictionaryUid: "NO_SUCH_DICT" }), t.db)).toMatchObject({
      errors: { dictionaryUid: DECISION_TYPE_TEXT.unknownDictionary("NO_SUCH_DICT") },
    });
    // The draft's path is ignored: the field keeps its own.
    expect(editField(admin(), type, "entryNumber", draft({ fieldPath: "other" }), t.db, before)).toMatchObject({
      ok: true,
    });
    expect(typeField(type, "entryNumber", t.db)).toMatchObject({ label: "Αριθμός σύμβασης" });
    expect(typeField(type, "other", t.db)).toBeNull();
    expect(editField(admin(), type, "entryNumber", draft(), t.db, before)).toEqual({
      ok: false,
      kind: "conflict",
      message: DECISION_TYPE_TEXT.versionConflict,
    });
    expect(editField(admin(), type, "nowhere", draft(), t.db)).toMatchObject({ ok: false, kind: "unknownField" });
    // One more than the first test's edit: the refused ones wrote nothing.
    expect(auditCount("decisionType.field.edit")).toBe(2);
  });
});

describe("removing a field", () => {
  it("refuses a field others depend on, naming them, and removes one no field needs", () => {
    const type = "Β.1.3";
    // partialead is the condition of relatedPartialADA (shownWhen).
    expect(removeField(admin(), type, "partialead", t.db)).toEqual({
      ok: false,
      kind: "hasDependants",
      message: DECISION_TYPE_TEXT.fieldHasDependants("partialead", ["relatedPartialADA"]),
    });
    expect(DECISION_TYPE_TEXT.fieldHasDependants("partialead", ["relatedPartialADA"])).toBe(
      "Το πεδίο «partialead» δεν αφαιρείται: από αυτό εξαρτώνται τα πεδία «relatedPartialADA».",
    );
    // A group with fields nested under it.
    expect(removeField(admin(), type, "amountWithKae", t.db)).toMatchObject({ ok: false, kind: "hasDependants" });
    expect(auditCount("decisionType.field.remove")).toBe(0);

    const seededId = currentDefinitionId(t.db, type);
    const version = currentDefinitionVersion(t.db, type);
    expect(removeField(admin(), type, "relatedPartialADA", t.db, version)).toEqual({ ok: true, version: version + 1 });
    expect(typeField(type, "relatedPartialADA", t.db)).toBeNull();
    expect(auditCount("decisionType.field.remove")).toBe(1);
    // Decisions saved before keep the field in their definition.
    expect(definitionFields(type, seededId, t.db).map((f) => f.fieldPath)).toContain("relatedPartialADA");
    // Now nothing depends on partialead.
    expect(removeField(admin(), type, "partialead", t.db, version)).toMatchObject({ kind: "conflict" });
    expect(removeField(admin(), type, "partialead", t.db, version + 1)).toMatchObject({ ok: true });
  });
});

describe("a new type in the catalogue", () => {
  it("is created in a group, open only to the categories chosen, and its label and fields change", () => {
    const [group] = decisionTypeGroups(t.db);
    const categories = t.db.$client
      .prepare("SELECT uid FROM dictionary_items WHERE dictionary_uid = 'ORG_CATEGORY' ORDER BY uid")
      .all() as { uid: string }[];
    const [open, closed] = [categories[0].uid, categories[1].uid];
    const orgOf = (category: string) =>
      (
        t.db.$client
          .prepare("SELECT uid FROM organizations WHERE category_uid = ? AND is_active = 1 LIMIT 1")
          .get(category) as { uid: string } | undefined
      )?.uid;
    const otherTypesOfClosed = categoryTypeUids(t.db, closed)?.size ?? null;

    expect(
      createDecisionType(
        admin(),
        { uid: "Β.1.99", label: "Δοκιμαστικό είδος", parent: group.uid, orgCategories: [open] },
        t.db,
      ),
    ).toEqual({ ok: true, uid: "Β.1.99", version: 0 });
    expect(adminDecisionType("Β.1.99", t.db)).toMatchObject({ label: "Δοκιμαστικό είδος", group: group.label });
    expect(categoryTypeUids(t.db, open) ?? new Set(["Β.1.99"])).toContain("Β.1.99");
    expect(categoryTypeUids(t.db, closed)).not.toContain("Β.1.99");
    // The closed category kept its other types open.
    if (otherTypesOfClosed === null) expect(categoryTypeUids(t.db, closed)!.size).toBeGreaterThan(10);
    const closedOrg = orgOf(closed);
    if (closedOrg) expect(decisionTypeOptions(closedOrg, t.db).map((o) => o.value)).not.toContain("Β.1.99");
    const openOrg = orgOf(open);
    if (openOrg) expect(decisionTypeOptions(openOrg, t.db).map((o) => o.value)).toContain("Β.1.99");
    expect(auditCount("decisionType.create")).toBe(1);

    expect(
      createDecisionType(admin(), { uid: "Β.1.99", label: "Χ", parent: group.uid, orgCategories: null }, t.db),
    ).toEqual({
      ok: false,
      status: 409,
      field: "uid",
      message: DECISION_TYPE_TEXT.typeUidTaken,
    });
    expect(
      createDecisionType(admin(), { uid: "b 1", label: "Χ", parent: group.uid, orgCategories: null }, t.db),
    ).toMatchObject({
      status: 400,
      field: "uid",
    });
    expect(
      createDecisionType(admin(), { uid: "Β.1.98", label: "Χ", parent: "Β.1.3", orgCategories: null }, t.db),
    ).toMatchObject({
      status: 400,
      field: "parent",
      message: DECISION_TYPE_TEXT.unknownGroup,
    });

    expect(
      updateDecisionType(admin(), "Β.1.99", { label: "Νέα ονομασία", fields: [draft()], definitionVersion: 0 }, t.db),
    ).toEqual({ ok: true, uid: "Β.1.99", version: 2 });
    expect(adminDecisionType("Β.1.99", t.db)?.label).toBe("Νέα ονομασία");
    expect(typeField("Β.1.99", "contractNumber", t.db)).toMatchObject({ label: "Αριθμός σύμβασης" });
    expect(
      updateDecisionType(
        admin(),
        "Β.1.99",
        { fields: [draft(), draft({ dependsOn: "nowhere" })], definitionVersion: 2 },
        t.db,
      ),
    ).toEqual({ ok: false, status: 400, field: "fields[1].fieldPath", message: DECISION_TYPE_TEXT.pathTaken });
    expect(updateDecisionType(admin(), "Β.1.99", { fields: [], definitionVersion: 0 }, t.db)).toMatchObject({
      status: 409,
    });
    expect(updateDecisionType(admin(), "Χ.9", { label: "Χ" }, t.db)).toMatchObject({ status: 404 });
    expect(auditCount("decisionType.update")).toBe(1);
    expect(auditCount("decisionType.fields.replace")).toBe(1);
  });
});

describe("the attributes the field form now edits (clearAttr, size, selection URLs)", () => {
  it("stores them with the field and the preview applies the width", () => {
    const type = "Α.3";
    const version = currentDefinitionVersion(t.db, type);
    const wanted = draft({
      fieldPath: "circularCode",
      size: "12",
      dependsOn: "onomaEgkykliou",
      updateAttr: "query:code",
      clearAttr: "value",
      selectionListUrl: "/luminapi/api/fields/FEKTYPES?x=1",
      dataByUidUrl: "/luminapi/api/fields/FEKTYPES",
    });
    expect(addField(admin(), type, wanted, t.db, version)).toMatchObject({ ok: true });
    const added = currentDefinitionVersion(t.db, type);
    expect(typeField(type, "circularCode", t.db)).toEqual(wanted);
    const def = formPreview(type, null, t.db).fields.find((f) => f.fieldPath === "circularCode");
    expect(def).toMatchObject({ size: 12, clearAttr: "value", dataByUidUrl: "/luminapi/api/fields/FEKTYPES" });
    // Edited back to nothing, the columns are emptied.
    const plain = { ...wanted, size: "", clearAttr: "", selectionListUrl: "", dataByUidUrl: "" };
    expect(editField(admin(), type, "circularCode", plain, t.db, added)).toEqual({ ok: true, version: added + 1 });
    expect(typeField(type, "circularCode", t.db)).toEqual(plain);
  });

  it("refuses a width out of bounds, a clear without dependency or of another attribute, and foreign URLs", () => {
    const errorsOf = (over: Partial<ReturnType<typeof draft>>) => validateFieldDraft("Α.3", draft(over), t.db);
    for (const size of ["0", "201", "-3", "1.5", "abc", "12px"])
      expect(errorsOf({ size }), size).toEqual({ size: DECISION_TYPE_TEXT.badSize });
    expect(errorsOf({ size: "200" })).toEqual({});
    expect(errorsOf({ clearAttr: "value" })).toEqual({ clearAttr: DECISION_TYPE_TEXT.clearAttrWithoutDependency });
    expect(errorsOf({ clearAttr: "minDate", dependsOn: "onomaEgkykliou" })).toEqual({
      clearAttr: DECISION_TYPE_TEXT.badClearAttr,
    });
    for (const url of [
      "https://example.org/options",
      "//example.org/options",
      "luminapi/api/fields/X",
      "/luminapi/../admin",
      "/a b",
      "javascript:alert(1)",
    ]) {
      expect(errorsOf({ selectionListUrl: url }), url).toEqual({ selectionListUrl: DECISION_TYPE_TEXT.badPortalPath });
      expect(errorsOf({ dataByUidUrl: url }), url).toEqual({ dataByUidUrl: DECISION_TYPE_TEXT.badPortalPath });
    }
    expect(errorsOf({ selectionListUrl: "/luminapi/api/fields/%CE%94?term=a&org=1" })).toEqual({});
  });
});
