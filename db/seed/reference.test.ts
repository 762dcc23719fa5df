import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationAdaCode } from "#app/decisions/ada";
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from "#app/access/permissions";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { readSample, type SampleExtraField } from "./data-files";
import { WIDGETS } from "./field-definitions";
import { seedReference } from "./reference";
import { compareUids } from "./reference/organizations";

let t: TestDatabase;
const all = <T>(sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).get(...params) as T;
const value = (sql: string, ...params: unknown[]) =>
  t.db.$client
    .prepare(sql)
    .pluck()
    .get(...params);

beforeAll(() => {
  t = createTestDatabase();
  seedReference(t.db, { demoStaff: true });
});
afterAll(() => t.cleanup());

describe("organisations", () => {
  it("loads the 5,342 active bodies and the 36 former ministries, abolished (active record, not in effect)", () => {
    expect(
      value("SELECT count(*) FROM organizations WHERE status = 'active' AND is_active = 1 AND in_effect = 1"),
    ).toBe(5342);
    expect(
      value("SELECT count(*) FROM organizations WHERE status = 'inactive' AND is_active = 1 AND in_effect = 0"),
    ).toBe(36);
    expect(
      one(
        "SELECT label, latin_name AS latinName, category_uid AS category, supervisor_uid AS supervisor FROM organizations WHERE uid = '6013'",
      ),
    ).toEqual({
      label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
      latinName: "municipality_of_athens",
      category: "MUNICIPALITY",
      supervisor: "5002",
    });
  });

  it("gives every body a category with a Greek label", () => {
    const missing = all(
      "SELECT DISTINCT category_uid FROM organizations WHERE category_uid NOT IN (SELECT uid FROM dictionary_items WHERE dictionary_uid = 'ORG_CATEGORY')",
    );
    expect(missing).toEqual([]);
    for (const { label } of all<{ label: string }>(
      "SELECT label FROM dictionary_items WHERE dictionary_uid = 'ORG_CATEGORY'",
    )) {
      expect(label).toMatch(/\p{Script=Greek}/u);
    }
  });

  it("links bodies to their supervisors, with no link to a body that does not exist", () => {
    expect(Number(value("SELECT count(*) FROM organizations WHERE supervisor_uid IS NOT NULL"))).toBeGreaterThan(5000);
    expect(
      value(
        "SELECT count(*) FROM organizations o WHERE supervisor_uid IS NOT NULL AND NOT EXISTS (SELECT 1 FROM organizations s WHERE s.uid = o.supervisor_uid)",
      ),
    ).toBe(0);
    expect(value("SELECT supervisor_uid FROM organizations WHERE uid = '6174'")).toBe("5003");
  });

  it("gives ADA codes in uid order and unique latin names", () => {
    const orgs = all<{ uid: string; adaCode: string }>("SELECT uid, ada_code AS adaCode FROM organizations").sort(
      (a, b) => compareUids(a.uid, b.uid),
    );
    orgs.forEach((o, i) => expect(o.adaCode).toBe(organizationAdaCode(i)));
    expect(value("SELECT count(DISTINCT lower(latin_name)) FROM organizations")).toBe(orgs.length);
  });

  it("keeps no e-mail address outside example.org anywhere in the database", () => {
    expect(value("SELECT count(*) FROM organizations WHERE email_contact NOT LIKE 'org-%@example.org'")).toBe(0);
    const tables = all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'search_fts%'",
    );
    for (const { name } of tables) {
      const columns = all<{ name: string; type: string }>(`PRAGMA table_info("${name}")`).filter((c) =>
        /text/i.test(c.type),
      );
      for (const column of columns) {
        const found = all<{ v: string }>(
          `SELECT "${column.name}" AS v FROM "${name}" WHERE "${column.name}" LIKE '%@%'`,
        );
        for (const { v } of found) {
          for (const address of v.match(/[^\s"'<>,;:]+@[^\s"'<>,;:]+/g) ?? [])
            expect(address, `${name}.${column.name}`).toMatch(/@example\.org$/);
        }
      }
    }
  });

  it("loads the real units and signers of ΔΗΜΟΣ ΛΗΜΝΟΥ and generated ones for the demo bodies", () => {
    expect(value("SELECT count(*) FROM units WHERE org_uid = '6174' AND uid NOT LIKE '7%'")).toBe(28);
    expect(value("SELECT count(*) FROM signers WHERE org_uid = '6174'")).toBe(31);
    const athens = all<{ position: string }>(
      "SELECT p.label AS position FROM signers s JOIN signer_units su ON su.signer_uid = s.uid JOIN positions p ON p.uid = su.position_uid WHERE s.org_uid = '6013'",
    );
    expect(athens.length).toBeGreaterThanOrEqual(2);
    expect(athens.map((a) => a.position)).toContain("Δήμαρχος");
    expect(Number(value("SELECT count(*) FROM units WHERE org_uid = '6013'"))).toBeGreaterThanOrEqual(3);
  });
});

describe("catalogues", () => {
  it("has the 8 groups and 35 leaf types with Greek-letter uids", () => {
    expect(value("SELECT count(*) FROM decision_types WHERE allowed_in_decisions = 0 AND parent_uid IS NULL")).toBe(8);
    expect(value("SELECT count(*) FROM decision_types WHERE allowed_in_decisions = 1 AND parent_uid IS NOT NULL")).toBe(
      35,
    );
    expect(one("SELECT label, parent_uid AS parent FROM decision_types WHERE uid = 'Β.1.3'")).toEqual({
      label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
      parent: "2.4.2",
    });
  });

  it("defines fields for every leaf type plus the common ones, with SPEC widgets", () => {
    expect(
      value(
        "SELECT count(*) FROM decision_types t WHERE allowed_in_decisions = 1 AND NOT EXISTS (SELECT 1 FROM field_definitions f WHERE f.decision_type_uid = t.uid)",
      ),
    ).toBe(0);
    const common = all<{ path: string; widget: string; def: string | null }>(
      "SELECT field_path AS path, widget, default_value AS def FROM field_definitions WHERE decision_type_uid IS NULL",
    );
    expect(common).toEqual(
      expect.arrayContaining([
        { path: "relatedDecisions", widget: "LINE_COMPOSITE", def: null },
        { path: "documentType", widget: "TEXT_HIDDEN", def: "ΠΡΑΞΗ" },
      ]),
    );
    for (const { widget } of all<{ widget: string }>("SELECT DISTINCT widget FROM field_definitions")) {
      expect(WIDGETS as readonly string[]).toContain(widget);
    }
    expect(
      all(
        "SELECT field_path FROM field_definitions WHERE dictionary_uid IS NOT NULL AND dictionary_uid NOT IN (SELECT uid FROM dictionaries)",
      ),
    ).toEqual([]);
  });

  it("defines Β.6 exactly as Diavgeia's /types/Β.6/details", () => {
    const details = readSample<{ extraFields: SampleExtraField[] }>("details_of_b_6_type.json");
    const ours = new Map(
      all<{ path: string; required: number; maxLength: number | null; dictionary: string | null }>(
        "SELECT field_path AS path, required, max_length AS maxLength, dictionary_uid AS dictionary FROM field_definitions WHERE decision_type_uid = 'Β.6'",
      ).map((f) => [f.path, f]),
    );
    const walk = (fields: SampleExtraField[], prefix: string) => {
      for (const f of fields) {
        if (f.uid === "relatedDecisions" || f.uid === "documentType") continue; // common fields
        const path = prefix + f.uid;
        const mine = ours.get(path);
        expect(mine, path).toBeDefined();
        expect(Boolean(mine!.required), path).toBe(f.required);
        if (f.maxLength) expect(mine!.maxLength, path).toBe(f.maxLength);
        expect(mine!.dictionary ?? null, path).toBe(f.dictionary);
        walk(f.nestedFields, `${path}.`);
      }
    };
    walk(details.extraFields, "");
    expect(
      one(
        "SELECT widget, depends_on AS dependsOn, update_attr AS attr FROM field_definitions WHERE decision_type_uid = 'Β.6' AND field_path = 'signExpireDate'",
      ),
    ).toEqual({ widget: "DATE", dependsOn: "signDate", attr: "minDate" });
  });

  it("gives Β.1.3 and Γ.3.3 the fields of real decisions", () => {
    const fields = (type: string) =>
      Object.fromEntries(
        all<{ path: string; widget: string; required: number; maxLength: number | null }>(
          "SELECT field_path AS path, widget, required, max_length AS maxLength FROM field_definitions WHERE decision_type_uid = ?",
          type,
        ).map((f) => [f.path, f]),
      );
    const b13 = fields("Β.1.3");
    expect(b13.financialYear).toMatchObject({ widget: "YEAR", required: 1 });
    expect(b13.budgettype).toMatchObject({ widget: "COMBOBOX_SIMPLE", required: 1 });
    expect(b13["amountWithVAT.amount"]).toMatchObject({ widget: "AMOUNT", required: 1 });
    expect(b13["amountWithKae.sponsorAFMName"]).toMatchObject({ widget: "AFM" });
    expect(b13["amountWithKae.kae"]).toMatchObject({ widget: "TEXT" });
    const g33 = fields("Γ.3.3");
    expect(g33.numberOfPeople).toMatchObject({ widget: "NATURAL_NUMBER", maxLength: 4 });
    expect(g33.employerOrg).toMatchObject({ widget: "ORGANIZATION_SIMPLE" });
    expect(g33["fek.issue"]).toMatchObject({ widget: "COMBOBOX_SIMPLE", required: 1 });
  });

  it("has the 22 thematic categories with Diavgeia's known uids", () => {
    expect(value("SELECT count(*) FROM dictionary_items WHERE dictionary_uid = 'THK'")).toBe(22);
    expect(value("SELECT label FROM dictionary_items WHERE dictionary_uid = 'THK' AND uid = '20'")).toBe(
      "ΟΙΚΟΝΟΜΙΚΕΣ ΚΑΙ ΕΜΠΟΡΙΚΕΣ ΣΥΝΑΛΛΑΓΕΣ",
    );
    expect(value("SELECT count(*) FROM dictionary_items WHERE dictionary_uid = 'THK' AND uid = '24'")).toBe(1);
    expect(value("SELECT count(*) FROM dictionary_items WHERE dictionary_uid = 'FEKTYPES'")).toBe(13);
  });

  it("makes every leaf type available to every organisation category", () => {
    expect(value("SELECT count(*) FROM decision_types_per_org_category")).toBe(35 * 22);
  });

  it("writes roles, permissions and grants from app/access/permissions.ts", () => {
    expect(value("SELECT count(*) FROM roles")).toBe(ROLES.length);
    expect(value("SELECT count(*) FROM permissions")).toBe(PERMISSIONS.length);
    for (const role of ROLES) {
      const granted = all<{ p: string }>("SELECT permission_id AS p FROM role_permissions WHERE role_id = ?", role).map(
        (r) => r.p,
      );
      expect(granted.sort()).toEqual([...ROLE_PERMISSIONS[role]].sort());
    }
    expect(
      value(
        "SELECT count(*) FROM role_grantors WHERE role_id = 'ROLE_ORG_SUBMITTER' AND grantor_role_id = 'ROLE_ORG_ADMIN'",
      ),
    ).toBe(1);
  });

  it("has mail templates, configuration and positions", () => {
    expect(Number(value("SELECT count(*) FROM mail_templates"))).toBeGreaterThanOrEqual(3);
    expect(value("SELECT value FROM config_entries WHERE category = 'index_servers' AND key = 'engine'")).toBe(
      '"fts5"',
    );
    expect(value("SELECT label FROM positions WHERE uid = 'POS_10091'")).toBe("Δήμαρχος");
  });
});

describe("seedReference", () => {
  it("is idempotent: a second run adds nothing and changes nothing", () => {
    const counts = () =>
      [
        "organizations",
        "dictionary_items",
        "decision_types",
        "field_definitions",
        "units",
        "signers",
        "roles",
        "role_permissions",
        "config_entries",
      ].map((table) => value(`SELECT count(*) FROM ${table}`));
    const before = counts();
    expect(seedReference(t.db, { demoStaff: true }).organizationsInserted).toBe(0);
    expect(counts()).toEqual(before);
  });
});
