/**
 * An organisation's legislation (SPEC §2 "Organisation form", §9): the row form's fields, labels
 * and schema, and the table's page lengths 5, 15, 20 and all (default 5). Pure, so the edit page
 * renders the same labels and choices the domain validates with (legislation.server.ts).
 */
import { z } from "zod";
import { dateSchema } from "../fields/date.rule";
import { fail, ok, ruleSchema } from "../fields/rule";
import { parseText } from "../fields/text.rule";
import { TEXT } from "../messages";

export const LEGISLATION_FIELDS = {
  title: { label: "Τίτλος", hint: "π.χ. Νέα Αρχιτεκτονική της Αυτοδιοίκησης – Πρόγραμμα Καλλικράτης" },
  reference: { label: "Στοιχεία δημοσίευσης", hint: "π.χ. ν. 3852/2010 (ΦΕΚ Α' 87)" },
  url: { label: "Σύνδεσμος", hint: "Προαιρετικός, με https://, π.χ. https://www.et.gr/..." },
  actDate: { label: "Ημερομηνία", hint: "Προαιρετική, ηη/μμ/εεεε" },
} as const;

export type LegislationFieldName = keyof typeof LEGISLATION_FIELDS;
export const LEGISLATION_FIELD_ORDER = Object.keys(LEGISLATION_FIELDS) as LegislationFieldName[];

/** The form's hidden field saying which of the edit page's forms was sent (removing has its own page). */
export const LEGISLATION_INTENT = { add: "legislation-add" } as const;

const requiredText = (max: number) => ruleSchema((value) => parseText(value, max), { required: true });

/** Only https: the link is shown to every visitor of the public pages, never as a plain-http hop. */
const httpsUrlSchema = ruleSchema((value) => {
  const text = typeof value === "string" ? value.trim() : "";
  try {
    const url = new URL(text);
    if (url.protocol === "https:" && url.hostname.includes(".") && text.length <= 500) return ok(url.href);
  } catch {
    // not a URL: the message below
  }
  return fail(TEXT.invalidLegislationUrl);
});

export const legislationRowSchema = z.object({
  title: requiredText(500),
  reference: requiredText(200),
  url: httpsUrlSchema,
  actDate: dateSchema(),
});

export type LegislationRowInput = z.output<typeof legislationRowSchema>;
export type LegislationValues = Record<LegislationFieldName, string>;
export type LegislationErrors = Partial<Record<LegislationFieldName, string[]>>;

export const EMPTY_LEGISLATION: LegislationValues = { title: "", reference: "", url: "", actDate: "" };

/** The page lengths the table offers; "all" shows every row on one page. */
export const LEGISLATION_PAGE_LENGTHS = ["5", "15", "20", "all"] as const;
export type LegislationPageLength = (typeof LEGISLATION_PAGE_LENGTHS)[number];
export const DEFAULT_LEGISLATION_PAGE_LENGTH: LegislationPageLength = "5";

export const legislationPageLengthLabel = (length: LegislationPageLength) => (length === "all" ? "Όλες" : length);

/** The part of the page a length and page number show, the page kept within 1..last. */
export function legislationWindow(total: number, length: LegislationPageLength, page = 1) {
  const size = length === "all" ? Math.max(total, 1) : Number(length);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { limit: size, offset: (current - 1) * size, page: current, pageCount };
}

export interface LegislationRow {
  id: number;
  title: string;
  reference: string;
  url: string | null;
  /** YYYY-MM-DD */
  actDate: string | null;
}

/** One page of the table as the edit page shows it. */
export interface LegislationPage {
  rows: LegislationRow[];
  total: number;
  length: LegislationPageLength;
  page: number;
  pageCount: number;
}
