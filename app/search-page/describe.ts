/**
 * A search in words, for the titles of its feed and its e-mail alerts: «λέξεις» (fq, …), or
 * «όλες οι πράξεις» without text. Pure.
 */
import type { SearchRequest } from "./request";

export function describeSearch(request: Pick<SearchRequest, "text" | "fq">): string {
  const what = request.text ? `«${request.text}»` : "όλες οι πράξεις";
  return request.fq.length ? `${what} (${request.fq.join(", ")})` : what;
}
