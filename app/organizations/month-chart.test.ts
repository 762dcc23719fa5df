/**
 * The organisation dashboard's month chart (SPEC §2, issue 14) on a real SQLite file: its twelve
 * months are exactly the body's figures in the monthly aggregate /stats sums (and so the body's
 * publications, once the hourly refresh has run), and /f/{latinName} draws them as an SVG image
 * named by its title with the same numbers in a table.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertFixtures, ORG } from "#app/decisions/testing/fixtures";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import * as dashboard from "../routes/f.$org";
import { refreshPublicationStats } from "../stats/publication-stats.server";
import { organizationMonthChart } from "./month-chart.server";

const testDb = createTestDatabase();
const sqlite = testDb.db.$client;
const OTHER = "7001";
// 20 March 2026, noon in Athens: the chart runs from 04/2025 to 03/2026.
const NOW = Date.parse("2026-03-20T10:00:00Z");

let nextId = 1;
function publish(org: string, publishedAt: number | null) {
  const id = nextId++;
  sqlite
    .prepare(
      `INSERT INTO decisions (id, ada, org_uid, status, latest_version_id, published_at, updated_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 0)`,
    )
    .run(
      id,
      publishedAt === null ? null : `ADA-${id}`,
      org,
      publishedAt === null ? "SUBMITTED" : "PUBLISHED",
      `v${id}`,
      publishedAt,
      publishedAt ?? 0,
    );
  sqlite
    .prepare(
      `INSERT INTO decision_versions (version_id, decision_id, version_number, status, protocol_number, subject, issue_date,
         decision_type_uid, unit_uids, signer_uids, thematic_category_uids, extra_field_values, created_at, published_at)
       VALUES (?, ?, 1, 'PUBLISHED', '1', 'Θέμα', '2026-01-01', 'Β.1.3', '[]', '[]', '[]', '{}', 0, ?)`,
    )
    .run(`v${id}`, id, publishedAt);
}

/** The body's count for one month in the aggregate, as /stats reads it. */
function aggregate(org: string, month: string): number {
  const row = sqlite
    .prepare("SELECT count FROM publication_stats_by_org WHERE org_uid = ? AND month = ?")
    .get(org, month) as { count: number } | undefined;
  return row?.count ?? 0;
}

beforeAll(async () => {
  setDb(testDb.db);
  insertFixtures(testDb.db);
  insertFixtures(testDb.db, OTHER, "ΩΗ7");
  publish(ORG, Date.parse("2025-03-31T12:00:00Z")); // March 2025: before the twelve months
  publish(ORG, Date.parse("2025-03-31T21:30:00Z")); // 1 April 2025, 00:30 in Athens: the first month
  publish(ORG, Date.parse("2025-11-05T09:00:00Z"));
  publish(ORG, Date.parse("2025-11-25T09:00:00Z"));
  publish(ORG, Date.parse("2026-03-02T09:00:00Z"));
  publish(OTHER, Date.parse("2025-11-10T09:00:00Z")); // another body: not in this chart
  publish(ORG, null); // not public: never counted
  await refreshPublicationStats(testDb.db, { now: NOW });
});

afterAll(() => {
  setDb(undefined);
  testDb.cleanup();
});

describe("the organisation's month chart", () => {
  it("has the last twelve Athens months, each equal to the body's figure in the monthly aggregate", () => {
    const chart = organizationMonthChart(ORG, NOW);
    expect(chart.period).toEqual({ from: "2025-04", to: "2026-03" });
    expect(chart.perMonth).toHaveLength(12);
    for (const { month, count } of chart.perMonth) expect(count, month).toBe(aggregate(ORG, month));
    const nonZero = chart.perMonth.filter((m) => m.count > 0);
    expect(nonZero).toEqual([
      { month: "2025-04", count: 1 },
      { month: "2025-11", count: 2 },
      { month: "2026-03", count: 1 },
    ]);
    expect(organizationMonthChart(OTHER, NOW).perMonth.find((m) => m.month === "2025-11")?.count).toBe(1);
  });

  it("follows the aggregate: a new publication shows once the hourly refresh has counted it", async () => {
    publish(ORG, Date.parse("2026-03-19T09:00:00Z"));
    const march = () => organizationMonthChart(ORG, NOW).perMonth.at(-1)!.count;
    expect(march()).toBe(1);
    await refreshPublicationStats(testDb.db, { now: NOW });
    expect(march()).toBe(2);
    expect(march()).toBe(aggregate(ORG, "2026-03"));
  });
});

describe("/f/{latinName}", () => {
  afterEach(() => vi.useRealTimers());

  it("draws the chart as an SVG image named by its title, with the same numbers in a table", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const route = { id: "org", path: "/f/:org", loader: dashboard.loader as never, Component: dashboard.default };
    const handler = createStaticHandler([route]);
    const context = await handler.query(new Request(`http://register.test/f/dimos_${ORG}`));
    if (context instanceof Response) throw new Error(`the dashboard answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(createElement(StaticRouterProvider, { router, context }));

    const svg = /<svg role="img" aria-labelledby="([^"]+)"[^>]*>.*?<\/svg>/s.exec(html);
    expect(svg).not.toBeNull();
    expect(html).toContain(
      `<title id="${svg![1]}">Αναρτήσεις του φορέα ΔΗΜΟΣ ΔΟΚΙΜΗΣ ${ORG} ανά μήνα, 04/2025 έως 03/2026</title>`,
    );
    const rows = [...html.matchAll(/<tr><th scope="row">(\d\d\/\d{4})<\/th><td>([^<]+)<\/td><\/tr>/g)].map(
      (m) => [m[1], Number(m[2])] as const,
    );
    const chart = organizationMonthChart(ORG, NOW).perMonth;
    expect(rows).toEqual(chart.map((m) => [`${m.month.slice(5)}/${m.month.slice(0, 4)}`, m.count]));
    expect(rows.find(([month]) => month === "11/2025")?.[1]).toBe(2);
  });
});
