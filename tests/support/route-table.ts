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
 *   (seeded, so the lifecycle specs, which make their own decisions, never change it).
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
}

const staffScreen = (allowed: Who[], ok: Outcome, refusedAnswer: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(
    WHO.map((who) => [who, who === "anonymous" ? "login" : allowed.includes(who) ? ok : refusedAnswer]),
  ) as Record<Who, Outcome>;
const loggedIn = (ok: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((who) => [who, who === "anonymous" ? "login" : ok])) as Record<Who, Outcome>;

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
    pattern: "/userhome?submitted&pending&published",
    methods: ["GET"],
    access: "logged in",
    example: "/userhome",
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
      "recipients",
      "__intent__",
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
    pattern: "/f/:org",
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
      "recipients",
      "__intent__",
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
      "__intent__",
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
    // The same published version on both sides: a valid comparison that finds no change.
    example: "/decision/diff/{demoVersionId}/{demoVersionId}",
    get: 200,
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
    access: { staff: "ROLE_USER_MANAGER" },
    example: "/administration/users?role=ROLE_ORG_SUBMITTER",
    get: staffScreen(["usermanager"], 200, "forbidden"),
    postAnswer: 405,
  },
  {
    file: "administration.users_.$userId.tsx",
    pattern: "/administration/users/:userId",
    methods: ["GET"],
    access: { staff: "ROLE_USER_MANAGER" },
    example: "/administration/users/{userId}",
    get: staffScreen(["usermanager"], 200, "forbidden"),
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
    access: { staff: "ROLE_USER_MANAGER" },
    example: "/administration/users/{userId}/grant",
    fields: ["org", "role"],
    // An organisation that does not exist: the form again with its error, nothing granted.
    post: { org: "no-such-organization", role: "ROLE_ORG_USER" },
    get: staffScreen(["usermanager"], 200, "forbidden"),
    postAnswer: staffScreen(["usermanager"], 400, 403),
  },
  {
    file: "administration.users_.$userId_.withdraw.tsx",
    pattern: "/administration/users/:userId/withdraw?org&role",
    methods: ["GET", "POST"],
    access: { staff: "ROLE_USER_MANAGER" },
    example: "/administration/users/{userId}/withdraw?org={orgUid}&role=ROLE_ORG_SUBMITTER",
    fields: ["org", "role"],
    // A role the submitter does not hold: nothing to withdraw, back to the user's page.
    post: { org: "{orgUid}", role: "ROLE_ORG_PUBLISHER" },
    get: staffScreen(["usermanager"], 200, "forbidden"),
    postAnswer: staffScreen(["usermanager"], { redirect: "/administration/users/{userId}" }, 403),
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
  {
    file: "administration.audit.tsx",
    pattern: "/administration/audit?user&action&from&to&page",
    methods: ["GET"],
    access: { staff: "ROLE_ADMIN" },
    example: "/administration/audit?action=user.",
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
      "/static/api/dashboards/org/:org/:call (info, historyorgs, decisions/latest, decisions/by/{dt,thk,unit,signer}, pubdocs, sub)",
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
  /** A unit of the demo organisation that a signer signs for (so it cannot be deleted). */
  unitUid: string;
  /** A signer of the demo organisation who has signed decisions (so cannot be deleted). */
  signerUid: string;
}

export function fill(template: string, values: Placeholders): string {
  return template.replace(/\{(\w+)\}/g, (_, name: keyof Placeholders) => {
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
  return {
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
