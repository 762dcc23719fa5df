/**
 * The organisation dashboard's tabs (SPEC §2 "Organisation dashboard"): its decision types,
 * units, signers and thematic categories, each with how many public decisions it has and a link
 * to the search filtered by it. The counts never scan the register:
 *  - decision types: the search index's aggregate per organisation x type x status
 *    (search_facet_cube), a few index lookups;
 *  - units and signers: one index range each on search_doc_values ("unit:{uid}", "signer:{uid}"),
 *    which the search index keeps for its own filters;
 *  - thematic categories: the index's aggregate per organisation x thematic category
 *    (search_org_thematic), one index range (docs/decisions/043).
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

/** Units or signers of the body, each counted on its own index range. */
function valueEntries(orgUid: string, kind: "unit" | "signer"): TabEntry[] {
  const sqlite = getDb().$client;
  const members = (
    kind === "unit"
      ? sqlite.prepare("SELECT uid, label FROM units WHERE org_uid = ?")
      : sqlite.prepare("SELECT uid, last_name || ' ' || first_name AS label FROM signers WHERE org_uid = ?")
  ).all(orgUid) as { uid: string; label: string }[];
  const count = sqlite.prepare("SELECT count(*) FROM search_doc_values WHERE key = ?").pluck();
  const field: FqField = kind === "unit" ? "unitUid" : "signerUid";
  return members
    .map((m) => ({
      uid: m.uid,
      label: m.label,
      count: count.get(`${kind}:${m.uid}`) as number,
      href: filterHref(orgUid, field, m.uid),
    }))
    .filter((e) => e.count > 0)
    .sort(byCount);
}

function thematicEntries(orgUid: string): TabEntry[] {
  const rows = getDb()
    .$client.prepare(
      `SELECT c.thematic_category_uid AS uid, coalesce(i.label, c.thematic_category_uid) AS label, c.count
         FROM search_org_thematic c
         LEFT JOIN dictionary_items i ON i.dictionary_uid = 'THK' AND i.uid = c.thematic_category_uid
        WHERE c.org_uid = ?`,
    )
    .all(orgUid) as { uid: string; label: string; count: number }[];
  return rows
    .map((r) => ({ uid: r.uid, label: r.label, count: r.count, href: filterHref(orgUid, "thematicCategory", r.uid) }))
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
      return thematicEntries(orgUid);
  }
}
