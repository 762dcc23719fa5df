/**
 * The register's configuration: every environment variable it reads, parsed and checked once
 * with zod. Nothing else in app/, db/, search/ or server.ts reads `process.env`; they import
 * `config()` from here. A bad or missing variable stops the server at start-up with one message
 * that lists every problem (see `describeConfigError`), rather than failing later in a request.
 *
 * This folder sits below every other layer: it imports nothing from the project.
 */
import os from "node:os";
import { z } from "zod";

const KIB = 1024;
const MIB = 1024 * KIB;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const httpUrl = z
  .string()
  .trim()
  .url({ message: "πρέπει να είναι πλήρης διεύθυνση http(s)://…" })
  .refine((value) => /^https?:\/\//i.test(value), { message: "πρέπει να ξεκινά με http:// ή https://" });

const envShape = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  /** The address citizens use (behind a proxy or CDN): the only source of absolute links. */
  PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  DATABASE_PATH: z.string().trim().min(1).default("./data/portal.db"),
  DEMO_PASSWORD: z.string().min(1).default("demo-password"),
  /** Cookie signing secrets, comma-separated: the first signs, all verify (rotation). */
  SESSION_SECRET: optionalText,
  SESSION_TTL_MINUTES: positiveInt(480),
  /**
   * "true": administrators (system, user and organisation administrators) must enrol a second
   * factor before they may use any staff screen (issue 13; docs/decisions/061-two-factor-login.md).
   */
  TWO_FACTOR_REQUIRED_FOR_ADMINS: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((value) => value === "true"),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//i, "πρέπει να ξεκινά με smtp:// ή smtps://")
      .optional(),
  ),
  OUTBOX_DIR: z.string().trim().min(1).default("./outbox"),
  MAIL_FROM: z.string().trim().min(3).default("noreply@example.org"),
  /**
   * The external ticketing site the footer's contact link opens (SPEC §9). For a logged-in user the
   * link carries their organisation, username, names, phone and e-mail; unset: no contact link.
   */
  CONTACT_FORM_URL: optionalText.pipe(httpUrl.optional()),
  /** Where the accessibility statement asks visitors to report a barrier (law 4727/2020). */
  ACCESSIBILITY_CONTACT: z.string().trim().email().default("accessibility@example.org"),
  /**
   * The news shown on the home page (SPEC §2, §7): an RSS 2.0 or Atom feed, or a JSON array of
   * { title, content, date, permalink }. Unset: no news section.
   */
  NEWS_FEED_URL: optionalText.pipe(httpUrl.optional()),
  /** How long fetched news is kept before the next visit fetches it again, in the background. */
  NEWS_FEED_TTL_SECONDS: positiveInt(900),
  /** Delivery attempts before a queued message is marked failed for an administrator (app/mail). */
  MAIL_MAX_ATTEMPTS: positiveInt(8),
  /** How long a delivery worker holds a message it is sending before another may retry it. */
  MAIL_LEASE_SECONDS: positiveInt(300),
  TYPESENSE_URL: optionalText.pipe(httpUrl.optional()),
  TYPESENSE_API_KEY: optionalText,
  TYPESENSE_COLLECTION: z.string().trim().min(1).default("decisions"),
  /**
   * Web processes serving requests over the one database file (node:cluster, decision 085): empty
   * = every core in production, 1 otherwise. With more than one, the first process applies the
   * migrations and seeds, then forks them, restarts one that dies and stops them all on SIGTERM.
   */
  WEB_PROCESSES: optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, "πρέπει να είναι ακέραιος από 1 έως 64")
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, "πρέπει να είναι ακέραιος από 1 έως 64")
          .max(64, "πρέπει να είναι ακέραιος από 1 έως 64"),
      )
      .optional(),
  ),
  /**
   * Worker threads per web process for the PDF work of publications (the upload's check, a
   * document's text, the stamped and signed copy; decision 148), once the server is built; 0 = on
   * the web process's own thread, as the source (tests, scripts) always runs it. Two by default:
   * with one, a publication's check and text waited behind the stamps of those answered before it
   * (decision 157).
   */
  PDF_THREADS: optionalText
    .pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, "πρέπει να είναι ακέραιος από 0 έως 16")
        .transform(Number)
        .pipe(z.number().max(16, "πρέπει να είναι ακέραιος από 0 έως 16"))
        .optional(),
    )
    .transform((threads) => threads ?? 2),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Largest decision document accepted (the upload rule and the upload body limit use it). */
  MAX_DOCUMENT_BYTES: positiveInt(20 * MIB),
  /** Where `npm run dump` writes the daily bulk dumps and /opendata/dumps serves them from. */
  DUMP_DIR: z.string().trim().min(1).default("./data/dumps"),
  /** How many days of dumps are kept (older ones are deleted by the next dump). */
  DUMP_KEEP_DAYS: positiveInt(7),
  /** How often the search-alert worker looks for new matches (immediate alerts; the daily digest's hour). */
  ALERT_INTERVAL_SECONDS: positiveInt(60),
  /** Athens hour (0-23) from which the daily digests of search alerts are sent. */
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /**
   * The portal's signing certificate and key (PKCS#12 file) for the PAdES signature on every
   * published document, and its passphrase. Required in production; elsewhere a self-signed
   * certificate is made when the process starts (docs/decisions/054).
   */
  SIGNING_P12_PATH: optionalText,
  SIGNING_P12_PASSPHRASE: z.string().default(""),
  /**
   * An RFC 3161 timestamp authority: set, every signature gets its timestamp (PAdES B-T); unset, or
   * when it fails or takes longer than TSA_TIMEOUT_MS, the signature is B-B (docs/decisions/091).
   */
  TSA_URL: optionalText.pipe(httpUrl.optional()),
  TSA_TIMEOUT_MS: positiveInt(5000),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0 = none). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // ---- issue 8 (H8): the decision form's outside services (app/vat, app/eprocurement)
  /**
   * The EU VIES REST service (SPEC §5/§7 VAT check), e.g.
   * https://ec.europa.eu/taxation_customs/vies/rest-api. Unset: EU numbers cannot be confirmed
   * (the check answers «Αδυναμία ελέγχου εγκυρότητας», which only warns).
   */
  VIES_URL: optionalText.pipe(httpUrl.optional()),
  /** The Greek GGPS/AADE RgWsPublic2 service for EL numbers. Unset: EL numbers go to VIES (country EL). */
  GGPS_URL: optionalText.pipe(httpUrl.optional()),
  GGPS_USERNAME: optionalText,
  GGPS_PASSWORD: optionalText,
  /** How long one VAT service call may take before it counts as unavailable. */
  VAT_TIMEOUT_MS: positiveInt(5000),
  /** The e-procurement (ΚΗΜΔΗΣ) metadata service: GET {url}/eproc/doc?type=…&adam=…. Unset: no import. */
  EPROCUREMENT_URL: optionalText.pipe(httpUrl.optional()),
  EPROCUREMENT_TIMEOUT_MS: positiveInt(5000),
  /** JSON API (issue 15): calls one authenticated user may make per minute before 429. */
  API_CALLS_PER_MINUTE: positiveInt(600),
  /** OpenData read API (issue 15): reads one client address may make per minute before 429. */
  OPENDATA_READS_PER_MINUTE: positiveInt(1200),
});

/** Rules across variables, checked on the raw values so they are reported with the others. */
function crossVariableProblems(env: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if (env.NODE_ENV?.trim() === "production") {
    if (!set("PUBLIC_URL")) problems.push("PUBLIC_URL: απαιτείται όταν NODE_ENV=production");
    if (!set("SESSION_SECRET")) problems.push("SESSION_SECRET: απαιτείται όταν NODE_ENV=production");
    if (!set("SIGNING_P12_PATH")) problems.push("SIGNING_P12_PATH: απαιτείται όταν NODE_ENV=production");
  }
  if (set("TYPESENSE_URL") && !set("TYPESENSE_API_KEY")) {
    problems.push("TYPESENSE_API_KEY: απαιτείται όταν ορίζεται TYPESENSE_URL");
  }
  // Issue 8 (H8): the Greek VAT service refuses every call without its credentials.
  if (set("GGPS_URL") && (!set("GGPS_USERNAME") || !set("GGPS_PASSWORD"))) {
    problems.push("GGPS_USERNAME, GGPS_PASSWORD: απαιτούνται όταν ορίζεται GGPS_URL");
  }
  return problems;
}

type ParsedEnv = z.output<typeof envShape>;

export interface Config extends Omit<ParsedEnv, "PUBLIC_URL" | "SESSION_SECRET" | "WEB_PROCESSES"> {
  isProduction: boolean;
  /** How many web processes serve requests (WEB_PROCESSES, or its default by mode). */
  webProcesses: number;
  /** PUBLIC_URL without a trailing slash, or derived from HOST and PORT outside production. */
  publicUrl: string;
  /** Cookie secrets; empty outside production when none is set (a random one is then used). */
  sessionSecrets: string[];
  /** Request limits, in one place (the server and the upload reader both use them). */
  limits: RequestLimits;
}

export interface RequestLimits {
  /** url-encoded forms and the JSON API. */
  formBodyBytes: number;
  jsonBodyBytes: number;
  /** multipart bodies: the document plus its attachments and fields. */
  uploadBodyBytes: number;
  maxDocumentBytes: number;
  multipartParts: number;
  multipartFieldBytes: number;
  /** The whole URL (path and query). */
  urlLength: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Μη έγκυρες ρυθμίσεις περιβάλλοντος:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Pure: parse an environment (tests pass their own). Throws ConfigError listing every problem. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envShape.safeParse(env);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`)),
    ...crossVariableProblems(env),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const { PUBLIC_URL, SESSION_SECRET, WEB_PROCESSES, ...rest } = result.data;
  const derivedHost = rest.HOST === "0.0.0.0" || rest.HOST === "::" ? "127.0.0.1" : rest.HOST;
  const publicUrl = (
    PUBLIC_URL ?? `http://${derivedHost.includes(":") ? `[${derivedHost}]` : derivedHost}:${rest.PORT}`
  ).replace(/\/+$/, "");
  return {
    ...rest,
    isProduction: rest.NODE_ENV === "production",
    // Outside production one process: a debugger, the dev server and the tests see one server.
    // In production one per core (decision 164), now that several pass their end-to-end test.
    webProcesses: WEB_PROCESSES ?? (rest.NODE_ENV === "production" ? os.availableParallelism() : 1),
    publicUrl,
    sessionSecrets: (SESSION_SECRET ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    limits: {
      formBodyBytes: 256 * KIB,
      jsonBodyBytes: 1 * MIB,
      maxDocumentBytes: rest.MAX_DOCUMENT_BYTES,
      // The document, up to 10 attachments of the same size at most, and the form's fields.
      uploadBodyBytes: rest.MAX_DOCUMENT_BYTES * 2 + 1 * MIB,
      multipartParts: 400,
      multipartFieldBytes: 64 * KIB,
      urlLength: 8 * KIB,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 5_000,
    },
  };
}

const ENV_KEYS = Object.keys(envShape.shape);
let current: { key: string; value: Config } | undefined;

/**
 * The process's configuration, parsed from process.env. Parsed again only when one of the
 * variables changed (tests set them; a running server never does), so a call costs a string join.
 */
export function config(): Config {
  const key = ENV_KEYS.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  if (current?.key !== key) current = { key, value: parseConfig(process.env) };
  return current.value;
}
