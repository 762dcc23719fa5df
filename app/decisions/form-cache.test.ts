/**
 * The decision form kept in memory (docs/decisions/112), against a real SQLite file: the same
 * form while the reference data stays the same (a bulk publication builds it once), and the
 * change of a unit, a signer, a field definition, a type's opening or a stored setting, written
 * by another connection as another server process would (a setting through the settings store),
 * is in the very next form.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, setDb, type Db } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { NOTIFY_RECIPIENTS_KEY } from "../mail/notify-recipients.server";
import { writeSetting } from "../settings/store.server";
import { loadDecisionForm } from "./form-schema.server";
import { insertFixtures, insertUser, ORG, TYPE, type TestUser } from "./testing/fixtures";

let t: TestDatabase;
/** A second connection to the same file: another server process. */
let other: Db;
let user: TestUser;

beforeEach(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  user = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  t.db.$client
    .prepare(
      `INSERT INTO field_definitions (decision_type_uid, uid, field_path, widget, label, required, sort_order)
       VALUES (?, 'entryNumber', 'entryNumber', 'TEXT', 'Αριθμός καταχώρισης', 0, 1)`,
    )
    .run(TYPE);
  setDb(t.db);
  other = openDatabase(t.file);
});
afterEach(() => {
  other.$client.close();
  setDb(undefined);
  t.cleanup();
});

const form = (who: TestUser = user) =>
  loadDecisionForm({ typeUid: TYPE, orgUid: ORG, access: who.access, userId: who.id });
const elsewhere = (sql: string, ...params: unknown[]) => other.$client.prepare(sql).run(...params);

describe("the decision form kept in memory", () => {
  it("is built once while nothing it is made of changes", () => {
    const first = form();
    expect(first?.units.map((u) => u.label)).toEqual(["Οικονομική Υπηρεσία"]);
    expect(form()).toBe(first);
  });

  it("offers a unit added and drops a signer deactivated by another process at once", () => {
    const first = form();
    expect(first?.signers.map((s) => s.label)).toEqual(["Παπαδοπούλου Μαρία"]);
    elsewhere("INSERT INTO units (uid, org_uid, label) VALUES ('u-new', ?, 'Τεχνική Υπηρεσία')", ORG);
    elsewhere("UPDATE signers SET active = 0 WHERE org_uid = ?", ORG);
    const next = form();
    expect(next?.units.map((u) => u.label)).toEqual(["Οικονομική Υπηρεσία", "Τεχνική Υπηρεσία"]);
    expect(next?.signers).toEqual([]);
  });

  it("shows a field's new label, and refuses the type once it is closed to the body", () => {
    expect(form()?.fields.find((f) => f.fieldPath === "entryNumber")?.label).toBe("Αριθμός καταχώρισης");
    elsewhere("UPDATE field_definitions SET label = 'Α/Α μητρώου δεσμεύσεων' WHERE field_path = 'entryNumber'");
    expect(form()?.fields.find((f) => f.fieldPath === "entryNumber")?.label).toBe("Α/Α μητρώου δεσμεύσεων");
    elsewhere("INSERT INTO decision_types_per_org (org_uid, decision_type_uid, visible) VALUES (?, ?, 0)", ORG, TYPE);
    expect(form()).toBeNull();
  });

  it("proposes the register-wide recipients an administrator stored meanwhile", () => {
    expect(form()?.defaultRecipients).toEqual([]);
    // Through the settings store, as /administration does (its own cache is per connection).
    t.db.transaction((tx) => writeSetting(tx, NOTIFY_RECIPIENTS_KEY, ["grammateia@example.gr"], user.id));
    expect(form()?.defaultRecipients).toEqual(["grammateia@example.gr"]);
  });

  it("is each user's own (their rights and their recipients)", () => {
    const publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
    expect(form(publisher)).not.toBe(form());
  });
});
