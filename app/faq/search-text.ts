/**
 * How questions are matched (/faq/search): question and answer normalised as the decisions'
 * index normalises text (accents, final sigma, case), and a query's words must all appear.
 * Pure: the seed stores the same text the pages store.
 */
import { normalizeText, queryWords } from "#search/normalize";

export function faqSearchText(question: string, answer: string | null): string {
  return normalizeText(`${question}\n${answer ?? ""}`);
}

/** The query's words as normalised fragments (each must occur in the entry's search text). */
export function faqQueryFragments(query: string): string[] {
  return queryWords(query).map((tokens) => tokens.join(" "));
}
