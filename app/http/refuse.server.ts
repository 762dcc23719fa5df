/**
 * One way to refuse a request with a Greek answer and the honest status, from a loader or an
 * action. Page routes throw `data({ message })`, which the root ErrorBoundary renders as the
 * Greek error page inside the shell; resource routes (no component: /cookies, /text-size,
 * /logout, /doc, feeds) throw a small Greek HTML page instead, because Remix would turn a thrown
 * `data()` there into English JSON. The JSON calls answer with the SPEC §8 error payload.
 */
import { data } from "@remix-run/node";
import { MSG, TEXT } from "../messages";
import { apiErrorResponse } from "./api-response.server";
import { errorPage } from "./error-response.server";
import type { ErrorPayload } from "./errors.server";
import { STATUS_TITLES } from "./status-titles";

/** How a refusal is answered: inside the page shell, as a small Greek page, or as SPEC §8 JSON. */
const READ_ONLY_MESSAGE = "Η διεύθυνση αυτή δέχεται μόνο αιτήματα ανάγνωσης (GET).";

export type Answer = "page" | "resource" | "api";

export function refuse(status: number, message: string, answer: Answer = "page", headers?: HeadersInit): never {
  if (answer === "api") throw apiErrorResponse(status, message, headers);
  if (answer === "resource") {
    const response = errorPage(status, STATUS_TITLES[status] ?? TEXT.badRequest, message);
    for (const [name, value] of new Headers(headers)) response.headers.set(name, value);
    throw response;
  }
  throw data<ErrorPayload>({ message }, { status, headers });
}

export function refuseForbidden(answer: Answer = "page"): never {
  refuse(403, MSG.forbidden, answer);
}

/**
 * The `action` of a read-only resource route (/doc, feeds, exports): a POST there is a 405 with
 * a Greek page and `Allow`, not Remix's English JSON.
 */
export function readOnlyResource(): Response {
  const response = errorPage(405, STATUS_TITLES[405], READ_ONLY_MESSAGE);
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

/** The same for a read-only JSON call: the SPEC §8 error payload. */
export function readOnlyApi(): Response {
  return apiErrorResponse(405, READ_ONLY_MESSAGE, { Allow: "GET, HEAD" });
}
