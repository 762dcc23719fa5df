/**
 * No link leads nowhere (issue 16): from the home page, follow every in-site link of every page
 * reached, anonymous and as each demo user, and fail on any answer of 400 or more. Plain HTTP
 * (Playwright's request context; the links are in the server's HTML, JavaScript or not), so it
 * runs once, in the no-js project. To stay bounded on a register of thousands of decisions, at
 * most a few addresses of each shape are followed (digits and codes in a path are one shape).
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { WHO, type Who } from "#tests/support/route-table";
import { expect, test } from "./support/fixtures";
import { BASE_URL, DEMO_PASSWORD } from "./support/env";

const PER_SHAPE = 3;
const MAX_PAGES = 400;
/** Not followed: leaving the session, and downloads that are checked by their own specs. */
const SKIP = [/^\/logout/, /^\/search\/export/, /^\/opendata\/dumps\/./, /^\/stats\/download/];

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

/** The shape of an address: path segments holding digits become ":x", query values are dropped. */
function shapeOf(url: URL): string {
  const path = url.pathname
    .split("/")
    .map((s) => (/\d/.test(decodeURIComponent(s)) ? ":x" : s))
    .join("/");
  return `${path}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
}

/** The page's in-site links; an href that is no URL at all is reported as broken. */
function linksIn(html: string, base: URL, broken: string[]): URL[] {
  const out: URL[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
    const href = match[1].replace(/&amp;/g, "&");
    if (/^(mailto|tel):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      broken.push(`invalid href "${href}" on ${base.pathname}${base.search}`);
      continue;
    }
    url.hash = "";
    if (url.origin === base.origin) out.push(url);
  }
  return out;
}

for (const who of WHO) {
  test(`every link reachable from the home page answers, as ${who}`, async () => {
    test.setTimeout(180_000);
    const api = await contextFor(who);
    const seen = new Set<string>();
    const shapes = new Map<string, number>();
    const queue: { url: URL; from: string }[] = [{ url: new URL("/", BASE_URL), from: "(start)" }];
    const broken: string[] = [];
    let fetched = 0;
    while (queue.length > 0 && fetched < MAX_PAGES) {
      const { url, from } = queue.shift()!;
      const key = url.pathname + url.search;
      if (seen.has(key) || SKIP.some((rule) => rule.test(url.pathname))) continue;
      seen.add(key);
      const shape = shapeOf(url);
      const count = shapes.get(shape) ?? 0;
      if (count >= PER_SHAPE) continue;
      shapes.set(shape, count + 1);
      const response = await api.get(key);
      fetched++;
      if (response.status() >= 400) {
        broken.push(`${response.status()} ${key} (linked from ${from})`);
        continue;
      }
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
      const finalUrl = new URL(response.url());
      for (const link of linksIn(await response.text(), finalUrl, broken)) queue.push({ url: link, from: key });
    }
    await api.dispose();
    expect(broken, `broken links as ${who}`).toEqual([]);
    expect(fetched, "the crawl reached more than the home page").toBeGreaterThan(20);
  });
}
