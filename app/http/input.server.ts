/**
 * The input boundary (docs/decisions/019-one-input-boundary.md): loaders and actions read their
 * URL parameters, query and form through these, each with a zod schema. What does not parse is
 * refused with the Greek error page and the honest status, before the route does anything:
 *   - a path parameter that cannot name anything: 404 (the address names no page), or 400 where
 *     the route says so (a JSON call whose argument is in the path: the call exists, the
 *     argument is malformed);
 *   - a query or form that does not fit its schema: 400, with the schema's Greek message.
 * Values are copied into null-prototype objects, so keys such as "__proto__" or "constructor"
 * are plain keys that a schema ignores or refuses, never properties of Object.prototype.
 */
import { z } from "zod";
import { TEXT } from "../messages";
import { refuse, type Answer } from "./refuse.server";

type Params = Record<string, string | undefined>;

/** Repeated keys become arrays; single keys stay strings. The schema says which it expects. */
function entriesToObject(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) {
    if (!Object.prototype.hasOwnProperty.call(out, key)) out[key] = value;
    else out[key] = Array.isArray(out[key]) ? [...(out[key] as unknown[]), value] : [out[key], value];
  }
  return out;
}

function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  // Schemas carry Greek messages; zod's own (English) defaults are replaced by the generic one.
  return issue && /[\u0370-\u03ff]/.test(issue.message) ? issue.message : TEXT.badRequest;
}

export function parseParams<S extends z.ZodType>(
  schema: S,
  params: Params,
  options: { answer?: Answer; message?: string; status?: 400 | 404 } = {},
): z.output<S> {
  const result = schema.safeParse(entriesToObject(Object.entries(params) as [string, string][]));
  if (!result.success) refuse(options.status ?? 404, options.message ?? TEXT.notFoundTitle, options.answer);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, request: Request, answer: Answer = "page"): z.output<S> {
  const result = schema.safeParse(entriesToObject(new URL(request.url).searchParams));
  if (!result.success) refuse(400, firstMessage(result.error), answer);
  return result.data;
}

export function parseFormWith<S extends z.ZodType>(schema: S, form: FormData, answer: Answer = "page"): z.output<S> {
  const result = schema.safeParse(entriesToObject(form));
  if (!result.success) refuse(400, firstMessage(result.error), answer);
  return result.data;
}

/** Common pieces of route schemas. */
/** An empty form or query value means "not given" (a form's «all» choice sends ""). */
export const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const input = {
  /** A 1-based page number from the query: absent or blank is undefined, anything else a Greek 400. */
  pageNumber: z.preprocess(
    blankAsMissing,
    z
      .string({ error: TEXT.invalidPage })
      .regex(/^[1-9]\d{0,5}$/, { error: TEXT.invalidPage })
      .transform(Number)
      .optional(),
  ),
  /** One optional text value (a repeated key is refused), at most `max` characters. */
  optionalText: (max = 2000) => z.string({ error: TEXT.badRequest }).max(max, { error: TEXT.badRequest }).optional(),
  /** A version id: a UUID, any letter case (links may be typed in capitals). */
  versionId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .transform((value) => value.toLowerCase()),
  /** A path segment naming something (an ADA, an organisation): bounded, no control characters. */
  segment: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\u0000-\u001f\u007f]+$/),
};
