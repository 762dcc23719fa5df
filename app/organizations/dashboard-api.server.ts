/**
 * SPEC §7 `/static/api/dashboards/org/{uidOrLatinName}/…`: the organisation dashboard's data as
 * JSON, from the same domain functions as the page (./page.server.ts, ./dashboard.server.ts,
 * ./history.server.ts), so the two never disagree. A former latin name or a merged body's name
 * answers for the body it now names (./read.server.ts findOrganization).
 *   info               the body: names, SPEC §4 status, category, contact details, buildings, supervisor
 *   historyorgs        its former states, newest first
 *   decisions/latest   its newest publications
 *   decisions/by/{dt|thk|unit|signer}  counts per decision type, thematic category, unit, signer
 *                      (SPEC §3 stats response: value, facetsResults of label, counter, itemId)
 *   pubdocs            its public documents
 *   legislation        its legal acts, every one, newest first (as the page lists them): title,
 *                      reference, url, actDate YYYY-MM-DD or null
 *   sub                the bodies it supervises
 */
import { absoluteUrl } from "../http/public-url";
import { latestPublished } from "../decisions/read.server";
import { paths } from "../paths";
import type { DashboardTab } from "./dashboard-tabs";
import { dashboardTab } from "./dashboard.server";
import { organizationHistory } from "./history.server";
import { legislationPage } from "./legislation.server";
import { buildingsOf, ORG_PAGE_LATEST, supervisedBy } from "./page.server";
import { publicDocumentsOf } from "./public-documents.server";
import { dictionaryLabel, findOrganization, type Organization } from "./read.server";
import { ORGANIZATION_STATUS_TEXT, organizationStatus } from "./status";

export const DASHBOARD_API_CALLS = [
  "",
  "info",
  "historyorgs",
  "decisions/latest",
  "decisions/by/dt",
  "decisions/by/thk",
  "decisions/by/unit",
  "decisions/by/signer",
  "pubdocs",
  "legislation",
  "sub",
] as const;
export type DashboardApiCall = (typeof DASHBOARD_API_CALLS)[number];

const TAB_OF: Record<string, DashboardTab> = {
  "decisions/by/dt": "types",
  "decisions/by/thk": "thematic",
  "decisions/by/unit": "units",
  "decisions/by/signer": "signers",
};

function info(org: Organization) {
  const supervisor = org.supervisorUid ? findOrganization(org.supervisorUid) : null;
  const status = organizationStatus(org);
  return {
    uid: org.uid,
    label: org.label,
    abbreviation: org.abbreviation,
    latinName: org.latinName,
    status,
    statusLabel: ORGANIZATION_STATUS_TEXT[status].label,
    category: { uid: org.categoryUid, label: dictionaryLabel("ORG_CATEGORY", org.categoryUid) },
    vatNumber: org.vatNumber,
    website: org.website,
    emailContact: org.emailContact,
    operationEffectedFrom: org.operationEffectedFrom,
    validFrom: org.validFrom,
    validUntil: org.validUntil,
    supervisor: supervisor ? { uid: supervisor.uid, label: supervisor.label, latinName: supervisor.latinName } : null,
    buildings: buildingsOf(org.uid),
    url: absoluteUrl(paths.organization(org.latinName)),
  };
}

function answer(org: Organization, call: DashboardApiCall): unknown {
  switch (call) {
    case "":
    case "info":
      return info(org);
    case "historyorgs":
      return organizationHistory(org.uid)?.states ?? [];
    case "decisions/latest":
      return latestPublished({ orgUid: org.uid, limit: ORG_PAGE_LATEST }).flatMap((d) =>
        d.ada
          ? [
              {
                ada: d.ada,
                subject: d.subject,
                protocolNumber: d.protocolNumber,
                issueDate: d.issueDate,
                decisionTypeLabel: d.decisionTypeLabel,
                status: d.status,
                publishTimestamp: d.publishedAt,
                submissionTimestamp: d.updatedAt,
                url: absoluteUrl(paths.decision(d.ada)),
              },
            ]
          : [],
      );
    case "pubdocs":
      return publicDocumentsOf(org.uid).map((doc) => ({
        id: doc.id,
        title: doc.title,
        documentUrl: absoluteUrl(paths.publicDocument(doc.id)),
      }));
    case "legislation":
      return legislationPage(org.uid, "all").rows.map((act) => ({
        title: act.title,
        reference: act.reference,
        url: act.url,
        actDate: act.actDate,
      }));
    case "sub":
      return supervisedBy(org.uid).map((b) => ({
        uid: b.uid,
        label: b.label,
        latinName: b.latinName,
        status: b.status,
      }));
    default: {
      const entries = dashboardTab(org.uid, TAB_OF[call]);
      return {
        value: entries.reduce((sum, e) => sum + e.count, 0),
        facetsResults: entries.map((e) => ({ label: e.label, counter: e.count, itemId: e.uid })),
      };
    }
  }
}

/** The answer of one call, or null for an unknown body. */
export function dashboardApi(uidOrLatinName: string, call: DashboardApiCall): unknown {
  const org = findOrganization(uidOrLatinName);
  return org ? answer(org, call) : null;
}
