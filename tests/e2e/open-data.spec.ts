/**
 * Open data from the citizen's side, with JavaScript off and on: the search page's export links
 * download every result (CSV with a BOM, a workbook), the search and organisation pages announce
 * their feeds and the feeds list the newest decisions, and every page names the OpenSearch
 * description. What the files hold is compared with the portal's own database.
 */
import fs from "node:fs";
import http from "node:http";
import { test, expect } from "./support/fixtures";
import { SERVER_ONLY } from "./support/tags";
import { e2eDb, newestPublicDecisions, publicDecisionCount } from "./support/db";
import { parseXml } from "./support/xml";

test.describe("open data", () => {
  test("the search page's CSV link downloads every public decision, newest first", async ({ page }) => {
    await page.goto("/search");
    const before = publicDecisionCount();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "CSV", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^apofaseis-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    const after = publicDecisionCount();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^ΑΔΑ,Θέμα,/);
    // Every one (counted before and after the download, should another test publish meanwhile).
    expect(lines.length - 1).toBeGreaterThanOrEqual(before);
    expect(lines.length - 1).toBeLessThanOrEqual(after);
    expect(new Set(lines.slice(1).map((line) => line.split(",")[0])).size).toBe(lines.length - 1);
    expect(lines[1].split(",")[0]).toBe(newestPublicDecisions(1)[0].ada);
  });

  test("the XLS link downloads a workbook", async ({ page }) => {
    await page.goto("/search");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "XLS", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  test("an export is streamed chunked at the real server (a length is not known before the last row)", async ({
    page,
  }) => {
    // Browsers show the bytes received as the download's progress; the workbook states its limit.
    for (const encoding of ["identity", "gzip", "gzip, deflate, br, zstd"]) {
      const answer = await page.request.get("/search/export?wt=xls", { headers: { "Accept-Encoding": encoding } });
      expect(answer.status()).toBe(200);
      const headers = answer.headers();
      expect(headers["content-length"], encoding).toBeUndefined();
      expect(headers["transfer-encoding"], encoding).toBe("chunked");
      expect(headers["x-export-row-limit"]).toBe("1048575");
      expect((await answer.body()).subarray(0, 2).toString()).toBe("PK");
    }
  });

  test(
    "an export asked for as a browser asks (brotli accepted) comes brotli-compressed",
    SERVER_ONLY,
    async ({ baseURL }) => {
      // The request client decodes and hides Content-Encoding: read the raw answer (decision 109).
      const encodingOf = (accept: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          http
            .get(new URL("/search/export?wt=json", baseURL), { headers: { "Accept-Encoding": accept } }, (res) => {
              res.resume();
              resolve(res.headers["content-encoding"]);
            })
            .on("error", reject);
        });
      expect(await encodingOf("gzip, deflate, br, zstd")).toBe("br");
      expect(await encodingOf("gzip")).toBe("gzip");
    },
  );

  test("a search announces its RSS and Atom feeds, which list its newest matches", async ({ page, browser }) => {
    await page.goto("/search");
    const rssHref = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
    const atomHref = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
    expect(rssHref).toBe("/search/rss");
    expect(atomHref).toBe("/search/atom");
    await expect(page.getByRole("link", { name: "RSS", exact: true })).toHaveAttribute("href", "/search/rss");

    const rss = await page.request.get(rssHref!);
    expect(rss.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const feed = await parseXml(browser, await rss.text());
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.items.length).toBe(Math.min(50, publicDecisionCount()));
    expect(decodeURIComponent(feed.items[0].link)).toContain(`/decision/view/${newestPublicDecisions(1)[0].ada}`);

    const atom = await page.request.get(atomHref!);
    expect(atom.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const parsed = await parseXml(browser, await atom.text());
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("feed");
  });

  test("an organisation's page links its RSS and Atom feeds", async ({ page, browser }) => {
    const org = e2eDb()
      .prepare(
        `SELECT o.uid, o.latin_name AS latinName FROM organizations o WHERE EXISTS
           (SELECT 1 FROM decisions d WHERE d.org_uid = o.uid AND d.status = 'PUBLISHED') LIMIT 1`,
      )
      .get() as { uid: string; latinName: string };
    await page.goto(`/f/${encodeURIComponent(org.latinName)}`);
    const link = page.getByRole("link", { name: "Ροή Atom των αναρτήσεων του φορέα" });
    await expect(link).toHaveAttribute("href", `/f/${encodeURIComponent(org.uid)}/atom`);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
    const atom = await page.request.get((await link.getAttribute("href"))!);
    expect(atom.status()).toBe(200);
    expect((await parseXml(browser, await atom.text())).root).toBe("feed");
  });

  test("every page names the OpenSearch description", async ({ page }) => {
    for (const path of ["/", "/search", "/info"]) {
      await page.goto(path);
      await expect(page.locator('head link[rel="search"]')).toHaveAttribute("href", "/opensearch.xml");
    }
    const description = await page.request.get("/opensearch.xml");
    expect(await description.text()).toContain("/search?query={searchTerms}");
  });
});
