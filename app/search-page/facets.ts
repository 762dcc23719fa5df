/**
 * The two facets the /search page shows (organisation and decision type): which engine field
 * each counts, which fq filter selects one of its values, and its Greek title. Pure.
 */
import type { FacetField } from "#search/engine";
import { formatFilter, type FqField } from "#search/query-language";

export const FACETS = {
  organization: { field: "orgUid", fq: "organizationUid", title: "Φορέας" },
  decisionType: { field: "decisionTypeUid", fq: "decisionTypeUid", title: "Είδος πράξης" },
} as const satisfies Record<string, { field: FacetField; fq: FqField; title: string }>;
export type FacetName = keyof typeof FACETS;

export const FACET_NAMES = Object.keys(FACETS) as [FacetName, ...FacetName[]];

/** The fq selecting one value of a facet. */
export function facetFilter(facet: FacetName, value: string): string {
  return formatFilter(FACETS[facet].fq, [value]);
}
