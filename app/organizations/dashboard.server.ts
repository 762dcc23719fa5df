/**
 * The organisation dashboard's tabs (SPEC §2 "Organisation dashboard"): its decision types,
 * units, signers and thematic categories, each with how many public decisions it has and a link
 * to the search filtered by it. The counts never scan the register:
 *  - decision types: the search index's aggregate per organisation x type x status
 *    (search_facet_cube), a few index lookups;
 *  - units, signers and thematic categories: the index's aggregate per organisation x value
 *    (search_org_values, keyed "unit:{uid}", "signer:{uid}", "thematic:{uid}"), one range of
 *    the body's rows (docs/decisions/043).
 */
import { getDb } from "#db/client";
import { formatFilter, type FqField } from "#search/query-language";
import { paths } from "../paths";
import type { DashboardTab } from "./dashboard-tabs";

export interface TabEntry {
  /** The type, unit, signer or category uid (the API's itemId). */
  uid: string;
  label: string;
  count: number;
  /** The search of this body's decisions with this value. */
  href: string;
}

const filterHref = (orgUid: string, field: FqField, value: string) =>
  paths.search({ fq: [formatFilter("organizationUid", [orgUid]), formatFilter(field, [value])] });

const byCount = (a: TabEntry, b: TabEntry) => b.count - a.count || a.label.localeCompare(b.label, "el");

function typeEntries(orgUid: string): TabEntry[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT c.decision_type_uid AS uid, coalesce(t.label, c.decision_type_uid) AS label, sum(c.count) AS count
         FROM search_facet_cube c LEFT JOIN decision_types t ON t.uid = c.decision_type_uid
        WHERE c.org_uid = ? GROUP BY c.decision_type_uid`,
    )
    .all(orgUid) as { uid: string; label: string; count: number }[];
  return rows
    .filter((r) => r.count > 0)
    .map((r) => ({ uid: r.uid, label: r.label, count: r.count, href: filterHref(orgUid, "decisionTypeUid", r.uid) }))
    .sort(byCount);
}

/** Where each tab's labels come from, and the search filter its links set. */
const VALUE_TABS = {
  unit: {
    labels: "LEFT JOIN units l ON l.uid = substr(c.key, 6)",
    label: "l.label",
    field: "unitUid",
  },
  signer: {
    labels: "LEFT JOIN signers l ON l.uid = substr(c.key, 8)",
    label: "l.last_name || ' ' || l.first_name",
    field: "signerUid",
  },
  thematic: {
    labels: "LEFT JOIN dictionary_items l ON l.dictionary_uid = 'THK' AND l.uid = substr(c.key, 10)",
    label: "l.label",
    field: "thematicCategory",
  },
} as const satisfies Record<string, { labels: string; label: string; field: FqField }>;

/** The body's units, signers or thematic categories: its range of search_org_values for that kind. */
function valueEntries(orgUid: string, kind: keyof typeof VALUE_TABS): TabEntry[] {
  const tab = VALUE_TABS[kind];
  const prefix = `${kind}:`;
  const rows = getDb()
    .$client.prepare(
      `SELECT substr(c.key, ${prefix.length + 1}) AS uid, coalesce(${tab.label}, substr(c.key, ${prefix.length + 1})) AS label,
              c.count
         FROM search_org_values c ${tab.labels}
        WHERE c.org_uid = ? AND c.key >= ? AND c.key < ?`,
    )
    .all(orgUid, prefix, `${kind};`) as { uid: string; label: string; count: number }[];
  return rows
    .map((r) => ({ uid: r.uid, label: r.label, count: r.count, href: filterHref(orgUid, tab.field, r.uid) }))
    .sort(byCount);
}

export function dashboardTab(orgUid: string, tab: DashboardTab): TabEntry[] {
  switch (tab) {
    case "types":
      return typeEntries(orgUid);
    case "units":
      return valueEntries(orgUid, "unit");
    case "signers":
      return valueEntries(orgUid, "signer");
    case "thematic":
      return valueEntries(orgUid, "thematic");
  }
}
