/**
 * The pick-a-decision page (SPEC §2 "A modal picks a decision by searching", "A decision-search
 * dialog by ada"): the DECISION_SEARCH_BOX field's helper, as a page that works without
 * JavaScript. It runs the search language over public decisions and lists them with their ADA
 * to copy into the field. One domain call: read the URL, search, return the rows or the 400.
 */
import { SearchInputError } from "#search/errors";
import { freeTextOf, parseSearchQuery } from "#search/query-language";
import { searchEngine } from "./engine.server";
import { atPage, searchPath } from "./links";
import { pickPath, type PickPage } from "./pick";
import { parseSearchRequest, toSearchQuery } from "./request";

export type { PickPage };

export const PICK_PAGE_SIZE = 10;

export async function pickPage(url: URL): Promise<{ page: PickPage; status: 200 | 400 }> {
  const empty = { rows: [], total: 0, totalIsExact: true, next: null, previous: null };
  let parsed;
  try {
    parsed = parseSearchRequest(url.searchParams, { cursor: false });
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    return { status: 400, page: { text: url.searchParams.get("query") ?? "", error: error.message, ...empty } };
  }
  const { request } = parsed;
  const text = freeTextOf(parseSearchQuery(request.text));
  if (!request.text && request.fq.length === 0) return { status: 200, page: { text, error: null, ...empty } };
  try {
    const result = await searchEngine().search(toSearchQuery(parsed, { size: PICK_PAGE_SIZE, facets: [] }));
    const pages = Math.ceil(result.total / PICK_PAGE_SIZE);
    return {
      status: 200,
      page: {
        text,
        error: null,
        rows: result.hits.map((h) => ({
          ada: h.ada,
          subject: h.subject,
          orgLabel: h.orgLabel,
          decisionTypeLabel: h.decisionTypeLabel,
          issueDate: h.issueDate,
        })),
        total: result.total,
        totalIsExact: result.totalIsExact,
        next: request.page + 1 < pages ? pickPath(searchPath(atPage(request, request.page + 1))) : null,
        previous: request.page > 0 ? pickPath(searchPath(atPage(request, request.page - 1))) : null,
      },
    };
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    return { status: 400, page: { text, error: error.message, ...empty } };
  }
}
