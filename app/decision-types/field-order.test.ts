/**
 * Moving a decision type's field up or down among its siblings, against a real SQLite file with
 * the seeded catalogue (type Α.1.1: lawaa, then the group fek with fek.aa, fek.issue,
 * fek.issueyear): a move is a new definition version with one audit row, a group moves with its
 * fields, a nested field moves inside its group only, the entry form (the preview) follows the new
 * order, and a move on a stale version or past the edge changes nothing.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { buildFieldTree } from "../fields/field-tree";
import { DECISION_TYPE_TEXT } from "../messages";
import { currentDefinitionVersion, definitionFields, formPreview, typeRows } from "./definitions.server";
import { moveField } from "./field-changes.server";
import { canMove, moved } from "./field-order";

const t = useDemoDatabase();
const admin = () => ({ id: t.idOf("admin") });
const auditCount = (action: string) =>
  (t.db.$client.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ?").get(action) as { n: number }).n;
const TYPE = "Α.1.1";
const order = (type = TYPE) => typeRows(t.db, type).map((r) => r.fieldPath);
/** The type's own part of the entry form as a tree of paths ("fek[aa,issue,issueyear]"); the common fields follow. */
const previewOrder = () =>
  buildFieldTree(formPreview(TYPE, null, t.db).fields)
    .map((n) => (n.type === "group" ? `${n.path}[${n.children.map((c) => c.path).join(",")}]` : n.path))
    .slice(0, 2);

describe("the order among siblings (plain rules)", () => {
  const fields = [
    { fieldPath: "a", widget: "TEXT" },
    { fieldPath: "g", widget: "LINE_COMPOSITE" },
    { fieldPath: "g.x", widget: "TEXT" },
    { fieldPath: "g.y", widget: "TEXT" },
    { fieldPath: "b", widget: "TEXT" },
  ];
  it("moves a group with its fields, and a nested field only inside its group", () => {
    expect(moved(fields, "g", "up")?.map((f) => f.fieldPath)).toEqual(["g", "g.x", "g.y", "a", "b"]);
    expect(moved(fields, "b", "up")?.map((f) => f.fieldPath)).toEqual(["a", "b", "g", "g.x", "g.y"]);
    expect(moved(fields, "g.y", "up")?.map((f) => f.fieldPath)).toEqual(["a", "g", "g.y", "g.x", "b"]);
  });
  it("refuses a move past the first or last sibling", () => {
    expect(canMove("a", "up", fields)).toBe(false);
    expect(canMove("g.x", "up", fields)).toBe(false);
    expect(canMove("g.y", "down", fields)).toBe(false);
    expect(canMove("b", "down", fields)).toBe(false);
    expect(moved(fields, "g.y", "down")).toBeNull();
    expect(canMove("g.x", "down", fields)).toBe(true);
  });
});

describe("moving a field of a type", () => {
  it("stores the new order as a new version with one audit row; the entry form follows it", () => {
    expect(order()).toEqual(["lawaa", "fek", "fek.aa", "fek.issue", "fek.issueyear"]);
    expect(previewOrder()).toEqual(["lawaa", "fek[aa,issue,issueyear]"]);

    expect(moveField(admin(), TYPE, "fek", "up", t.db, 0)).toEqual({ ok: true, version: 2 });
    expect(order()).toEqual(["fek", "fek.aa", "fek.issue", "fek.issueyear", "lawaa"]);
    expect(previewOrder()).toEqual(["fek[aa,issue,issueyear]", "lawaa"]);

    expect(moveField(admin(), TYPE, "fek.issueyear", "up", t.db, 2)).toEqual({ ok: true, version: 3 });
    expect(previewOrder()).toEqual(["fek[aa,issueyear,issue]", "lawaa"]);
    expect(auditCount("decisionType.field.move")).toBe(2);

    // The versions keep their own order: the seeded definition is version 1.
    const seeded = definitionFields(TYPE, null, t.db).filter((f) => f.decisionTypeUid === TYPE);
    expect(seeded.map((f) => f.fieldPath)).toEqual(["lawaa", "fek", "fek.aa", "fek.issue", "fek.issueyear"]);
  });

  const OTHER = "Α.1.2"; // lawpraxiaa, then the group fek
  it("refuses a stale version (conflict) and a move past the edge, changing nothing", () => {
    expect(moveField(admin(), OTHER, "fek", "up", t.db, 0)).toEqual({ ok: true, version: 2 });
    const after = order(OTHER);
    const moves = auditCount("decisionType.field.move");
    expect(moveField(admin(), OTHER, "lawpraxiaa", "up", t.db, 0)).toEqual({
      ok: false,
      kind: "conflict",
      message: DECISION_TYPE_TEXT.versionConflict,
    });
    expect(moveField(admin(), OTHER, "fek", "up", t.db, 2)).toEqual({
      ok: false,
      kind: "cannotMove",
      message: DECISION_TYPE_TEXT.fieldCannotMove("fek", "up"),
    });
    expect(moveField(admin(), OTHER, "nowhere", "down", t.db, 2)).toMatchObject({ ok: false, kind: "unknownField" });
    expect(order(OTHER)).toEqual(after);
    expect(currentDefinitionVersion(t.db, OTHER)).toBe(2);
    expect(auditCount("decisionType.field.move")).toBe(moves);
  });
});
