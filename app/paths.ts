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
import {
  headerBoxPath,
  organizationSearchPath,
  searchExportPath,
  searchFeedPath,
  searchPath,
} from "./search-page/links";

const segment = encodeURIComponent;

/** A decision's page and its document's address, from its ADA already encoded. */
const decisionPage = (encodedAda: string) => `/decision/view/${encodedAda}`;
const decisionDocument = (encodedAda: string) => `/doc/${encodedAda}`;

export const paths = {
  home: () => "/",
  /** The home page with one organisation category's tab open, scrolled to the tabs. */
  homeCategory: (category: string) => `/?${new URLSearchParams({ category })}#organizations`,
  login: (redirectTo?: string | null) => (redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login"),
  logout: () => "/logout",
  userHome: () => "/userhome",

  /** A decision's page by its ADA (its newest public version). */
  decision: (ada: string) => decisionPage(segment(ada)),
  /** One version's page. */
  decisionVersion: (versionId: string) => `/decision/view/v/${segment(versionId)}`,
  /** The PDF of a decision's newest public version. */
  document: (ada: string) => decisionDocument(segment(ada)),
  /** Both of the above with the ADA encoded once: an export writes them for every row. */
  decisionAndDocument: (ada: string) => {
    const encodedAda = segment(ada);
    return { page: decisionPage(encodedAda), document: decisionDocument(encodedAda) };
  },
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
  /** /userhome with a page of its worklists (issue 9): `{ submitted: 2 }` -> ?submitted=2#submitted. */
  userHomeLists: (pages: Record<string, number>, anchor?: string, filter: Record<string, string> = {}) => {
    const query = new URLSearchParams([
      // The worklists' filter (issue 9) is kept by every page link.
      ...Object.entries(filter),
      ...Object.entries(pages)
        .filter(([, page]) => page > 1)
        .map(([list, page]) => [list, String(page)]),
    ]).toString();
    return `/userhome${query ? `?${query}` : ""}${anchor ? `#${anchor}` : ""}`;
  },
  /** The confirmation page of a batch action on selected submitted decisions (issue 9). */
  batch: (op: "publish" | "delete", versionIds: readonly string[]) =>
    `/decision/batch?${new URLSearchParams([["op", op], ...versionIds.map((v): [string, string] => ["v", v])])}`,
  /** Two versions of one decision compared field by field (issue 9). */
  versionDiff: (fromVersionId: string, toVersionId: string) =>
    `/decision/diff/${segment(fromVersionId)}/${segment(toVersionId)}`,
  /** Where the version history's GET form («Από» / «Προς») sends its choice: redirects to versionDiff. */
  versionDiffChoice: () => "/decision/diff",
  /** A decision's own page: by its ADA once it has one, else its version's page (issue 9). */
  decisionOrVersion: (ada: string | null, versionId: string) =>
    ada ? `/decision/view/${segment(ada)}` : `/decision/view/v/${segment(versionId)}`,

  /**
   * An organisation's page, by its latinName (its uid works too and redirects here); the query: its
   * tab and its legislation list's page.
   */
  organization: (
    latinName: string,
    query: { tab?: string; legislationLength?: string; legislationPage?: number } = {},
  ) => withQuery(`/f/${segment(latinName)}`, query),
  /** An organisation's RSS feed, by its uid. */
  organizationFeed: (orgUid: string) => `/f/${segment(orgUid)}/rss`,
  /** The search for all decisions of one organisation. */
  organizationSearch: organizationSearchPath,

  /** A search (typed: see app/search-page/request.ts); no argument is the empty search page. */
  search: searchPath,
  searchExport: searchExportPath,
  /** Where the header's search box goes for a text (null for an empty one). */
  headerSearch: headerBoxPath,

  /** How scripts read the register: exports, feeds, dumps, statistics calls (SPEC §2 /api/help). */
  apiHelp: () => "/api/help",
  /** Frequently asked questions: the published ones (searchable), asking one, answering one. */
  faqSearch: (query?: string) => (query ? `/faq/search?${new URLSearchParams({ q: query })}` : "/faq/search"),
  faqPost: () => "/faq/post",
  faqEntry: (id: number) => `/faq/${id}`,

  /** Notices: the user's list, and the administration (SPEC §2). */
  notifications: () => "/notifications",
  /** The yes/no question before a notice is confirmed as read (SPEC §2 "Dialogs"). */
  noticeReadConfirmation: (uid: string) => `/notifications/confirm/${segment(uid)}`,
  notices: () => "/notice/search",
  notice: (uid: string) => `/notice/${segment(uid)}`,
  deleteNotice: (uid: string) => `/notice/${segment(uid)}/delete`,

  textSize: () => "/text-size",
  cookies: () => "/cookies",
  termsOfUse: () => "/termsOfUse",
  accessibility: () => "/accessibility",
  /** The informational pages (SPEC §2). */
  info: () => "/info",
  english: () => "/en",
  educationalMaterial: () => "/educationalMaterial",
  legislation: () => "/legislation",
  /** The statistics page for a period (months `YYYY-MM`, inclusive); none: the default. */
  stats: (period?: { from: string; to: string }) => (period ? `/stats?${new URLSearchParams(period)}` : "/stats"),
  /** One dimension of the statistics as CSV. */
  statsDownload: (dimension: string, period: { from: string; to: string }) =>
    `/stats/download?${new URLSearchParams({ dimension, ...period })}`,
  keyboardShortcuts: () => "/keyboardShortcuts",
  /** The cookie terms: a section of the terms of use. */
  cookieTerms: () => "/termsOfUse#cookieTerms",

  // search page (issue 10)
  /** The query language explained, with worked examples (SPEC §2 /searchInfo). */
  searchInfo: () => "/searchInfo",
  /** Where a bookmark is saved (POST), and the user's list of them (on /userhome). */
  bookmarkSave: () => "/bookmarks",
  bookmarks: () => "/userhome#bookmarks",
  bookmarkDelete: (id: number) => `/bookmarks/${id}/delete`,
  /** Find a decision and copy its ADA (the DECISION_SEARCH_BOX field's helper). */
  pickDecision: () => "/search/pick",
  // -- open data: exports, feeds, discovery (issue 12)
  /** An organisation's Atom feed, by its uid (beside organizationFeed, its RSS). */
  organizationAtom: (orgUid: string) => `/f/${segment(orgUid)}/atom`,
  /** The feed of a search: its newest matches, as RSS 2.0 or Atom. */
  searchFeed: searchFeedPath,
  /** The XML Schema of the XML export (public/schema/). */
  exportSchema: () => "/schema/decisions-export.xsd",
  /** The daily bulk dumps, and one dump (or its .sha256) to download. */
  dumps: () => "/opendata/dumps",
  dumpFile: (name: string) => `/opendata/dumps/${segment(name)}`,
  // Users and security (issue 13)
  /** The user administration's search; `query` holds the search form's fields. */
  adminUsers: (query?: Record<string, string>) => {
    const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, v]) => v !== "")).toString();
    return search ? `/administration/users?${search}` : "/administration/users";
  },
  adminUser: (userId: number) => `/administration/users/${userId}`,
  /** enable | disable | lock | unlock: a confirmation page (GET) and the change (POST). */
  adminUserStatus: (userId: number, change: string) => `/administration/users/${userId}/${segment(change)}`,
  adminUserGrant: (userId: number) => `/administration/users/${userId}/grant`,
  adminUserWithdraw: (userId: number, orgUid: string, role: string) =>
    `/administration/users/${userId}/withdraw?${new URLSearchParams({ org: orgUid, role })}`,
  registerOrgUser: () => "/registrations/orgusers",
  registerApiUser: () => "/registrations/apiusers",
  /** The activation link mailed after a registration (SPEC §7 /security/activation?uac=). */
  activation: (uac: string) => `/security/activation?${new URLSearchParams({ uac })}`,
  passwordResetRequest: () => "/security/requests/pwdreset",
  passwordReset: (uac: string) => `/security/pwdreset?${new URLSearchParams({ uac })}`,
  /** The administrators' search of the audit trail. */
  adminAudit: (query?: Record<string, string>) => {
    const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, v]) => v !== "")).toString();
    return search ? `/administration/audit?${search}` : "/administration/audit";
  },
  /** The same filters' rows as a CSV download. */
  adminAuditExport: (query?: Record<string, string>) => {
    const search = new URLSearchParams(Object.entries(query ?? {}).filter(([, v]) => v !== "")).toString();
    return search ? `/administration/audit/export?${search}` : "/administration/audit/export";
  },
  profile: () => "/profile",
  profilePassword: () => "/profile/password",
  profileEmail: () => "/profile/email",
  /** POST: end one session (`session`) or all (`all=1`). */
  profileSessions: () => "/profile/sessions",
  /** The second factor: enrol, renew recovery codes, turn off (issue 13). */
  profileTwoFactor: () => "/profile/two-factor",
  /** The login's second step: the authenticator's code or a recovery code. */
  loginCode: () => "/login/code",
  /** The link mailed to a new e-mail address to confirm it. */
  emailConfirmation: (uac: string) => `/profile/email/confirm?${new URLSearchParams({ uac })}`,
  // Organisations, units and signers: the management screens (issue 14)
  /** /organization/search with its filters; page 1 and empty filters are left out. */
  organizationAdminSearch: (query: { q?: string; category?: string; status?: string; page?: number } = {}) =>
    withQuery("/organization/search", query),
  newOrganization: () => "/organization/new",
  /**
   * The edit page; `supervisedPage`: the page of its read-only table of supervised bodies (1 is the
   * bare form); `legislationLength`/`legislationPage` choose the legislation table's page.
   */
  editOrganization: (
    uid: string,
    query: { supervisedPage?: number; legislationLength?: string; legislationPage?: number } = {},
  ) =>
    withQuery(`/organization/edit/${segment(uid)}`, {
      ...query,
      supervisedPage: query.supervisedPage === 1 ? undefined : query.supervisedPage,
    }),
  deleteOrganization: (uid: string) => `/organization/delete/${segment(uid)}`,
  /** The confirmation page of removing an act from the body's legislation; the query: the table page to return to. */
  removeLegislation: (uid: string, id: number, back: { legislationLength?: string; legislationPage?: number } = {}) =>
    withQuery(`/organization/edit/${segment(uid)}/legislation/${id}/remove`, back),
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

  // -- the OpenData API (issue 15, H1): its calls, for the absolute `url` of a decision
  /** The OpenData API's root; `/luminapi/opendata` is the same API. */
  opendata: () => "/opendata",
  opendataDecision: (ada: string) => `/opendata/decisions/${segment(ada)}`,
  opendataVersion: (versionId: string) => `/opendata/decisions/v/${segment(versionId)}`,
  // The decision form's services and the organisation admin's preferences (issue 8, H8)
  /** The VAT check page (and the AFM entry dialog without script), optionally with a number to check. */
  validationService: (query: { afm?: string; afmType?: string; countryCode?: string; name?: string } = {}) =>
    withQuery("/validationService", query),
  /** SPEC §7 POST /internal/validateVAT: afm, afmType, countryCode → valid, name, enterName (JSON). */
  validateVat: () => "/internal/validateVAT",
  /** The e-procurement import: a decision type and an ΑΔΑΜ → the form's values (JSON). */
  eprocurementImport: (query: { type?: string; adam?: string } = {}) => withQuery("/internal/eprocurement", query),
  documentTemplates: (org?: string) => withQuery("/organization/templates", { org }),
  deleteDocumentTemplate: (templateId: string) => `/organization/templates/${segment(templateId)}/delete`,
  documentTemplateFile: (templateId: string) => `/organization/templates/${segment(templateId)}/file`,
  decisionTypeViews: () => "/organization/dtview",
  /** An organisation administrator's default recipients of publication notices (issue 9). */
  organizationRecipients: (org?: string) => withQuery("/organization/recipients", { org }),
  decisionDefaults: () => "/profile/defaults",
  // E-mail alerts for a search (issue 12, app/alerts)
  /** A logged-in user's alerts. */
  alerts: () => "/alerts",
  /** The form that follows the search `link` (a /search path). */
  newAlert: (link?: string) => withQuery("/alerts/new", { link }),
  /** One alert's page, opened by its secret token (confirm, change, unsubscribe). */
  alert: (token: string) => `/alerts/${segment(token)}`,
  /** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post). */
  alertUnsubscribe: (token: string) => `/alerts/${segment(token)}/unsubscribe`,
  // The JSON API and its tokens (issues 15 and 13)
  /** The user's API tokens: list, create (POST). */
  apiTokens: () => "/profile/tokens",
  /** Confirmation page (GET) and revocation (POST) of one token, by its owner or an administrator. */
  apiTokenRevoke: (tokenId: number) => `/profile/tokens/${tokenId}/revoke`,
  /** An administrator's list of one user's API tokens. */
  adminUserTokens: (userId: number) => `/administration/users/${userId}/tokens`,
  // Issue 13 (H7): an administrator's reset of a user's lost second factor.
  adminUserSecondFactorReset: (userId: number) => `/administration/users/${userId}/two-factor-reset`,
  // Issue 9 (H7): one attachment of a version, for download.
  attachment: (versionId: string, attachmentId: string) =>
    `/doc/v/${segment(versionId)}/attachments/${segment(attachmentId)}`,
  openApi: () => "/api/openapi.json",
  // -- mass revocation, attachments (H5, issue 9)
  /** The operator's mass revocation page (PERM_ADMIN_DECISIONS_REVOKE). */
  massRevocation: () => "/decision/revocation/mass",
  /** Where the decision form sends its PDF ahead of the form, with JavaScript (SPEC §2 "Upload"). */
  stagedUpload: "/decision/upload",
  /** A submitted version's attachments; `remove` asks to confirm removing one. */
  attachments: (versionId: string, remove?: string) =>
    withQuery(`/decision/attachments/${segment(versionId)}`, { remove }),
  // -- decision form: option lists of the dynamic fields (issue 8, H4)
  /** A field's option list searched by term (SPEC §7): "organizations", "active-organizations", "units", "signers" or a dictionary uid. */
  fieldOptions: (list: string, query: { org?: string; term?: string } = {}) =>
    withQuery(`/luminapi/api/fields/${segment(list)}`, query),
  // Organisations: structural changes, history, tree, public documents, dashboard JSON (issue 14, H7)
  /** /organization/{activate|rename|move|merge}/{uid}; with `review`, the confirmation of the values given. */
  organizationChange: (change: string, uid: string, query: Record<string, string | boolean | undefined> = {}) =>
    withQuery(`/organization/${segment(change)}/${segment(uid)}`, query),
  /** A body's former states (names, supervisor, status), public. */
  organizationHistory: (uid: string) => `/organization/history/${segment(uid)}`,
  /** The supervisor tree of a body (or of every top-level body). */
  organizationTree: (org?: string) => withQuery("/organization/visual", { org }),
  /** A public document's file (public, RFC 6266 file name). */
  publicDocument: (id: number) => `/pubdocs/${id}/document`,
  /** The public documents a user manages for one body, with the upload form. */
  publicDocumentsAdmin: (org?: string) => withQuery("/organization/pubdocs", { org }),
  editPublicDocument: (id: number) => `/organization/pubdocs/edit/${id}`,
  deletePublicDocument: (id: number) => `/organization/pubdocs/delete/${id}`,
  /** SPEC §7 dashboard JSON of a body: "" (info), info, historyorgs, decisions/latest, decisions/by/dt … */
  organizationDashboardApi: (org: string, call = "") => `/static/api/dashboards/org/${segment(org)}/${call}`,

  // -- administration of decision types (issue 17, H2)
  adminDecisionTypes: () => "/administration/dt",
  adminDecisionType: (uid: string) => `/administration/dt/${segment(uid)}`,
  /** The confirmation page (no JavaScript) for withdrawing or restoring a type. */
  adminDecisionTypeWithdraw: (uid: string) => `/administration/dt/${segment(uid)}/withdraw`,
  adminNewDecisionType: () => "/administration/dt/new",
  adminDecisionTypeLabel: (uid: string) => `/administration/dt/${segment(uid)}/label`,
  /** One field of a type's definition: its edit form; `/remove` its removal's confirmation page. */
  adminDecisionTypeField: (uid: string, path: string) => `/administration/dt/${segment(uid)}/fields/${segment(path)}`,
  adminDecisionTypeFieldRemove: (uid: string, path: string) =>
    `/administration/dt/${segment(uid)}/fields/${segment(path)}/remove`,
  adminDecisionTypesPerCategory: (category?: string) => withQuery("/administration/dtperorgtype", { category }),
  // -- administration of positions and tag categories (issue 17, H2)
  adminPositions: (category?: string) => withQuery("/administration/positions", { category }),
  adminPosition: (uid: string) => `/administration/positions/${segment(uid)}`,
  adminTagCategories: () => "/administration/tagcategories",
  adminTagCategory: (uid: string) => `/administration/tagcategories/${segment(uid)}`,
  adminTag: (categoryUid: string, tagUid: string) =>
    `/administration/tagcategories/${segment(categoryUid)}/${segment(tagUid)}`,

  // -- search settings and index servers (issue 17, H3)
  adminSearch: () => "/administration/search",
  /** The confirmation page of «Επαναδημιουργία ευρετηρίου». */
  adminSearchReindex: () => "/administration/search/reindex",
  /** A reindex job's progress page. */
  adminSearchReindexJob: (jobId: number) => `/administration/search/reindex/${jobId}`,

  // -- administration of mail and the VAT services (issue 17, H1)
  adminMailTemplates: () => "/administration/mail/templates",
  adminMailTemplate: (id: string) => `/administration/mail/templates/${segment(id)}`,
  /** The confirmation page (no JavaScript) for putting a template back to its default text. */
  adminMailTemplateReset: (id: string) => `/administration/mail/templates/${segment(id)}/reset`,
  adminMailSettings: () => "/administration/mail/settings",
  adminVatService: (service: "ggps" | "vies") => `/administration/vat/${service}`,
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
