/**
 * The organisation page (/f/{latinName}, SPEC §2 "Organisation dashboard"), first cut: the
 * body's details, its supervisor, its latest publications and its feed. Tabs and charts later.
 */
import { latestPublished, type DecisionListItem } from "../decisions/read.server";
import { paths } from "../paths";
import { dictionaryLabel, findOrganization, type Organization } from "./read.server";
import { ORGANIZATION_STATUS_TEXT, organizationStatus } from "./status";

export const ORG_PAGE_LATEST = 10;

export interface OrganizationPage {
  org: Organization;
  categoryLabel: string;
  supervisor: { label: string; href: string } | null;
  /** SPEC §4 organisation status: can publish / abolished / activation pending. */
  statusText: string;
  latest: (DecisionListItem & { ada: string })[];
}

function statusText(org: Organization): string {
  return ORGANIZATION_STATUS_TEXT[organizationStatus(org)].description;
}

export function organizationPage(uidOrLatinName: string): OrganizationPage | null {
  const org = findOrganization(uidOrLatinName);
  if (!org) return null;
  const supervisor = org.supervisorUid ? findOrganization(org.supervisorUid) : null;
  return {
    org,
    categoryLabel: dictionaryLabel("ORG_CATEGORY", org.categoryUid),
    supervisor: supervisor ? { label: supervisor.label, href: paths.organization(supervisor.latinName) } : null,
    statusText: statusText(org),
    latest: latestPublished({ orgUid: org.uid, limit: ORG_PAGE_LATEST }).flatMap((d) =>
      d.ada ? [{ ...d, ada: d.ada }] : [],
    ),
  };
}
