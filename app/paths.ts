/**
 * The portal's own addresses, built in one place (SPEC §2 routes). Pages, components, the
 * domain's link lists, feeds, exports and e-mails ask here instead of writing "/decision/view/"
 * by hand, so a route that moves changes here and every segment is percent-encoded the same way.
 *
 * These are paths relative to the site ("/doc/…"), which pages use as they are. Anything read
 * outside the site (feeds, exports, e-mails, the API) makes them absolute with absoluteUrl()
 * (app/http/public-url.ts), which takes the host from configuration, never from the request.
 *
 * Pure: components import it.
 */
import { headerBoxPath, organizationSearchPath, searchExportPath, searchPath } from "./search-page/links";

const segment = encodeURIComponent;

export const paths = {
  home: () => "/",
  /** The home page with one organisation category's tab open, scrolled to the tabs. */
  homeCategory: (category: string) => `/?${new URLSearchParams({ category })}#organizations`,
  login: (redirectTo?: string | null) => (redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login"),
  logout: () => "/logout",
  userHome: () => "/userhome",

  /** A decision's page by its ADA (its newest public version). */
  decision: (ada: string) => `/decision/view/${segment(ada)}`,
  /** One version's page. */
  decisionVersion: (versionId: string) => `/decision/view/v/${segment(versionId)}`,
  /** The PDF of a decision's newest public version. */
  document: (ada: string) => `/doc/${segment(ada)}`,
  /** The PDF of one version. */
  documentVersion: (versionId: string) => `/doc/v/${segment(versionId)}`,

  newDecision: () => "/decision/new",
  publish: (versionId: string) => `/decision/publish/${segment(versionId)}`,
  editVersion: (versionId: string) => `/decision/edit/${segment(versionId)}`,
  deleteVersion: (versionId: string) => `/decision/delete/${segment(versionId)}`,
  correctedCopy: (versionId: string) => `/decision/correctedcopy/${segment(versionId)}`,
  revocationRequest: (ada: string) => `/decision/revocation/request/${segment(ada)}`,
  revocationCancel: (ada: string) => `/decision/revocation/cancel/${segment(ada)}`,
  revocationComplete: (ada: string) => `/decision/revocation/complete/${segment(ada)}`,

  /** An organisation's page, by its latinName (its uid works too and redirects here). */
  organization: (latinName: string) => `/f/${segment(latinName)}`,
  /** An organisation's RSS feed, by its uid. */
  organizationFeed: (orgUid: string) => `/f/${segment(orgUid)}/rss`,
  /** The search for all decisions of one organisation. */
  organizationSearch: organizationSearchPath,

  /** A search (typed: see app/search-page/request.ts); no argument is the empty search page. */
  search: searchPath,
  searchExport: searchExportPath,
  /** Where the header's search box goes for a text (null for an empty one). */
  headerSearch: headerBoxPath,

  textSize: () => "/text-size",
  cookies: () => "/cookies",
  termsOfUse: () => "/termsOfUse",
  accessibility: () => "/accessibility",
  /** The informational pages (SPEC §2). */
  info: () => "/info",
  english: () => "/en",
  educationalMaterial: () => "/educationalMaterial",
  legislation: () => "/legislation",
  keyboardShortcuts: () => "/keyboardShortcuts",
  /** The cookie terms: a section of the terms of use. */
  cookieTerms: () => "/termsOfUse#cookieTerms",

  // Organisations, units and signers: the management screens (issue 14)
  /** /organization/search with its filters; page 1 and empty filters are left out. */
  organizationAdminSearch: (query: { q?: string; category?: string; status?: string; page?: number } = {}) =>
    withQuery("/organization/search", query),
  newOrganization: () => "/organization/new",
  editOrganization: (uid: string) => `/organization/edit/${segment(uid)}`,
  deleteOrganization: (uid: string) => `/organization/delete/${segment(uid)}`,
  unitSearch: (query: { org?: string; q?: string; showHistory?: boolean; page?: number } = {}) =>
    withQuery("/organization/unit/search", query),
  newUnit: (org?: string) => withQuery("/organization/unit/new", { org }),
  editUnit: (uid: string) => `/organization/unit/edit/${segment(uid)}`,
  deleteUnit: (uid: string) => `/organization/unit/delete/${segment(uid)}`,
  signerSearch: (query: { org?: string; q?: string; page?: number } = {}) =>
    withQuery("/organization/signer/search", query),
  newSigner: (org?: string) => withQuery("/organization/signer/new", { org }),
  editSigner: (uid: string) => `/organization/signer/edit/${segment(uid)}`,
  deleteSigner: (uid: string) => `/organization/signer/delete/${segment(uid)}`,
} as const;

/** A path with its query; empty values, false flags and page 1 are left out. */
function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || value === false) continue;
    if (key === "page" && value === 1) continue;
    params.set(key, value === true ? "true" : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
