/**
 * End-to-end tests in Debian's Chromium headless shell (no browser download is possible on our machines),
 * twice: with JavaScript off (`no-js`, the baseline every page must meet) and on (`js`).
 *
 * Two processes are started for the run:
 *  - a real SMTP server (tests/support/smtp-sink.ts) that writes what it receives as .eml files;
 *  - the built portal (`node build/server/main.js`, the bundle `npm run build` makes and production
 *    runs) on its own port, with a database file that is deleted first, so each run starts from
 *    the seed and never from a stale server.
 */
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/support/chromium-path";
import { fakeServicesEnv } from "./tests/support/fake-services-process";
import {
  BASE_URL,
  DATABASE_PATH,
  DEMO_PASSWORD,
  E2E_DIR,
  E2E_PORT,
  FAKE_SERVICES_PORT,
  FAKE_SERVICES_URL,
  MAIL_DIR,
  OUTBOX_DIR,
  SMTP_SINK_PORT,
} from "./tests/e2e/support/env";

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR || "tests/.tmp/test-results",
  // State-changing flows (publishing, sessions) share one portal: keep the run serial and
  // deterministic.
  workers: 1,
  fullyParallel: false,
  // One retry in CI only, so a rare timing fault on a loaded 2-core runner does not void a whole
  // run; the list reporter still prints such a test as "flaky", and the stop note must name it
  // (docs/decisions/116-one-retry-in-ci.md). Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: "el-GR",
    timezoneId: "Europe/Athens",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      // axe cannot be injected into a page with JavaScript off (stack.md gotcha 2).
      // decision-form-catalogue-js: the js project's subset of the catalogue's types (all run here).
      // hydration-js: what a visitor does while the page hydrates (no hydration without JavaScript).
      testIgnore: [/a11y\.spec\.ts$/, /decision-form-catalogue-js\.spec\.ts$/, /hydration-js\.spec\.ts$/],
    },
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
      // Plain HTTP: the crawl's and the document system's answers do not depend on the browser
      // running scripts (and the document system's 100 publications are made once, not twice).
      // The search settings are register-wide plain forms: run once, or the two projects' workers
      // race on the same page size and sort. The lifecycle's forbidden combinations and wrong
      // statuses are HTTP posts answered by the server alone. The JSON and statistics APIs, the
      // route tables and the production server never render a page either (decision 128).
      testIgnore: [
        /crawl\.spec\.ts$/,
        /opendata-write\.spec\.ts$/,
        /search-admin\.spec\.ts$/,
        /lifecycle-forbidden\.spec\.ts$/,
        /lifecycle-wrong-status\.spec\.ts$/,
        /dashboard-api\.spec\.ts$/,
        /opendata-api\.spec\.ts$/,
        /stats-api\.spec\.ts$/,
        /route-table\.spec\.ts$/,
        /route-organisation\.spec\.ts$/,
        /production\.spec\.ts$/,
        // Every type without JavaScript; with it, decision-form-catalogue-js.spec.ts's subset.
        /decision-form-catalogue\.spec\.ts$/,
      ],
      // A test tagged SERVER_ONLY (tests/e2e/support/tags.ts) in a spec that also renders pages.
      grepInvert: /@server-only/,
    },
  ],
  webServer: [
    {
      command: "node --import tsx tests/support/smtp-sink.ts",
      port: SMTP_SINK_PORT,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), MAIL_DIR },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 30_000,
    },
    {
      // The decision form's outside services (VIES, GGPS, e-procurement), spoken by a local process.
      command: "node --import tsx tests/support/fake-services.ts",
      port: FAKE_SERVICES_PORT,
      env: { FAKE_SERVICES_PORT: String(FAKE_SERVICES_PORT) },
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      timeout: 30_000,
    },
    {
      // A fresh database every run; then the same server `npm start` runs (migrations, seed).
      command: `rm -rf ${quote(E2E_DIR)} && mkdir -p ${quote(E2E_DIR)} && node build/server/main.js`,
      url: `${BASE_URL}/`,
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATABASE_PATH,
        OUTBOX_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        DEMO_PASSWORD,
        NODE_ENV: "test",
        // The home page's news: the demo organisation's own RSS feed, a real feed on this machine.
        NEWS_FEED_URL: `${BASE_URL}/f/6013/rss`,
        // The footer's contact link (SPEC §9): an external ticketing site, never called by the tests.
        CONTACT_FORM_URL: "https://tickets.example.org/new?service=register",
        ...fakeServicesEnv(FAKE_SERVICES_URL),
        // One JSON line per request would drown the test report: only server failures are shown.
        LOG_LEVEL: "error",
        // Search alerts (issue 12): look for new matches every second, not every minute.
        ALERT_INTERVAL_SECONDS: "1",
        // Every spec reads the OpenData API from 127.0.0.1: the per-address limit (decision 077) is
        // tested in app/http/opendata-write.test.ts, not by the whole suite running into it.
        OPENDATA_READS_PER_MINUTE: "1000000",
      },
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      timeout: 180_000,
    },
  ],
});
