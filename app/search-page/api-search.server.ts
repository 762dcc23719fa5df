/**
 * GET /search of the JSON API (SPEC §7: q, page, fq, sort, facet): the same request reader
 * (request.ts: the query language, fq filters, sort names, paging limits and their Greek errors)
 * and the same engine as the /search page, answered as data instead of a page. A bad parameter
 * throws SearchInputError, which the call answers 400.
 */
import type { FacetValue } from "#search/engine";
import { DEFAULT_PAGE_SIZE } from "#search/limits";
import { searchEngine } from "./engine.server";
import { FACET_NAMES, FACETS, type FacetName } from "./facets";
import { parseSearchRequest, toSearchQuery } from "./request";
import { labelled } from "./run.server";

export interface ApiSearchInput {
  q?: string;
  page?: string;
  size?: string;
  sort?: string;
  fq: string[];
  /** Facet counts are asked for (they cost more than the hits). */
  facet: boolean;
}

export interface ApiSearchHit {
  ada: string;
  versionId: string;
  subject: string;
  protocolNumber: string;
  issueDate: string;
  publishedAt: number;
  status: string;
  organization: { uid: string; label: string };
  decisionType: { uid: string; label: string };
  amount: number | null;
}

export interface ApiSearchResult {
  total: number;
  totalIsExact: boolean;
  page: number;
  size: number;
  hits: ApiSearchHit[];
  facets: { name: FacetName; values: FacetValue[] }[] | null;
}

/** How many values of each facet the API answers. */
const API_FACET_LIMIT = 20;

export async function searchForApi(input: ApiSearchInput): Promise<ApiSearchResult> {
  const params = new URLSearchParams();
  if (input.q !== undefined) params.set("query", input.q);
  if (input.page !== undefined) params.set("page", input.page);
  if (input.size !== undefined) params.set("size", input.size);
  if (input.sort !== undefined) params.set("sort", input.sort);
  for (const fq of input.fq) params.append("fq", fq);
  const search = parseSearchRequest(params, { cursor: false });
  const result = await searchEngine().search(
    toSearchQuery(search, {
      size: search.request.size ?? DEFAULT_PAGE_SIZE,
      ...(input.facet ? { facets: FACET_NAMES.map((name) => FACETS[name].field), facetLimit: API_FACET_LIMIT } : {}),
    }),
  );
  return {
    total: result.total,
    totalIsExact: result.totalIsExact,
    page: result.page,
    size: result.size,
    hits: result.hits.map((h) => ({
      ada: h.ada,
      versionId: h.versionId,
      subject: h.subject,
      protocolNumber: h.protocolNumber,
      issueDate: h.issueDate,
      publishedAt: h.publishedAt,
      status: h.status,
      organization: { uid: h.orgUid, label: h.orgLabel },
      decisionType: { uid: h.decisionTypeUid, label: h.decisionTypeLabel },
      amount: h.amount,
    })),
    facets: input.facet
      ? FACET_NAMES.map((name) => ({
          name,
          values: labelled(FACETS[name].field, result.facets[FACETS[name].field]) ?? [],
        }))
      : null,
  };
}
