/**
 * What the organisation form shows: the choices (ORG_CATEGORY), and for an edit the stored body
 * as form values (dates dd/mm/yyyy, the buildings as rows with keys, the main one chosen).
 */
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { isoToInput } from "../fields/date.rule";
import { mayCreateOrganization } from "./create.server";
import { mayEditOrganization } from "./update.server";
import { organizationStatus, type OrganizationStatus } from "./status";

export interface Option {
  value: string;
  label: string;
}

export interface OrganizationFormValues {
  label: string;
  latinName: string;
  abbreviation: string;
  categoryUid: string;
  isActive: string | undefined;
  inEffect: string | undefined;
  operationEffectedFrom: string;
  validFrom: string;
  validUntil: string;
  website: string;
  emailContact: string;
  vatNumber: string;
  supervisorUid: string;
  mainBuilding: string | undefined;
  buildings: {
    key: string;
    description: string;
    streetName: string;
    streetNumber: string;
    poBox: string;
    city: string;
  }[];
}

export interface OrganizationFormPage {
  categories: Option[];
  /** null on /organization/new */
  existing: {
    uid: string;
    label: string;
    latinName: string;
    status: OrganizationStatus;
    supervisor: Option | null;
  } | null;
  values: OrganizationFormValues;
}

export function categoryOptions(db = getDb()): Option[] {
  const d = schema.dictionaryItems;
  return db
    .select({ value: d.uid, label: d.label })
    .from(d)
    .where(eq(d.dictionaryUid, "ORG_CATEGORY"))
    .orderBy(asc(d.sortOrder), asc(d.label))
    .all();
}

const EMPTY: OrganizationFormValues = {
  label: "",
  latinName: "",
  abbreviation: "",
  categoryUid: "",
  isActive: "on",
  inEffect: "on",
  operationEffectedFrom: "",
  validFrom: "",
  validUntil: "",
  website: "",
  emailContact: "",
  vatNumber: "",
  supervisorUid: "",
  mainBuilding: undefined,
  buildings: [],
};

/** The new-organisation form, or null when the user may not create organisations at all. */
export function newOrganizationPage(user: Pick<SessionUser, "access">): OrganizationFormPage | null {
  const anywhere = user.access.some((a) => a.permissions.includes("PERM_ORG_CREATE"));
  if (!anywhere && !mayCreateOrganization(user, null)) return null;
  return { categories: categoryOptions(), existing: null, values: EMPTY };
}

export type EditPage = { ok: true; page: OrganizationFormPage } | { ok: false; reason: "not-found" | "forbidden" };

export function editOrganizationPage(user: Pick<SessionUser, "access">, uid: string, db = getDb()): EditPage {
  const o = schema.organizations;
  const org = db.select().from(o).where(eq(o.uid, uid)).get();
  if (!org) return { ok: false, reason: "not-found" };
  if (!mayEditOrganization(user, uid)) return { ok: false, reason: "forbidden" };
  const supervisor = org.supervisorUid
    ? (db.select({ value: o.uid, label: o.label }).from(o).where(eq(o.uid, org.supervisorUid)).get() ?? null)
    : null;
  const b = schema.organizationBuildings;
  const buildings = db.select().from(b).where(eq(b.orgUid, uid)).orderBy(b.id).all();
  const main = buildings.findIndex((x) => x.mainBuilding);
  const day = (value: string | null) => (value ? isoToInput(value) : "");
  return {
    ok: true,
    page: {
      categories: categoryOptions(db),
      existing: { uid, label: org.label, latinName: org.latinName, status: organizationStatus(org), supervisor },
      values: {
        label: org.label,
        latinName: org.latinName,
        abbreviation: org.abbreviation ?? "",
        categoryUid: org.categoryUid,
        isActive: org.isActive ? "on" : undefined,
        inEffect: org.inEffect ? "on" : undefined,
        operationEffectedFrom: day(org.operationEffectedFrom),
        validFrom: day(org.validFrom),
        validUntil: day(org.validUntil),
        website: org.website ?? "",
        emailContact: org.emailContact ?? "",
        vatNumber: org.vatNumber ?? "",
        supervisorUid: org.supervisorUid ?? "",
        mainBuilding: main >= 0 ? String(main) : undefined,
        buildings: buildings.map((x, i) => ({
          key: String(i),
          description: x.description,
          streetName: x.streetName ?? "",
          streetNumber: x.streetNumber ?? "",
          poBox: x.poBox ?? "",
          city: x.city ?? "",
        })),
      },
    },
  };
}
