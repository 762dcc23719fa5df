/**
 * The facets the /search page shows (organisation, decision type, status): which engine field
 * each counts, which fq filter selects one of its values, and its Greek title. Pure.
 */
import type { FacetField } from "#search/engine";
import { formatFilter, type FqField } from "#search/query-language";

export const FACETS = {
  organization: { field: "orgUid", fq: "organizationUid", title: "Φορέας" },
  decisionType: { field: "decisionTypeUid", fq: "decisionTypeUid", title: "Είδος πράξης" },
  status: { field: "status", fq: "status", title: "Κατάσταση" },
} as const satisfies Record<string, { field: FacetField; fq: FqField; title: string }>;
export type FacetName = keyof typeof FACETS;

/** SPEC §2/§9: a facet list shows 5 values, and 5 more a step. */
export const FACET_STEP = 5;
/** The longest a list may grow (an organisation facet can hold thousands of bodies). */
export const MAX_FACET_SHOWN = 500;

export const FACET_NAMES = Object.keys(FACETS) as [FacetName, ...FacetName[]];

/** The fq selecting one value of a facet. */
export function facetFilter(facet: FacetName, value: string): string {
  return formatFilter(FACETS[facet].fq, [value]);
}
