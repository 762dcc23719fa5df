/**
 * Positions as administrators keep them, against a seeded SQLite file: a new position is offered
 * on the signer form of its category at once; a deactivated one is no longer offered but stays
 * with the signer who holds it; a held position cannot be deleted (Greek message, nothing
 * changed), an unused one can; each change leaves its audit row.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { heldPositions, positionsFor } from "../organizations/signer-save.server";
import { POSITION_TEXT } from "../messages";
import {
  adminPosition,
  adminPositions,
  createPosition,
  deletePosition,
  setPositionActive,
  updatePosition,
} from "./positions.server";

const t = useDemoDatabase();
let admin: { id: number };
beforeAll(() => {
  admin = { id: t.idOf("admin") };
});

const audit = (action: string, entityId: string) =>
  t.db.$client
    .prepare("SELECT count(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?")
    .get(action, entityId) as {
    n: number;
  };
const offered = (category: string) => positionsFor(t.db, category).map((p) => p.label);

describe("positions", () => {
  it("adds a position that the signer form of its category offers at once, and no other category", () => {
    const added = createPosition(admin, { label: "Εντεταλμένος Σύμβουλος", orgCategoryUid: "MUNICIPALITY" });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.position.uid).toMatch(/^POS_\d+$/);
    expect(offered("MUNICIPALITY")).toContain("Εντεταλμένος Σύμβουλος");
    expect(offered("MINISTRY")).not.toContain("Εντεταλμένος Σύμβουλος");
    expect(adminPositions({ kind: "category", uid: "MUNICIPALITY" }).map((p) => p.uid)).toContain(added.position.uid);
    expect(audit("position.create", added.position.uid).n).toBe(1);
  });

  it("refuses an empty name, a duplicate in the same category and an unknown category", () => {
    const before = adminPositions().length;
    expect(createPosition(admin, { label: "  ", orgCategoryUid: null })).toEqual({
      ok: false,
      errors: { label: POSITION_TEXT.labelRequired },
    });
    expect(createPosition(admin, { label: "Δήμαρχος", orgCategoryUid: "MUNICIPALITY" })).toMatchObject({
      ok: false,
      errors: { label: POSITION_TEXT.labelTaken },
    });
    expect(createPosition(admin, { label: "Νέα", orgCategoryUid: "NO_SUCH" })).toMatchObject({
      ok: false,
      errors: { orgCategoryUid: POSITION_TEXT.unknownCategory },
    });
    expect(adminPositions()).toHaveLength(before);
  });

  it("renames a position, and a deactivated one is no longer offered but stays with its holder", () => {
    const held = t.db.$client
      .prepare(
        `SELECT su.position_uid AS uid, su.signer_uid AS signer, o.category_uid AS category FROM signer_units su
         JOIN signers s ON s.uid = su.signer_uid JOIN organizations o ON o.uid = s.org_uid
         JOIN positions p ON p.uid = su.position_uid WHERE p.org_category_uid = o.category_uid LIMIT 1`,
      )
      .get() as { uid: string; signer: string; category: string };
    const position = adminPosition(held.uid)!;
    const renamed = updatePosition(admin, held.uid, {
      label: `${position.label} (νέα)`,
      orgCategoryUid: held.category,
    });
    expect(renamed).toMatchObject({ ok: true, position: { label: `${position.label} (νέα)` } });
    expect(setPositionActive(admin, held.uid, false)).toMatchObject({ ok: true });
    expect(positionsFor(t.db, held.category).map((p) => p.value)).not.toContain(held.uid);
    expect(positionsFor(t.db, held.category, heldPositions(t.db, held.signer)).map((p) => p.value)).toContain(held.uid);
    expect(audit("position.deactivate", held.uid).n).toBe(1);
    setPositionActive(admin, held.uid, true);
    expect(positionsFor(t.db, held.category).map((p) => p.value)).toContain(held.uid);
  });

  it("refuses to delete a position a signer holds, and deletes one nobody holds", () => {
    const held = t.db.$client
      .prepare("SELECT position_uid AS uid FROM signer_units WHERE position_uid IS NOT NULL LIMIT 1")
      .get() as {
      uid: string;
    };
    const holders = adminPosition(held.uid)!.holders;
    expect(deletePosition(admin, held.uid)).toEqual({ ok: false, message: POSITION_TEXT.inUse(holders) });
    expect(POSITION_TEXT.inUse(holders)).toContain("Μπορεί μόνο να απενεργοποιηθεί");
    expect(adminPosition(held.uid)).not.toBeNull();
    const unused = createPosition(admin, { label: "Προσωρινή θέση", orgCategoryUid: null });
    if (!unused.ok) throw new Error("not created");
    expect(deletePosition(admin, unused.position.uid)).toMatchObject({ ok: true });
    expect(adminPosition(unused.position.uid)).toBeNull();
    expect(audit("position.delete", unused.position.uid).n).toBe(1);
    // The uid of a deleted position is never given again.
    const next = createPosition(admin, { label: "Άλλη θέση", orgCategoryUid: null });
    expect(next.ok && next.position.uid).not.toBe(unused.position.uid);
  });
});
