/**
 * Tag categories and their tags against a seeded SQLite file: a new tag is in the entry form's
 * option list of the dictionary at once (under its parent's group); a move under itself or below
 * itself is refused; a reorder changes the options' order; a deactivated tag is no longer offered
 * but a decision's label still reads; each change leaves its audit row.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { dictionaryLabels } from "../decisions/labels.server";
import { dictionaryOptions } from "../decisions/form-schema.server";
import { TAG_TEXT } from "../messages";
import {
  addTag,
  addTagCategory,
  adminTagCategory,
  renameTagCategory,
  setTagActive,
  tagByUid,
  tagTree,
  updateTag,
  type AdminTagCategory,
} from "./tags.server";

const t = useDemoDatabase();
let admin: { id: number };
beforeAll(() => {
  admin = { id: t.idOf("admin") };
});

const options = (dictionary: string) => dictionaryOptions(t.db, dictionary);
const add = (
  category: AdminTagCategory,
  label: string,
  parentUid: string | null = null,
  position: number | null = null,
) => {
  const result = addTag(admin, category, { label, parentUid, position });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.uid;
};
const auditCount = (action: string) =>
  (t.db.$client.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ?").get(action) as { n: number }).n;

describe("tags of a seeded dictionary", () => {
  it("offers a new tag in the entry form's option list at once, and reads it by its code", () => {
    const category = adminTagCategory("GNOMODOTISI_FOREAS")!;
    const uid = add(category, "Επιτροπή Δοκιμών");
    expect(options("GNOMODOTISI_FOREAS").map((o) => o.label)).toContain("Επιτροπή Δοκιμών");
    expect(tagByUid(uid)).toMatchObject({ label: "Επιτροπή Δοκιμών", active: true });
    expect(auditCount("tag.create")).toBeGreaterThan(0);
    // The audit row names the tag with its dictionary, as its code repeats across dictionaries.
    const named = t.db.$client
      .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'tag.create' AND entity_id = ?")
      .get(`GNOMODOTISI_FOREAS/${uid}`) as { n: number };
    expect(named.n).toBe(1);
  });

  it("no longer offers a deactivated tag, but a decision's label still reads", () => {
    const category = adminTagCategory("GNOMODOTISI_FOREAS")!;
    const uid = add(category, "Παλαιός φορέας");
    expect(setTagActive(admin, category, uid, false)).toMatchObject({
      ok: true,
      message: TAG_TEXT.tagDeactivated("Παλαιός φορέας"),
    });
    expect(options("GNOMODOTISI_FOREAS").map((o) => o.value)).not.toContain(uid);
    expect(dictionaryLabels("GNOMODOTISI_FOREAS", [uid])).toEqual([{ uid, label: "Παλαιός φορέας" }]);
    setTagActive(admin, category, uid, true);
    expect(options("GNOMODOTISI_FOREAS").map((o) => o.value)).toContain(uid);
  });
});

describe("a new hierarchical category", () => {
  it("refuses a bad or taken code, then builds a tree whose leaves are grouped under their parents", () => {
    expect(addTagCategory(admin, { code: "lower", label: "Χ" })).toEqual({
      ok: false,
      errors: { code: TAG_TEXT.badCode },
    });
    expect(addTagCategory(admin, { code: "THK", label: "Χ" })).toEqual({
      ok: false,
      errors: { code: TAG_TEXT.codeTaken },
    });
    expect(addTagCategory(admin, { code: "FUNDING", label: "Χρηματοδότηση" })).toMatchObject({
      ok: true,
      uid: "FUNDING",
    });
    const category = adminTagCategory("FUNDING")!;
    const espa = add(category, "ΕΣΠΑ");
    const national = add(category, "Εθνικοί πόροι");
    add(category, "Πρόγραμμα Α", espa);
    const b = add(category, "Πρόγραμμα Β", espa);
    add(category, "ΠΔΕ", national);
    expect(options("FUNDING")).toEqual([
      { value: expect.any(String), label: "Πρόγραμμα Α", group: "ΕΣΠΑ" },
      { value: b, label: "Πρόγραμμα Β", group: "ΕΣΠΑ" },
      { value: expect.any(String), label: "ΠΔΕ", group: "Εθνικοί πόροι" },
    ]);
    // Reorder: Β first among its siblings.
    expect(updateTag(admin, category, b, { label: "Πρόγραμμα Β", parentUid: espa, position: 1 })).toMatchObject({
      ok: true,
    });
    expect(options("FUNDING").map((o) => o.label)).toEqual(["Πρόγραμμα Β", "Πρόγραμμα Α", "ΠΔΕ"]);
    // Move under the other parent: its group follows, and the groups stay together.
    updateTag(admin, category, b, { label: "Πρόγραμμα Β", parentUid: national, position: null });
    expect(options("FUNDING").map((o) => `${o.group}/${o.label}`)).toEqual([
      "ΕΣΠΑ/Πρόγραμμα Α",
      "Εθνικοί πόροι/ΠΔΕ",
      "Εθνικοί πόροι/Πρόγραμμα Β",
    ]);
    expect(tagTree(category).map((n) => `${n.depth}:${n.label}`)).toEqual([
      "0:ΕΣΠΑ",
      "1:Πρόγραμμα Α",
      "0:Εθνικοί πόροι",
      "1:ΠΔΕ",
      "1:Πρόγραμμα Β",
    ]);
  });

  it("refuses a move under the tag itself or under a tag below it, and changes nothing", () => {
    const category = adminTagCategory("FUNDING")!;
    const tree = tagTree(category);
    const espa = tree.find((n) => n.label === "ΕΣΠΑ")!;
    const child = tree.find((n) => n.label === "Πρόγραμμα Α")!;
    expect(updateTag(admin, category, espa.uid, { label: "ΕΣΠΑ", parentUid: child.uid, position: null })).toEqual({
      ok: false,
      errors: { parentUid: TAG_TEXT.loop },
    });
    expect(updateTag(admin, category, espa.uid, { label: "ΕΣΠΑ", parentUid: espa.uid, position: null })).toEqual({
      ok: false,
      errors: { parentUid: TAG_TEXT.loop },
    });
    expect(tagTree(category)).toEqual(tree);
  });

  it("renames the category, and refuses an empty name", () => {
    const category = adminTagCategory("FUNDING")!;
    expect(renameTagCategory(admin, category, "")).toEqual({ ok: false, errors: { label: TAG_TEXT.labelRequired } });
    expect(renameTagCategory(admin, category, "Πηγές χρηματοδότησης")).toMatchObject({ ok: true });
    expect(adminTagCategory("FUNDING")).toMatchObject({ label: "Πηγές χρηματοδότησης", tags: 5, inactive: 0 });
  });

  it("does not offer the tags under a deactivated parent", () => {
    const category = adminTagCategory("FUNDING")!;
    const national = tagTree(category).find((n) => n.label === "Εθνικοί πόροι")!;
    setTagActive(admin, category, national.uid, false);
    expect(options("FUNDING").map((o) => o.label)).toEqual(["Πρόγραμμα Α"]);
  });
});
