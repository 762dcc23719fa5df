/**
 * The `test` every spec uses. On top of Playwright's own it fails a test when the portal
 * answers any request with a 5xx status (bad input must never reach a 500) or a page throws an
 * uncaught script error.
 *
 * The browser page is kept from test to test within a worker (docs/decisions/154). Playwright
 * opens a new context and page for every test, and Chromium starts a renderer process for each:
 * ~0.45 s of CPU without JavaScript and ~0.9 s with it, before the test does anything, on 2 cores
 * shared by two projects' browsers and portals. Instead each test gets the worker's page back
 * as a new one would be in everything a test can tell: on a blank text page of the portal, without
 * cookies, routes, listeners the last test added, or a changed viewport. A page whose test failed, or that was
 * closed, is not kept.
 */
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { BASE_URL } from "./env";

type ContextOptions = NonNullable<Parameters<Browser["newContext"]>[0]>;

/** The listeners of an emitter (a page or context) before a test, to remove the ones it adds. */
type Listeners = Map<string | symbol, unknown[]>;

interface KeptPage {
  options: string;
  context: BrowserContext;
  page: Page;
}

/** Where a kept page waits between tests: the portal's robots.txt, a few lines of text. */
const NEUTRAL_PAGE = `${BASE_URL}/robots.txt`;

/** The worker's page (a worker runs its tests one at a time). */
let kept: KeptPage | null = null;

async function discardKeptPage(): Promise<void> {
  await kept?.context.close().catch(() => {});
  kept = null;
}

async function keptPage(browser: Browser, options: ContextOptions): Promise<KeptPage> {
  const key = JSON.stringify(options);
  if (kept && (kept.options !== key || kept.page.isClosed())) await discardKeptPage();
  if (!kept) {
    const context = await browser.newContext(options);
    kept = { options: key, context, page: await context.newPage() };
  }
  return kept;
}

/** What Playwright's pages and contexts have of Node's EventEmitter, beyond their typed events. */
interface Emitter {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): unknown;
}

function listenersOf(emitter: Emitter): Listeners {
  return new Map(emitter.eventNames().map((name) => [name, [...emitter.rawListeners(name)]]));
}

function removeAddedListeners(emitter: Emitter, before: Listeners): void {
  for (const name of emitter.eventNames()) {
    const earlier = before.get(name) ?? [];
    for (const listener of emitter.rawListeners(name)) if (!earlier.includes(listener)) emitter.off(name, listener);
  }
}

/** Leaves the kept page as a new one would be; false when it cannot be (it is then not kept). */
async function resetKeptPage(page: KeptPage, viewport: ContextOptions["viewport"]): Promise<boolean> {
  try {
    await page.context.unrouteAll({ behavior: "ignoreErrors" });
    await page.page.unrouteAll({ behavior: "ignoreErrors" });
    // First, so the last document's scripts and requests stop before the next test counts errors.
    // A small file of the portal's own, not about:blank: Chromium starts a new renderer process
    // for a page that comes back to the site from about:blank, and that process is the cost kept away.
    await page.page.goto(NEUTRAL_PAGE);
    if (viewport && JSON.stringify(page.page.viewportSize()) !== JSON.stringify(viewport))
      await page.page.setViewportSize(viewport);
    await page.context.clearCookies();
    await page.context.clearPermissions();
    return true;
  } catch {
    return false;
  }
}

export const test = base.extend<{ serverErrors: string[] }>({
  context: async (
    {
      browser,
      baseURL,
      locale,
      timezoneId,
      javaScriptEnabled,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    },
    use,
    testInfo,
  ) => {
    const options: ContextOptions = {
      baseURL,
      locale,
      timezoneId,
      javaScriptEnabled,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    };
    const page = await keptPage(browser, options);
    const contextListeners = listenersOf(page.context as unknown as Emitter);
    const pageListeners = listenersOf(page.page as unknown as Emitter);
    await use(page.context);
    if (page.page.isClosed()) return void (await discardKeptPage());
    removeAddedListeners(page.context as unknown as Emitter, contextListeners);
    removeAddedListeners(page.page as unknown as Emitter, pageListeners);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || !(await resetKeptPage(page, viewport))) await discardKeptPage();
  },
  page: async ({ context }, use) => {
    if (kept?.context !== context) throw new Error("the kept page belongs to another context");
    await use(kept.page);
  },
  serverErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on("response", (response) => {
        if (response.status() >= 500 && response.url().startsWith(BASE_URL)) {
          errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      context.on("weberror", (error) => errors.push(`page error: ${error.error().message}`));
      await use(errors);
      expect(errors, "the portal answered with a server error or a page threw").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
