import { describe, expect, it } from "vitest";
import { parseSearchRequest } from "./request";
import { exampleHref, SEARCH_EXAMPLE_GROUPS } from "./search-info";

describe("/searchInfo's worked examples", () => {
  const examples = SEARCH_EXAMPLE_GROUPS.flatMap((g) => g.examples);

  it.each(examples.map((e) => [e.query, e] as const))(
    "%s is a query the search accepts, linked as written",
    (_q, e) => {
      const url = new URL(exampleHref(e), "http://x");
      const { request } = parseSearchRequest(url.searchParams);
      // Written in the canonical form, so the page shows exactly what the search box will hold.
      expect(request.text).toBe(e.query);
    },
  );
});
