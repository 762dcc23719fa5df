/**
 * The organisation page (/f/{latinName}, SPEC §2 "Organisation dashboard"): the body's details and
 * SPEC §4 status, its contact details, buildings and legislation, its supervisor and the bodies it supervises,
 * the tabs of its decision types, units, signers and thematic categories (each entry a link to
 * the filtered search with its count, ./dashboard.server.ts), its latest publications and feed,
 * and its publications per month (./month-chart.server.ts).
 */
import { asc, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { latestPublished, type DecisionListItem } from "../decisions/read.server";
import { paths } from "../paths";
import type { DashboardTab } from "./dashboard-tabs";
import { dashboardTab, type TabEntry } from "./dashboard.server";
import { organizationMonthChart, type OrganizationMonthChart } from "./month-chart.server";
import { DEFAULT_LEGISLATION_PAGE_LENGTH, type LegislationPage, type LegislationPageLength } from "./legislation-form";
import { legislationPage } from "./legislation.server";
import { publicDocumentsOf } from "./public-documents.server";
import { dictionaryLabel, findOrganization, type Organization } from "./read.server";
import { ORGANIZATION_STATUS_TEXT, organizationStatus, type OrganizationStatus } from "./status";

export const ORG_PAGE_LATEST = 10;

export interface Building {
  description: string;
  mainBuilding: boolean;
  address: string;
}

export interface SupervisedBody {
  uid: string;
  latinName: string;
  label: string;
  href: string;
  status: OrganizationStatus;
}

export interface OrganizationPage {
  org: Organization;
  categoryLabel: string;
  supervisor: { label: string; href: string } | null;
  status: OrganizationStatus;
  /** SPEC §4 organisation status: can publish / abolished / activation pending. */
  statusText: string;
  latest: (DecisionListItem & { ada: string })[];
  tab: DashboardTab;
  tabEntries: TabEntry[];
  buildings: Building[];
  /** A page of its acts, newest first, paged as on the edit page (5, 15, 20 or all; default 5). */
  legislation: LegislationPage;
  supervised: SupervisedBody[];
  publicDocuments: { id: number; title: string; filename: string }[];
  /** Publications per month over the last twelve months, from the hourly aggregate. */
  months: OrganizationMonthChart;
}

export function buildingsOf(orgUid: string): Building[] {
  const b = schema.organizationBuildings;
  return getDb()
    .select()
    .from(b)
    .where(eq(b.orgUid, orgUid))
    .orderBy(b.id)
    .all()
    .map((x) => ({
      description: x.description,
      mainBuilding: x.mainBuilding,
      address: [[x.streetName, x.streetNumber].filter(Boolean).join(" "), [x.poBox, x.city].filter(Boolean).join(" ")]
        .filter(Boolean)
        .join(", "),
    }));
}

export function supervisedBy(orgUid: string): SupervisedBody[] {
  const o = schema.organizations;
  return getDb()
    .select({ uid: o.uid, label: o.label, latinName: o.latinName, isActive: o.isActive, inEffect: o.inEffect })
    .from(o)
    .where(eq(o.supervisorUid, orgUid))
    .orderBy(asc(o.label))
    .all()
    .map((x) => ({
      uid: x.uid,
      latinName: x.latinName,
      label: x.label,
      href: paths.organization(x.latinName),
      status: organizationStatus(x),
    }));
}

export function organizationPage(
  uidOrLatinName: string,
  tab: DashboardTab = "types",
  legislation: { length?: LegislationPageLength; page?: number } = {},
): OrganizationPage | null {
  const org = findOrganization(uidOrLatinName);
  if (!org) return null;
  const supervisor = org.supervisorUid ? findOrganization(org.supervisorUid) : null;
  const status = organizationStatus(org);
  return {
    org,
    categoryLabel: dictionaryLabel("ORG_CATEGORY", org.categoryUid),
    supervisor: supervisor ? { label: supervisor.label, href: paths.organization(supervisor.latinName) } : null,
    status,
    statusText: ORGANIZATION_STATUS_TEXT[status].description,
    latest: latestPublished({ orgUid: org.uid, limit: ORG_PAGE_LATEST }).flatMap((d) =>
      d.ada ? [{ ...d, ada: d.ada }] : [],
    ),
    tab,
    tabEntries: dashboardTab(org.uid, tab),
    buildings: buildingsOf(org.uid),
    legislation: legislationPage(org.uid, legislation.length ?? DEFAULT_LEGISLATION_PAGE_LENGTH, legislation.page),
    supervised: supervisedBy(org.uid),
    publicDocuments: publicDocumentsOf(org.uid).map((d) => ({ id: d.id, title: d.title, filename: d.filename })),
    months: organizationMonthChart(org.uid),
  };
}
