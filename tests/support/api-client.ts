/**
 * Calls the JSON API of SPEC §7 in-process, as the /luminapi/api route does: a Request for
 * http://register.test/luminapi/api<path>, signed in as a demo user with HTTP Basic (the demo
 * password) or anonymous, answered by the dispatcher over the registry of calls. For tests with
 * a seeded database (demo-db.ts useDemoDatabase); PUT and DELETE work here although the edge
 * answers them 405 until it opens them for the API (server/methods.ts).
 *
 *   const { status, body } = await callApi("POST", "/config/positions", { who: "admin", body: { label: "Χ" } });
 */
import { handleApiRequest } from "#app/api/dispatch.server";
import { API_ROUTER } from "#app/api/registry.server";

export const API_ORIGIN = "http://register.test";
export const API_PREFIX = "/luminapi/api";

/** The answer's JSON, read as the object or the array the call answers. */
export type ApiJson = Record<string, unknown> & unknown[];

export interface ApiCallOptions {
  /** The demo user to sign in as (Basic, demo password); none or null: anonymous. */
  who?: string | null;
  /** Sent as JSON (with Content-Type: application/json). */
  body?: unknown;
  /** Sent as is with Content-Type: application/json, for bodies that are not JSON or are empty. */
  rawBody?: string;
  /** More request headers (an Authorization here replaces the demo user's). */
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  body: ApiJson;
}

/** The Authorization header of a demo user. */
export const basicAuth = (user: string, password = "demo-password") =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** `path` is the call's path after /luminapi/api, with its query string if any. */
export async function callApi(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.who) headers.Authorization = basicAuth(options.who);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  Object.assign(headers, options.headers);
  const request = new Request(`${API_ORIGIN}${API_PREFIX}${path}`, { method, headers, body });
  const response = await handleApiRequest(API_ROUTER, request, path.split("?")[0], "192.0.2.10");
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as ApiJson };
}
