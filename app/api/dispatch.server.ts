/**
 * The JSON API's dispatcher (SPEC §7 under /luminapi/api, §8 errors): finds the declared call
 * for a path and method, authenticates the caller (HTTP Basic or a token header, else the session
 * cookie), checks the call's access, throttles per user, parses parameters, query and JSON body
 * with the call's zod schemas and answers JSON. Every refusal is the SPEC §8 payload:
 *   404 no such call · 405 (with Allow) wrong method · 401 (with WWW-Authenticate) not
 *   authenticated or bad credentials · 403 lacking the permission, or a cookie-authenticated
 *   write from another site · 400 bad query or body (each problem of a body listed) · 429 (with
 *   Retry-After) too many calls or failed logins.
 */
import type { z } from "zod";
import { authenticateApiRequest, WWW_AUTHENTICATE } from "#app/access/api-auth.server";
import { hasPermissionAnywhere } from "#app/access/permissions";
import type { SessionUser } from "#app/access/session-user";
import { lookupSession } from "#app/access/sessions.server";
import { apiErrorResponse, apiErrorsResponse, apiJson, fieldMessages } from "#app/http/api-response.server";
import { parseQuery } from "#app/http/input.server";
import { absoluteUrl } from "#app/http/public-url";
import { factsOfRequest, isStateChanging, provenSameOrigin } from "#app/http/same-origin";
import { retryAfterSeconds, takeApiCall } from "#app/http/throttle.server";
import { MSG, TEXT } from "#app/messages";
import { config } from "#config/env";
import { isAnswer, type ApiCall, type ApiCaller } from "./call";
import { compilePath, matchPath, type CompiledPath } from "./path-match";

export const API_BASE = "/luminapi/api";

export interface ApiRouter {
  calls: readonly ApiCall[];
  compiled: { call: ApiCall; path: CompiledPath }[];
}

/** Compiles the declared calls once; more specific paths (more literal segments) first. */
export function apiRouter(calls: readonly ApiCall[]): ApiRouter {
  const compiled = calls
    .map((call) => ({ call, path: compilePath(call.path) }))
    .sort((a, b) => b.path.literals - a.path.literals);
  return { calls, compiled };
}

type Caller = { user: SessionUser | null; auth: ApiCaller; expired: boolean };

async function identify(request: Request, address: string): Promise<Caller | Response> {
  const header = await authenticateApiRequest(request, address);
  if (header.state === "refused") {
    return apiErrorResponse(401, MSG.pleaseLogin, { "WWW-Authenticate": WWW_AUTHENTICATE });
  }
  if (header.state === "throttled") {
    const seconds = retryAfterSeconds(header.retryAfterMs);
    return apiErrorResponse(429, TEXT.apiTooManyCalls(seconds), { "Retry-After": seconds });
  }
  if (header.state === "valid") {
    const auth: ApiCaller = header.via === "token" ? { via: "token", token: header.token } : { via: "basic" };
    return { user: header.user, auth, expired: false };
  }
  const session = await lookupSession(request);
  if (session.state === "valid") {
    // A browser's cookie rides along on any request, so a write must prove it comes from this site.
    const facts = factsOfRequest(request, config().publicUrl);
    if (isStateChanging(request.method) && !provenSameOrigin({ ...facts, pathname: "/" })) {
      return apiErrorResponse(403, MSG.forbidden);
    }
    return { user: session.user, auth: { via: "session" }, expired: false };
  }
  return { user: null, auth: { via: "anonymous" }, expired: session.state === "expired" };
}

function accessRefusal(call: ApiCall, caller: Caller): Response | null {
  if (call.access === "public") return null;
  if (!caller.user) {
    return apiErrorResponse(401, caller.expired ? MSG.sessionExpired : MSG.pleaseLogin, {
      "WWW-Authenticate": WWW_AUTHENTICATE,
    });
  }
  if (call.access !== "user" && !hasPermissionAnywhere(caller.user.access, call.access.permission)) {
    return apiErrorResponse(403, MSG.forbidden);
  }
  return null;
}

/** `path.to.field: message` for each problem, Greek where the schema says it in Greek. */
export function bodyProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return `${where}${/[\u0370-\u03ff]/.test(issue.message) ? issue.message : `${TEXT.badRequest} (${issue.message})`}`;
  });
}

async function readBody(call: ApiCall, request: Request): Promise<{ ok: true; body: unknown } | Response> {
  if (!call.body) return { ok: true, body: undefined };
  const text = await request.text();
  if (text.trim() === "") return apiErrorResponse(400, TEXT.apiBodyRequired);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return apiErrorResponse(400, TEXT.apiInvalidJson);
  }
  const parsed = call.body.safeParse(json);
  return parsed.success ? { ok: true, body: parsed.data } : apiErrorsResponse(400, bodyProblems(parsed.error));
}

async function run(router: ApiRouter, request: Request, subpath: string, address: string): Promise<Response> {
  const path = `/${subpath.replace(/^\/+/, "")}`;
  const matches = router.compiled.flatMap(({ call, path: compiled }) => {
    const params = matchPath(compiled, path);
    return params ? [{ call, params }] : [];
  });
  if (matches.length === 0) return apiErrorResponse(404, TEXT.apiCallNotFound);
  const method = request.method === "HEAD" ? "GET" : request.method;
  // The most specific path that answers this method (a literal path may only answer another).
  const found = matches.find((m) => m.call.method === method);
  if (!found) {
    const allowed = [...new Set(matches.map((m) => m.call.method))];
    const allow = allowed.includes("GET") ? [...allowed, "HEAD"] : allowed;
    return apiErrorResponse(405, TEXT.apiMethodNotAllowed(allow.join(", ")), { Allow: allow.join(", ") });
  }
  const { call } = found;

  const caller = await identify(request, address);
  if (caller instanceof Response) return caller;
  const refusal = accessRefusal(call, caller);
  if (refusal) return refusal;
  if (caller.user) {
    const waitMs = await takeApiCall(caller.user.id, config().API_CALLS_PER_MINUTE);
    if (waitMs > 0) {
      const seconds = retryAfterSeconds(waitMs);
      return apiErrorResponse(429, TEXT.apiTooManyCalls(seconds), { "Retry-After": seconds });
    }
  }

  const params = call.params ? call.params.safeParse(found.params) : { success: true as const, data: found.params };
  if (!params.success) return apiErrorResponse(404, TEXT.apiNotFound);
  const query = call.query ? parseQuery(call.query, request, "api") : {};
  const body = await readBody(call, request);
  if (body instanceof Response) return body;

  const result = await call.handler({
    params: params.data,
    query,
    body: body.body,
    user: caller.user,
    request,
    address,
    auth: caller.auth,
  });
  const out: { body: unknown; status?: number; headers?: Record<string, string> } = isAnswer(result)
    ? result
    : { body: result };
  const personal = caller.user !== null || call.access !== "public";
  const response = await apiJson(request, out.body, personal ? "privatePage" : (call.cache ?? "publicPage"));
  for (const [name, value] of Object.entries(out.headers ?? {})) response.headers.set(name, value);
  if (personal) response.headers.set("Vary", "Authorization, X-Auth-Token, Cookie");
  if (out.status && out.status !== 200 && response.status === 200) {
    return new Response(response.body, { status: out.status, headers: response.headers });
  }
  return response;
}

/**
 * Refuses a body the domain found wrong with 400 and every problem as `field: message` (the
 * field errors of the pages' forms), changing nothing.
 */
export function refuseInvalid(problems: z.ZodError | Record<string, readonly string[]>): never {
  const messages =
    "issues" in problems && Array.isArray(problems.issues)
      ? bodyProblems(problems as z.ZodError)
      : fieldMessages(problems as Record<string, readonly string[]>);
  throw apiErrorsResponse(400, messages);
}

/**
 * Answers one request under /luminapi/api. `subpath` is the part after it. Refusals thrown by
 * the input boundary and the domain (`refuse(..., "api")`) are Responses and are answered as such.
 */
export async function handleApiRequest(
  router: ApiRouter,
  request: Request,
  subpath: string,
  address: string,
): Promise<Response> {
  try {
    return await run(router, request, subpath, address);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The absolute address of a call path (for links in answers and the OpenAPI servers list). */
export function apiUrl(path: string): string {
  return absoluteUrl(`${API_BASE}${path}`);
}
