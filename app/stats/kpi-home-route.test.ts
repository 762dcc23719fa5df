/**
 * Issue 16 / SPEC §8 "KPI load failure" and "chart load errors" on the rendered home page: the real route (loader and
 * component) over a real SQLite file whose users table breaks after a first count. The total of
 * decisions keeps its last value and the other counters go blank («μη διαθέσιμο» for a screen
 * reader). A route-level test because the shared e2e server's database cannot be broken without
 * disturbing the other specs.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { schema, setDb } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { TEXT } from "../messages";
import * as home from "../routes/_index";
import { forgetHomeCharts } from "./charts.server";
import { forgetKpis } from "./kpi.server";
import { refreshPublicationStats } from "./publication-stats.server";
import { forgetPublicationStats } from "./stats-page.server";

let t: TestDatabase;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  t = createTestDatabase();
  setDb(t.db);
  forgetKpis();
  forgetHomeCharts();
  forgetPublicationStats();
  t.db
    .insert(schema.organizations)
    .values({ uid: "1", label: "ΔΗΜΟΣ ΤΗΝΟΥ", latinName: "dimos_tinou", categoryUid: "MUNICIPALITY", adaCode: "Α1" })
    .run();
  const decision = (id: number) => ({
    id,
    ada: `ΑΔΑ${id}`,
    orgUid: "1",
    status: "PUBLISHED",
    latestVersionId: `v${id}`,
    publishedAt: 1,
    updatedAt: 1,
    createdAt: 0,
  });
  t.db
    .insert(schema.decisions)
    .values([decision(1), decision(2), decision(3)])
    .run();
  // The total and the charts are read from the aggregates the background worker builds.
  await refreshPublicationStats(t.db);
});

afterEach(() => {
  setDb(undefined);
  t.cleanup();
  forgetKpis();
  forgetHomeCharts();
  forgetPublicationStats();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The home page's HTML as the server renders it. */
async function renderHome(): Promise<string> {
  // Remix's loader type is narrower than the router's; the function is the same.
  const route = { id: "home", path: "/", loader: home.loader as never, Component: home.default };
  const handler = createStaticHandler([route]);
  const context = await handler.query(new Request("http://register.test/"));
  if (context instanceof Response) throw new Error(`the home page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context }));
}

/** The counters' list items, as text. */
const counters = (html: string) =>
  [...html.matchAll(/<li class="govgr-kpi">(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, "").trim());

it("shows the counters, then, once the source fails, the last total of decisions and blank others", async () => {
  expect(counters(await renderHome())).toEqual(["3Αναρτημένες πράξεις", "1Φορείς", "0Χρήστες"]);

  // The users table breaks and the hourly figures expire: the next count fails.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  t.db.$client.exec("ALTER TABLE users RENAME TO users_broken");
  vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);

  const shown = counters(await renderHome());
  const blank = `—${TEXT.counterUnavailableShort}`;
  expect(shown).toEqual(["3Αναρτημένες πράξεις", `${blank}Φορείς`, `${blank}Χρήστες`]);
});

it("shows the page without its charts when they cannot be counted (SPEC §8: silently ignored)", async () => {
  expect(await renderHome()).toContain("Αναρτήσεις σε γραφήματα");

  // The daily aggregates the line reads are gone and the hourly figures expire.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  t.db.$client.exec("ALTER TABLE publication_stats_days RENAME TO publication_stats_days_broken");
  vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);

  const html = await renderHome();
  expect(html).not.toContain("Αναρτήσεις σε γραφήματα");
  expect(counters(html)).toEqual(["3Αναρτημένες πράξεις", "1Φορείς", "0Χρήστες"]);
  expect(html).toContain("Γρήγορες αναζητήσεις");
});
