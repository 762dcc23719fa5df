/**
 * The query parameters of each OpenData call, as zod schemas (reference/diavgeia.md §1.2-§1.3).
 * Unlike the real API, a parameter this portal does not know, one given twice, or a malformed
 * value is refused with a 400 whose Greek message names the parameter: a script that misspells
 * `from_date` learns it at once instead of receiving the whole register (docs/opendata.md).
 * Pure.
 */
import { z } from "zod";
import { readIsoDay } from "#shared/dates";
import { MAX_PAGE_SIZE } from "#search/limits";
import { OPENDATA_TEXT } from "../messages";

/** Values of a list parameter: `;`-separated, as the real API reads them. */
const LIST_SEPARATOR = ";";
const MAX_TEXT = 500;
const MAX_VALUES = 50;

export const SIMPLE_STATUSES = ["published", "revoked", "pending_revocation", "all"] as const;
export type SimpleStatus = (typeof SIMPLE_STATUSES)[number];

const bad = OPENDATA_TEXT.badValue;

const text = (name: string) =>
  z
    .string()
    .trim()
    .min(1, { error: bad(name, "δώστε κείμενο") })
    .max(MAX_TEXT, { error: bad(name, `έως ${MAX_TEXT} χαρακτήρες`) });

const list = (name: string) =>
  text(name)
    .transform((value) => [...new Set(value.split(LIST_SEPARATOR).map((v) => v.trim()))])
    .refine((values) => values.length <= MAX_VALUES && values.every((v) => v !== ""), {
      error: bad(name, `έως ${MAX_VALUES} τιμές χωρισμένες με «;», καμία κενή`),
    });

const day = (name: string) =>
  z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && readIsoDay(v) !== null, {
    error: bad(name, "ημερομηνία της μορφής ΕΕΕΕ-ΜΜ-ΗΗ, π.χ. 2025-04-20"),
  });

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: bad(name, `ακέραιος από ${min} έως ${max}`) })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: bad(name, `ακέραιος από ${min} έως ${max}`) });

const paging = {
  page: whole("page", 0, 999_999).optional().describe("0-based page"),
  size: whole("size", 1, MAX_PAGE_SIZE).optional().describe(`page size, 1 to ${MAX_PAGE_SIZE}`),
  sort: z
    .enum(["recent", "relative"], { error: bad("sort", "recent ή relative") })
    .optional()
    .describe("recent (newest first, the default) or relative (relevance)"),
};

/** GET /search: the simple search. */
export const simpleSearchParams = z.strictObject({
  ada: text("ada").optional().describe("the decision's ADA (matched as a phrase)"),
  subject: text("subject").optional().describe("words of the subject (a phrase)"),
  protocol: text("protocol").optional().describe("the protocol number (a phrase)"),
  term: text("term").optional().describe("free text: every word must match"),
  org: list("org").optional().describe("organisation uids or latin names, ;-separated (any of)"),
  unit: list("unit").optional().describe("unit uids, ;-separated (any of)"),
  signer: list("signer").optional().describe("signer uids, ;-separated (any of)"),
  type: list("type").optional().describe("decision type uids, ;-separated (any of)"),
  tag: list("tag").optional().describe("thematic category uids, ;-separated (any of)"),
  from_date: day("from_date").optional().describe("submissionTimestamp from this Athens day, inclusive"),
  to_date: day("to_date").optional().describe("submissionTimestamp up to the end of this Athens day, inclusive"),
  from_issue_date: day("from_issue_date").optional().describe("issue date from this day, inclusive"),
  to_issue_date: day("to_issue_date").optional().describe("issue date up to this day, inclusive"),
  status: list("status")
    .refine((values) => values.every((v) => (SIMPLE_STATUSES as readonly string[]).includes(v)), {
      error: bad("status", SIMPLE_STATUSES.join(", ")),
    })
    .transform((values) => values as SimpleStatus[])
    .optional()
    .describe("published (the default), revoked, pending_revocation or all; ;-separated"),
  ...paging,
});
export type SimpleSearchParams = z.output<typeof simpleSearchParams>;

/** GET /search/advanced: a query in the query language. */
export const advancedSearchParams = z.strictObject({
  q: z
    .string({ error: bad("q", "δώστε ερώτημα στη γλώσσα αναζήτησης") })
    .trim()
    .min(1, { error: bad("q", "δώστε ερώτημα στη γλώσσα αναζήτησης") })
    .describe('the query, e.g. organizationUid:"6104" AND decisionTypeUid:["Β.1.3", "Β.2.1"]'),
  ...paging,
});
export type AdvancedSearchParams = z.output<typeof advancedSearchParams>;

/** Calls without parameters. */
export const noParams = z.strictObject({});

export const ORGANIZATION_STATUSES = ["active", "inactive", "pending", "all"] as const;

/** GET /organizations. */
export const organizationsParams = z.strictObject({
  status: z
    .enum(ORGANIZATION_STATUSES, { error: bad("status", ORGANIZATION_STATUSES.join(", ")) })
    .optional()
    .describe("active (the default), inactive, pending or all"),
  category: text("category").optional().describe("an ORG_CATEGORY uid, e.g. MUNICIPALITY"),
});

/** GET /organizations/{org}/units. */
export const unitsParams = z.strictObject({
  descendants: z
    .enum(["children", "all"], { error: bad("descendants", "children ή all") })
    .optional()
    .describe("all (the default): every unit below the organisation; children: the top level only"),
  status: z
    .enum(["active", "inactive", "all"], { error: bad("status", "active, inactive ή all") })
    .optional()
    .describe("all (the default), active or inactive"),
});

/**
 * The parameters of a request under a schema, or the Greek message of the first fault. Every
 * key is given at most once; an unknown key is named.
 */
export function readParams<S extends z.ZodObject>(
  schema: S,
  search: URLSearchParams,
): { ok: true; value: z.output<S> } | { ok: false; message: string } {
  const values = Object.create(null) as Record<string, string>;
  for (const [key, value] of search) {
    if (Object.hasOwn(values, key)) return { ok: false, message: OPENDATA_TEXT.repeatedParameter(key) };
    values[key] = value;
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  if (issue.code === "unrecognized_keys") {
    return { ok: false, message: OPENDATA_TEXT.unknownParameter(issue.keys[0], Object.keys(schema.shape)) };
  }
  const name = String(issue.path[0] ?? "");
  return {
    ok: false,
    message: /[\u0370-\u03ff]/.test(issue.message) ? issue.message : OPENDATA_TEXT.badValueShort(name),
  };
}
