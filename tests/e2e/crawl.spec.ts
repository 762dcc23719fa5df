/**
 * No link leads nowhere (issue 16): from the home page, follow every in-site link of every page
 * reached (tests/e2e/support/crawl.ts), anonymous and as each demo user, and fail on any answer of
 * 400 or more. Plain HTTP, so it runs once, in the no-js project.
 */
import { WHO } from "#tests/support/route-table";
import { apiContextFor } from "./support/api-context";
import { expect, test } from "./support/fixtures";
import { crawlSite, routeAndQueryShapeOf } from "./support/crawl";

const PER_SHAPE = 3;
const MAX_PAGES = 400;

for (const who of WHO) {
  test(`every link reachable from the home page answers, as ${who}`, async () => {
    test.setTimeout(180_000);
    const { api } = await apiContextFor(who);
    const { broken, fetched } = await crawlSite(api, {
      perShape: PER_SHAPE,
      maxPages: MAX_PAGES,
      shape: routeAndQueryShapeOf,
    });
    await api.dispose();
    expect(broken, `broken links as ${who}`).toEqual([]);
    expect(fetched, "the crawl reached more than the home page").toBeGreaterThan(20);
  });
}
