/**
 * The administration of decision types against a real SQLite file with the seeded catalogue:
 * which types a category may use (and so the entry form's list and the save paths' refusal),
 * withdrawing a type, validating a new field, and the versioned definitions decisions keep.
 */
import { describe, expect, it } from "vitest";
import { fieldDraft } from "./testing/field-draft";
import { useDemoDatabase } from "#tests/support/demo-db";
import { decisionTypeOptions } from "../decisions/form-schema.server";
import { describeExtraFields } from "../decisions/extra-fields.server";
import { fieldDefinitionsOf } from "../decisions/labels.server";
import { DECISION_TYPE_TEXT } from "../messages";
import { adminDecisionType, setDecisionTypeWithdrawn } from "./catalogue-admin.server";
import { currentDefinitionId, definitionFields, formPreview } from "./definitions.server";
import { addField } from "./field-changes.server";
import { validateFieldDraft } from "./field-rules.server";
import { decisionTypeRefusal, decisionTypeSelection, typesForNewDecision } from "./open-types.server";
import { categoryTypesPage, saveCategoryTypes } from "./per-category.server";

const t = useDemoDatabase();
const ORG = "6013";
const admin = () => ({ id: t.idOf("admin") });
const categoryOf = (org: string) =>
  (t.db.$client.prepare("SELECT category_uid AS c FROM organizations WHERE uid = ?").get(org) as { c: string }).c;
/** An organisation of another category than ORG's. */
const otherOrg = () =>
  (
    t.db.$client
      .prepare("SELECT uid FROM organizations WHERE category_uid <> ? AND is_active = 1 LIMIT 1")
      .get(categoryOf(ORG)) as { uid: string }
  ).uid;
const auditCount = (action: string) =>
  (t.db.$client.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ?").get(action) as { n: number }).n;
const formTypes = (org: string) => decisionTypeOptions(org, t.db).map((o) => o.value);

describe("decision types per organisation category", () => {
  it("a type closed to a category leaves its bodies' entry form and is refused for them, not for others", () => {
    const category = categoryOf(ORG);
    const page = categoryTypesPage(category, t.db)!;
    expect(page.category.uid).toBe(category);
    expect(page.types.every((x) => x.open)).toBe(true);
    const before = auditCount("decisionType.perOrgCategory.update");
    const open = page.types.map((x) => x.uid).filter((uid) => uid !== "Δ.1");
    expect(saveCategoryTypes(admin(), category, open, t.db)).toMatchObject({ ok: true, closed: ["Δ.1"] });
    expect(formTypes(ORG)).not.toContain("Δ.1");
    expect(decisionTypeRefusal(ORG, "Δ.1", t.db)).toBe(DECISION_TYPE_TEXT.notAllowed("Δ.1"));
    expect(decisionTypeRefusal(ORG, "Β.1.3", t.db)).toBeNull();
    expect(formTypes(otherOrg())).toContain("Δ.1");
    expect(categoryTypesPage(category, t.db)!.types.find((x) => x.uid === "Δ.1")?.open).toBe(false);
    expect(auditCount("decisionType.perOrgCategory.update")).toBe(before + 1);
    // Opened again: back in the form.
    expect(saveCategoryTypes(admin(), category, [...open, "Δ.1"], t.db)).toMatchObject({ ok: true, closed: [] });
    expect(formTypes(ORG)).toContain("Δ.1");
  });

  it("the API's selection of a body or category lists groups before their types and leaves out a closed type", () => {
    const category = categoryOf(ORG);
    const all = categoryTypesPage(category, t.db)!.types.map((x) => x.uid);
    saveCategoryTypes(
      admin(),
      category,
      all.filter((uid) => uid !== "Ε.1"),
      t.db,
    );
    const forOrg = decisionTypeSelection({ org: ORG }, t.db)!;
    expect(forOrg.map((x) => x.uid)).not.toContain("Ε.1");
    expect(forOrg.map((x) => x.uid)).toContain("Β.1.3");
    const b13 = forOrg.findIndex((x) => x.uid === "Β.1.3");
    expect(forOrg.findIndex((x) => x.uid === forOrg[b13].parent)).toBeLessThan(b13);
    expect(decisionTypeSelection({ orgCategory: category }, t.db)!.map((x) => x.uid)).not.toContain("Ε.1");
    expect(decisionTypeSelection({ org: otherOrg() }, t.db)!.map((x) => x.uid)).toContain("Ε.1");
    expect(decisionTypeSelection({ org: "no-such-org" }, t.db)).toBeNull();
    expect(decisionTypeSelection({ orgCategory: "NO_SUCH" }, t.db)).toBeNull();
    saveCategoryTypes(admin(), category, all, t.db);
  });

  it("refuses an unknown category, a forged type and an empty choice, writing nothing", () => {
    const before = auditCount("decisionType.perOrgCategory.update");
    expect(saveCategoryTypes(admin(), "NO_SUCH", ["Δ.1"], t.db)).toEqual({
      ok: false,
      field: "category",
      message: DECISION_TYPE_TEXT.unknownCategory,
    });
    expect(saveCategoryTypes(admin(), categoryOf(ORG), ["Χ.9"], t.db)).toMatchObject({ ok: false, field: "types" });
    expect(saveCategoryTypes(admin(), categoryOf(ORG), [], t.db)).toMatchObject({
      ok: false,
      message: DECISION_TYPE_TEXT.categoryEmpty,
    });
    expect(auditCount("decisionType.perOrgCategory.update")).toBe(before);
    expect(formTypes(ORG)).toContain("Δ.1");
  });
});

describe("the save paths' refusal of a type", () => {
  it("agrees with the entry form's list for every type, with a type closed, one withdrawn and one hidden by the body", () => {
    const category = categoryOf(ORG);
    const all = categoryTypesPage(category, t.db)!.types.map((x) => x.uid);
    saveCategoryTypes(
      admin(),
      category,
      all.filter((uid) => uid !== "Δ.1"),
      t.db,
    );
    const withdraw = t.db.$client.prepare("UPDATE decision_types SET withdrawn_at = ? WHERE uid = 'Γ.3.3'");
    withdraw.run(Date.now());
    t.db.$client
      .prepare("INSERT INTO decision_types_per_org (org_uid, decision_type_uid, visible) VALUES (?, 'Ε.1', 0)")
      .run(ORG);
    const everyType = (t.db.$client.prepare("SELECT uid FROM decision_types").all() as { uid: string }[]).map(
      (r) => r.uid,
    );
    for (const org of [ORG, otherOrg(), "no-such-org"]) {
      const listed = new Set(typesForNewDecision(t.db, org).map((x) => x.uid));
      const accepted = everyType.filter((uid) => decisionTypeRefusal(org, uid, t.db) === null);
      expect(accepted.sort(), org).toEqual([...listed].sort());
    }
    // What the three changes do to ORG, and only to it (the withdrawal is everyone's).
    for (const uid of ["Δ.1", "Γ.3.3", "Ε.1"]) expect(decisionTypeRefusal(ORG, uid, t.db)).not.toBeNull();
    expect(decisionTypeRefusal(otherOrg(), "Δ.1", t.db)).toBeNull();
    expect(decisionTypeRefusal(otherOrg(), "Ε.1", t.db)).toBeNull();
    expect(decisionTypeRefusal(ORG, "Β.1.3", t.db)).toBeNull();
    t.db.$client.prepare("DELETE FROM decision_types_per_org WHERE org_uid = ?").run(ORG);
    withdraw.run(null);
    saveCategoryTypes(admin(), category, all, t.db);
  });
});

describe("withdrawing a type", () => {
  it("leaves every entry form and is refused; restored, it is back; one audit row each", () => {
    expect(setDecisionTypeWithdrawn(admin(), "Γ.3.3", true, t.db)).toEqual({
      ok: true,
      message: DECISION_TYPE_TEXT.withdrawn("Γ.3.3"),
    });
    expect(adminDecisionType("Γ.3.3", t.db)?.withdrawn).toBe(true);
    expect(formTypes(ORG)).not.toContain("Γ.3.3");
    expect(formTypes(otherOrg())).not.toContain("Γ.3.3");
    expect(decisionTypeRefusal(ORG, "Γ.3.3", t.db)).toBe(DECISION_TYPE_TEXT.notAllowed("Γ.3.3"));
    // Not deleted: the catalogue still has it.
    expect(t.db.$client.prepare("SELECT count(*) AS n FROM decision_types WHERE uid = 'Γ.3.3'").get()).toEqual({
      n: 1,
    });
    expect(setDecisionTypeWithdrawn(admin(), "Γ.3.3", false, t.db)).toMatchObject({ ok: true });
    expect(formTypes(ORG)).toContain("Γ.3.3");
    expect(auditCount("decisionType.withdraw")).toBe(1);
    expect(auditCount("decisionType.restore")).toBe(1);
    expect(setDecisionTypeWithdrawn(admin(), "Χ.9", true, t.db)).toEqual({
      ok: false,
      message: DECISION_TYPE_TEXT.unknownType,
    });
  });
});

const draft = fieldDraft;

describe("validating a new field", () => {
  const type = "Β.1.3";
  const existing = () => fieldDefinitionsOf(type).find((f) => f.decisionTypeUid === type)!.fieldPath;

  it("accepts a well-formed field", () => {
    expect(validateFieldDraft(type, draft(), t.db)).toEqual({});
    expect(validateFieldDraft(type, draft({ shownWhen: `!${existing()}`, dictionaryUid: "THK" }), t.db)).toEqual({});
  });

  it("names each problem by its field, in Greek", () => {
    expect(
      validateFieldDraft(
        type,
        draft({
          widget: "NO_SUCH_WIDGET",
          label: " ",
          fieldPath: "1bad path",
          shownWhen: "nowhere",
          enabledOn: "!nowhere",
          dictionaryUid: "NO_SUCH_DICT",
          updateAttr: "minDate",
        }),
        t.db,
      ),
    ).toEqual({
      widget: DECISION_TYPE_TEXT.unknownWidget,
      label: DECISION_TYPE_TEXT.labelRequired,
      fieldPath: DECISION_TYPE_TEXT.badPath,
      shownWhen: DECISION_TYPE_TEXT.unknownField("nowhere"),
      enabledOn: DECISION_TYPE_TEXT.unknownField("nowhere"),
      dictionaryUid: DECISION_TYPE_TEXT.unknownDictionary("NO_SUCH_DICT"),
      updateAttr: DECISION_TYPE_TEXT.updateAttrWithoutDependency,
    });
    expect(validateFieldDraft(type, draft({ fieldPath: existing() }), t.db).fieldPath).toBe(
      DECISION_TYPE_TEXT.pathTaken,
    );
    expect(validateFieldDraft(type, draft({ fieldPath: "subject" }), t.db).fieldPath).toBe(
      DECISION_TYPE_TEXT.pathCommon,
    );
    expect(validateFieldDraft(type, draft({ dependsOn: "nowhere", updateAttr: "colour" }), t.db)).toEqual({
      dependsOn: DECISION_TYPE_TEXT.unknownField("nowhere"),
      updateAttr: DECISION_TYPE_TEXT.badUpdateAttr,
    });
    expect(validateFieldDraft(type, draft({ arrayView: "table" }), t.db).arrayView).toBe(
      DECISION_TYPE_TEXT.tableNeedsGroup,
    );
  });
});

describe("versioned definitions", () => {
  it("adding a field makes a new version the form uses, while older decisions keep theirs", () => {
    const type = "Δ.1";
    const seeded = fieldDefinitionsOf(type).map((f) => f.fieldPath);
    expect(currentDefinitionId(t.db, type)).toBeNull();
    expect(formPreview(type, draft(), t.db).fields.at(-1)).toMatchObject({ fieldPath: "contractNumber" });
    // A preview stores nothing.
    expect(fieldDefinitionsOf(type).map((f) => f.fieldPath)).toEqual(seeded);

    expect(addField(admin(), type, draft(), t.db)).toEqual({ ok: true, version: 2 });
    const current = currentDefinitionId(t.db, type)!;
    expect(fieldDefinitionsOf(type).map((f) => f.fieldPath)).toContain("contractNumber");
    expect(formPreview(type, null, t.db).fields.map((f) => f.fieldPath)).toContain("contractNumber");
    // A decision saved before the change (no definition id) reads the seeded definition (version 1).
    expect(definitionFields(type, null, t.db).map((f) => f.fieldPath)).toEqual(seeded);
    expect(definitionFields(type, current, t.db).map((f) => f.fieldPath)).toContain("contractNumber");
    const values = { contractNumber: "ΣΥΜ-17" };
    expect(describeExtraFields(type, values, null)).toEqual([]);
    expect(describeExtraFields(type, values, current)).toEqual([
      expect.objectContaining({ label: "Αριθμός σύμβασης", value: "ΣΥΜ-17" }),
    ]);
    expect(auditCount("decisionType.field.add")).toBe(1);

    // A second field: version 3; an invalid one stores nothing.
    expect(
      addField(admin(), type, draft({ fieldPath: "contractDate", widget: "DATE", label: "Ημ. σύμβασης" }), t.db),
    ).toEqual({ ok: true, version: 3 });
    expect(addField(admin(), type, draft(), t.db)).toEqual({
      ok: false,
      kind: "invalid",
      errors: { fieldPath: DECISION_TYPE_TEXT.pathTaken },
    });
    expect(auditCount("decisionType.field.add")).toBe(2);
    expect(definitionFields(type, current, t.db).map((f) => f.fieldPath)).not.toContain("contractDate");
  });
});
