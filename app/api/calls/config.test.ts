/**
 * The configuration calls of the JSON API (issue 17) against a seeded SQLite file, asked as the
 * demo users with Basic authorization: a search setting changed by the call changes what the
 * /search page, the export and OpenData serve at once; a bad value is refused in Greek and changes
 * nothing; only a system administrator may change them; the index status reports the engine up
 * with the register's documents; a decision type closed to a category is closed for its readers.
 */
import { describe, expect, it } from "vitest";
import { auditOf } from "#app/audit.server";
import { simpleSearch } from "#app/opendata/search.server";
import { exportSearch } from "#app/search-page/export.server";
import { searchPage } from "#app/search-page/run.server";
import { searchSettings } from "#app/search-settings/store.server";
import { getSearchEngine } from "#search/index";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

const t = useDemoDatabase({ decisions: { count: 40, seed: 3, now: Date.parse("2026-03-15T10:30:00Z") } });

const searchRows = async (path = "/search") => {
  const outcome = await searchPage(new URL(`http://register.test${path}`));
  if (!("page" in outcome) || !outcome.page.result) throw new Error("no result");
  return outcome.page.result;
};

describe("search settings", () => {
  it("answers the defaults of before until changed", async () => {
    const { status, body } = await callApi("GET", "/config/search/lumiview", { who: "admin" });
    expect(status).toBe(200);
    expect(body).toEqual({
      pageSize: 10,
      defaultSort: "recent",
      facets: ["organization", "decisionType", "thematicCategory", "unit", "signer", "status", "year"],
    });
    expect((await callApi("GET", "/config/search/lumiview_export", { who: "admin" })).body).toEqual({
      rowLimit: null,
      defaultSort: "recent",
    });
    expect((await callApi("GET", "/config/search/nothing", { who: "admin" })).status).toBe(404);
  });

  it("a change of the page's size, sort and facets shows on the next /search", async () => {
    const before = await searchRows();
    expect(before.rows).toHaveLength(10);
    const saved = await callApi("POST", "/config/search/lumiview", {
      who: "admin",
      body: {
        pageSize: 4,
        defaultSort: "oldest",
        facets: ["status", "organization"],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ pageSize: 4, defaultSort: "oldest", facets: ["organization", "status"] });
    const after = await searchRows();
    expect(after.rows).toHaveLength(4);
    expect(after.facets.map((f) => f.name)).toEqual(["organization", "status"]);
    const dates = after.rows.map((r) => r.issueDate);
    const oldest = await searchRows("/search?sort=oldest");
    expect(oldest.rows.map((r) => r.ada)).toEqual(after.rows.map((r) => r.ada));
    expect(dates).not.toEqual(before.rows.slice(0, 4).map((r) => r.issueDate));
    // An explicit «newest first» now stays in the links the page writes (it is no longer the default).
    const recent = await searchPage(new URL("http://register.test/search?sort=recent"));
    if (!("page" in recent) || !recent.page.result) throw new Error("no result");
    expect(recent.page.result.pages.find((p) => p.rel === "next")?.href).toContain("sort=recent");
    expect(auditOf("setting", "search.lumiview", t.db).map((a) => a.action)).toContain("setting.write");
  });

  it("refuses a bad value in Greek and keeps what was stored", async () => {
    const refused = await callApi("POST", "/config/search/lumiview", { who: "admin", body: { pageSize: 501 } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Το μέγεθος σελίδας πρέπει να είναι ακέραιος αριθμός από 1 έως 500.",
    );
    const unknownFacet = await callApi("POST", "/config/search/lumiview", {
      who: "admin",
      body: { facets: ["colour"] },
    });
    expect(unknownFacet.status).toBe(400);
    expect(searchSettings("lumiview").pageSize).toBe(4);
  });

  it("lets only a system administrator change or read them", async () => {
    expect((await callApi("POST", "/config/search/lumiview", { who: "publisher", body: { pageSize: 7 } })).status).toBe(
      403,
    );
    expect((await callApi("GET", "/config/search/lumiview", { who: "usermanager" })).status).toBe(403);
    expect((await callApi("GET", "/config/search/lumiview")).status).toBe(401);
    expect(searchSettings("lumiview").pageSize).toBe(4);
  });

  it("OpenData's page size and the export's row limit follow their settings", async () => {
    expect((await simpleSearch({})).decisions).toHaveLength(10);
    expect((await callApi("POST", "/config/search/opendata", { who: "admin", body: { pageSize: 3 } })).status).toBe(
      200,
    );
    expect((await simpleSearch({})).info).toMatchObject({ size: 3, actualSize: 3 });

    expect(
      (await callApi("POST", "/config/search/lumiview_export", { who: "admin", body: { rowLimit: 5 } })).status,
    ).toBe(200);
    const outcome = await exportSearch(new URL("http://register.test/search/export?wt=csv"), {
      origin: "http://register.test",
      engine: getSearchEngine(t.db),
      databaseFile: t.db.$client.name,
      settings: searchSettings("lumiview_export"),
    });
    if (outcome.kind !== "ok") throw new Error(outcome.kind);
    expect(outcome.rowLimit).toBe(5);
    const csv = await new Response(outcome.stream).text();
    const lines = csv.trim().split("\n");
    // A header line, five decisions (whatever else the file says about the limit).
    expect(lines.filter((l) => /^"?[Α-ΩA-Z0-9]{4}[Α-ΩA-Z0-9]*-[Α-ΩA-Z0-9]{3}/.test(l))).toHaveLength(5);
  });
});

describe("index servers", () => {
  it("reports FTS5 up with the register's documents, and its batch setting is validated", async () => {
    const status = await callApi("GET", "/config-index-servers/status", { who: "publisher" });
    expect(status.status).toBe(200);
    const documents = t.db.$client.prepare("SELECT count(*) FROM search_docs").pluck().get();
    expect(status.body).toMatchObject({
      serversAreDown: false,
      engine: "fts5",
      documentsIndexed: documents,
      documentsInRegister: documents,
    });
    expect((await callApi("GET", "/config/index_servers", { who: "admin" })).body).toEqual({
      engine: "fts5",
      url: null,
      collection: null,
      reindexBatchSize: 500,
    });
    expect(
      (await callApi("POST", "/config/index_servers", { who: "admin", body: { reindexBatchSize: 0 } })).status,
    ).toBe(400);
    const saved = await callApi("POST", "/config/index_servers", { who: "admin", body: { reindexBatchSize: 50 } });
    expect(saved.body).toMatchObject({ reindexBatchSize: 50 });
  });
});

describe("decision types per organisation category", () => {
  it("closes a type to a category for the shared readers, and refuses an unknown category", async () => {
    const open = await callApi("GET", "/config-shared/dtperorgtype/MUNICIPALITY", { who: "submitter" });
    expect(open.status).toBe(200);
    const types = open.body.decisionTypes as string[];
    expect(types.length).toBeGreaterThan(1);
    const saved = await callApi("POST", "/config/dtperorgtype", {
      who: "admin",
      body: {
        orgCategory: "MUNICIPALITY",
        decisionTypes: [types[0]],
      },
    });
    expect(saved.status).toBe(200);
    expect(
      (await callApi("GET", "/config-shared/dtperorgtype/MUNICIPALITY", { who: "submitter" })).body.decisionTypes,
    ).toEqual([types[0]]);
    const all = (await callApi("GET", "/config-shared/dtperorgtype", { who: "submitter" })).body as unknown as {
      orgCategory: string;
      decisionTypes: string[];
    }[];
    expect(all.find((c) => c.orgCategory === "MUNICIPALITY")?.decisionTypes).toEqual([types[0]]);
    expect(
      (
        await callApi("POST", "/config/dtperorgtype", {
          who: "admin",
          body: { orgCategory: "NOWHERE", decisionTypes: [types[0]] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi("POST", "/config/dtperorgtype", {
          who: "publisher",
          body: { orgCategory: "MUNICIPALITY", decisionTypes: [] },
        })
      ).status,
    ).toBe(403);
    expect((await callApi("GET", "/config-shared/dtperorgtype/NOWHERE", { who: "submitter" })).status).toBe(404);
  });

  it("lists the document template kinds", async () => {
    const { status, body } = await callApi("GET", "/config-shared/templates/types/", { who: "orgadmin" });
    expect(status).toBe(200);
    expect((body as unknown as { value: string }[]).map((t) => t.value)).toEqual(["DECISION", "ATTACHMENT", "PUBLIC"]);
  });
});
