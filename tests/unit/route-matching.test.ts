/**
 * The server's route matching after our patch of @remix-run/router (patches/, decision 110): the
 * route table is flattened and ranked once per tree, matchers are compiled once, and a branch whose
 * first segment is literal text is skipped when the path starts otherwise. The answers must be
 * the router's own: the most specific route wins, the first segment compares without case, a
 * doubled slash or a parameter in the first place is not mistaken for a literal, and a tree built
 * later is matched on its own routes.
 */
import { createRequire } from "node:module";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { AgnosticRouteObject, AgnosticRouteMatch, matchRoutes as MatchRoutes } from "@remix-run/router";

// The server loads the router's CommonJS build, the one the patch changes.
const require = createRequire(import.meta.url);
const routerFile = require.resolve("@remix-run/router");
const { matchRoutes } = require(routerFile) as { matchRoutes: typeof MatchRoutes };

const tree: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "search", path: "search" },
      { id: "search-export", path: "search/export" },
      { id: "decision", path: "decision/view/:ada" },
      { id: "decision-help", path: "decision/view/help" },
      { id: "organization", path: ":latinName" },
      { id: "opendata", path: "opendata/*" },
      { id: "lang", path: ":lang?/info" },
      {
        id: "layout",
        children: [{ id: "userhome", path: "userhome" }],
      },
      { id: "catch-all", path: "*" },
    ],
  },
];

function matched(routes: AgnosticRouteObject[], path: string): string | null {
  const matches: AgnosticRouteMatch[] | null = matchRoutes(routes, path);
  if (!matches) return null;
  const last = matches[matches.length - 1];
  return `${last.route.id} ${JSON.stringify(last.params)}`;
}

describe("route matching (patched @remix-run/router)", () => {
  it("is the patched build", () => {
    // A version bump that drops the patch would silently bring back the per-request cost.
    expect(fs.readFileSync(routerFile, "utf8")).toContain("rankedBranchesByRoutes");
  });

  it.each([
    ["/", "home {}"],
    ["/search", "search {}"],
    ["/SEARCH/", "search {}"],
    ["/search/export", "search-export {}"],
    ["/decision/view/help", "decision-help {}"],
    ["/decision/view/ΨΥ12ΩΡΕ-ΧΒΓ", 'decision {"ada":"ΨΥ12ΩΡΕ-ΧΒΓ"}'],
    ["/dimos-athinaion", 'organization {"latinName":"dimos-athinaion"}'],
    ["/opendata/decisions/A.json", 'opendata {"*":"decisions/A.json"}'],
    ["/info", "lang {}"],
    ["/en/info", 'lang {"lang":"en"}'],
    ["/userhome", "userhome {}"],
    // A doubled slash is not the literal "search": the router's own answer is the catch-all.
    ["//search", 'catch-all {"*":"/search"}'],
    ["/search/nothing/here", 'catch-all {"*":"search/nothing/here"}'],
  ])("%s → %s", (path, expected) => {
    expect(matched(tree, path)).toBe(expected);
  });

  it("matches a tree built later on its own routes, not on the first tree's", () => {
    expect(matched(tree, "/search")).toBe("search {}");
    const other: AgnosticRouteObject[] = [{ id: "only", path: "search/:term" }];
    expect(matched(other, "/search")).toBeNull();
    expect(matched(other, "/search/δαπάνη")).toBe('only {"term":"δαπάνη"}');
    expect(matched(tree, "/search/δαπάνη")).toBe('catch-all {"*":"search/δαπάνη"}');
  });
});
