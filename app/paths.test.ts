import { afterEach, describe, expect, it } from "vitest";
import { absoluteUrl } from "./http/public-url";
import { paths } from "./paths";

describe("route builders", () => {
  it("percent-encode every segment, Greek ADAs and odd latinNames included", () => {
    expect(paths.decision("ΨΩΡ1ΩΗ6-ΑΒΓ")).toBe(`/decision/view/${encodeURIComponent("ΨΩΡ1ΩΗ6-ΑΒΓ")}`);
    expect(paths.document("Α/Β?#")).toBe("/doc/%CE%91%2F%CE%92%3F%23");
    expect(paths.organization("dimos athinaion")).toBe("/f/dimos%20athinaion");
    expect(paths.organizationFeed("6013")).toBe("/f/6013/rss");
    expect(paths.decisionVersion("0a1b")).toBe("/decision/view/v/0a1b");
    expect(paths.documentVersion("0a1b")).toBe("/doc/v/0a1b");
  });

  it("login keeps the wanted page as redirectTo, read back exactly", () => {
    const href = paths.login("/search?query=α β&fq=x");
    expect(new URL(href, "http://x").searchParams.get("redirectTo")).toBe("/search?query=α β&fq=x");
    expect(paths.login()).toBe("/login");
  });

  it("search links are typed requests", () => {
    expect(paths.search()).toBe("/search");
    expect(paths.search({ text: "ύδρευση", page: 2 })).toBe(
      `/search?${new URLSearchParams({ query: "ύδρευση", page: "2" })}`,
    );
  });

  // Decision lifecycle (issue 9)
  it("a decision's own page is its ADA's once it has one, its version's before", () => {
    expect(paths.decisionOrVersion("ΨΩΡ1ΩΗ6-ΑΒΓ", "0a1b")).toBe(paths.decision("ΨΩΡ1ΩΗ6-ΑΒΓ"));
    expect(paths.decisionOrVersion(null, "0a1b")).toBe("/decision/view/v/0a1b");
    expect(paths.revocationRequest("Α/Β")).toBe("/decision/revocation/request/%CE%91%2F%CE%92");
    expect(paths.editVersion("0a1b")).toBe("/decision/edit/0a1b");
  });

  it("worklist pages keep the other lists' pages; page 1 is the bare address", () => {
    expect(paths.userHomeLists({ submitted: 1 })).toBe("/userhome");
    expect(paths.userHomeLists({ submitted: 2, pending: 1, published: 3 }, "published")).toBe(
      "/userhome?submitted=2&published=3#published",
    );
    expect(paths.batch("delete", ["a", "b"])).toBe("/decision/batch?op=delete&v=a&v=b");
    expect(paths.versionDiff("0a", "1b")).toBe("/decision/diff/0a/1b");
  });
});

describe("organisation management paths (issue 14)", () => {
  it("leave out empty filters and page 1, and encode every segment", () => {
    expect(paths.organizationAdminSearch()).toBe("/organization/search");
    expect(paths.organizationAdminSearch({ q: "δήμος", page: 1, status: "" })).toBe(
      `/organization/search?${new URLSearchParams({ q: "δήμος" })}`,
    );
    expect(paths.organizationAdminSearch({ q: "α", page: 3 })).toBe("/organization/search?q=%CE%B1&page=3");
    expect(paths.editOrganization("60/13")).toBe("/organization/edit/60%2F13");
    expect(paths.deleteOrganization("6013")).toBe("/organization/delete/6013");
    expect(paths.unitSearch({ org: "6013", showHistory: true })).toBe(
      "/organization/unit/search?org=6013&showHistory=true",
    );
    expect(paths.unitSearch({ org: "6013", showHistory: false })).toBe("/organization/unit/search?org=6013");
    expect(paths.newSigner("6013")).toBe("/organization/signer/new?org=6013");
    expect(paths.deleteSigner("8")).toBe("/organization/signer/delete/8");
    expect(paths.organizationChange("rename", "6013", { label: "ΔΗΜΟΣ", latinName: "", review: true })).toBe(
      "/organization/rename/6013?label=%CE%94%CE%97%CE%9C%CE%9F%CE%A3&review=true",
    );
    expect(paths.organizationHistory("6013")).toBe("/organization/history/6013");
  });
});

describe("absolute URLs", () => {
  const saved = process.env.PUBLIC_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = saved;
  });

  it("take the host from PUBLIC_URL only, and refuse anything that is not a site path", () => {
    process.env.PUBLIC_URL = "https://apofaseis.example.gr/";
    expect(absoluteUrl(paths.decision("ΑΒΓ"))).toBe(
      `https://apofaseis.example.gr/decision/view/${encodeURIComponent("ΑΒΓ")}`,
    );
    expect(() => absoluteUrl("//evil.example/x")).toThrow(RangeError);
    expect(() => absoluteUrl("https://evil.example/")).toThrow(RangeError);
  });
});

// -- open data: feeds, discovery (issue 12)
describe("open data paths", () => {
  it("name the feeds of an organisation and of a search (text and filters only) and the export schema", () => {
    expect(paths.organizationAtom("6013")).toBe("/f/6013/atom");
    expect(
      paths.searchFeed({ text: "καθαρισμός", fq: ['organizationUid:"6013"'], page: 3, sort: "oldest" }, "rss"),
    ).toBe(`/search/rss?query=${encodeURIComponent("καθαρισμός")}&fq=${encodeURIComponent('organizationUid:"6013"')}`);
    expect(paths.searchFeed({}, "atom")).toBe("/search/atom");
    expect(paths.exportSchema()).toBe("/schema/decisions-export.xsd");
  });
});
