/**
 * Answers of the JSON calls (SPEC §7 `/static/api`, `/luminapi/api`): the body as JSON with a
 * named cache policy, and errors in the SPEC §8 payload, `{ errors: [{ errorCode, errorMessage,
 * canBeIgnored }], warnings: [] }`, with the honest status.
 */
import { cacheControl, type CachePolicy } from "./cache-policy";
import { cacheHeaders, conditionalResponse } from "./cache.server";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/** The SPEC §8 error codes this portal sends, by status. */
const ERROR_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

export interface ApiErrorItem {
  errorCode: string;
  errorMessage: string;
  canBeIgnored: boolean;
}

export function apiErrorResponse(status: number, message: string, headers?: HeadersInit): Response {
  return apiErrorsResponse(status, [message], headers);
}

/** Errors by field (the pages' form errors) as the payload's messages, each `field: message`. */
export function fieldMessages(problems: Record<string, readonly string[]>): string[] {
  return Object.entries(problems).flatMap(([field, list]) => list.map((message) => `${field}: ${message}`));
}

/** Several errors at once (each problem of a JSON body), all with the status's code. */
export function apiErrorsResponse(status: number, messages: string[], headers?: HeadersInit): Response {
  const errorCode = ERROR_CODES[status] ?? String(status);
  const errors = messages.map((errorMessage) => ({ errorCode, errorMessage, canBeIgnored: false }));
  return payloadResponse(status, { errors, warnings: [] }, headers);
}

/**
 * Warnings the caller may confirm and send again (SPEC §8 items with canBeIgnored, such as another
 * decision of the body with the same protocol number): 409 with `errors` empty; nothing was written.
 */
export function apiWarningsResponse(warnings: readonly ApiErrorItem[], headers?: HeadersInit): Response {
  return payloadResponse(409, { errors: [], warnings }, headers);
}

function payloadResponse(
  status: number,
  body: { errors: readonly ApiErrorItem[]; warnings: readonly ApiErrorItem[] },
  headers?: HeadersInit,
): Response {
  const out = new Headers(headers);
  out.set("Content-Type", JSON_CONTENT_TYPE);
  out.set("Cache-Control", cacheControl("error"));
  out.set("X-Content-Type-Options", "nosniff");
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** A JSON body under a cache policy, revalidated by an ETag of the body (304 when unchanged). */
export function apiJson(request: Request, body: unknown, policy: CachePolicy): Promise<Response> {
  const text = JSON.stringify(body);
  const headers = cacheHeaders(policy, { etag: [text] });
  headers.set("Content-Type", JSON_CONTENT_TYPE);
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(request, headers, () => text);
}

/** A public counter (SPEC §7 totals): its `{ value }`, or 503 when it could not be counted, so a
 * script is never handed a blank or stale figure as if it were today's. */
export function apiCounter(
  request: Request,
  counter: { value: number } | null,
  unavailable: string,
): Promise<Response> {
  if (!counter) return Promise.resolve(apiErrorResponse(503, unavailable, { "Retry-After": "60" }));
  return apiJson(request, counter, "publicPage");
}
