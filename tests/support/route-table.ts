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
 *   a value unique to the run (so refused logins of one run do not throttle the next).
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
    pattern: "/userhome",
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
  // Organisations, units and signers (issue 14)
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
    ada: published.ada,
    versionId: published.versionId,
    submittedVersionId: submitted.versionId,
    org: demo.latinName,
    orgUid: demo.uid,
    nonce: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
  };
}
