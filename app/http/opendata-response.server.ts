/**
 * The OpenData API's one entry point at the web edge, shared by /opendata/* and /luminapi/opendata/* (the real
 * register serves the same API under both): read the address and format (format.ts), find the
 * call (calls.server.ts), read its parameters (params.ts), run its read, and answer in JSON or
 * XML with the call's cache policy, an ETag (304 when it still matches) and `Vary: Accept`.
 * Refusals are the SPEC §8 error payload (the real register's `errors` list) in the same format,
 * never a 500 for bad input.
 */
import { SearchInputError } from "#search/errors";
import { config } from "#config/env";
import { OPENDATA_TEXT, TEXT } from "../messages";
import { matchCall } from "../opendata/calls.server";
import { CONTENT_TYPES, readAddress, type OpendataFormat } from "../opendata/format";
import { readParams } from "../opendata/params";
import { toXml } from "../opendata/xml";
import { apiErrorResponse, apiErrorsResponse } from "./api-response.server";
import { isWriteCall, opendataWrite } from "./opendata-write.server";
import { retryAfterSeconds, takeOpendataRead } from "./throttle.server";
import { cacheHeaders, conditionalResponse } from "./cache.server";

export const OPENDATA_PREFIXES = ["/opendata", "/luminapi/opendata"] as const;

const MAX_SEGMENT = 200;
const CONTROL = /[\u0000-\u001f\u007f]/;

function withNegotiation(response: Response): Response {
  response.headers.set("Vary", "Accept");
  return response;
}

/** A refusal in the asked format: the SPEC §8 payload, or the same as XML (`<errors><error>…`). */
async function refusal(status: number, message: string | string[], format: OpendataFormat, headers?: HeadersInit) {
  const json =
    typeof message === "string"
      ? apiErrorResponse(status, message, headers)
      : apiErrorsResponse(status, message, headers);
  if (format === "json") return withNegotiation(json);
  const body = (await json.json()) as Record<string, unknown>;
  const xml = toXml({ errors: body.errors }, { root: "errors", listKey: "errors" });
  const out = new Headers(json.headers);
  out.set("Content-Type", CONTENT_TYPES.xml);
  return withNegotiation(new Response(xml, { status, headers: out }));
}

function pathAfterPrefix(pathname: string): string | null {
  const prefix = OPENDATA_PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
  return prefix === undefined ? null : pathname.slice(prefix.length);
}

/** GET and HEAD of any OpenData address; `client` is the caller's address, for the read throttle. */
export async function opendataLoader(request: Request, client: string): Promise<Response> {
  const url = new URL(request.url);
  const accept = request.headers.get("Accept");
  const rest = pathAfterPrefix(url.pathname);
  const address = rest === null ? null : readAddress(rest, accept);
  if (!address) return refusal(404, OPENDATA_TEXT.unknownCall, "json");
  const { format } = address;
  const waitMs = await takeOpendataRead(client, config().OPENDATA_READS_PER_MINUTE);
  if (waitMs > 0) {
    const seconds = retryAfterSeconds(waitMs);
    return refusal(429, TEXT.apiTooManyCalls(seconds), format, { "Retry-After": seconds });
  }
  if (address.segments.some((s) => s.length > MAX_SEGMENT || CONTROL.test(s))) {
    return refusal(404, OPENDATA_TEXT.unknownCall, format);
  }
  const match = matchCall(address.segments);
  if (!match) return refusal(404, OPENDATA_TEXT.unknownCall, format);
  const query = readParams(match.call.query, url.searchParams);
  if (!query.ok) return refusal(400, query.message, format);

  let result;
  try {
    result = await match.call.read(match.params, query.value);
  } catch (error) {
    if (error instanceof SearchInputError) return refusal(400, error.message, format);
    throw error;
  }
  if ("notFound" in result) return refusal(404, result.notFound, format);

  const text = format === "json" ? JSON.stringify(result.body) : toXml(result.body, match.call.xml);
  const headers = cacheHeaders(match.call.policy, { etag: [text] });
  headers.set("Content-Type", CONTENT_TYPES[format]);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Vary", "Accept");
  return conditionalResponse(request, headers, () => text);
}

/** POST: the write calls under /decisions (opendata-write.server.ts); any other address 405 with `Allow`. */
export function opendataAction(request: Request, address: string): Promise<Response> {
  const url = new URL(request.url);
  const rest = pathAfterPrefix(url.pathname) ?? "";
  const parsed = readAddress(rest, request.headers.get("Accept"));
  const format = parsed?.format ?? "json";
  if (request.method === "POST" && parsed && isWriteCall(parsed.segments)) {
    return opendataWrite(request, address, parsed.segments, format, refusal);
  }
  return refusal(405, OPENDATA_TEXT.readOnly, format, { Allow: "GET, HEAD" });
}
