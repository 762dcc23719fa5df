/**
 * The facets the /search page shows (issue 10: organisation, decision type, thematic category,
 * unit, signer, status, year): which engine field each counts, which fq filter selects one of
 * its values, and its Greek title. Pure.
 */
import type { FacetField } from "#search/engine";
import { formatFilter, formatRangeFilter, type FqField } from "#search/query-language";

export const FACETS = {
  organization: { field: "orgUid", fq: "organizationUid", title: "Φορέας" },
  decisionType: { field: "decisionTypeUid", fq: "decisionTypeUid", title: "Είδος πράξης" },
  thematicCategory: { field: "thematicCategoryUid", fq: "thematicCategory", title: "Θεματική κατηγορία" },
  unit: { field: "unitUid", fq: "unitUid", title: "Οργανωτική μονάδα" },
  signer: { field: "signerUid", fq: "signerUid", title: "Υπογράφων" },
  status: { field: "status", fq: "status", title: "Κατάσταση" },
  year: { field: "year", fq: "issueDate", title: "Έτος έκδοσης" },
} as const satisfies Record<string, { field: FacetField; fq: FqField; title: string }>;
export type FacetName = keyof typeof FACETS;

/** SPEC §2/§9: a facet list shows 5 values, and 5 more a step. */
export const FACET_STEP = 5;
/** The longest a list may grow (an organisation facet can hold thousands of bodies). */
export const MAX_FACET_SHOWN = 500;

export const FACET_NAMES = Object.keys(FACETS) as [FacetName, ...FacetName[]];

/** The engine's facet fields the search page counts (the benches ask for the same). */
export const PAGE_FACET_FIELDS: FacetField[] = FACET_NAMES.map((name) => FACETS[name].field);

/** The fq selecting one value of a facet. */
export function facetFilter(facet: FacetName, value: string): string {
  if (facet === "year") return formatRangeFilter("issueDate", `${value}-01-01`, `${value}-12-31`);
  return formatFilter(FACETS[facet].fq, [value]);
}
