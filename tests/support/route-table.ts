/**
 * Every route of app/routes: its URL, the methods it answers, who may use it, an example address
 * and the form fields it accepts. tests/unit/route-table.test.ts fails when a route file has no
 * row here, so a new route cannot be added without saying who may use it; the route × role test
 * (tests/e2e/route-table.spec.ts) asks the running portal each row as each demo user, and the
 * fuzzer (scripts/fuzz) aims its requests at these rows.
 *
 * Example addresses may name placeholders filled from the portal's database at run time:
 *   {ada} a published decision, {versionId} its version, {submittedVersionId} a submitted version
 *   of the demo organisation, {org} the demo organisation's latin name, {orgUid} its uid, {unitUid} and
 *   {signerUid} a unit and a signer of it that are in use (so deleting them is refused), {nonce}
 *   a value unique to the run (so refused logins of one run do not throttle the next),
 *   {demoAda} and {demoVersionId} the demo organisation's oldest published decision and its version
 *   (seeded, so the lifecycle specs, which make their own decisions, never change it),
 *   {firstVersionId} and {secondVersionId} the two published versions of a seeded corrected copy.
 */

export const WHO = ["anonymous", "admin", "usermanager", "orgadmin", "submitter", "publisher", "apiuser"] as const;
export type Who = (typeof WHO)[number];

/**
 * What a request answers:
 *   a status code (200, 400, 403, 404, 405 ...);
 *   "login": a redirect to /login?redirectTo=… (not logged in);
 *   "forbidden": a redirect to / that shows SPEC §6's «Δεν έχετε τα απαραίτητα δικαιώματα …»;
 *   "redirect": a redirect (302/303) elsewhere, to `location` when given.
 */
export type Outcome = number | "login" | "forbidden" | { redirect: string };

export type Access =
  | "anyone"
  | "logged in"
  /** Logged in, holding the permission, and not an API-only user (guards.server.ts requireStaff). */
  | { staff: string };

export interface RouteRow {
  /** The module under app/routes. */
  file: string;
  pattern: string;
  /** Methods the route answers (GET implies HEAD); any other method is 405. */
  methods: ("GET" | "POST")[];
  access: Access;
  example: string;
  /** The form fields the POST accepts (besides the form token). */
  fields?: string[];
  /**
   * An example POST body: harmless on purpose (it fails validation or changes only cookies),
   * so the route × role test and the fuzzer can send it without changing the data.
   */
  post?: Record<string, string>;
  get: Record<Who, Outcome> | Outcome;
  /** The answer to `post` with a valid form token. */
  postAnswer?: Record<Who, Outcome> | Outcome;
  /**
   * false: the POST asks no form token, by design (RFC 8058 one-click unsubscribe: a mail
   * provider's server posts it, and the secret in the address is its only authority). A browser's
   * cross-site POST is still refused.
   */
  formToken?: false;
}

const staffScreen = (allowed: Who[], ok: Outcome, refusedAnswer: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(
    WHO.map((who) => [who, who === "anonymous" ? "login" : allowed.includes(who) ? ok : refusedAnswer]),
  ) as Record<Who, Outcome>;
const loggedIn = (ok: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((who) => [who, who === "anonymous" ? "login" : ok])) as Record<Who, Outcome>;

/** Issue 8 (H8): everyone who may use the staff screens (logged in, not API-only). */
const ALL_STAFF: Who[] = ["admin", "usermanager", "orgadmin", "submitter", "publisher"];
/** A JSON API call for signed-in users (issue 15): an anonymous caller gets the SPEC §8 401, not a redirect. */
const apiCaller = (ok: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((who) => [who, who === "anonymous" ? 401 : ok])) as Record<Who, Outcome>;

/** The organisation form's fields (issue 14): /organization/new and /organization/edit/:uid. */
const ORGANIZATION_FORM_FIELDS = [
  ...["label", "latinName", "abbreviation", "categoryUid", "isActive", "inEffect", "operationEffectedFrom"],
  ...["validFrom", "validUntil", "website", "emailContact", "vatNumber", "supervisorUid", "mainBuilding"],
  ...["key", "description", "streetName", "streetNumber", "poBox", "city"].map((f) => `buildings[*].${f}`),
  "__intent__",
];

/** The signer form's fields (issue 14). */
const SIGNER_FORM_FIELDS = [
  ...["lastName", "firstName", "hasOrganizationSignRights", "activeFrom", "activeUntil"],
  ...["units[*].unitUid", "units[*].positionUid", "__intent__"],
];

export const ROUTE_TABLE: RouteRow[] = [
  { file: "_index.tsx", pattern: "/", methods: ["GET"], access: "anyone", example: "/", get: 200, postAnswer: 405 },
  {
    file: "accessibility.tsx",
    pattern: "/accessibility",
    methods: ["GET"],
    access: "anyone",
    example: "/accessibility",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "termsOfUse.tsx",
    pattern: "/termsOfUse",
    methods: ["GET"],
    access: "anyone",
    example: "/termsOfUse",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "info.tsx",
    pattern: "/info",
    methods: ["GET"],
    access: "anyone",
    example: "/info",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "en.tsx",
    pattern: "/en",
    methods: ["GET"],
    access: "anyone",
    example: "/en",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "educationalMaterial.tsx",
    pattern: "/educationalMaterial",
    methods: ["GET"],
    access: "anyone",
    example: "/educationalMaterial",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "legislation.tsx",
    pattern: "/legislation?size&page",
    methods: ["GET"],
    access: "anyone",
    example: "/legislation?size=5&page=2",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "keyboardShortcuts.tsx",
    pattern: "/keyboardShortcuts",
    methods: ["GET"],
    access: "anyone",
    example: "/keyboardShortcuts",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "cookies.tsx",
    pattern: "/cookies",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/cookies",
    fields: ["redirectTo"],
    post: { redirectTo: "/search" },
    get: { redirect: "/termsOfUse#cookieTerms" },
    postAnswer: { redirect: "/search" },
  },
  {
    file: "text-size.tsx",
    pattern: "/text-size",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/text-size",
    fields: ["size", "redirectTo"],
    post: { size: "0", redirectTo: "/accessibility" },
    get: { redirect: "/" },
    postAnswer: { redirect: "/accessibility" },
  },
  {
    file: "login.tsx",
    pattern: "/login",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/login?redirectTo=%2Fsearch",
    fields: ["username", "password", "redirectTo"],
    // An account that does not exist: a refused login (400), counted by the throttle only.
    post: { username: "nobody-{nonce}", password: "wrong", redirectTo: "/search" },
    get: { ...loggedIn({ redirect: "/userhome" }), anonymous: 200 },
    // Logged in, the page's loader (which runs after the action) sends the user on.
    postAnswer: { ...loggedIn({ redirect: "/userhome" }), anonymous: 400 },
  },
  {
    file: "logout.tsx",
    pattern: "/logout",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/logout",
    fields: [],
    post: {},
    get: { redirect: "/" },
    // Logging out changes the session; the route × role test runs it last, on its own.
    postAnswer: { redirect: "/" },
  },
  {
    file: "userhome.tsx",
    pattern: "/userhome?submitted&pending&published&list&type&org&from&to&q",
    methods: ["GET"],
    access: "logged in",
    // The worklists' filters (issue 9): a type, an issue date bound and words.
    example: "/userhome?type=%CE%92.1.3&from=01%2F01%2F2020&q=%CE%B1",
    get: loggedIn(200),
    postAnswer: 405,
  },
  {
    file: "decision.new.tsx",
    pattern: "/decision/new?type&org&change",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_SUBMIT" },
    example: "/decision/new?type=%CE%92.1.3&org={orgUid}",
    fields: [
      "decisionTypeId",
      "organizationId",
      "subject",
      "protocolNumber",
      "issueDate",
      "unitIds",
      "signerIds",
      "thematicCategoryIds",
      "extraFieldValues.*",
      "decisionFile",
      // With JavaScript, the token of the PDF sent ahead to /decision/upload (SPEC §2 "Upload").
      "decisionFileToken",
      "recipients",
      "__intent__",
      // Save despite the ignorable warnings (SPEC §8, issue 8).
      "confirmWarnings",
      // The decision form's round trips without JavaScript (issue 8): «Ενημέρωση φόρμας», an option search.
      "__update",
      "__search",
      "__term__*",
    ],
    // Without subject, date or document: the form comes back with its errors, nothing is written.
    post: { decisionTypeId: "Β.1.3", organizationId: "{orgUid}", subject: "" },
    get: staffScreen(["admin", "submitter", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "submitter", "publisher"], 400, 403),
  },
  {
    file: "decision.publish.$versionId.tsx",
    pattern: "/decision/publish/:versionId",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_PUBLISH_SUBMITTED" },
    example: "/decision/publish/{submittedVersionId}",
    fields: ["recipients"],
    // An address list that does not parse: 400 for those who may publish, nothing published.
    post: { recipients: "not-an-address" },
    get: staffScreen(["admin", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "publisher"], 400, 403),
  },
  {
    file: "decision.view.$ada.tsx",
    pattern: "/decision/view/:ada",
    methods: ["GET"],
    access: "anyone",
    example: "/decision/view/{ada}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "decision.view.v.$versionId.tsx",
    pattern: "/decision/view/v/:versionId",
    methods: ["GET"],
    access: "anyone",
    example: "/decision/view/v/{versionId}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "doc.$ada.tsx",
    pattern: "/doc/:ada",
    methods: ["GET"],
    access: "anyone",
    example: "/doc/{ada}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "doc.v.$versionId.tsx",
    pattern: "/doc/v/:versionId",
    methods: ["GET"],
    access: "anyone",
    example: "/doc/v/{versionId}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "f.$org.tsx",
    pattern: "/f/:org?tab&legislationLength&legislationPage",
    methods: ["GET"],
    access: "anyone",
    example: "/f/{org}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "f.$org_.rss.tsx",
    pattern: "/f/:org/rss",
    methods: ["GET"],
    access: "anyone",
    example: "/f/{orgUid}/rss",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "search.tsx",
    pattern: "/search?query&fq&sort&page",
    methods: ["GET"],
    access: "anyone",
    example: "/search?query=%CE%B1%CF%80%CF%8C%CF%86%CE%B1%CF%83%CE%B7",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "search_.export.tsx",
    pattern: "/search/export?wt&query&fq&sort",
    methods: ["GET"],
    access: "anyone",
    example: "/search/export?wt=json&query=%CE%B1",
    get: 200,
    postAnswer: 405,
  },
  // Decision lifecycle after the first save (issue 9). The example POSTs carry a broken optimistic
  // token (updatedAt), so those who may act get 400 and nothing changes.
  {
    file: "decision.edit.$versionId.tsx",
    pattern: "/decision/edit/:versionId",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_EDIT_SUBMITTED (submitted), PERM_DECISIONS_EDIT_PUBLISHED (published)" },
    example: "/decision/edit/{submittedVersionId}",
    fields: [
      "updatedAt",
      "subject",
      "protocolNumber",
      "issueDate",
      "unitIds",
      "signerIds",
      "thematicCategoryIds",
      "extraFieldValues.*",
      "decisionFile",
      // With JavaScript, the token of the PDF sent ahead to /decision/upload (SPEC §2 "Upload").
      "decisionFileToken",
      "recipients",
      "__intent__",
      // The decision form's round trips without JavaScript (issue 8): «Ενημέρωση φόρμας», an option search.
      "__update",
      "__search",
      "__term__*",
    ],
    post: { updatedAt: "not-a-time" },
    get: staffScreen(["admin", "submitter", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "submitter", "publisher"], 400, 403),
  },
  {
    file: "decision.correctedcopy.$versionId.tsx",
    pattern: "/decision/correctedcopy/:versionId",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_CREATE_CORRECTED_COPY" },
    example: "/decision/correctedcopy/{demoVersionId}",
    fields: [
      "updatedAt",
      "subject",
      "protocolNumber",
      "issueDate",
      "unitIds",
      "signerIds",
      "thematicCategoryIds",
      "extraFieldValues.*",
      "decisionFile",
      // With JavaScript, the token of the PDF sent ahead to /decision/upload (SPEC §2 "Upload").
      "decisionFileToken",
      "__intent__",
      // The decision form's round trips without JavaScript (issue 8): «Ενημέρωση φόρμας», an option search.
      "__update",
      "__search",
      "__term__*",
    ],
    post: { updatedAt: "not-a-time" },
    get: staffScreen(["admin", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "publisher"], 400, 403),
  },
  {
    file: "decision.delete.$versionId.tsx",
    pattern: "/decision/delete/:versionId",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_EDIT_SUBMITTED" },
    example: "/decision/delete/{submittedVersionId}",
    fields: ["updatedAt"],
    post: { updatedAt: "not-a-time" },
    get: staffScreen(["admin", "submitter", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "submitter", "publisher"], 400, 403),
  },
  {
    file: "decision.revocation.request.$ada.tsx",
    pattern: "/decision/revocation/request/:ada",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_REQUEST_REVOCATION" },
    example: "/decision/revocation/request/{demoAda}",
    fields: ["updatedAt", "ground", "comment"],
    post: { updatedAt: "not-a-time", ground: "REVOCATION_REASON_1", comment: "" },
    get: staffScreen(["admin", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "publisher"], 400, 403),
  },
  {
    file: "decision.revocation.complete.$ada.tsx",
    pattern: "/decision/revocation/complete/:ada",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISIONS_REVOKE" },
    example: "/decision/revocation/complete/{demoAda}",
    fields: ["updatedAt", "ground", "comment"],
    post: { updatedAt: "not-a-time" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "decision.revocation.cancel.$ada.tsx",
    pattern: "/decision/revocation/cancel/:ada",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_REQUEST_REVOCATION or PERM_ADMIN_DECISIONS_REVOKE" },
    // A published decision has no request to cancel: those who could cancel one are sent back to it.
    example: "/decision/revocation/cancel/{demoAda}",
    fields: ["updatedAt"],
    post: { updatedAt: "not-a-time" },
    get: staffScreen(["admin", "publisher"], { redirect: "/decision/view/{demoAda}" }, "forbidden"),
    postAnswer: staffScreen(["admin", "publisher"], { redirect: "/decision/view/{demoAda}" }, 403),
  },
  {
    file: "decision.batch.tsx",
    pattern: "/decision/batch?op&v",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_PUBLISH_SUBMITTED or PERM_DECISIONS_EDIT_SUBMITTED" },
    example: "/decision/batch?op=delete&v={submittedVersionId}",
    fields: ["op", "v", "notifyRecipients"],
    // An operation that does not exist: 400 for those who may use batches, nothing changes.
    post: { op: "archive", v: "{submittedVersionId}" },
    get: staffScreen(["admin", "submitter", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "submitter", "publisher"], 400, 403),
  },
  {
    file: "decision.diff.$from.$to.tsx",
    pattern: "/decision/diff/:from/:to",
    methods: ["GET"],
    access: "anyone",
    // Two published versions of one decision (a seeded corrected copy).
    example: "/decision/diff/{firstVersionId}/{secondVersionId}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "decision.diff._index.tsx",
    pattern: "/decision/diff",
    methods: ["GET"],
    access: "anyone",
    // The version history's GET form: its choice redirected to the comparison's own address.
    example: "/decision/diff?from={firstVersionId}&to={secondVersionId}",
    get: { redirect: "/decision/diff/{firstVersionId}/{secondVersionId}" },
    postAnswer: 405,
  },
  // Statistics (SPEC §2 /stats): public, with internal figures for PERM_VIEW_STATS holders.
  {
    file: "stats.tsx",
    pattern: "/stats?from&to",
    methods: ["GET"],
    access: "anyone",
    example: "/stats?from=2025-01&to=2026-12",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "stats_.download.tsx",
    pattern: "/stats/download?dimension&from&to",
    methods: ["GET"],
    access: "anyone",
    example: "/stats/download?dimension=type&from=2025-01&to=2026-12",
    get: 200,
    postAnswer: 405,
  },
  // Public statistics calls (SPEC §7 /static/api): JSON, read only.
  {
    file: "static.api.search.$stat.tsx",
    pattern: "/static/api/search/:stat (countpertype, countperorgcategory, countPerDayLastMonth?org, totalArtifacts)",
    methods: ["GET"],
    access: "anyone",
    example: "/static/api/search/countPerDayLastMonth?org={orgUid}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "static.api.organizations.totalOrganizations.tsx",
    pattern: "/static/api/organizations/totalOrganizations",
    methods: ["GET"],
    access: "anyone",
    example: "/static/api/organizations/totalOrganizations",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "static.api.organizations.category.$category.tsx",
    pattern: "/static/api/organizations/category/:category",
    methods: ["GET"],
    access: "anyone",
    example: "/static/api/organizations/category/MUNICIPALITY",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "static.api.organizations.all.$orgUid.tsx",
    pattern: "/static/api/organizations/all/:orgUid",
    methods: ["GET"],
    access: "anyone",
    example: "/static/api/organizations/all/{orgUid}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "static.api.stats.users.tsx",
    pattern: "/static/api/stats/users",
    methods: ["GET"],
    access: "anyone",
    example: "/static/api/stats/users",
    get: 200,
    postAnswer: 405,
  },
  // Frequently asked questions (SPEC §2 /faq/search, /faq/post; editors: PERM_EDIT_FEEDBACK).
  {
    file: "faq.search.tsx",
    pattern: "/faq/search?q",
    methods: ["GET"],
    access: "anyone",
    example: "/faq/search?q=%CE%91%CE%94%CE%91",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "faq.post.tsx",
    pattern: "/faq/post",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/faq/post",
    fields: ["question", "name", "email"],
    // Too short a question: the form comes back with its error, nothing is stored or counted.
    post: { question: "σύντομη" },
    get: 200,
    postAnswer: 400,
  },
  {
    file: "faq.$id.tsx",
    pattern: "/faq/:id",
    methods: ["GET", "POST"],
    access: { staff: "PERM_EDIT_FEEDBACK" },
    example: "/faq/999999",
    fields: ["intent", "question", "answer"],
    post: { intent: "publish", question: "x", answer: "y" },
    get: staffScreen(["admin"], 404, "forbidden"),
    postAnswer: staffScreen(["admin"], 404, 403),
  },
  // How scripts read the register (SPEC §2 /api/help).
  {
    file: "api.help.tsx",
    pattern: "/api/help",
    methods: ["GET"],
    access: "anyone",
    example: "/api/help",
    get: 200,
    // Under /api/ the edge takes JSON bodies only (server/content-type.ts): a posted form is a 415.
    postAnswer: 415,
  },
  // The JSON API (issue 15): the OpenAPI document, and one splat route for every SPEC §7 call under
  // /luminapi/api, each call with its own row in API_CALL_ROWS below.
  {
    file: "api.openapi[.]json.tsx",
    pattern: "/api/openapi.json",
    methods: ["GET"],
    access: "anyone",
    example: "/api/openapi.json",
    get: 200,
    postAnswer: 415,
  },
  {
    file: "luminapi.api.$.tsx",
    pattern: "/luminapi/api/* (every call of API_CALL_ROWS)",
    // Its POST calls take JSON (API_CALL_ROWS); a posted form is refused by the edge with 415.
    methods: ["GET"],
    access: "anyone",
    example: "/luminapi/api/users/self",
    // Not signed in: the SPEC §8 401, not a redirect to the login page.
    get: apiCaller(200),
    postAnswer: 415,
  },
  // Notices (SPEC §2 /notice/search, /notifications; admin role for the administration).
  {
    file: "notifications.tsx",
    pattern: "/notifications",
    methods: ["GET", "POST"],
    access: "logged in",
    example: "/notifications",
    fields: ["notice"],
    // A notice that does not exist: the SPEC §8 failure alert, nothing recorded.
    post: { notice: "no-such-notice" },
    get: loggedIn(200),
    postAnswer: loggedIn({ redirect: "/notifications" }),
  },
  {
    file: "notifications_.confirm.$uid.tsx",
    pattern: "/notifications/confirm/:uid",
    methods: ["GET"],
    access: "logged in",
    // A notice that does not exist (or is not the user's, or already read): 404, nothing shown.
    example: "/notifications/confirm/no-such-notice",
    get: loggedIn(404),
    postAnswer: 405,
  },
  {
    file: "notice.search.tsx",
    pattern: "/notice/search",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ADMIN" },
    example: "/notice/search",
    fields: ["message", "targetAll", "targetRoles", "targetOrganizations"],
    // No text and no targets: the form comes back with its errors, nothing is written.
    post: { message: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "notice.$uid.tsx",
    pattern: "/notice/:uid",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ADMIN" },
    example: "/notice/no-such-notice",
    fields: ["intent", "message", "targetAll", "targetRoles", "targetOrganizations"],
    post: { intent: "deactivate" },
    get: staffScreen(["admin"], 404, "forbidden"),
    postAnswer: staffScreen(["admin"], 404, 403),
  },
  {
    file: "notice.$uid_.delete.tsx",
    pattern: "/notice/:uid/delete",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ADMIN" },
    example: "/notice/no-such-notice/delete",
    fields: [],
    post: {},
    get: staffScreen(["admin"], 404, "forbidden"),
    postAnswer: staffScreen(["admin"], 404, 403),
  },
  {
    file: "searchInfo.tsx",
    pattern: "/searchInfo",
    methods: ["GET"],
    access: "anyone",
    example: "/searchInfo",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "search_.pick.tsx",
    pattern: "/search/pick?query&page",
    methods: ["GET"],
    access: "anyone",
    example: "/search/pick?query=%CE%B1",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "bookmarks.tsx",
    pattern: "/bookmarks",
    methods: ["GET", "POST"],
    access: { staff: "PERM_STOREDSEARCH_MANAGE" },
    example: "/bookmarks",
    fields: ["link", "description"],
    // No description: nothing saved, back to the search with the error alert.
    post: { link: "/search", description: "" },
    get: staffScreen(["admin", "orgadmin", "submitter", "publisher"], { redirect: "/userhome#bookmarks" }, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin", "submitter", "publisher"], { redirect: "/search" }, 403),
  },
  {
    file: "bookmarks_.$id.delete.tsx",
    pattern: "/bookmarks/:id/delete",
    methods: ["GET", "POST"],
    access: { staff: "PERM_STOREDSEARCH_MANAGE" },
    example: "/bookmarks/999999999/delete",
    post: {},
    get: staffScreen(["admin", "orgadmin", "submitter", "publisher"], 404, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin", "submitter", "publisher"], 404, 403),
  },
  {
    file: "f.$org_.atom.tsx",
    pattern: "/f/:org/atom",
    methods: ["GET"],
    access: "anyone",
    example: "/f/{orgUid}/atom",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "search_.rss.tsx",
    pattern: "/search/rss?query&fq",
    methods: ["GET"],
    access: "anyone",
    example: "/search/rss?query=%CE%B1",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "search_.atom.tsx",
    pattern: "/search/atom?query&fq",
    methods: ["GET"],
    access: "anyone",
    example: "/search/atom?query=%CE%B1",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "robots[.]txt.tsx",
    pattern: "/robots.txt",
    methods: ["GET"],
    access: "anyone",
    example: "/robots.txt",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "sitemap[.]xml.tsx",
    pattern: "/sitemap.xml",
    methods: ["GET"],
    access: "anyone",
    example: "/sitemap.xml",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "sitemap.$part.tsx",
    pattern: "/sitemap/:part (pages.xml, decisions-N.xml)",
    methods: ["GET"],
    access: "anyone",
    example: "/sitemap/decisions-0.xml",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "opensearch[.]xml.tsx",
    pattern: "/opensearch.xml",
    methods: ["GET"],
    access: "anyone",
    example: "/opensearch.xml",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "opendata.dumps.tsx",
    pattern: "/opendata/dumps",
    methods: ["GET"],
    access: "anyone",
    example: "/opendata/dumps",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "opendata.dumps_.$file.tsx",
    pattern: "/opendata/dumps/:file",
    methods: ["GET"],
    access: "anyone",
    example: "/opendata/dumps/decisions-2000-01-01.jsonl.gz",
    get: 404,
    postAnswer: 405,
  },
  {
    file: "administration.users.tsx",
    pattern: "/administration/users?q&org&role&status&page",
    methods: ["GET"],
    access: { staff: "ROLE_USER_MANAGER, or ROLE_ORG_ADMIN for the accounts of their organisations" },
    example: "/administration/users?role=ROLE_ORG_SUBMITTER",
    get: staffScreen(["usermanager", "orgadmin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "administration.users_.$userId.tsx",
    pattern: "/administration/users/:userId",
    methods: ["GET"],
    access: { staff: "ROLE_USER_MANAGER, or ROLE_ORG_ADMIN for the accounts of their organisations" },
    example: "/administration/users/{userId}",
    get: staffScreen(["usermanager", "orgadmin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "administration.users_.$userId_.$change.tsx",
    pattern: "/administration/users/:userId/(enable|disable|lock|unlock)",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_USER_MANAGER" },
    example: "/administration/users/{userId}/unlock",
    fields: [],
    // Unlocking an account that is not locked changes nothing: back to the user's page.
    post: {},
    get: staffScreen(["usermanager"], 200, "forbidden"),
    postAnswer: staffScreen(["usermanager"], { redirect: "/administration/users/{userId}" }, 403),
  },
  {
    file: "administration.users_.$userId_.grant.tsx",
    pattern: "/administration/users/:userId/grant",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_USER_MANAGER, or ROLE_ORG_ADMIN for the accounts of their organisations" },
    example: "/administration/users/{userId}/grant",
    fields: ["org", "role"],
    // An organisation that does not exist: the form again with its error, nothing granted.
    post: { org: "no-such-organization", role: "ROLE_ORG_USER" },
    get: staffScreen(["usermanager", "orgadmin"], 200, "forbidden"),
    // An organisation administrator may not grant on an organisation that is not theirs: 403.
    postAnswer: staffScreen(["usermanager"], 400, 403),
  },
  {
    file: "administration.users_.$userId_.withdraw.tsx",
    pattern: "/administration/users/:userId/withdraw?org&role",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_USER_MANAGER, or ROLE_ORG_ADMIN for the accounts of their organisations" },
    example: "/administration/users/{userId}/withdraw?org={orgUid}&role=ROLE_ORG_SUBMITTER",
    fields: ["org", "role"],
    // A role the submitter does not hold: nothing to withdraw, back to the user's page.
    post: { org: "{orgUid}", role: "ROLE_ORG_PUBLISHER" },
    get: staffScreen(["usermanager", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["usermanager", "orgadmin"], { redirect: "/administration/users/{userId}" }, 403),
  },
  {
    file: "registrations.$kind.tsx",
    pattern: "/registrations/(orgusers|apiusers)",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/registrations/orgusers",
    fields: ["username", "firstName", "lastName", "email", "phone", "organization", "password", "passwordConfirmation"],
    // An incomplete form: its errors again, no account, not counted by the throttle.
    post: { username: "" },
    get: 200,
    postAnswer: 400,
  },
  {
    file: "security.activation.tsx",
    pattern: "/security/activation?uac",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/security/activation?uac=not-a-link",
    fields: ["uac"],
    post: { uac: "not-a-link" },
    get: 400,
    postAnswer: 400,
  },
  {
    file: "security.requests.pwdreset.tsx",
    pattern: "/security/requests/pwdreset",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/security/requests/pwdreset",
    fields: ["identifier"],
    post: { identifier: "" },
    get: 200,
    postAnswer: 400,
  },
  {
    file: "security.pwdreset.tsx",
    pattern: "/security/pwdreset?uac",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/security/pwdreset?uac=not-a-link",
    fields: ["uac", "password", "passwordConfirmation"],
    post: { uac: "not-a-link", password: "", passwordConfirmation: "" },
    get: 400,
    postAnswer: 400,
  },
  {
    file: "profile.tsx",
    pattern: "/profile",
    methods: ["GET", "POST"],
    access: "logged in",
    example: "/profile",
    fields: ["firstName", "lastName", "phone"],
    // A name left empty: 400, nothing saved.
    post: { firstName: "", lastName: "", phone: "" },
    get: loggedIn(200),
    postAnswer: loggedIn(400),
  },
  {
    file: "profile_.password.tsx",
    pattern: "/profile/password",
    methods: ["GET", "POST"],
    access: "logged in",
    example: "/profile/password",
    fields: ["currentPassword", "password", "passwordConfirmation"],
    // A wrong current password: the form again, nothing changed.
    post: { currentPassword: "not-the-password", password: "x", passwordConfirmation: "x" },
    get: loggedIn(200),
    postAnswer: loggedIn(400),
  },
  {
    file: "profile_.email.tsx",
    pattern: "/profile/email",
    methods: ["GET", "POST"],
    access: "logged in",
    example: "/profile/email",
    fields: ["email"],
    post: { email: "" },
    get: loggedIn(200),
    postAnswer: loggedIn(400),
  },
  {
    file: "profile_.email_.confirm.tsx",
    pattern: "/profile/email/confirm?uac",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/profile/email/confirm?uac=not-a-link",
    fields: ["uac"],
    post: { uac: "not-a-link" },
    get: 400,
    postAnswer: 400,
  },
  {
    file: "profile_.sessions.tsx",
    pattern: "/profile/sessions",
    methods: ["POST"],
    access: "logged in",
    example: "/profile/sessions",
    fields: ["session", "all"],
    // A session that is not the user's: nothing ends, back to the profile with a warning.
    post: { session: "no-such-session" },
    get: loggedIn({ redirect: "/profile" }),
    postAnswer: loggedIn({ redirect: "/profile" }),
  },
  // API tokens (issue 13): the user's own, their revocation, an administrator's list of a user's.
  {
    file: "profile_.tokens.tsx",
    pattern: "/profile/tokens",
    methods: ["GET", "POST"],
    access: "logged in",
    example: "/profile/tokens",
    fields: ["label"],
    // No name: the form again with its error, no token created.
    post: { label: "" },
    get: loggedIn(200),
    postAnswer: loggedIn(400),
  },
  {
    file: "profile_.tokens_.$id.revoke.tsx",
    pattern: "/profile/tokens/:id/revoke",
    methods: ["GET", "POST"],
    access: "logged in",
    // A token that does not exist: 404, nothing revoked.
    example: "/profile/tokens/999999/revoke",
    post: {},
    get: loggedIn(404),
    postAnswer: loggedIn(404),
  },
  {
    file: "administration.users_.$userId_.tokens.tsx",
    pattern: "/administration/users/:userId/tokens",
    methods: ["GET"],
    access: { staff: "ROLE_ADMIN" },
    example: "/administration/users/{userId}/tokens",
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "profile_.two-factor.tsx",
    pattern: "/profile/two-factor",
    methods: ["GET", "POST"],
    access: "logged in",
    example: "/profile/two-factor",
    fields: ["intent", "code", "password"],
    // Turning off a second step the user does not have: refused, nothing changed.
    post: { intent: "off", password: "not-the-password" },
    get: loggedIn(200),
    postAnswer: loggedIn(400),
  },
  {
    file: "login_.code.tsx",
    pattern: "/login/code",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/login/code",
    fields: ["code"],
    // No login is waiting for its second step: back to /login to start over.
    post: { code: "000000" },
    get: { redirect: "/login" },
    postAnswer: { redirect: "/login" },
  },
  {
    file: "administration.audit.tsx",
    pattern: "/administration/audit?user&action&org&from&to&page",
    methods: ["GET"],
    access: { staff: "ROLE_ADMIN" },
    example: "/administration/audit?action=user.",
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "administration.audit_.export.tsx",
    pattern: "/administration/audit/export?user&action&org&from&to",
    methods: ["GET"],
    access: { staff: "ROLE_ADMIN" },
    example: "/administration/audit/export?action=user.login",
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "organization.search.tsx",
    pattern: "/organization/search?q&category&status&page",
    methods: ["GET"],
    access: { staff: "PERM_ORG_CREATE" },
    example: "/organization/search?q=%CE%B4%CE%AE%CE%BC%CE%BF%CF%82&page=2",
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "organization.new.tsx",
    pattern: "/organization/new",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ORG_CREATE" },
    example: "/organization/new",
    fields: ORGANIZATION_FORM_FIELDS,
    // Without a name: the form comes back with its errors, nothing is written.
    post: { label: "", latinName: "not valid" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "organization.edit.$uid.tsx",
    pattern: "/organization/edit/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ORG_CREATE" },
    example: "/organization/edit/{orgUid}",
    fields: ORGANIZATION_FORM_FIELDS,
    post: { label: "", latinName: "not valid" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "organization.edit.$uid_.legislation.$id.remove.tsx",
    pattern: "/organization/edit/:uid/legislation/:id/remove?legislationLength&legislationPage",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ORG_CREATE" },
    // No such act of the body: those who may edit it get a 404, nothing is removed.
    example: "/organization/edit/{orgUid}/legislation/999999999/remove",
    fields: [],
    post: {},
    get: staffScreen(["admin"], 404, "forbidden"),
    postAnswer: staffScreen(["admin"], 404, 403),
  },
  {
    file: "organization.delete.$uid.tsx",
    pattern: "/organization/delete/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_ORG_DELETE" },
    example: "/organization/delete/{orgUid}",
    fields: [],
    // The demo organisation has decisions, units and users: the deletion is refused with an alert.
    post: {},
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], { redirect: "/organization/edit/6013" }, 403),
  },
  {
    file: "organization.unit.search.tsx",
    pattern: "/organization/unit/search?org&showHistory",
    methods: ["GET"],
    access: { staff: "PERM_UNITS_CREATE" },
    example: "/organization/unit/search?org={orgUid}&showHistory=true",
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "organization.unit.new.tsx",
    pattern: "/organization/unit/new?org",
    methods: ["GET", "POST"],
    access: { staff: "PERM_UNITS_CREATE" },
    example: "/organization/unit/new?org={orgUid}",
    fields: ["label", "abbreviation", "categoryUid", "parentUid", "activeFrom", "activeUntil"],
    post: { label: "", activeFrom: "31/02/2025" },
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin"], 400, 403),
  },
  {
    file: "organization.unit.edit.$uid.tsx",
    pattern: "/organization/unit/edit/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_UNITS_CREATE" },
    example: "/organization/unit/edit/{unitUid}",
    fields: ["label", "abbreviation", "categoryUid", "parentUid", "activeFrom", "activeUntil"],
    post: { label: "", activeFrom: "31/02/2025" },
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin"], 400, 403),
  },
  {
    file: "organization.unit.delete.$uid.tsx",
    pattern: "/organization/unit/delete/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_UNITS_DELETE" },
    example: "/organization/unit/delete/{unitUid}",
    fields: [],
    // The unit is in use: the deletion is refused with an alert, nothing is deleted.
    post: {},
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin"], { redirect: "/organization/unit/search?org=6013" }, 403),
  },
  {
    file: "organization.signer.search.tsx",
    pattern: "/organization/signer/search?org&q&page",
    methods: ["GET"],
    access: { staff: "PERM_SIGNERS_CREATE" },
    example: "/organization/signer/search?org={orgUid}",
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "organization.signer.new.tsx",
    pattern: "/organization/signer/new?org",
    methods: ["GET", "POST"],
    access: { staff: "PERM_SIGNERS_CREATE" },
    example: "/organization/signer/new?org={orgUid}",
    fields: SIGNER_FORM_FIELDS,
    post: { lastName: "", activeFrom: "31/02/2025" },
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin"], 400, 403),
  },
  {
    file: "organization.signer.edit.$uid.tsx",
    pattern: "/organization/signer/edit/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_SIGNERS_CREATE" },
    example: "/organization/signer/edit/{signerUid}",
    fields: SIGNER_FORM_FIELDS,
    post: { lastName: "", activeFrom: "31/02/2025" },
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin"], 400, 403),
  },
  {
    file: "organization.signer.delete.$uid.tsx",
    pattern: "/organization/signer/delete/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_SIGNERS_DELETE" },
    example: "/organization/signer/delete/{signerUid}",
    fields: [],
    // The signer has signed decisions: the deletion is refused with an alert, nothing is deleted.
    post: {},
    get: staffScreen(["admin", "orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "orgadmin"], { redirect: "/organization/signer/search?org=6013" }, 403),
  },
  // ---- The decision form's services and the organisation admin's preferences (issue 8, H8)
  {
    file: "validationService.tsx",
    pattern: "/validationService?afm&afmType&countryCode&name",
    methods: ["GET"],
    access: { staff: "(any)" },
    example: "/validationService?afm=987654321&afmType=EL&countryCode=EL",
    get: staffScreen(ALL_STAFF, 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "internal.validateVAT.tsx",
    pattern: "/internal/validateVAT",
    methods: ["POST"],
    access: { staff: "(any)" },
    example: "/internal/validateVAT",
    fields: ["afm", "afmType", "countryCode", "name"],
    // No number: 400, and no service is called.
    post: { afm: "" },
    get: 405,
    postAnswer: staffScreen(ALL_STAFF, 400, 403),
  },
  {
    file: "decision.upload.tsx",
    pattern: "/decision/upload",
    methods: ["POST"],
    access: { staff: "(any)" },
    example: "/decision/upload",
    fields: ["decisionFile"],
    // No file: 400 in JSON, nothing is kept.
    post: {},
    get: 405,
    postAnswer: staffScreen(ALL_STAFF, 400, 403),
  },
  {
    file: "internal.eprocurement.tsx",
    pattern: "/internal/eprocurement?type&adam",
    methods: ["GET"],
    access: { staff: "(any)" },
    // A qualifier of another type: refused before any service is asked.
    example: "/internal/eprocurement?type=%CE%94.1&adam=22REQ012345678",
    get: staffScreen(ALL_STAFF, 400, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "organization.dtview.tsx",
    pattern: "/organization/dtview?org",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ORG_ADMIN, not ROLE_ADMIN" },
    example: "/organization/dtview",
    fields: ["org", "visible"],
    // A type that does not exist: refused (400), nothing saved.
    post: { org: "6013", visible: "NO.SUCH" },
    get: staffScreen(["orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["orgadmin"], 400, 403),
  },
  {
    file: "profile_.defaults.tsx",
    pattern: "/profile/defaults?org",
    methods: ["GET", "POST"],
    access: { staff: "(any)" },
    example: "/profile/defaults",
    fields: ["intent", "organizationId", "decisionTypeId", "unitIds", "signerIds", "thematicCategoryIds", "recipients"],
    // An address that is not one: refused (400), nothing saved.
    post: { intent: "save", recipients: "not an address" },
    get: staffScreen(ALL_STAFF, 200, "forbidden"),
    postAnswer: staffScreen(ALL_STAFF, 400, 403),
  },
  {
    file: "organization.templates.tsx",
    pattern: "/organization/templates?org",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ORG_ADMIN, not ROLE_ADMIN" },
    example: "/organization/templates",
    fields: ["org", "title", "type", "decisionTypeUids", "file"],
    // No title and no file: refused (400), nothing stored.
    post: { org: "6013", title: "", type: "DECISION" },
    get: staffScreen(["orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["orgadmin"], 400, 403),
  },
  {
    file: "organization.recipients.tsx",
    pattern: "/organization/recipients?org",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ORG_ADMIN, not ROLE_ADMIN" },
    example: "/organization/recipients",
    fields: ["org", "recipients"],
    // An address that is not one: refused (400), nothing stored.
    post: { org: "6013", recipients: "not an address" },
    get: staffScreen(["orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["orgadmin"], 400, 403),
  },
  {
    file: "organization.templates_.$templateId.delete.tsx",
    pattern: "/organization/templates/:templateId/delete",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_ORG_ADMIN of the template's body, not ROLE_ADMIN" },
    // No template has this id: 404, nothing deleted.
    example: "/organization/templates/no-such-template/delete",
    fields: [],
    post: {},
    get: staffScreen(ALL_STAFF, 404, "forbidden"),
    postAnswer: staffScreen(ALL_STAFF, 404, 403),
  },
  {
    file: "organization.templates_.$templateId.file.tsx",
    pattern: "/organization/templates/:templateId/file",
    methods: ["GET"],
    access: { staff: "ROLE_ORG_ADMIN or PERM_DECISIONS_SUBMIT on the template's body" },
    example: "/organization/templates/no-such-template/file",
    get: staffScreen(ALL_STAFF, 404, "forbidden"),
    postAnswer: 405,
  },
  // Mass revocation, attachments (H5, issue 9)
  {
    file: "decision.revocation.mass.tsx",
    pattern: "/decision/revocation/mass",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISIONS_REVOKE" },
    example: "/decision/revocation/mass",
    fields: ["intent", "adas", "ground", "comment"],
    // No ADA and no comment: a form with errors for the operator, nothing changes.
    post: { intent: "preview", adas: "", ground: "REVOCATION_REASON_1", comment: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "decision.attachments.$versionId.tsx",
    pattern: "/decision/attachments/:versionId?remove",
    methods: ["GET", "POST"],
    access: { staff: "PERM_DECISIONS_EDIT_SUBMITTED" },
    example: "/decision/attachments/{submittedVersionId}",
    fields: ["updatedAt", "intent", "attachmentId", "attachment", "description"],
    // An attachment that is not there: refused for those who may edit, nothing changes.
    post: { updatedAt: "not-a-time", intent: "remove", attachmentId: "none" },
    get: staffScreen(["admin", "submitter", "publisher"], 200, "forbidden"),
    postAnswer: staffScreen(["admin", "submitter", "publisher"], 400, 403),
  },
  // -- decision form: option lists of the dynamic fields (issue 8, H4)
  {
    file: "luminapi.api.fields.$list.tsx",
    pattern: "/luminapi/api/fields/:list?term&org",
    methods: ["GET"],
    access: "anyone",
    example: "/luminapi/api/fields/FEKTYPES?term=%CE%91",
    get: 200,
    // The API edge (server/content-type.ts) refuses a form-encoded body before the route's 405.
    postAnswer: 415,
  },
  // Organisations: structural changes and history (issue 14, H7)
  {
    file: "organization.$change.$uid.tsx",
    pattern: "/organization/:change(activate|rename|move|merge)/:uid?review&status&label&latinName&supervisor&target",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_ORG_ACTIVATE" },
    example: "/organization/activate/{orgUid}?review=true&status=abolished",
    fields: ["status", "label", "latinName", "supervisor", "target"],
    // The demo organisation is already active: refused as unchanged, back to the review, nothing written.
    post: { status: "active" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], { redirect: "/organization/activate/{orgUid}?status=active&review=true" }, 403),
  },
  {
    file: "static.api.dashboards.org.$org.$.tsx",
    pattern:
      "/static/api/dashboards/org/:org/:call (info, historyorgs, decisions/latest, decisions/by/{dt,thk,unit,signer}, pubdocs, legislation, sub)",
    methods: ["GET"],
    access: "anyone",
    example: "/static/api/dashboards/org/{org}/decisions/by/dt",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "organization.pubdocs.tsx",
    pattern: "/organization/pubdocs?org",
    methods: ["GET", "POST"],
    access: { staff: "PERM_PUBDOCS_MANAGE" },
    example: "/organization/pubdocs",
    fields: ["title", "file"],
    // No title and no file: the form comes back with its errors, nothing is written.
    post: { title: "" },
    // SPEC §6: only for users without global access, so the administrator ('0') is refused.
    get: staffScreen(["orgadmin"], 200, "forbidden"),
    postAnswer: staffScreen(["orgadmin"], 400, 403),
  },
  {
    file: "organization.pubdocs_.edit.$id.tsx",
    pattern: "/organization/pubdocs/edit/:id",
    methods: ["GET", "POST"],
    access: { staff: "PERM_PUBDOCS_MANAGE" },
    example: "/organization/pubdocs/edit/999999",
    fields: ["title", "file"],
    post: { title: "" },
    get: staffScreen(["orgadmin", "admin"], 404, "forbidden"),
    postAnswer: staffScreen(["orgadmin", "admin"], 404, 403),
  },
  {
    file: "organization.pubdocs_.delete.$id.tsx",
    pattern: "/organization/pubdocs/delete/:id",
    methods: ["GET", "POST"],
    access: { staff: "PERM_PUBDOCS_MANAGE" },
    example: "/organization/pubdocs/delete/999999",
    fields: [],
    post: {},
    get: staffScreen(["orgadmin", "admin"], 404, "forbidden"),
    postAnswer: staffScreen(["orgadmin", "admin"], 404, 403),
  },
  {
    file: "pubdocs.$id.document.tsx",
    pattern: "/pubdocs/:id/document",
    methods: ["GET"],
    access: "anyone",
    example: "/pubdocs/999999/document",
    get: 404,
    postAnswer: 405,
  },
  {
    file: "organization.visual.tsx",
    pattern: "/organization/visual?org",
    methods: ["GET"],
    access: "anyone",
    example: "/organization/visual?org={orgUid}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "organization.history.$uid.tsx",
    pattern: "/organization/history/:uid",
    methods: ["GET"],
    access: "anyone",
    example: "/organization/history/{orgUid}",
    get: 200,
    postAnswer: 405,
  },
  {
    file: "$.tsx",
    pattern: "/* (no other route)",
    methods: [],
    access: "anyone",
    example: "/no/such/page",
    post: {},
    get: 404,
    postAnswer: 404,
  },
  // -- the OpenData read API (issue 15, H1): one splat per prefix, dispatched from app/opendata/calls.server.ts
  {
    file: "opendata.$.tsx",
    pattern: "/opendata/* (search, search/advanced, decisions/:ada, types, dictionaries, organizations, …; .json/.xml)",
    methods: ["GET"],
    access: "anyone",
    example: "/opendata/decisions/{ada}.json",
    get: 200,
    // POST /opendata/decisions… is the write API (H8, issue 15): the edge takes JSON or multipart
    // there, so a form post is a 415; other addresses answer a POST with 405.
    postAnswer: 415,
  },
  {
    file: "luminapi.opendata.$.tsx",
    pattern: "/luminapi/opendata/* (the same API as /opendata/*)",
    methods: ["GET"],
    access: "anyone",
    example: "/luminapi/opendata/decisions/v/{versionId}.xml",
    get: 200,
    // The edge takes only JSON or multipart bodies under /luminapi/ (server/route-kinds.ts): a form is a 415.
    postAnswer: 415,
  },
  // E-mail alerts for a search (issue 12): anyone follows a search (visitors confirm by mail);
  // an alert's page and one-click unsubscribe are opened by the alert's secret token.
  {
    file: "alerts.tsx",
    pattern: "/alerts",
    methods: ["GET"],
    access: "logged in",
    example: "/alerts",
    get: loggedIn(200),
    postAnswer: 405,
  },
  {
    file: "alerts_.new.tsx",
    pattern: "/alerts/new?link",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/alerts/new?link=%2Fsearch",
    fields: ["link", "frequency", "email"],
    // Not a search of this site: refused before anything is stored, mailed or counted.
    post: { link: "https://evil.example/search", frequency: "daily", email: "a@example.org" },
    get: 200,
    postAnswer: 400,
  },
  {
    file: "alerts_.$token.tsx",
    pattern: "/alerts/:token",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/alerts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    fields: ["intent", "frequency"],
    post: { intent: "delete" },
    get: 404,
    postAnswer: 404,
  },
  {
    file: "alerts_.$token_.unsubscribe.tsx",
    pattern: "/alerts/:token/unsubscribe",
    methods: ["GET", "POST"],
    access: "anyone",
    example: "/alerts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/unsubscribe",
    fields: ["List-Unsubscribe"],
    post: { "List-Unsubscribe": "One-Click" },
    formToken: false,
    get: { redirect: "/alerts/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    postAnswer: 404,
  },
  // -- administration of decision types (issue 17, H2): PERM_ADMIN_DECISION_TYPES, i.e. admin only
  {
    file: "administration.dt.tsx",
    pattern: "/administration/dt",
    methods: ["GET"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt",
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "administration.dt_.$uid.tsx",
    pattern: "/administration/dt/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt/%CE%92.1.3",
    fields: [
      "intent",
      "fieldPath",
      "widget",
      "label",
      "help",
      "required",
      "maxLength",
      "dictionaryUid",
      "arrayView",
      "shownWhen",
      "enabledOn",
      "dependsOn",
      "updateAttr",
      "clearAttr",
      "size",
      "selectionListUrl",
      "dataByUidUrl",
      // A «Μετακίνηση πάνω/κάτω» button (intent "move").
      "path",
      "direction",
    ],
    // A field without path or label: the form again with its errors, nothing saved.
    post: { intent: "save", fieldPath: "", widget: "TEXT", label: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.dt_.$uid_.withdraw.tsx",
    pattern: "/administration/dt/:uid/withdraw",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt/%CE%92.1.3/withdraw",
    fields: ["withdraw"],
    // Neither withdraw nor restore: refused, nothing changed.
    post: { withdraw: "maybe" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.dt_.new.tsx",
    pattern: "/administration/dt/new",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt/new",
    fields: ["uid", "label", "parent", "orgCategories"],
    // A code that is not one: the form again with its error, nothing created.
    post: { uid: "not a code", label: "Χ", parent: "Β.1", orgCategories: "MUNICIPALITY" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.dt_.$uid_.label.tsx",
    pattern: "/administration/dt/:uid/label",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt/%CE%92.1.3/label",
    fields: ["label"],
    // An empty label: the form again with its error, nothing changed.
    post: { label: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.dt_.$uid_.fields.$path.tsx",
    pattern: "/administration/dt/:uid/fields/:path",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt/%CE%92.1.3/fields/entryNumber",
    fields: [
      "intent",
      "version",
      "fieldPath",
      "widget",
      "label",
      "help",
      "required",
      "maxLength",
      "dictionaryUid",
      "arrayView",
      "shownWhen",
      "enabledOn",
      "dependsOn",
      "updateAttr",
      "clearAttr",
      "size",
      "selectionListUrl",
      "dataByUidUrl",
    ],
    // The field without its label: the form again with its error, nothing saved.
    post: { intent: "save", widget: "TEXT", label: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.dt_.$uid_.fields.$path_.remove.tsx",
    pattern: "/administration/dt/:uid/fields/:path/remove",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dt/%CE%92.1.3/fields/entryNumber/remove",
    fields: ["version"],
    // No definition version read: refused, nothing removed.
    post: { version: "x" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.dtperorgtype.tsx",
    pattern: "/administration/dtperorgtype?category",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_DECISION_TYPES" },
    example: "/administration/dtperorgtype",
    fields: ["category", "open"],
    // A category that does not exist: refused, nothing changed.
    post: { category: "NO_SUCH_CATEGORY", open: "Β.1.3" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  // -- administration of positions and tag categories (issue 17, H2): admin only
  {
    file: "administration.positions.tsx",
    pattern: "/administration/positions?category",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/positions?category=MUNICIPALITY",
    fields: ["label", "orgCategoryUid"],
    // A position without a name: the form again with its error, nothing saved.
    post: { label: "", orgCategoryUid: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.positions_.$uid.tsx",
    pattern: "/administration/positions/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/positions/POS_10091",
    fields: ["intent", "label", "orgCategoryUid"],
    // Neither save, deactivate, reactivate nor delete: refused, nothing changed.
    post: { intent: "rename-all" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.tagcategories.tsx",
    pattern: "/administration/tagcategories",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_TAG_CATEGORIES" },
    example: "/administration/tagcategories",
    fields: ["code", "label"],
    // A code in lower case: the form again with its error, nothing saved.
    post: { code: "lower", label: "Λεξικό" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.tagcategories_.$uid.tsx",
    pattern: "/administration/tagcategories/:uid",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_TAG_CATEGORIES" },
    example: "/administration/tagcategories/THK",
    fields: ["intent", "label", "parentUid", "position"],
    // A tag under a parent the dictionary does not have: refused, nothing saved.
    post: { intent: "add", label: "Όρος", parentUid: "NO_SUCH_TAG", position: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.tagcategories_.$uid_.$tag.tsx",
    pattern: "/administration/tagcategories/:uid/:tag",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_TAG_CATEGORIES" },
    example: "/administration/tagcategories/THK/20",
    fields: ["intent", "label", "parentUid", "position"],
    // A place that is not a number: refused with its message, nothing saved.
    post: { intent: "save", label: "Όρος", parentUid: "", position: "πρώτη" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  // Issue 17 (H3): the search settings, the index servers and the reindex job.
  {
    file: "administration.search.tsx",
    pattern: "/administration/search",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/search",
    fields: ["form", "pageSize", "defaultSort", "facets", "rowLimit", "reindexBatchSize"],
    // A page size of 0: the form again with its message, nothing saved.
    post: { form: "lumiview", pageSize: "0", defaultSort: "recent", facets: "organization" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.search_.reindex.tsx",
    pattern: "/administration/search/reindex",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/search/reindex",
    fields: ["confirm"],
    // Not confirmed: refused, nothing started.
    post: { confirm: "no" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.search_.reindex_.$jobId.tsx",
    pattern: "/administration/search/reindex/:jobId",
    methods: ["GET"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/search/reindex/999999",
    get: staffScreen(["admin"], 404, "forbidden"),
    postAnswer: 405,
  },
  // -- administration of mail and the VAT services (issue 17, H1): PERM_ADMIN_SYSTEM_CONFIG, i.e. admin only
  {
    file: "administration.mail.templates.tsx",
    pattern: "/administration/mail/templates",
    methods: ["GET"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/mail/templates",
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "administration.mail.templates_.$key.tsx",
    pattern: "/administration/mail/templates/:key",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/mail/templates/publication",
    fields: ["intent", "subject", "body"],
    // An empty subject: the form again with its error, nothing saved.
    post: { intent: "save", subject: "", body: "" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.mail.templates_.$key_.reset.tsx",
    pattern: "/administration/mail/templates/:key/reset",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/mail/templates/publication/reset",
    fields: ["confirm"],
    // Not confirmed: refused, nothing changed.
    post: { confirm: "no" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.mail.settings.tsx",
    pattern: "/administration/mail/settings",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/mail/settings",
    fields: ["intent", "host", "port", "secure", "user", "password", "clearPassword", "from", "address", "recipients"],
    // Port 0: the form again with its error, nothing saved.
    post: { intent: "smtp", host: "", port: "0" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  {
    file: "administration.vat.$service.tsx",
    pattern: "/administration/vat/:service",
    methods: ["GET", "POST"],
    access: { staff: "PERM_ADMIN_SYSTEM_CONFIG" },
    example: "/administration/vat/ggps",
    fields: ["intent", "url", "timeoutMs", "username", "password"],
    // Not a web address: the form again with its error, nothing saved.
    post: { intent: "save", url: "not an address", timeoutMs: "5000" },
    get: staffScreen(["admin"], 200, "forbidden"),
    postAnswer: staffScreen(["admin"], 400, 403),
  },
  // Issue 13 (H7): an administrator's reset of a user's lost second factor (a confirmation page with the
  // manager's password). The demo submitter has no second factor: the manager is sent back to the
  // user's page, nothing changes.
  {
    file: "administration.users_.$userId_.two-factor-reset.tsx",
    pattern: "/administration/users/:userId/two-factor-reset",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_USER_MANAGER who may change the account's status" },
    example: "/administration/users/{userId}/two-factor-reset",
    fields: ["password"],
    post: { password: "" },
    get: staffScreen(["usermanager"], { redirect: "/administration/users/{userId}" }, "forbidden"),
    postAnswer: staffScreen(["usermanager"], { redirect: "/administration/users/{userId}" }, 403),
  },
  // Issue 9 (H7): an attachment's download address (public once the version is; the seed has none).
  {
    file: "doc.v.$versionId_.attachments.$attachmentId.tsx",
    pattern: "/doc/v/:versionId/attachments/:attachmentId",
    methods: ["GET"],
    access: "anyone",
    example: "/doc/v/{versionId}/attachments/no-such-attachment",
    get: 404,
    postAnswer: 405,
  },
];

/**
 * The JSON API's calls (issue 15), one row per declared call of app/api/registry.server.ts
 * (tests/unit/route-table.test.ts checks both lists agree). The route × role test asks each as
 * each demo user signed in with the session cookie; a POST sends `body` as JSON.
 */
export interface ApiCallRow {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The call's path as declared, `{name}` parameters included. */
  path: string;
  example: string;
  body?: unknown;
  answer: Record<Who, Outcome> | Outcome;
}

const API = "/luminapi/api";
const BOOKMARK_KEEPERS: Who[] = ["admin", "orgadmin", "submitter", "publisher"];
/** 401 without a login, `ok` for the users named, 403 for the others. */
const apiAllowed = (allowed: Who[], ok: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((who) => [who, who === "anonymous" ? 401 : allowed.includes(who) ? ok : 403])) as Record<
    Who,
    Outcome
  >;
/** Who may write signers and units through the API: PERM_SIGNERS_* / PERM_UNITS_* on the body, or the admin. */
const SIGNER_KEEPERS: Who[] = ["admin", "orgadmin"];
/** A signer the form's rules refuse (no last name): nothing is written. */
const BAD_SIGNER = { orgUid: "6013", lastName: "", firstName: "Άννα", activeFrom: "2026-01-01", units: [] };
/** PERM_DECISIONS_REQUEST_REVOCATION and PERM_DECISIONS_PUBLISH_SUBMITTED: publishers, API users, the admin. */
// An API-only user's browser session carries no permissions (issue 6): through a session cookie, 403.
const REVOCATION_REQUESTERS: Who[] = ["admin", "publisher"];
/** PERM_DECISIONS_EDIT_SUBMITTED. */
const SUBMITTED_EDITORS: Who[] = ["admin", "submitter", "publisher"];
export const API_CALL_ROWS: ApiCallRow[] = [
  { method: "GET", path: "/users/self", example: `${API}/users/self`, answer: apiCaller(200) },
  {
    method: "POST",
    path: "/validate/security/token",
    example: `${API}/validate/security/token`,
    body: { token: "drt_not-a-token" },
    answer: 200,
  },
  { method: "GET", path: "/users/types", example: `${API}/users/types`, answer: 200 },
  { method: "GET", path: "/users/types/{id}", example: `${API}/users/types/API_USER`, answer: 200 },
  { method: "GET", path: "/security/roles", example: `${API}/security/roles`, answer: apiCaller(200) },
  { method: "GET", path: "/decisionTypes", example: `${API}/decisionTypes`, answer: 200 },
  // Issue 17 (H9): the catalogue's writes, for those who administer decision types. Sent invalid
  // (a code that is not one, an empty label): nothing changes.
  {
    method: "POST",
    path: "/decisionTypes",
    example: `${API}/decisionTypes`,
    body: { uid: "not a code", label: "Χ", parent: "Β.1" },
    answer: apiAllowed(["admin"], 400),
  },
  {
    method: "GET",
    path: "/decisionTypes/{uid}/",
    example: `${API}/decisionTypes/%CE%92.1.3/`,
    answer: apiAllowed(["admin"], 200),
  },
  {
    method: "PUT",
    path: "/decisionTypes/{uid}/",
    example: `${API}/decisionTypes/%CE%92.1.3/`,
    body: { label: "" },
    answer: apiAllowed(["admin"], 400),
  },
  {
    method: "GET",
    path: "/decisionTypes/{uid}/attributes",
    example: `${API}/decisionTypes/%CE%92.1.3/attributes`,
    answer: 200,
  },
  { method: "GET", path: "/thematicCategories", example: `${API}/thematicCategories`, answer: 200 },
  { method: "GET", path: "/tags/categories", example: `${API}/tags/categories`, answer: 200 },
  { method: "GET", path: "/tags/categories/{uid}", example: `${API}/tags/categories/THK`, answer: 200 },
  { method: "GET", path: "/tags/categories/{uid}/tags", example: `${API}/tags/categories/THK/tags`, answer: 200 },
  // Issue 17 (H2): one tag by its code.
  { method: "GET", path: "/tags/{uid}/", example: `${API}/tags/20/`, answer: 200 },
  { method: "GET", path: "/selection/tags/{dictionary}", example: `${API}/selection/tags/ORG_CATEGORY`, answer: 200 },
  // Issue 17 (H2): the types open to a category or a body.
  {
    method: "GET",
    path: "/selection/tags/hierarchy/DT",
    example: `${API}/selection/tags/hierarchy/DT?orgCategory=MUNICIPALITY`,
    answer: 200,
  },
  // Issue 17 (h10): the competence domains of bodies as a tree.
  {
    method: "GET",
    path: "/selection/tags/hierarchy/ORG_DOMAIN",
    example: `${API}/selection/tags/hierarchy/ORG_DOMAIN`,
    answer: 200,
  },
  { method: "GET", path: "/organizations/{uid}", example: `${API}/organizations/{orgUid}`, answer: 200 },
  // Issue 15 (H6): a body's units on a day, the bodies it supervises, its former states (organization-tree.server.ts).
  {
    method: "GET",
    path: "/organizations/fullStructureUnder/{id}",
    example: `${API}/organizations/fullStructureUnder/{orgUid}?when=2026-01-01`,
    answer: 200,
  },
  {
    method: "GET",
    path: "/organizations/supervisedWithCurrent/{id}",
    example: `${API}/organizations/supervisedWithCurrent/{orgUid}?active=true`,
    answer: 200,
  },
  { method: "GET", path: "/organizations/all/{uid}", example: `${API}/organizations/all/{orgUid}`, answer: 200 },
  // Issue 15: a body's structure and public documents, public (app/api/calls/structure.server.ts).
  { method: "GET", path: "/units/{uid}", example: `${API}/units/{unitUid}?showHistory=true`, answer: 200 },
  {
    method: "GET",
    path: "/organizations/{org}/flattenedUnits",
    example: `${API}/organizations/{org}/flattenedUnits`,
    answer: 200,
  },
  { method: "GET", path: "/signers/{uid}", example: `${API}/signers/{signerUid}`, answer: 200 },
  {
    method: "GET",
    path: "/organizations/{org}/signers",
    example: `${API}/organizations/{orgUid}/signers`,
    answer: 200,
  },
  { method: "GET", path: "/units/{unit}/signers", example: `${API}/units/{unitUid}/signers`, answer: 200 },
  { method: "GET", path: "/organizations/positions", example: `${API}/organizations/positions`, answer: 200 },
  { method: "GET", path: "/pubdocs/{id}", example: `${API}/pubdocs/999999`, answer: 404 },
  {
    method: "GET",
    path: "/organizations/{org}/pubdocs",
    example: `${API}/organizations/{orgUid}/pubdocs`,
    answer: 200,
  },
  // Issue 15 (H6): signer and structure writes (structure-edits.server.ts). Each example is refused
  // and changes nothing: a signer without a last name (400), an in-use signer, body or unit (409).
  {
    method: "POST",
    path: "/signers",
    example: `${API}/signers`,
    body: BAD_SIGNER,
    answer: apiAllowed(SIGNER_KEEPERS, 400),
  },
  {
    method: "PUT",
    path: "/signers/{uid}",
    example: `${API}/signers/{signerUid}`,
    body: BAD_SIGNER,
    answer: apiAllowed(SIGNER_KEEPERS, 400),
  },
  {
    method: "DELETE",
    path: "/signers/{uid}",
    example: `${API}/signers/{signerUid}`,
    answer: apiAllowed(SIGNER_KEEPERS, 409),
  },
  {
    method: "GET",
    path: "/units/multiple/signers/all",
    example: `${API}/units/multiple/signers/all?unitUid={unitUid}`,
    answer: 200,
  },
  {
    method: "POST",
    path: "/organizations/delete",
    example: `${API}/organizations/delete`,
    body: { orgPartUid: "6013" },
    answer: apiAllowed(["admin"], 409),
  },
  {
    method: "POST",
    path: "/organizations/units/delete",
    example: `${API}/organizations/units/delete`,
    body: { uid: "no-such-unit" },
    answer: apiAllowed(SIGNER_KEEPERS, 404),
  },
  { method: "GET", path: "/eproc/types", example: `${API}/eproc/types`, answer: apiCaller(200) },
  // A reference without the type's qualifier: refused before any call leaves the portal.
  {
    method: "GET",
    path: "/eproc/doc",
    example: `${API}/eproc/doc?type=%CE%92.1.3&adam=NOT-AN-ADAM`,
    answer: apiCaller(400),
  },
  { method: "GET", path: "/decisions/view/{ada}", example: `${API}/decisions/view/{demoAda}`, answer: 200 },
  { method: "GET", path: "/decisions/{ada}/full", example: `${API}/decisions/{demoAda}/full`, answer: 200 },
  {
    method: "GET",
    path: "/decisions/view/v/{versionId}",
    example: `${API}/decisions/view/v/{demoVersionId}`,
    answer: 200,
  },
  {
    method: "GET",
    path: "/decisions/v/{versionId}/full",
    example: `${API}/decisions/v/{demoVersionId}/full`,
    answer: 200,
  },
  // The caller's worklists (decision-lists.server.ts): the user manager holds none of their rights,
  // and an API-only user's browser session carries no permission (permissions.ts screenAccess).
  {
    method: "GET",
    path: "/decisions",
    example: `${API}/decisions?list=submitted&size=5`,
    answer: apiAllowed(["admin", "orgadmin", "submitter", "publisher"], 200),
  },
  { method: "GET", path: "/decisions/{ada}/history", example: `${API}/decisions/{demoAda}/history`, answer: 200 },
  {
    method: "GET",
    path: "/decisions/v/{versionId}/history",
    example: `${API}/decisions/v/{demoVersionId}/history`,
    answer: 200,
  },
  // Issue 15 (H6): decision actions (decision-actions.server.ts), each refused so nothing changes:
  // an unknown ADA or attachment (404), an empty selection or comment (400).
  {
    method: "POST",
    path: "/decisions/actions/revocations/requests",
    example: `${API}/decisions/actions/revocations/requests`,
    body: { ada: "NO-SUCH-ADA", ground: "REVOCATION_REASON_1", comment: "Δοκιμή" },
    answer: apiAllowed(REVOCATION_REQUESTERS, 404),
  },
  {
    method: "POST",
    path: "/decisions/actions/revocations",
    example: `${API}/decisions/actions/revocations`,
    body: { ada: "NO-SUCH-ADA" },
    answer: apiAllowed(["admin"], 404),
  },
  {
    method: "POST",
    path: "/decisions/actions/massrevocation",
    example: `${API}/decisions/actions/massrevocation`,
    body: { adas: ["NO-SUCH-ADA"], ground: "REVOCATION_REASON_1", comment: "" },
    answer: apiAllowed(["admin"], 400),
  },
  {
    method: "POST",
    path: "/decisions/actions/revocations/cancellations",
    example: `${API}/decisions/actions/revocations/cancellations`,
    body: { ada: "NO-SUCH-ADA" },
    answer: apiAllowed(REVOCATION_REQUESTERS, 404),
  },
  {
    method: "POST",
    path: "/decisions/actions/batch",
    example: `${API}/decisions/actions/batch`,
    body: { versionIds: [] },
    answer: apiAllowed(REVOCATION_REQUESTERS, 400),
  },
  {
    method: "POST",
    path: "/decisions/actions/deletions",
    example: `${API}/decisions/actions/deletions`,
    body: { versionIds: [] },
    answer: apiAllowed(SUBMITTED_EDITORS, 400),
  },
  {
    method: "POST",
    path: "/decisions/v/{versionId}/attachments/remove",
    example: `${API}/decisions/v/{submittedVersionId}/attachments/remove`,
    body: { attachmentId: "no-such-attachment" },
    answer: apiAllowed(SUBMITTED_EDITORS, 404),
  },
  // Issues 9/15 (H23): the decision writes (decision-writes.server.ts), each refused so nothing is
  // written: a type that is none, a body the form's rules refuse (400), an edit as revoked of a published decision (409).
  {
    method: "POST",
    path: "/decisions",
    example: `${API}/decisions`,
    body: { decisionTypeId: "no-such-type", organizationId: "6013" },
    answer: apiAllowed(SUBMITTED_EDITORS, 400),
  },
  {
    method: "POST",
    path: "/decisions/v/{versionId}",
    example: `${API}/decisions/v/{submittedVersionId}`,
    body: { issueDate: "not-a-day" },
    answer: apiAllowed(SUBMITTED_EDITORS, 400),
  },
  {
    method: "POST",
    path: "/decisions/{ada}",
    example: `${API}/decisions/{demoAda}`,
    body: { subject: "" },
    answer: apiAllowed(REVOCATION_REQUESTERS, 400),
  },
  {
    method: "POST",
    path: "/decisions/revoked/v/{versionId}/{ada}",
    example: `${API}/decisions/revoked/v/{demoVersionId}/{demoAda}`,
    body: { subject: "" },
    answer: apiAllowed(["admin"], 409),
  },
  {
    method: "GET",
    path: "/search",
    example: `${API}/search?q=%CE%B4%CE%AE%CE%BC%CE%BF%CF%85&fq=organizationUid:%226013%22&facet=true`,
    answer: 200,
  },
  // Bookmarks: the users who keep them (PERM_STOREDSEARCH_MANAGE, not API-only); the writes are refused examples.
  {
    method: "GET",
    path: "/prefs/bookmarks",
    example: `${API}/prefs/bookmarks`,
    answer: apiAllowed(BOOKMARK_KEEPERS, 200),
  },
  {
    method: "POST",
    path: "/prefs/bookmarks",
    example: `${API}/prefs/bookmarks`,
    body: { link: "/not-a-search", description: "x" },
    answer: apiAllowed(BOOKMARK_KEEPERS, 400),
  },
  {
    method: "POST",
    path: "/prefs/bookmarks/del",
    example: `${API}/prefs/bookmarks/del`,
    body: { id: 999999999 },
    answer: apiAllowed(BOOKMARK_KEEPERS, 404),
  },
  // Issue 17 (H2): positions, for system administrators. The writes are sent invalid (nothing changes).
  {
    method: "GET",
    path: "/config/positions",
    example: `${API}/config/positions?orgCategory=MUNICIPALITY`,
    answer: apiAllowed(["admin"], 200),
  },
  {
    method: "GET",
    path: "/config/positions/{uid}",
    example: `${API}/config/positions/POS_10091`,
    answer: apiAllowed(["admin"], 200),
  },
  {
    method: "POST",
    path: "/config/positions",
    example: `${API}/config/positions`,
    body: { label: "", orgCategory: "MUNICIPALITY" },
    answer: apiAllowed(["admin"], 400),
  },
  {
    method: "PUT",
    path: "/config/positions",
    example: `${API}/config/positions`,
    body: { uid: "POS_10091", label: "" },
    answer: apiAllowed(["admin"], 400),
  },
  // Configuration (issue 17, H3): search settings and index servers for system administrators; the
  // decision types per organisation category for those who administer decision types; the shared
  // reads for every signed-in user. The writes are refused examples (a page size of 0, a batch of 0,
  // a category that does not exist).
  {
    method: "GET",
    path: "/config/search/{category}",
    example: `${API}/config/search/lumiview`,
    answer: apiAllowed(["admin"], 200),
  },
  {
    method: "POST",
    path: "/config/search/{category}",
    example: `${API}/config/search/lumiview`,
    body: { pageSize: 0 },
    answer: apiAllowed(["admin"], 400),
  },
  {
    method: "GET",
    path: "/config/index_servers",
    example: `${API}/config/index_servers`,
    answer: apiAllowed(["admin"], 200),
  },
  {
    method: "POST",
    path: "/config/index_servers",
    example: `${API}/config/index_servers`,
    body: { reindexBatchSize: 0 },
    answer: apiAllowed(["admin"], 400),
  },
  {
    method: "GET",
    path: "/config-index-servers/status",
    example: `${API}/config-index-servers/status`,
    answer: apiCaller(200),
  },
  {
    method: "GET",
    path: "/config/dtperorgtype",
    example: `${API}/config/dtperorgtype`,
    answer: apiAllowed(["admin"], 200),
  },
  {
    method: "POST",
    path: "/config/dtperorgtype",
    example: `${API}/config/dtperorgtype`,
    body: { orgCategory: "NO_SUCH_CATEGORY", decisionTypes: ["Β.1.3"] },
    answer: apiAllowed(["admin"], 404),
  },
  {
    method: "GET",
    path: "/config-shared/dtperorgtype",
    example: `${API}/config-shared/dtperorgtype`,
    answer: apiCaller(200),
  },
  {
    method: "GET",
    path: "/config-shared/dtperorgtype/{orgCategory}",
    example: `${API}/config-shared/dtperorgtype/MUNICIPALITY`,
    answer: apiCaller(200),
  },
  {
    method: "GET",
    path: "/config-shared/templates/types/",
    example: `${API}/config-shared/templates/types/`,
    answer: apiCaller(200),
  },
  // Notices: a user asks about themselves only.
  {
    method: "GET",
    path: "/notices/getactive/{username}",
    example: `${API}/notices/getactive/publisher`,
    answer: apiAllowed(["publisher"], 200),
  },
  {
    method: "GET",
    path: "/notices/logs/count/{username}",
    example: `${API}/notices/logs/count/publisher`,
    answer: apiAllowed(["publisher"], 200),
  },
  // Configuration (issue 17, H1): system administrators only; the writes are refused examples.
  ...[
    { path: "/config/mail/templates", body: { id: "publication", subject: "Ανάρτηση {nosuch}", body: "{ada} {url}" } },
    { path: "/config/mail/settings", body: { host: "smtp.example.gr", port: 0 } },
    { path: "/config/vat/vies", body: { url: "not an address", timeoutMs: 5000 } },
    { path: "/config/vat/ggps", body: { url: "not an address", timeoutMs: 5000 } },
    { path: "/config/notifyRecipients", body: { recipients: ["not an address"] } },
  ].flatMap(({ path, body }): ApiCallRow[] => [
    { method: "GET", path, example: `${API}${path}`, answer: apiAllowed(["admin"], 200) },
    { method: "POST", path, example: `${API}${path}`, body, answer: apiAllowed(["admin"], 400) },
  ]),
  {
    method: "GET",
    path: "/config-shared/notifyRecipients",
    example: `${API}/config-shared/notifyRecipients`,
    answer: apiCaller(200),
  },
];

export function outcomeFor(outcomes: Record<Who, Outcome> | Outcome | undefined, who: Who): Outcome | undefined {
  if (outcomes === undefined) return undefined;
  return typeof outcomes === "object" && !("redirect" in outcomes) ? outcomes[who] : outcomes;
}

export interface Placeholders {
  ada: string;
  versionId: string;
  submittedVersionId: string;
  org: string;
  orgUid: string;
  nonce: string;
  demoAda: string;
  demoVersionId: string;
  /** The demo submitter's user id (users and security, issue 13). */
  userId: string;
  /** Versions 1 and 2 of a published decision (a seeded corrected copy): the comparison's example. */
  firstVersionId: string;
  secondVersionId: string;
  /** A unit of the demo organisation that a signer signs for (so it cannot be deleted). */
  unitUid: string;
  /** A signer of the demo organisation who has signed decisions (so cannot be deleted). */
  signerUid: string;
}

export function fill(template: string, values: Placeholders & Partial<ForeignPlaceholders>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: keyof (Placeholders & ForeignPlaceholders)) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The placeholder values, from the portal's database (better-sqlite3, read only). */
export function placeholdersFrom(db: { prepare(sql: string): { get(...args: unknown[]): unknown } }): Placeholders {
  const one = <T>(sql: string) => {
    const row = db.prepare(sql).get() as T | undefined;
    if (!row) throw new Error(`no row for: ${sql}`);
    return row;
  };
  const demo = one<{ uid: string; latinName: string }>(
    "SELECT uid, latin_name AS latinName FROM organizations WHERE uid = '6013'",
  );
  const published = one<{ ada: string; versionId: string }>(
    `SELECT ada, latest_version_id AS versionId FROM decisions
      WHERE status = 'PUBLISHED' AND ada IS NOT NULL ORDER BY published_at DESC, id DESC LIMIT 1`,
  );
  const submitted = one<{ versionId: string }>(
    "SELECT latest_version_id AS versionId FROM decisions WHERE status = 'SUBMITTED' AND org_uid = '6013' ORDER BY id LIMIT 1",
  );
  const demoPublished = one<{ ada: string; versionId: string }>(
    `SELECT ada, latest_version_id AS versionId FROM decisions
      WHERE status = 'PUBLISHED' AND org_uid = '6013' ORDER BY published_at, id LIMIT 1`,
  );
  const unit = one<{ uid: string }>(
    `SELECT su.unit_uid AS uid FROM signer_units su JOIN units u ON u.uid = su.unit_uid
      WHERE u.org_uid = '6013' ORDER BY su.unit_uid LIMIT 1`,
  );
  const signer = one<{ uid: string }>(
    `SELECT j.value AS uid FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id,
            json_each(v.signer_uids) j
      WHERE d.org_uid = '6013' AND d.status = 'PUBLISHED' LIMIT 1`,
  );
  const twoVersions = one<{ first: string; second: string }>(
    `SELECT a.version_id AS first, b.version_id AS second FROM decisions d
       JOIN decision_versions a ON a.decision_id = d.id AND a.version_number = 1
       JOIN decision_versions b ON b.decision_id = d.id AND b.version_number = 2
      WHERE d.status = 'PUBLISHED' AND a.published_at IS NOT NULL AND b.published_at IS NOT NULL
      ORDER BY d.id LIMIT 1`,
  );
  return {
    firstVersionId: twoVersions.first,
    secondVersionId: twoVersions.second,
    unitUid: unit.uid,
    signerUid: signer.uid,
    userId: String(one<{ id: number }>("SELECT id FROM users WHERE username = 'submitter'").id),
    demoAda: demoPublished.ada,
    demoVersionId: demoPublished.versionId,
    ada: published.ada,
    versionId: published.versionId,
    submittedVersionId: submitted.versionId,
    org: demo.latinName,
    orgUid: demo.uid,
    nonce: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
  };
}

// ---------------------------------------------------------------- Issue 13 (H7): route × role × organisation
//
// The rows above ask every route about the demo organisation's own objects. These ask the routes that
// act on one organisation's object about ANOTHER organisation's (ΔΗΜΟΣ ΘΕΣΣΑΛΟΝΙΚΗΣ, 6114): the demo
// users bound to the demo organisation (orgadmin, submitter, publisher, apiuser) must be refused,
// and the POST bodies here are ones that WOULD change the object if the route let them through (a
// forged post), so "refused" is checked twice: by the answer and by the other organisation's rows
// staying as they were (tests/e2e/route-organisation.spec.ts). Holders of a role on '0' (admin,
// usermanager) are answered as on their own organisation; they only GET here, never POST.
// tests/unit/route-table.test.ts fails when a staff route acting on an organisation's object has no
// row here.

/** The demo users whose roles are on the demo organisation only. */
export const ORG_BOUND: Who[] = ["orgadmin", "submitter", "publisher", "apiuser"];

/** Placeholders naming placeholders of the demo organisation's objects: a row using one needs a foreign row. */
export const ORG_SCOPED_PLACEHOLDERS = [
  "{orgUid}",
  "{org}",
  "{submittedVersionId}",
  "{demoAda}",
  "{demoVersionId}",
  "{unitUid}",
  "{signerUid}",
  "{userId}",
] as const;

/** Another organisation's objects, filled by foreignPlaceholdersFrom. */
export interface ForeignPlaceholders {
  otherOrgUid: string;
  otherOrg: string;
  otherAda: string;
  otherVersionId: string;
  otherUpdatedAt: string;
  otherSubmittedVersionId: string;
  otherSubmittedUpdatedAt: string;
  otherUnitUid: string;
  otherSignerUid: string;
  /** A user whose only role is on the other organisation. */
  otherUserId: string;
  otherPubdocId: string;
  otherTemplateId: string;
}

export interface ForeignRow {
  /** The route module (a row of ROUTE_TABLE). */
  file: string;
  /** The address acting on the other organisation's object ({other*} placeholders). */
  example: string;
  get: Record<Who, Outcome> | Outcome;
  /** A body that would change the object if it were let through; sent by the ORG_BOUND users only. */
  post?: Record<string, string>;
  postAnswer?: Partial<Record<Who, Outcome>> | Outcome;
}

/** GET: `ok` for the users named (holders of a role on every organisation), `refused` for the rest. */
const onlyGlobal = (allowed: Who[], ok: Outcome, refused: Outcome): Record<Who, Outcome> =>
  staffScreen(allowed, ok, refused);

/** A submitted version of another body: 404 to visitors, `refused` to users without the right on it. */
const hiddenVersion = (refused: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((who) => [who, who === "admin" ? 200 : who === "anonymous" ? 404 : refused])) as Record<
    Who,
    Outcome
  >;

export const FOREIGN_ROWS: ForeignRow[] = [
  // Decisions of another organisation: the publisher, submitter (who may act on their own body's) are refused.
  {
    file: "decision.new.tsx",
    example: "/decision/new?type=%CE%92.1.3&org={otherOrgUid}",
    // Those who may submit on their own body get the form's refusal of a forged organisation (400).
    get: { ...onlyGlobal(["admin"], 200, "forbidden"), submitter: 400, publisher: 400 },
    post: { decisionTypeId: "Β.1.3", organizationId: "{otherOrgUid}", subject: "Ξένη πράξη" },
    postAnswer: { orgadmin: 403, submitter: 400, publisher: 400, apiuser: 403 },
  },
  {
    file: "decision.publish.$versionId.tsx",
    example: "/decision/publish/{otherSubmittedVersionId}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { recipients: "" },
    postAnswer: 403,
  },
  {
    file: "decision.edit.$versionId.tsx",
    example: "/decision/edit/{otherSubmittedVersionId}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { updatedAt: "{otherSubmittedUpdatedAt}", subject: "Αλλαγμένη από άλλο φορέα" },
    postAnswer: 403,
  },
  {
    file: "decision.correctedcopy.$versionId.tsx",
    example: "/decision/correctedcopy/{otherVersionId}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { updatedAt: "{otherUpdatedAt}", subject: "Ορθή επανάληψη από άλλο φορέα" },
    postAnswer: 403,
  },
  {
    file: "decision.delete.$versionId.tsx",
    example: "/decision/delete/{otherSubmittedVersionId}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { updatedAt: "{otherSubmittedUpdatedAt}" },
    postAnswer: 403,
  },
  {
    file: "decision.attachments.$versionId.tsx",
    example: "/decision/attachments/{otherSubmittedVersionId}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { updatedAt: "{otherSubmittedUpdatedAt}", intent: "remove", attachmentId: "1" },
    postAnswer: 403,
  },
  {
    file: "decision.revocation.request.$ada.tsx",
    example: "/decision/revocation/request/{otherAda}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: {
      updatedAt: "{otherUpdatedAt}",
      ground: "REVOCATION_REASON_1",
      comment: "Αίτημα ανάκλησης από άλλο φορέα",
    },
    postAnswer: 403,
  },
  {
    file: "decision.revocation.complete.$ada.tsx",
    example: "/decision/revocation/complete/{otherAda}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { updatedAt: "{otherUpdatedAt}" },
    postAnswer: 403,
  },
  {
    file: "decision.revocation.cancel.$ada.tsx",
    example: "/decision/revocation/cancel/{otherAda}",
    get: onlyGlobal(["admin"], { redirect: "/decision/view/{otherAda}" }, "forbidden"),
    post: { updatedAt: "{otherUpdatedAt}" },
    postAnswer: 403,
  },
  {
    file: "decision.batch.tsx",
    example: "/decision/batch?op=delete&v={otherSubmittedVersionId}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { op: "delete", v: "{otherSubmittedVersionId}" },
    postAnswer: 403,
  },
  // A submitted version is seen by its own organisation only, on every page that shows it.
  {
    file: "decision.view.v.$versionId.tsx",
    example: "/decision/view/v/{otherSubmittedVersionId}",
    get: hiddenVersion("forbidden"),
  },
  {
    file: "doc.v.$versionId.tsx",
    example: "/doc/v/{otherSubmittedVersionId}",
    get: hiddenVersion(403),
  },
  {
    file: "decision.diff.$from.$to.tsx",
    example: "/decision/diff/{otherSubmittedVersionId}/{otherSubmittedVersionId}",
    // Hidden from the demo body's users before anything else is said; the administrator, who may
    // see it, is told that a version compared with itself is no comparison (400).
    get: { ...hiddenVersion("forbidden"), admin: 400 },
  },
  // The other organisation's structure: only the organisation administrators of that body.
  {
    file: "organization.edit.$uid.tsx",
    example: "/organization/edit/{otherOrgUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { label: "Άλλος φορέας μετονομασμένος" },
    postAnswer: 403,
  },
  {
    file: "organization.edit.$uid_.legislation.$id.remove.tsx",
    example: "/organization/edit/{otherOrgUid}/legislation/999999999/remove",
    get: onlyGlobal(["admin"], 404, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  {
    file: "organization.delete.$uid.tsx",
    example: "/organization/delete/{otherOrgUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  {
    file: "organization.$change.$uid.tsx",
    example: "/organization/activate/{otherOrgUid}?review=true&status=abolished",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { status: "abolished" },
    postAnswer: 403,
  },
  {
    file: "organization.unit.search.tsx",
    example: "/organization/unit/search?org={otherOrgUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
  },
  {
    file: "organization.unit.new.tsx",
    example: "/organization/unit/new?org={otherOrgUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { label: "Μονάδα από άλλο φορέα", activeFrom: "01/01/2025" },
    postAnswer: 403,
  },
  {
    file: "organization.unit.edit.$uid.tsx",
    example: "/organization/unit/edit/{otherUnitUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { label: "Μονάδα μετονομασμένη από άλλο φορέα", activeFrom: "01/01/2025" },
    postAnswer: 403,
  },
  {
    file: "organization.unit.delete.$uid.tsx",
    example: "/organization/unit/delete/{otherUnitUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  {
    file: "organization.signer.search.tsx",
    example: "/organization/signer/search?org={otherOrgUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
  },
  {
    file: "organization.signer.new.tsx",
    example: "/organization/signer/new?org={otherOrgUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { lastName: "Ξένος", firstName: "Υπογράφων", activeFrom: "01/01/2025" },
    postAnswer: 403,
  },
  {
    file: "organization.signer.edit.$uid.tsx",
    example: "/organization/signer/edit/{otherSignerUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: { lastName: "Αλλαγμένος", firstName: "Υπογράφων", activeFrom: "01/01/2025" },
    postAnswer: 403,
  },
  {
    file: "organization.signer.delete.$uid.tsx",
    example: "/organization/signer/delete/{otherSignerUid}",
    get: onlyGlobal(["admin"], 200, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  {
    file: "organization.dtview.tsx",
    example: "/organization/dtview?org={otherOrgUid}",
    // Only the administrator of that body (not even ROLE_ADMIN: the page is an organisation's own).
    get: onlyGlobal([], 200, "forbidden"),
    post: { org: "{otherOrgUid}", visible: "Β.1.3" },
    postAnswer: 403,
  },
  {
    file: "organization.templates.tsx",
    example: "/organization/templates?org={otherOrgUid}",
    get: onlyGlobal([], 200, "forbidden"),
    post: { org: "{otherOrgUid}", title: "Πρότυπο άλλου φορέα", type: "DECISION" },
    postAnswer: 403,
  },
  {
    file: "organization.recipients.tsx",
    example: "/organization/recipients?org={otherOrgUid}",
    // Only the administrator of that body (not even ROLE_ADMIN: the page is an organisation's own).
    get: onlyGlobal([], 200, "forbidden"),
    post: { org: "{otherOrgUid}", recipients: "press@example.org" },
    postAnswer: 403,
  },
  {
    file: "organization.templates_.$templateId.delete.tsx",
    example: "/organization/templates/{otherTemplateId}/delete",
    get: onlyGlobal([], 200, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  {
    file: "organization.pubdocs_.edit.$id.tsx",
    example: "/organization/pubdocs/edit/{otherPubdocId}",
    // Public documents are kept by the organisation administrators of their body (not ROLE_ADMIN).
    get: onlyGlobal([], 200, "forbidden"),
    post: { title: "Έγγραφο άλλου φορέα αλλαγμένο" },
    postAnswer: 403,
  },
  {
    file: "organization.pubdocs_.delete.$id.tsx",
    example: "/organization/pubdocs/delete/{otherPubdocId}",
    // Public documents are kept by the organisation administrators of their body (not ROLE_ADMIN).
    get: onlyGlobal([], 200, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  // The other organisation's users: their organisation administrators and the user managers only.
  {
    file: "administration.users_.$userId.tsx",
    example: "/administration/users/{otherUserId}",
    // An organisation administrator does not see accounts outside their bodies: "not found".
    get: { ...onlyGlobal(["usermanager"], 200, "forbidden"), orgadmin: 404 },
  },
  {
    file: "administration.users_.$userId_.$change.tsx",
    example: "/administration/users/{otherUserId}/lock",
    get: onlyGlobal(["usermanager"], 200, "forbidden"),
    post: {},
    postAnswer: 403,
  },
  {
    file: "administration.users_.$userId_.grant.tsx",
    example: "/administration/users/{otherUserId}/grant",
    get: { ...onlyGlobal(["usermanager"], 200, "forbidden"), orgadmin: 404 },
    post: { org: "{otherOrgUid}", role: "ROLE_ORG_PUBLISHER" },
    postAnswer: { orgadmin: 404, submitter: 403, publisher: 403, apiuser: 403 },
  },
  {
    file: "administration.users_.$userId_.withdraw.tsx",
    example: "/administration/users/{otherUserId}/withdraw?org={otherOrgUid}&role=ROLE_ORG_SUBMITTER",
    get: { ...onlyGlobal(["usermanager"], 200, "forbidden"), orgadmin: 404 },
    post: { org: "{otherOrgUid}", role: "ROLE_ORG_SUBMITTER" },
    postAnswer: 403,
  },
  {
    file: "administration.users_.$userId_.two-factor-reset.tsx",
    example: "/administration/users/{otherUserId}/two-factor-reset",
    get: onlyGlobal(["usermanager"], { redirect: "/administration/users/{otherUserId}" }, "forbidden"),
    post: { password: "demo-password" },
    postAnswer: 403,
  },
  {
    file: "administration.users_.$userId_.tokens.tsx",
    example: "/administration/users/{otherUserId}/tokens",
    get: onlyGlobal(["admin"], 200, "forbidden"),
  },
];

/**
 * The JSON API calls that read one version, asked about another body's SUBMITTED version with a
 * session cookie: only those who may see it (here the operator, ROLE_ADMIN on '0') get it.
 * Issue 13 asks the matrix over "every JSON API call that exists": these are the ones that read
 * one organisation's unpublished object; the others read public data or the caller's own.
 */
export const FOREIGN_API_ROWS: { path: string; example: string; answer: Record<Who, Outcome> }[] = [
  "/decisions/view/v/{versionId}",
  "/decisions/v/{versionId}/full",
  "/decisions/v/{versionId}/history",
].map((path) => ({
  path,
  example: `${API}${path.replace("{versionId}", "{otherSubmittedVersionId}")}`,
  // SPEC §8: 401 without a login, 403 for a signed-in user without the right on that body.
  answer: Object.fromEntries(
    WHO.map((who) => [who, who === "admin" ? 200 : who === "anonymous" ? 401 : 403]),
  ) as Record<Who, Outcome>,
}));

/** The other organisation's object ids (the spec makes the user, public document and template first). */
export function foreignPlaceholdersFrom(db: {
  prepare(sql: string): { get(...args: unknown[]): unknown };
}): ForeignPlaceholders {
  const one = <T>(sql: string, ...args: unknown[]) => {
    const row = db.prepare(sql).get(...args) as T | undefined;
    if (!row) throw new Error(`no row for: ${sql}`);
    return row;
  };
  const org = one<{ uid: string; latinName: string }>(
    "SELECT uid, latin_name AS latinName FROM organizations WHERE uid = ?",
    FOREIGN_ORG_UID,
  );
  const published = one<{ ada: string; versionId: string; updatedAt: number }>(
    `SELECT ada, latest_version_id AS versionId, updated_at AS updatedAt FROM decisions
      WHERE status = 'PUBLISHED' AND org_uid = ? ORDER BY id LIMIT 1`,
    FOREIGN_ORG_UID,
  );
  const submitted = one<{ versionId: string; updatedAt: number }>(
    `SELECT latest_version_id AS versionId, updated_at AS updatedAt FROM decisions
      WHERE status = 'SUBMITTED' AND org_uid = ? ORDER BY id LIMIT 1`,
    FOREIGN_ORG_UID,
  );
  // A unit and a signer nobody's decision needs, so a delete let through would really delete.
  const unit = one<{ uid: string }>(
    `SELECT uid FROM units WHERE org_uid = ? ORDER BY uid NOT IN (SELECT unit_uid FROM signer_units) DESC, uid LIMIT 1`,
    FOREIGN_ORG_UID,
  );
  const signer = one<{ uid: string }>(
    "SELECT uid FROM signers WHERE org_uid = ? ORDER BY uid LIMIT 1",
    FOREIGN_ORG_UID,
  );
  const user = one<{ id: number }>("SELECT id FROM users WHERE username = ?", FOREIGN_USERNAME);
  const pubdoc = one<{ id: number }>(
    "SELECT id FROM public_documents WHERE org_uid = ? ORDER BY id LIMIT 1",
    FOREIGN_ORG_UID,
  );
  const template = one<{ templateId: string }>(
    "SELECT template_id AS templateId FROM document_templates WHERE org_uid = ? ORDER BY id LIMIT 1",
    FOREIGN_ORG_UID,
  );
  return {
    otherOrgUid: org.uid,
    otherOrg: org.latinName,
    otherAda: published.ada,
    otherVersionId: published.versionId,
    otherUpdatedAt: String(published.updatedAt),
    otherSubmittedVersionId: submitted.versionId,
    otherSubmittedUpdatedAt: String(submitted.updatedAt),
    otherUnitUid: unit.uid,
    otherSignerUid: signer.uid,
    otherUserId: String(user.id),
    otherPubdocId: String(pubdoc.id),
    otherTemplateId: template.templateId,
  };
}

/** The other organisation of the matrix, and the clerk whose only role is there. */
export const FOREIGN_ORG_UID = "6114";
export const FOREIGN_USERNAME = "other-org-clerk";
