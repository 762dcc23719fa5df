/**
 * No link leads nowhere (issue 16): from the home page, follow every in-site link of every page
 * reached (tests/e2e/support/crawl.ts), anonymous and as each demo user, and fail on any answer of
 * 400 or more. Plain HTTP, so it runs once, in the no-js project.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { WHO, type Who } from "#tests/support/route-table";
import { expect, test } from "./support/fixtures";
import { crawlSite, routeAndQueryShapeOf } from "./support/crawl";
import { BASE_URL, DEMO_PASSWORD } from "./support/env";

const PER_SHAPE = 3;
const MAX_PAGES = 400;

async function contextFor(who: Who): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  if (who === "anonymous") return api;
  const html = await (await api.get("/login")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const login = await api.post("/login", {
    form: { csrf, username: who, password: DEMO_PASSWORD, redirectTo: "/userhome" },
    maxRedirects: 0,
  });
  expect(login.status(), `login as ${who}`).toBe(303);
  return api;
}

for (const who of WHO) {
  test(`every link reachable from the home page answers, as ${who}`, async () => {
    test.setTimeout(180_000);
    const api = await contextFor(who);
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
