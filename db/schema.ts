/**
 * The whole data model of the register (SPEC §3, DESIGN.md "Data").
 *
 * Conventions:
 * - Reference entities that come from Diavgeia keep its string uids as primary keys
 *   (organisations "6013", units, signers, positions "POS_10091", decision types "Β.1.3").
 * - Times are integer epoch milliseconds (`*_at`, `*_ts`); calendar dates are ISO `YYYY-MM-DD` text.
 * - Lists that are only ever read with their owner (signer uids of a version, extra-field values)
 *   are JSON text; lists that are filtered on have their own table.
 * - A decision is the stable identity (ADA, status); its content lives in immutable versions.
 *   A published version's content cannot change: a trigger in the migrations enforces it.
 */
import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`;

// ---------------------------------------------------------------- dictionaries and catalogues

/** A dictionary (THK, FEKTYPES, ORG_CATEGORY, ORG_UNIT_CATEGORY, CPV, ...). */
export const dictionaries = sqliteTable("dictionaries", {
  uid: text("uid").primaryKey(),
  label: text("label").notNull(),
});

/** One item of a dictionary; items can be hierarchical (region -> municipality). */
export const dictionaryItems = sqliteTable(
  "dictionary_items",
  {
    dictionaryUid: text("dictionary_uid")
      .notNull()
      .references(() => dictionaries.uid),
    uid: text("uid").notNull(),
    label: text("label").notNull(),
    parentUid: text("parent_uid"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Set when an administrator deactivated the item: not offered to new decisions; old ones keep its label. */
    deactivatedAt: integer("deactivated_at"),
  },
  (t) => [primaryKey({ columns: [t.dictionaryUid, t.uid] })],
);

/** Tag categories (administration of dictionaries metadata, /administration/tagcategories). */
export const tagCategories = sqliteTable("tag_categories", {
  uid: text("uid").primaryKey(),
  label: text("label").notNull(),
  dictionaryUid: text("dictionary_uid").references(() => dictionaries.uid),
});

/** Organisational positions (Δήμαρχος, Προϊστάμενος Διεύθυνσης ...). */
export const positions = sqliteTable("positions", {
  uid: text("uid").primaryKey(),
  label: text("label").notNull(),
  orgCategoryUid: text("org_category_uid"),
  /** Set when an administrator deactivated the position: not offered to signers; holders keep it. */
  deactivatedAt: integer("deactivated_at"),
});

/** Decision types: 8 groups (allowedInDecisions false) and 35 leaf types. */
export const decisionTypes = sqliteTable("decision_types", {
  uid: text("uid").primaryKey(),
  label: text("label").notNull(),
  parentUid: text("parent_uid"),
  allowedInDecisions: integer("allowed_in_decisions", { mode: "boolean" }).notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Set when an administrator withdrew the type: no new decision may use it; published ones keep it. */
  withdrawnAt: integer("withdrawn_at"),
});

/**
 * Dynamic field definitions (SPEC §3): how the entry form of a decision type is built.
 * `decisionTypeUid` null means a common field shown for every type.
 */
export const fieldDefinitions = sqliteTable(
  "field_definitions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    decisionTypeUid: text("decision_type_uid").references(() => decisionTypes.uid),
    uid: text("uid").notNull(),
    fieldPath: text("field_path").notNull(),
    widget: text("widget").notNull(),
    label: text("label").notNull(),
    help: text("help"),
    maxLength: integer("max_length"),
    size: integer("size"),
    width: text("width"),
    required: integer("required", { mode: "boolean" }).notNull().default(false),
    defaultValue: text("default_value"),
    shownWhen: text("shown_when"),
    enabledOn: text("enabled_on"),
    dependsOn: text("depends_on"),
    updateAttr: text("update_attr"),
    clearAttr: text("clear_attr"),
    selectionListUrl: text("selection_list_url"),
    dataByUidUrl: text("data_by_uid_url"),
    arrayView: text("array_view"),
    dictionaryUid: text("dictionary_uid"),
    searchTerm: text("search_term"),
    /** DECISION_SEARCH_BOX: the types a related decision may be of (JSON list; null: any). */
    relatedTypes: text("related_types", { mode: "json" }).$type<string[]>(),
    /** DECISION_SEARCH_BOX: the related decision must be of the same body. */
    relatedSameOrganization: integer("related_same_org", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("field_definitions_type_idx").on(t.decisionTypeUid, t.sortOrder)],
);

/** Which decision types an organisation category may use (/administration/dtperorgtype). */
export const decisionTypesPerOrgCategory = sqliteTable(
  "decision_types_per_org_category",
  {
    orgCategoryUid: text("org_category_uid").notNull(),
    decisionTypeUid: text("decision_type_uid")
      .notNull()
      .references(() => decisionTypes.uid),
  },
  (t) => [primaryKey({ columns: [t.orgCategoryUid, t.decisionTypeUid] })],
);

// ---------------------------------------------------------------- organisations

export const organizations = sqliteTable(
  "organizations",
  {
    uid: text("uid").primaryKey(),
    label: text("label").notNull(),
    abbreviation: text("abbreviation"),
    latinName: text("latin_name").notNull(),
    /** active | inactive | pending, as Diavgeia reports it. */
    status: text("status").notNull().default("active"),
    categoryUid: text("category_uid").notNull(),
    vatNumber: text("vat_number"),
    fekNumber: text("fek_number"),
    fekIssue: text("fek_issue"),
    fekYear: text("fek_year"),
    emailContact: text("email_contact"),
    website: text("website"),
    supervisorUid: text("supervisor_uid"),
    /** SPEC §4: active+in effect can publish; active+not in effect is abolished; neither is pending. */
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    inEffect: integer("in_effect", { mode: "boolean" }).notNull().default(true),
    operationEffectedFrom: text("operation_effected_from"),
    validFrom: text("valid_from"),
    validUntil: text("valid_until"),
    /** Short code that makes this body's ADAs recognisable (per-organisation part of the ADA). */
    adaCode: text("ada_code").notNull(),
    createdAt: integer("created_at").notNull().default(now),
    /** Set when the body was merged into another: its decisions, units and signers moved there, its names lead there. */
    mergedIntoUid: text("merged_into_uid"),
  },
  (t) => [
    uniqueIndex("organizations_latin_name_idx").on(t.latinName),
    uniqueIndex("organizations_ada_code_idx").on(t.adaCode),
    index("organizations_supervisor_idx").on(t.supervisorUid),
    index("organizations_category_idx").on(t.categoryUid),
  ],
);

/** Organisation domains (ORG_DOMAIN dictionary) an organisation belongs to. */
export const organizationDomains = sqliteTable(
  "organization_domains",
  {
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    domainUid: text("domain_uid").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgUid, t.domainUid] })],
);

/** Buildings of an organisation; only one may be the main building. */
export const organizationBuildings = sqliteTable(
  "organization_buildings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    description: text("description").notNull(),
    mainBuilding: integer("main_building", { mode: "boolean" }).notNull().default(false),
    streetName: text("street_name"),
    streetNumber: text("street_number"),
    poBox: text("po_box"),
    city: text("city"),
  },
  (t) => [index("organization_buildings_org_idx").on(t.orgUid)],
);

/**
 * An organisation's legislation (SPEC §2 organisation form): the legal acts that found or govern
 * it, a title and a reference such as «ν. 3852/2010 (ΦΕΚ Α' 87)», with an optional https link and
 * date (YYYY-MM-DD). Edited row by row on /organization/edit/{uid}.
 */
export const organizationLegislation = sqliteTable(
  "organization_legislation",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    title: text("title").notNull(),
    reference: text("reference").notNull(),
    url: text("url"),
    actDate: text("act_date"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("organization_legislation_org_idx").on(t.orgUid, t.actDate)],
);

export const units = sqliteTable(
  "units",
  {
    uid: text("uid").primaryKey(),
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    /** Parent unit, or the organisation uid itself for top-level units (as Diavgeia does). */
    parentUid: text("parent_uid"),
    label: text("label").notNull(),
    abbreviation: text("abbreviation"),
    categoryUid: text("category_uid"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    activeFrom: integer("active_from"),
    activeUntil: integer("active_until"),
  },
  (t) => [index("units_org_idx").on(t.orgUid)],
);

export const signers = sqliteTable(
  "signers",
  {
    uid: text("uid").primaryKey(),
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    activeFrom: integer("active_from"),
    activeUntil: integer("active_until"),
    hasOrganizationSignRights: integer("has_org_sign_rights", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("signers_org_idx").on(t.orgUid)],
);

/** A signer signs for a unit in a position. */
export const signerUnits = sqliteTable(
  "signer_units",
  {
    signerUid: text("signer_uid")
      .notNull()
      .references(() => signers.uid),
    unitUid: text("unit_uid").notNull(),
    positionUid: text("position_uid"),
  },
  (t) => [primaryKey({ columns: [t.signerUid, t.unitUid] })],
);

// ---------------------------------------------------------------- documents

/**
 * A stored file (decision PDF, attachment, template, public document): one use of the bytes kept
 * under `sha256` in `document_contents` (app/documents/content-store.server.ts, decision 098). A
 * composed decision not rendered yet has the empty hash and no bytes (#db/pending-documents).
 */
export const documents = sqliteTable(
  "documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sha256: text("sha256").notNull(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [index("documents_sha_idx").on(t.sha256)],
);

/** The bytes of stored files, once per content, under their SHA-256 (hex). */
export const documentContents = sqliteTable("document_contents", {
  sha256: text("sha256").primaryKey(),
  size: integer("size").notNull(),
  content: blob("content", { mode: "buffer" }).notNull(),
  createdAt: integer("created_at").notNull(),
});

// ---------------------------------------------------------------- decisions

/**
 * The stable identity of a decision. `ada` is null until first publication.
 * `status` is one of SUBMITTED, PUBLISHED, PENDING_REVOCATION, REVOKED (shared/decision-status.ts).
 */
export const decisions = sqliteTable(
  "decisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ada: text("ada"),
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    status: text("status").notNull(),
    latestVersionId: text("latest_version_id").notNull(),
    /** First publication (ADA assignment): Diavgeia's publishTimestamp. */
    publishedAt: integer("published_at"),
    /** Time of the latest version: Diavgeia's submissionTimestamp. */
    updatedAt: integer("updated_at").notNull(),
    createdAt: integer("created_at").notNull(),
    createdBy: integer("created_by").references(() => users.id),
    revocationReason: text("revocation_reason"),
    revokedAt: integer("revoked_at"),
    revokedBy: integer("revoked_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("decisions_ada_idx").on(t.ada),
    index("decisions_org_status_idx").on(t.orgUid, t.status, t.publishedAt),
    index("decisions_status_idx").on(t.status, t.updatedAt),
    // Newest publications overall and per organisation (home page, RSS): walked in order.
    index("decisions_published_idx").on(t.publishedAt, t.id),
    index("decisions_org_published_idx").on(t.orgUid, t.publishedAt, t.id),
  ],
);

/**
 * One immutable version of a decision's content. Edits and corrected copies (ορθή επανάληψη)
 * create new versions; `correctedVersionId` points to the version a corrected copy replaces.
 * Once `published_at` is set, a trigger refuses any UPDATE of content and any DELETE.
 */
export const decisionVersions = sqliteTable(
  "decision_versions",
  {
    versionId: text("version_id").primaryKey(),
    decisionId: integer("decision_id")
      .notNull()
      .references(() => decisions.id),
    versionNumber: integer("version_number").notNull(),
    /** Status the decision had when this version was made (history display). */
    status: text("status").notNull(),
    correctedVersionId: text("corrected_version_id"),
    /** Why this version exists: submitted, edited, corrected copy, revoked ... */
    description: text("description"),
    protocolNumber: text("protocol_number").notNull(),
    subject: text("subject").notNull(),
    issueDate: text("issue_date").notNull(),
    decisionTypeUid: text("decision_type_uid")
      .notNull()
      .references(() => decisionTypes.uid),
    unitUids: text("unit_uids", { mode: "json" }).$type<string[]>().notNull(),
    signerUids: text("signer_uids", { mode: "json" }).$type<string[]>().notNull(),
    thematicCategoryUids: text("thematic_category_uids", { mode: "json" }).$type<string[]>().notNull(),
    /** Headline amount in euro (from the type's amount field), for search and display. */
    amount: real("amount"),
    financialYear: integer("financial_year"),
    extraFieldValues: text("extra_field_values", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    privateData: integer("private_data", { mode: "boolean" }).notNull().default(false),
    documentId: integer("document_id").references(() => documents.id),
    createdAt: integer("created_at").notNull(),
    createdBy: integer("created_by").references(() => users.id),
    /** Set when this version went public; from then on its content is frozen. */
    publishedAt: integer("published_at"),
    /** The type's definition this version was saved with (null: the seeded one, before any change). */
    definitionId: integer("definition_id"),
  },
  (t) => [
    index("decision_versions_decision_idx").on(t.decisionId, t.versionNumber),
    // The corrected copy that replaced a version (its stamp's second line): one seek, not a scan
    // of every version. Only corrected copies have the column set.
    index("decision_versions_corrected_idx")
      .on(t.correctedVersionId, t.versionNumber)
      .where(sql`${t.correctedVersionId} IS NOT NULL`),
    // A body's other decisions with the same protocol number (the save checks' warning): the
    // versions with that number, not every decision of the body.
    index("decision_versions_protocol_idx").on(t.protocolNumber),
  ],
);

export const attachments = sqliteTable(
  "attachments",
  {
    id: text("id").primaryKey(),
    versionId: text("version_id")
      .notNull()
      .references(() => decisionVersions.versionId),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id),
    description: text("description"),
  },
  (t) => [index("attachments_version_idx").on(t.versionId)],
);

/** E-mail addresses notified when a decision is published. */
export const decisionRecipients = sqliteTable(
  "decision_recipients",
  {
    decisionId: integer("decision_id")
      .notNull()
      .references(() => decisions.id),
    email: text("email").notNull(),
  },
  (t) => [primaryKey({ columns: [t.decisionId, t.email] })],
);

// ---------------------------------------------------------------- users and access

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    userType: text("user_type").notNull().default("ORG_USER"),
    authType: text("auth_type").notNull().default("basic"),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    locked: integer("locked", { mode: "boolean" }).notNull().default(false),
    lastLoginAt: integer("last_login_at"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("users_username_idx").on(t.username)],
);

export const roles = sqliteTable("roles", {
  id: text("id").primaryKey(),
  label: text("label").notNull(),
});

export const permissions = sqliteTable("permissions", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
});

export const rolePermissions = sqliteTable(
  "role_permissions",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => roles.id),
    permissionId: text("permission_id")
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Which roles may grant which roles (SPEC §3 Role.grantors). */
export const roleGrantors = sqliteTable(
  "role_grantors",
  {
    roleId: text("role_id")
      .notNull()
      .references(() => roles.id),
    grantorRoleId: text("grantor_role_id")
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.grantorRoleId] })],
);

/** A role held by a user on an organisation; orgUid '0' means every organisation. */
export const userAccess = sqliteTable(
  "user_access",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    orgUid: text("org_uid").notNull(),
    roleId: text("role_id")
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orgUid, t.roleId] })],
);

/** Server-side sessions: the cookie carries only `id`, so logout and expiry really end access. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    // Users and security (issue 13): shown on /profile's list of the user's sessions.
    address: text("address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- publication statistics

/**
 * Publications per Athens month and decision type, and per month and organisation: the /stats
 * page and the statistics API read these small tables instead of counting decisions. They are
 * derived data, rebuilt month by month in the background (app/stats/publication-stats.server.ts).
 */
export const publicationStatsByType = sqliteTable(
  "publication_stats_by_type",
  {
    month: text("month").notNull(),
    decisionTypeUid: text("decision_type_uid").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.decisionTypeUid] })],
);

export const publicationStatsByOrg = sqliteTable(
  "publication_stats_by_org",
  {
    month: text("month").notNull(),
    orgUid: text("org_uid").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.orgUid] })],
);

/** When each month's rows were last computed, and from how many publications. */
export const publicationStatsMonths = sqliteTable("publication_stats_months", {
  month: text("month").primaryKey(),
  publications: integer("publications").notNull(),
  computedAt: integer("computed_at").notNull(),
});

/**
 * Publications per Athens day (the home page's line of the last 30 days) and from how many the
 * day's organisation rows were built; a day without publications has no row. Derived data like
 * the monthly tables, rebuilt day by day in the background (app/stats/daily-publication-stats.server.ts).
 */
export const publicationStatsDays = sqliteTable("publication_stats_days", {
  day: text("day").primaryKey(),
  publications: integer("publications").notNull(),
  computedAt: integer("computed_at").notNull(),
});

/**
 * One row (id 1) whose generation the refresh raises in every transaction that changes the
 * aggregates: each process's hourly figures are kept per generation, so a refresh made by any
 * process (or bundle) shows at once everywhere, for the price of one primary-key read.
 */
export const publicationStatsGeneration = sqliteTable("publication_stats_generation", {
  id: integer("id").primaryKey(),
  generation: integer("generation").notNull(),
});

/** Publications per Athens day and organisation (the statistics API's per-day line with ?org=). */
export const publicationStatsByOrgDay = sqliteTable(
  "publication_stats_by_org_day",
  {
    day: text("day").notNull(),
    orgUid: text("org_uid").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.orgUid] }),
    index("publication_stats_by_org_day_org_idx").on(t.orgUid, t.day),
  ],
);

/**
 * What /stats, the home page's categories and the statistics API show for the periods everyone
 * asks for (the whole history, /stats's preset periods): summed from the monthly aggregates by the
 * background refresh and kept here as JSON, so no visitor's request sums them
 * (app/stats/kept-period-stats.server.ts). Derived data, rewritten at each refresh.
 */
export const publicationStatsPeriods = sqliteTable("publication_stats_periods", {
  /** `YYYY-MM..YYYY-MM`; the whole history is `0000-01..9999-12`. */
  period: text("period").primaryKey(),
  /** A PublicationStats (app/stats/period-stats.server.ts) as JSON, without its organisations, */
  stats: text("stats").notNull(),
  /** which are apart (thousands of rows that only /stats and its download read). */
  organizations: text("organizations").notNull(),
  computedAt: integer("computed_at").notNull(),
});

// ---------------------------------------------------------------- frequently asked questions

/**
 * Questions asked through /faq/post and their answers (SPEC §2 /faq/search, /faq/post). A
 * question waits (PENDING) until an editor with PERM_EDIT_FEEDBACK answers and publishes it, or
 * rejects it. The asker's name and address are for the editor only, never shown publicly.
 */
export const faqEntries = sqliteTable(
  "faq_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    question: text("question").notNull(),
    answer: text("answer"),
    /** PENDING | PUBLISHED | REJECTED */
    status: text("status").notNull(),
    askerName: text("asker_name"),
    askerEmail: text("asker_email"),
    /** Question and answer, normalised as the search index normalises (search/normalize.ts). */
    searchText: text("search_text").notNull(),
    createdAt: integer("created_at").notNull(),
    answeredAt: integer("answered_at"),
    answeredBy: integer("answered_by").references(() => users.id),
  },
  (t) => [index("faq_entries_status_idx").on(t.status, t.answeredAt)],
);

// ---------------------------------------------------------------- users and security (issue 13)

/**
 * Single-use links mailed to a user: account activation, password reset, confirming a new e-mail
 * address. Only the SHA-256 of the token is stored, so a copy of the database opens no account.
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** activation | password-reset | email-change */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The address being confirmed (email-change only). */
    newEmail: text("new_email"),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [uniqueIndex("account_tokens_hash_idx").on(t.tokenHash), index("account_tokens_user_idx").on(t.userId)],
);

/**
 * A user's authenticator (TOTP, RFC 6238; docs/decisions/061-two-factor-login.md). The secret is
 * kept encrypted (app/access/second-factor/secret-box.server.ts). `confirmedAt` is null while the
 * user has started but not yet confirmed the enrolment; `lastTimeStep` refuses a code used twice.
 */
export const secondFactors = sqliteTable("second_factors", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  secretSealed: text("secret_sealed").notNull(),
  createdAt: integer("created_at").notNull(),
  confirmedAt: integer("confirmed_at"),
  lastTimeStep: integer("last_time_step"),
});

/** Single-use recovery codes of a user's second factor; only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * A login whose password was right and whose second factor is still awaited: the browser holds
 * a random id (cookie), the table its SHA-256. It ends after a few minutes or a few wrong codes.
 */
export const pendingLogins = sqliteTable(
  "pending_logins",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    redirectTo: text("redirect_to").notNull(),
  },
  (t) => [index("pending_logins_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- notices, bookmarks, preferences

export const notices = sqliteTable("notices", {
  uid: text("uid").primaryKey(),
  authorId: integer("author_id").references(() => users.id),
  message: text("message").notNull(),
  /** JSON list of targets: usernames, role ids or org uids. */
  targets: text("targets", { mode: "json" }).$type<string[]>().notNull(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  createdAt: integer("created_at").notNull().default(now),
});

/** A user's confirmation that a notice was read. */
export const noticeLogs = sqliteTable(
  "notice_logs",
  {
    noticeUid: text("notice_uid")
      .notNull()
      .references(() => notices.uid),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    readAt: integer("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeUid, t.userId] })],
);

export const bookmarks = sqliteTable("bookmarks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  link: text("link").notNull(),
  linkType: text("link_type").notNull().default("SEARCH"),
  description: text("description").notNull(),
  createdAt: integer("created_at").notNull().default(now),
});

export const documentTemplates = sqliteTable("document_templates", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  orgUid: text("org_uid")
    .notNull()
    .references(() => organizations.uid),
  templateId: text("template_id").notNull(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  decisionTypeUids: text("decision_type_uids", { mode: "json" }).$type<string[]>().notNull(),
  documentId: integer("document_id").references(() => documents.id),
});

/** Per-organisation decision-type preferences (/organization/dtview). */
export const decisionTypesPerOrg = sqliteTable(
  "decision_types_per_org",
  {
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    decisionTypeUid: text("decision_type_uid")
      .notNull()
      .references(() => decisionTypes.uid),
    visible: integer("visible", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.orgUid, t.decisionTypeUid] })],
);

/** Per-user decision defaults: kind 'basic' (metadata) or 'mailrecipients'. */
export const decisionDefaults = sqliteTable(
  "decision_defaults",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const publicDocuments = sqliteTable("public_documents", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  orgUid: text("org_uid")
    .notNull()
    .references(() => organizations.uid),
  title: text("title").notNull(),
  documentId: integer("document_id")
    .notNull()
    .references(() => documents.id),
  createdAt: integer("created_at").notNull().default(now),
});

// ---------------------------------------------------------------- configuration and mail

export const mailTemplates = sqliteTable("mail_templates", {
  id: text("id").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
});

/**
 * Key/value configuration grouped by category: mail settings, VAT services (ggps, vies),
 * search settings (opendata, lumiview, lumiview_export), index servers, notifyRecipients.
 */
export const configEntries = sqliteTable(
  "config_entries",
  {
    category: text("category").notNull(),
    key: text("key").notNull(),
    value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.key] })],
);

/** Every state change writes one row here, in the same transaction as the change. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    userId: integer("user_id").references(() => users.id),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/**
 * Changes waiting to reach an external search engine (Typesense). The embedded FTS5 index is
 * written in the same transaction as the decision; external engines are fed from here.
 */
export const searchOutbox = sqliteTable(
  "search_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    decisionId: integer("decision_id").notNull(),
    op: text("op").notNull(),
    createdAt: integer("created_at").notNull(),
    processedAt: integer("processed_at"),
  },
  // Processed rows stay a week (pruneOutbox): the sync's poll and the health figures walk only
  // the pending ones.
  (t) => [
    index("search_outbox_pending_idx")
      .on(t.id, t.createdAt)
      .where(sql`${t.processedAt} IS NULL`),
  ],
);

/** Mail handed to the transport, kept for audit and for retry when SMTP is down. */
export const mailLog = sqliteTable("mail_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: integer("at").notNull(),
  recipients: text("recipients", { mode: "json" }).$type<string[]>().notNull(),
  subject: text("subject").notNull(),
  status: text("status").notNull(),
  error: text("error"),
});

/**
 * Mail waiting to be delivered, and what became of it (docs/decisions/013-mail-outbox.md).
 * A row is written in the same transaction as the change that causes the message, so a
 * committed change always has its mail and a rolled-back one never does; app/mail/delivery.server.ts
 * sends it afterwards, at least once. `next_attempt_at` is both the retry time and the claim lease:
 * a worker that claims a row pushes it into the future, so a crashed worker's row comes due again.
 */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Names the message for good (its Message-ID is `<key@host>`): queuing it twice is a no-op. */
    idempotencyKey: text("idempotency_key").notNull(),
    messageId: text("message_id").notNull(),
    /** What caused it ("decision.publish"), for the administrator's list. */
    purpose: text("purpose").notNull(),
    recipients: text("recipients", { mode: "json" }).$type<string[]>().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** Extra header fields (e.g. List-Unsubscribe of an alert), name → value; null when none. */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: integer("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
    failedAt: integer("failed_at"),
  },
  (t) => [
    uniqueIndex("mail_outbox_key_idx").on(t.idempotencyKey),
    // Only undelivered rows are in these two, so the worker's poll stays one short index walk.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index("mail_outbox_pending_created_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index("mail_outbox_failed_idx")
      .on(t.failedAt)
      .where(sql`${t.failedAt} IS NOT NULL`),
  ],
);

/**
 * Work that only one process at a time may do (db/leases.ts): the search outbox sync, whose
 * batches must reach the external engine in order. The holder renews its lease while it works;
 * another process takes over once it has expired.
 */
export const workerLeases = sqliteTable("worker_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

/**
 * Reindex jobs started from /administration/search (docs/decisions/081-search-settings-and-reindex-job.md):
 * one runs at a time (the "search-reindex" lease of worker_leases); `cursor` is the last decision id
 * done, so a job whose process died resumes where it stopped.
 */
export const reindexJobs = sqliteTable("reindex_jobs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** running | done | failed */
  state: text("state").notNull(),
  engine: text("engine").notNull(),
  total: integer("total").notNull(),
  done: integer("done").notNull().default(0),
  cursor: integer("cursor").notNull().default(0),
  /**
   * Typesense: the fresh collection the job fills, named when the copy begins; searches read the
   * old one until the job ends and the alias moves (decision record 104). Null for FTS5.
   */
  targetCollection: text("target_collection"),
  /** Typesense: the newest search outbox row when the copy began (settled by the swap). */
  outboxBefore: integer("outbox_before"),
  error: text("error"),
  startedBy: integer("started_by").references(() => users.id),
  startedAt: integer("started_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  finishedAt: integer("finished_at"),
});

/** Next ADA serial per organisation; bumped in the publishing transaction. */
export const adaSequences = sqliteTable("ada_sequences", {
  orgUid: text("org_uid")
    .primaryKey()
    .references(() => organizations.uid),
  next: integer("next").notNull(),
});

// ---------------------------------------------------------------- search alerts (issue 12, H6)

/**
 * A followed search (app/alerts/, decision 055): mail to `email` with the search's new matches,
 * daily or at once. A logged-in user's alert is confirmed on creation; anyone else's waits for the
 * double opt-in link. `token` is the alert's secret capability: the confirm, manage and one-click
 * unsubscribe links carry it, so the mail needs no login. `cursor` is the first-publication time
 * up to which matches were already mailed; it moves in the same transaction that queues the mail.
 */
export const searchAlerts = sqliteTable(
  "search_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id),
    email: text("email").notNull(),
    /** The canonical /search path (app/search-page/links.ts). */
    link: text("link").notNull(),
    /** daily | immediate */
    frequency: text("frequency").notNull(),
    token: text("token").notNull(),
    createdAt: integer("created_at").notNull(),
    confirmedAt: integer("confirmed_at"),
    cursor: integer("cursor").notNull(),
    /** Athens day (YYYY-MM-DD) of the last daily digest run for this alert. */
    lastDigestDay: text("last_digest_day"),
  },
  (t) => [
    uniqueIndex("search_alerts_token_idx").on(t.token),
    uniqueIndex("search_alerts_email_link_idx").on(t.email, t.link),
    index("search_alerts_user_idx").on(t.userId),
    index("search_alerts_due_idx")
      .on(t.frequency, t.lastDigestDay)
      .where(sql`${t.confirmedAt} IS NOT NULL`),
  ],
);
// ---------------------------------------------------------------- API tokens (issues 13 and 15)

/**
 * Revocable tokens a user creates on /profile/tokens for scripts calling the JSON API. Only the
 * SHA-256 of the token is stored (it is shown once); `prefix` (its first characters) lets the
 * user tell tokens apart. A revoked token stays, with who revoked it, so the list is a history.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    label: text("label").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at"),
    revokedAt: integer("revoked_at"),
    revokedBy: integer("revoked_by").references(() => users.id),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- published documents (H5, issue 9)

/**
 * The file the public gets for a published version (docs/decisions/053, 054): the original
 * (`decision_versions.document_id`, kept as uploaded) stamped on every page with the ADA and the
 * publication time, plus, once a corrected copy replaced the version, the superseded note, and
 * signed with the portal's key. One row per published version; a superseded version's row points
 * at its newer file, the older one stays in `documents`.
 */
export const stampedDocuments = sqliteTable("stamped_documents", {
  versionId: text("version_id")
    .primaryKey()
    .references(() => decisionVersions.versionId),
  documentId: integer("document_id")
    .notNull()
    .references(() => documents.id),
  originalDocumentId: integer("original_document_id")
    .notNull()
    .references(() => documents.id),
  /** The checksum of the original the stamp was drawn on (the uploaded file's). */
  originalSha256: text("original_sha256").notNull(),
  /** The corrected copy that replaced this version, when the stamp says so. */
  supersededByVersionId: text("superseded_by_version_id"),
  /** The signing certificate's SHA-256 fingerprint. */
  signerFingerprint: text("signer_fingerprint").notNull(),
  stampedAt: integer("stamped_at").notNull(),
});

// ---------------------------------------------------------------- staged uploads (issue 8, SPEC §2 "Upload")

/**
 * A decision document uploaded ahead of its form (with JavaScript: queued, then sent with a
 * progress bar; SPEC §2 "Upload"). Usable only by its uploader, through an unguessable token
 * (stored as its SHA-256), for a day; the decision saved with it copies the bytes into
 * `documents`. Not a change of the register, so no audit row: the save that uses it has one.
 */
export const stagedUploads = sqliteTable(
  "staged_uploads",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    content: blob("content", { mode: "buffer" }).notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("staged_uploads_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- organisation structure (issue 14, H7)

/**
 * Latin names a body no longer carries after a rename: /f/{oldName} still leads to it (301). A
 * name here is taken: no other body may choose it, so an old link never changes meaning.
 */
export const organizationFormerNames = sqliteTable(
  "organization_former_names",
  {
    latinName: text("latin_name").primaryKey(),
    orgUid: text("org_uid")
      .notNull()
      .references(() => organizations.uid),
    retiredAt: integer("retired_at").notNull(),
  },
  (t) => [index("organization_former_names_org_idx").on(t.orgUid)],
);

// ---------------------------------------------------------------- administration of decision types (H2)

/**
 * Every definition a decision type has had (/administration/dt): a snapshot of its field
 * definitions, taken at each change. `field_definitions` is the current one; a decision version
 * names the snapshot it was saved with (decision_versions.definition_id), so its page and its
 * corrections read the fields it was written against.
 */
export const decisionTypeDefinitions = sqliteTable(
  "decision_type_definitions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    decisionTypeUid: text("decision_type_uid")
      .notNull()
      .references(() => decisionTypes.uid),
    version: integer("version").notNull(),
    fields: text("fields", { mode: "json" }).$type<FieldDefinitionSnapshot[]>().notNull(),
    createdAt: integer("created_at").notNull(),
    createdBy: integer("created_by").references(() => users.id),
  },
  (t) => [uniqueIndex("decision_type_definitions_version_idx").on(t.decisionTypeUid, t.version)],
);

/** A field_definitions row as a snapshot stores it (without its row id and type). */
export type FieldDefinitionSnapshot = Omit<typeof fieldDefinitions.$inferSelect, "id" | "decisionTypeUid">;

/**
 * REST notifications a document system asked for with the write API's `requestRestNotification`
 * action (docs/decisions/103): one row per publication and callback URL, queued in the
 * publication's transaction and POSTed by app/opendata/rest-notify.server.ts after the commit,
 * retried with the mail outbox's back-off. The Basic password is kept only until the row is
 * delivered or given up, then erased.
 */
export const restNotifications = sqliteTable(
  "rest_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** `publish.<versionId>.<url hash>`: queuing the same notice twice is a no-op. */
    idempotencyKey: text("idempotency_key").notNull(),
    decisionId: integer("decision_id")
      .notNull()
      .references(() => decisions.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    username: text("username"),
    password: text("password"),
    /** The JSON notice: {ada, versionId, status, publishTimestamp, documentUrl}. */
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at"),
    failedAt: integer("failed_at"),
  },
  (t) => [
    uniqueIndex("rest_notifications_key_idx").on(t.idempotencyKey),
    index("rest_notifications_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

/**
 * What a document system asked to happen when a decision it stored without publishing
 * (`publish: false`) is published later, by whoever publishes it (the page, a batch, the API):
 * e-mail its recipients (`notifyRecipients`) and POST its REST notices (`requestRestNotification`,
 * url + Basic credentials). Written in the submission's transaction; read and deleted in the
 * publication's, which queues the mail and the notices (docs/decisions/107), so the password is
 * kept no longer than the decision waits.
 */
export const publicationRequests = sqliteTable("publication_requests", {
  decisionId: integer("decision_id")
    .primaryKey()
    .references(() => decisions.id, { onDelete: "cascade" }),
  notifyRecipients: integer("notify_recipients", { mode: "boolean" }).notNull(),
  restNotifications: text("rest_notifications", { mode: "json" })
    .$type<{ url: string; username?: string; password?: string }[]>()
    .notNull(),
  createdAt: integer("created_at").notNull(),
});
