/**
 * How a call of the JSON API (SPEC §7, under /luminapi/api) is declared: its method and path,
 * zod schemas for its path parameters, query, body and answer, who may call it, an example, and
 * a handler that calls ONE domain function. The dispatcher (dispatch.server.ts) parses the input
 * with these schemas, answers errors in the SPEC §8 payload, and the OpenAPI document
 * (openapi.server.ts) is generated from the same schemas, so the documentation cannot drift.
 */
import type { z } from "zod";
import type { Permission } from "#app/access/permissions";
import type { SessionUser } from "#app/access/session-user";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call: anyone; any authenticated user; or a user holding a permission (on any
 * organisation: the handler's domain function checks the organisation when it matters).
 */
export type ApiAccess = "public" | "user" | { permission: Permission };

/** The input a handler receives, already parsed by the call's schemas. */
export interface ApiInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller, or null for a public call made anonymously. */
  user: SessionUser | null;
  request: Request;
  /** The client's address (for audit rows and sessions the call opens). */
  address: string;
  /** How the caller authenticated, and the token it sent (users/self echoes it). */
  auth: ApiCaller;
}

export type ApiCaller = { via: "anonymous" } | { via: "session" } | { via: "basic" } | { via: "token"; token: string };

/** What a handler answers: the body, or the body with a status and extra headers. */
export type ApiResult<R> = R | { __answer: true; status?: number; body: R; headers?: Record<string, string> };

export function answer<R>(body: R, options: { status?: number; headers?: Record<string, string> } = {}): ApiResult<R> {
  return { __answer: true, body, ...options };
}

export function isAnswer<R>(value: ApiResult<R>): value is Extract<ApiResult<R>, { __answer: true }> {
  return typeof value === "object" && value !== null && (value as { __answer?: unknown }).__answer === true;
}

export interface ApiCallSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: ApiMethod;
  /** Under /luminapi/api, with `{name}` parameters as in OpenAPI: `/decisions/view/{ada}`. */
  path: string;
  /** OpenAPI tag (the SPEC §7 group). */
  tag: string;
  summary: string;
  access: ApiAccess;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** An example request path (with query) the contract test calls and /api/help links. */
  example: string;
  /** An example JSON body for POST/PUT calls. */
  exampleBody?: unknown;
  /** Named cache policy of the answer; authenticated calls are always private. */
  cache?: "publicPage" | "noStore";
  /** The call may answer 409: the object is in use, or changed since the caller read it. */
  conflicts?: boolean;
  /** Response headers the call sets (documented in OpenAPI). */
  responseHeaders?: Record<string, string>;
  handler: (
    input: ApiInput<z.output<P>, z.output<Q>, z.output<B>>,
  ) => ApiResult<z.input<R>> | Promise<ApiResult<z.input<R>>>;
}

/** A declared call; the generic parameters keep the handler typed by its own schemas. */
export type ApiCall = ApiCallSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export function defineCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  spec: ApiCallSpec<P, Q, B, R>,
): ApiCall {
  return spec;
}
