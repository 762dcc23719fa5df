/**
 * Which OpenData call a request names and in which format it wants the answer, as the real API
 * reads it (reference/diavgeia.md §1.2): a `.json` or `.xml` suffix on the last segment wins, then
 * the Accept header (application/json or application/xml, text/xml too), and JSON by default. A
 * trailing slash names the same call. Pure: the dispatcher (app/http/opendata-response.server.ts) uses it.
 */

export type OpendataFormat = "json" | "xml";

export const CONTENT_TYPES: Record<OpendataFormat, string> = {
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
};

export interface OpendataAddress {
  /** The call's path segments after the prefix, decoded, without suffix or trailing slash. */
  segments: string[];
  format: OpendataFormat;
}

const SUFFIX = /\.(json|xml)$/i;

/** The format an Accept header prefers among ours (by q-value, then by order); null: no preference. */
export function acceptedFormat(accept: string | null): OpendataFormat | null {
  if (!accept) return null;
  let best: { format: OpendataFormat; q: number } | null = null;
  for (const part of accept.split(",")) {
    const [type, ...options] = part.trim().toLowerCase().split(";");
    const format: OpendataFormat | null =
      type === "application/json" ? "json" : type === "application/xml" || type === "text/xml" ? "xml" : null;
    if (!format) continue;
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith("q="));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { format, q };
  }
  return best?.format ?? null;
}

/**
 * The segments and format of a splat (the part of the path after /opendata/). Null when a
 * segment cannot be decoded (a malformed percent escape names no call).
 */
export function readAddress(splat: string, accept: string | null): OpendataAddress | null {
  let segments: string[];
  try {
    segments = splat
      .split("/")
      .filter((s) => s !== "")
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  let format = acceptedFormat(accept) ?? "json";
  const last = segments.at(-1);
  const suffix = last ? SUFFIX.exec(last) : null;
  if (last && suffix) {
    format = suffix[1].toLowerCase() as OpendataFormat;
    const bare = last.slice(0, -suffix[0].length);
    if (bare === "") segments.pop();
    else segments[segments.length - 1] = bare;
  }
  return { segments, format };
}
