/** Rows for the organisation tests: categories, a small supervisor tree, users with rights. Tests only. */
import { schema, type Db } from "#db/client";
import { permissionsOfRoles, type AccessEntry, type Permission, type Role } from "#app/access/permissions";
import type { OrganizationFormInput } from "../organization-form";

export const MINISTRY = "100";
export const MUNICIPALITY = "200";
export const UNDER_MUNICIPALITY = "201";

export function insertOrganizationFixtures(db: Db): void {
  db.insert(schema.dictionaries).values({ uid: "ORG_CATEGORY", label: "Κατηγορίες" }).onConflictDoNothing().run();
  db.insert(schema.dictionaries).values({ uid: "ORG_UNIT_CATEGORY", label: "Μονάδες" }).onConflictDoNothing().run();
  db.insert(schema.dictionaryItems)
    .values([
      { dictionaryUid: "ORG_CATEGORY", uid: "MINISTRY", label: "Υπουργείο" },
      { dictionaryUid: "ORG_CATEGORY", uid: "MUNICIPALITY", label: "Δήμος" },
      { dictionaryUid: "ORG_UNIT_CATEGORY", uid: "DEPARTMENT", label: "Τμήμα" },
      { dictionaryUid: "ORG_UNIT_CATEGORY", uid: "OFFICE", label: "Γραφείο" },
    ])
    .onConflictDoNothing()
    .run();
  db.insert(schema.organizations)
    .values([
      {
        uid: MINISTRY,
        label: "ΥΠΟΥΡΓΕΙΟ ΔΟΚΙΜΩΝ",
        latinName: "ypourgeio_dokimon",
        categoryUid: "MINISTRY",
        adaCode: "ΑΑ1",
      },
      {
        uid: MUNICIPALITY,
        label: "ΔΗΜΟΣ ΔΟΚΙΜΗΣ",
        latinName: "dimos_dokimis",
        categoryUid: "MUNICIPALITY",
        supervisorUid: MINISTRY,
        adaCode: "ΑΑ2",
      },
      {
        uid: UNDER_MUNICIPALITY,
        label: "ΝΠΔΔ ΔΗΜΟΥ ΔΟΚΙΜΗΣ",
        latinName: "npdd_dimou_dokimis",
        categoryUid: "MUNICIPALITY",
        supervisorUid: MUNICIPALITY,
        adaCode: "ΑΑ3",
      },
    ])
    .run();
}

let counter = 0;

export interface TestUser {
  id: number;
  access: AccessEntry[];
}

/** A user with roles on one organisation, or with exactly the permissions given. */
export function insertUser(db: Db, grant: { roles?: Role[]; permissions?: Permission[]; org: string }): TestUser {
  const username = `orguser${++counter}`;
  const { id } = db
    .insert(schema.users)
    .values({ username, passwordHash: "x", name: username, email: `${username}@example.org` })
    .returning({ id: schema.users.id })
    .get();
  const roles = grant.roles ?? [];
  return {
    id,
    access: [{ organizationId: grant.org, roles, permissions: grant.permissions ?? permissionsOfRoles(roles) }],
  };
}

export function orgInput(over: Partial<OrganizationFormInput> = {}): OrganizationFormInput {
  return {
    label: "ΔΗΜΟΤΙΚΗ ΕΠΙΧΕΙΡΗΣΗ ΔΟΚΙΜΗΣ",
    latinName: "dimotiki_epixeirisi_dokimis",
    abbreviation: undefined,
    categoryUid: "MUNICIPALITY",
    isActive: true,
    inEffect: true,
    operationEffectedFrom: "2020-01-01",
    validFrom: "2020-01-01",
    validUntil: undefined,
    website: "https://www.example.gov.gr",
    emailContact: "info@example.gov.gr",
    vatNumber: "090000045",
    supervisorUid: MUNICIPALITY,
    mainBuilding: "1",
    buildings: [
      { key: "0", description: "Παράρτημα", streetName: "Ερμού", streetNumber: "2", poBox: "10563", city: "Αθήνα" },
      { key: "1", description: "Δημαρχείο", streetName: "Αθηνάς", streetNumber: "63", poBox: "10552", city: "Αθήνα" },
    ],
    ...over,
  };
}
