/**
 * SPEC §7 "Search": GET /search with q, page, fq, sort, facet, over the /search page's request
 * reader and engine (app/search-page/api-search.server.ts). The export (GET /search/export) is
 * the page's own streamed file and stays at /search/export (documented on /api/help).
 */
import { z } from "zod";
import { refuse } from "#app/http/refuse.server";
import { searchForApi } from "#app/search-page/api-search.server";
import { FACET_NAMES } from "#app/search-page/facets";
import { SearchInputError } from "#search/errors";
import { defineCall } from "../call";
import { apiDate, apiInstant, instantOf } from "../schemas";

const text = z.string().max(2000);

export const search = defineCall({
  method: "GET",
  path: "/search",
  tag: "Αναζήτηση",
  summary:
    'Αναζήτηση δημοσιευμένων πράξεων με τη γλώσσα αναζήτησης της σελίδας /search: q (κείμενο, τελεστής AND), fq (φίλτρα, π.χ. decisionTypeUid:"Β.1.3", organizationUid:"6013"), sort (recent, oldest, relevance), page (από 0), size, facet=true για τις κατανομές.',
  access: "public",
  // Strict: a misspelt parameter is a 400, not silently ignored.
  query: z.strictObject({
    q: text.optional(),
    page: z.string().max(10).optional(),
    size: z.string().max(10).optional(),
    sort: z.string().max(20).optional(),
    fq: z.union([text, z.array(text).max(50)]).optional(),
    facet: z.enum(["true", "false"]).optional(),
  }),
  response: z.object({
    total: z.number().int(),
    totalIsExact: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
    hits: z.array(
      z.object({
        ada: z.string(),
        versionId: z.string(),
        subject: z.string(),
        protocolNumber: z.string(),
        issueDate: apiDate,
        publishTimestamp: apiInstant,
        status: z.string(),
        organization: z.object({ uid: z.string(), label: z.string() }),
        decisionType: z.object({ uid: z.string(), label: z.string() }),
        amount: z.number().nullable(),
      }),
    ),
    facets: z
      .array(
        z.object({
          name: z.enum(FACET_NAMES),
          values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
        }),
      )
      .nullable(),
  }),
  example: "/search?q=%CE%BA%CE%B1%CE%B8%CE%B1%CF%81%CE%B9%CF%83%CE%BC%CE%BF%CF%8D&facet=true",
  async handler({ query }) {
    try {
      const found = await searchForApi({
        q: query.q,
        page: query.page,
        size: query.size,
        sort: query.sort,
        fq: query.fq === undefined ? [] : ([] as string[]).concat(query.fq),
        facet: query.facet === "true",
      });
      return {
        ...found,
        hits: found.hits.map(({ publishedAt, ...hit }) => ({ ...hit, publishTimestamp: instantOf(publishedAt) })),
      };
    } catch (error) {
      if (error instanceof SearchInputError) refuse(400, error.message, "api");
      throw error;
    }
  },
});

export const SEARCH_CALLS = [search];
