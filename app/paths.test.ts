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
    expect(paths.decisionAndDocument("Α/Β?#")).toEqual({
      page: paths.decision("Α/Β?#"),
      document: paths.document("Α/Β?#"),
    });
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
    expect(paths.userHomeLists({ submitted: 2 }, "submitted", { type: "Β.1.3", q: "α β" })).toBe(
      "/userhome?type=%CE%92.1.3&q=%CE%B1+%CE%B2&submitted=2#submitted",
    );
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
    expect(paths.editOrganization("6013", { legislationLength: "15", legislationPage: 2 })).toBe(
      "/organization/edit/6013?legislationLength=15&legislationPage=2",
    );
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

// -- the OpenData API (issue 15, H1)
describe("OpenData paths", () => {
  it("name a decision by ADA and a version, percent-encoded", () => {
    expect(paths.opendataDecision("ΨΑ1-Β")).toBe(`/opendata/decisions/${encodeURIComponent("ΨΑ1-Β")}`);
    expect(paths.opendataVersion("1f4c7ef1-ec60-460e-84d2-a8929d70adc4")).toBe(
      "/opendata/decisions/v/1f4c7ef1-ec60-460e-84d2-a8929d70adc4",
    );
  });
});

// -- the decision form's services and the organisation admin's preferences (issue 8, H8)
describe("form service and preference paths", () => {
  it("name the VAT check with its query, the e-procurement import and the templates", () => {
    expect(paths.validationService()).toBe("/validationService");
    expect(paths.validationService({ afm: "800189144", afmType: "EL", name: "" })).toBe(
      "/validationService?afm=800189144&afmType=EL",
    );
    expect(paths.validateVat()).toBe("/internal/validateVAT");
    expect(paths.eprocurementImport({ type: "Δ.1", adam: "22AWRD012345678" })).toBe(
      `/internal/eprocurement?type=${encodeURIComponent("Δ.1")}&adam=22AWRD012345678`,
    );
    expect(paths.documentTemplates("6013")).toBe("/organization/templates?org=6013");
    expect(paths.deleteDocumentTemplate("a/b")).toBe("/organization/templates/a%2Fb/delete");
    expect(paths.documentTemplateFile("t1")).toBe("/organization/templates/t1/file");
    expect(paths.decisionTypeViews()).toBe("/organization/dtview");
    expect(paths.decisionDefaults()).toBe("/profile/defaults");
  });
});

// -- e-mail alerts for a search (issue 12)
describe("alert paths", () => {
  it("name the user's alerts, the follow form with its search, an alert's page and its one-click unsubscribe", () => {
    expect(paths.alerts()).toBe("/alerts");
    expect(paths.newAlert()).toBe("/alerts/new");
    expect(paths.newAlert("/search?query=x&fq=a")).toBe(
      `/alerts/new?link=${encodeURIComponent("/search?query=x&fq=a")}`,
    );
    expect(paths.alert("ab_C-1")).toBe("/alerts/ab_C-1");
    expect(paths.alertUnsubscribe("ab_C-1")).toBe("/alerts/ab_C-1/unsubscribe");
  });
});

// -- the JSON API and its tokens (issues 15 and 13)
describe("API paths", () => {
  it("name the token pages, an administrator's list and the OpenAPI document", () => {
    expect(paths.apiTokens()).toBe("/profile/tokens");
    expect(paths.apiTokenRevoke(7)).toBe("/profile/tokens/7/revoke");
    expect(paths.adminUserTokens(3)).toBe("/administration/users/3/tokens");
    expect(paths.adminUserSecondFactorReset(3)).toBe("/administration/users/3/two-factor-reset");
    expect(paths.attachment("0a-1b", "c d")).toBe("/doc/v/0a-1b/attachments/c%20d");
    expect(paths.openApi()).toBe("/api/openapi.json");
  });
});

// -- mass revocation, attachments (H5, issue 9)
describe("mass revocation path", () => {
  it("is the operator's page", () => {
    expect(paths.massRevocation()).toBe("/decision/revocation/mass");
    expect(paths.attachments("v1")).toBe("/decision/attachments/v1");
    expect(paths.attachments("v1", "a 2")).toBe("/decision/attachments/v1?remove=a+2");
  });
});

// -- decision form: option lists of the dynamic fields (issue 8, H4)
describe("field option list paths", () => {
  it("name a list by its source, with the organisation and the term as query params", () => {
    expect(paths.fieldOptions("CPV", { term: "χαρτί" })).toBe(
      `/luminapi/api/fields/CPV?term=${encodeURIComponent("χαρτί")}`,
    );
    expect(paths.fieldOptions("signers", { org: "6013" })).toBe("/luminapi/api/fields/signers?org=6013");
    expect(paths.fieldOptions("organizations")).toBe("/luminapi/api/fields/organizations");
  });
});

// -- administration of decision types (issue 17, H2)
describe("decision-type administration paths", () => {
  it("encode the Greek type uid as one segment; the category page takes its category as a query", () => {
    expect(paths.adminDecisionTypes()).toBe("/administration/dt");
    expect(paths.adminDecisionType("Β.1.3")).toBe(`/administration/dt/${encodeURIComponent("Β.1.3")}`);
    expect(paths.adminDecisionTypeWithdraw("Δ.1")).toBe(`/administration/dt/${encodeURIComponent("Δ.1")}/withdraw`);
    expect(paths.adminDecisionTypesPerCategory()).toBe("/administration/dtperorgtype");
    expect(paths.adminDecisionTypesPerCategory("MUNICIPALITY")).toBe(
      "/administration/dtperorgtype?category=MUNICIPALITY",
    );
  });
});
