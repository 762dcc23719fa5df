/**
 * The fuzzer's request generator: from a row of the route table, a request with a random method,
 * a mutated path and query, and a random body (form, multipart, JSON, text, none, another charset,
 * malformed, oversized, truncated), as one of the demo identities, with or without the form token.
 */
import { fill, ROUTE_TABLE, type Placeholders, type RouteRow } from "#tests/support/route-table";
import { chance, int, pick, type Rng } from "./random";
import type { RawRequest } from "./http";

export interface Identity {
  who: string;
  cookie: string;
  token: string;
}

export interface Generated {
  row: RouteRow;
  request: RawRequest;
  /** A one-line description, printed for any 5xx so it can be replayed. */
  describe: string;
}

const METHODS = ["GET", "GET", "HEAD", "POST", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];
const PROTO_KEYS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];
const ODD_VALUES = [
  "",
  " ",
  "%",
  "%E0%A4%A",
  "%FF%FE",
  "%00",
  "%C0%AF",
  "..%2F..%2Fetc%2Fpasswd",
  "%CE%B1%CE%B2%CE%B3",
  "%F0%9F%98%80",
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "%3Cscript%3E",
  "%D8%00",
];
const FIELD_NAMES = [
  "redirectTo",
  "size",
  "username",
  "password",
  "recipients",
  "subject",
  "decisionTypeId",
  "organizationId",
  "issueDate",
  "protocolNumber",
  "unitIds",
  "extraFieldValues.financialYear",
  "extraFieldValues.amountWithKae[0].kae",
  "extraFieldValues.amountWithKae[99999999].kae",
  "__intent__",
  "query",
  "sort",
  "fq",
  "wt",
  "page",
];

function oddValue(rng: Rng): string {
  const r = int(rng, 6);
  if (r === 0) return "x".repeat(int(rng, 3) === 0 ? 9000 : 300);
  if (r === 1) return pick(rng, PROTO_KEYS);
  return pick(rng, ODD_VALUES);
}

/** A random value for a field, raw (not yet encoded). */
function rawValue(rng: Rng): string {
  const r = int(rng, 8);
  if (r === 0) return "α".repeat(int(rng, 50));
  if (r === 1) return "\u0000\u0001\u007f";
  if (r === 2) return "\ud800"; // a lone surrogate
  if (r === 3)
    return JSON.stringify({
      type: pick(rng, ["insert", "remove", "reorder", "validate", "x"]),
      payload: { name: pick(rng, FIELD_NAMES), index: int(rng, 5) - 1 },
    });
  if (r === 4) return decodeURIComponentSafe(oddValue(rng));
  if (r === 5) return "/αβγ?x=δ";
  if (r === 6) return pick(rng, ["0", "1", "2", "3", "4", "-1", "Β.1.3", "6013", "a@example.org", "a@", "admin"]);
  return "v".repeat(int(rng, 20));
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function mutatePath(rng: Rng, path: string): string {
  switch (int(rng, 9)) {
    case 0:
      return path + pick(rng, ["%", "%E0%A4%A", "%FF", "%00", "%C0%80", "/%2e%2e/%2e%2e", "//", "/.", "~"]);
    case 1:
      return path.replace(/[^/]+$/, (seg) => (seg.length > 2 ? seg.slice(0, -2) : seg + "x"));
    case 2:
      return path.replace(/[^/]+$/, () => "x".repeat(int(rng, 2) ? 300 : 6000));
    case 3:
      return path.replace(/[^/]+$/, () => pick(rng, PROTO_KEYS));
    case 4:
      return path.toUpperCase();
    default:
      return path;
  }
}

function randomQuery(rng: Rng, base: string): string {
  if (chance(rng, 0.4)) return base;
  const params: string[] = base.includes("?") ? [base.split("?")[1]] : [];
  const n = 1 + int(rng, 4);
  for (let i = 0; i < n; i++) {
    const key = chance(rng, 0.3) ? pick(rng, PROTO_KEYS) : pick(rng, FIELD_NAMES);
    params.push(`${key}=${oddValue(rng)}`);
    if (chance(rng, 0.2)) params.push(`${key}=${oddValue(rng)}`); // duplicate key
  }
  if (chance(rng, 0.1)) params.push("%zz=%zz&&=&a");
  return `${base.split("?")[0]}?${params.join("&")}`;
}

function formFields(rng: Rng, row: RouteRow, values: Placeholders, token: string | null): [string, string][] {
  const out: [string, string][] = [];
  if (token !== null) out.push(["csrf", token]);
  for (const [k, v] of Object.entries(row.post ?? {})) {
    if (chance(rng, 0.7)) out.push([k, decodeURIComponentSafe(fill(v, values))]);
  }
  const extra = int(rng, 5);
  for (let i = 0; i < extra; i++) {
    const key = chance(rng, 0.25) ? pick(rng, PROTO_KEYS) : pick(rng, [...(row.fields ?? []), ...FIELD_NAMES]);
    out.push([key.replace("*", "financialYear"), rawValue(rng)]);
  }
  return out;
}

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";

/** File content that never starts like a PDF, so no generated upload is ever a valid decision. */
function fileBytes(rng: Rng): Buffer {
  const size = pick(rng, [0, 10, 1000, 70_000]);
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = int(rng, 256);
  if (size > 0) bytes[0] = 0x21; // "!"
  return bytes;
}

function multipartBody(rng: Rng, fields: [string, string][], kind: "ok" | "badname" | "truncated"): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of fields) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`),
    );
  }
  if (chance(rng, 0.6) || kind === "badname") {
    const name =
      kind === "badname"
        ? Buffer.from([0xff, 0xfe, 0x2e, 0x70, 0x64, 0x66])
        : Buffer.from(pick(rng, ["απόφαση.pdf", "a.pdf", "x.txt", "", "../../etc/passwd", "a\u0000b.pdf"]));
    parts.push(
      Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="decisionFile"; filename="`),
        name,
        Buffer.from(
          `"\r\nContent-Type: ${pick(rng, ["application/pdf", "text/plain", "", "x/\u00ff"])}\r\n\r\n`,
          "latin1",
        ),
        fileBytes(rng),
        Buffer.from("\r\n"),
      ]),
    );
  }
  const body = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return kind === "truncated" ? body.subarray(0, Math.max(1, int(rng, body.length))) : body;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
const encode = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

export function generate(rng: Rng, identities: Identity[], values: Placeholders, port: number): Generated {
  const row = pick(rng, ROUTE_TABLE);
  const identity = pick(rng, identities);
  const method = pick(rng, METHODS);
  let path = fill(row.example, values);
  if (chance(rng, 0.35)) path = mutatePath(rng, path);
  const target = randomQuery(rng, path);

  const headers: [string, string][] = [];
  if (identity.cookie) headers.push(["Cookie", identity.cookie]);
  const origin = `http://127.0.0.1:${port}`;
  const originKind = int(rng, 10);
  if (originKind < 7) headers.push(["Origin", origin]);
  else if (originKind === 7)
    headers.push(["Origin", pick(rng, ["https://evil.example", "null", "not a url", "http://127.0.0.1:1"])]);
  else if (originKind === 8)
    headers.push(["Sec-Fetch-Site", pick(rng, ["cross-site", "same-site", "same-origin", "none", "bogus"])]);

  let body: Buffer | undefined;
  let truncateBy: number | undefined;
  let kind = "none";
  if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
    // Half of the POSTs carry the visitor's valid token, so the actions themselves are reached.
    // A logged-in identity never logs out for real (its session is the point of it).
    const tokenKind = row.file === "logout.tsx" && identity.who !== "anonymous" ? 2 + int(rng, 2) : int(rng, 4);
    const token = tokenKind < 2 ? identity.token : tokenKind === 2 ? null : pick(rng, ["", "x", identity.token + "x"]);
    const fields = formFields(rng, row, values, token);
    kind = pick(rng, [
      "form",
      "form",
      "form",
      "multipart",
      "multipart",
      "json",
      "text",
      "none",
      "charset",
      "badmultipart",
      "badname",
      "truncated",
      "oversized",
      "duplicateType",
    ]);
    const urlencoded = () => Buffer.from(fields.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&"));
    switch (kind) {
      case "form":
        headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
        body = urlencoded();
        if (chance(rng, 0.2))
          body = Buffer.concat([
            body,
            Buffer.from(`&${pick(rng, ["%zz", "a=%E0%A4%A", "b=%FF%FE", "c=%00", "=", "&&"])}`),
          ]);
        break;
      case "multipart":
        headers.push(["Content-Type", `multipart/form-data; boundary=${BOUNDARY}`]);
        body = multipartBody(rng, fields, "ok");
        break;
      case "badname":
        headers.push(["Content-Type", `multipart/form-data; boundary=${BOUNDARY}`]);
        body = multipartBody(rng, fields, "badname");
        break;
      case "badmultipart":
        headers.push([
          "Content-Type",
          pick(rng, [
            "multipart/form-data",
            "multipart/form-data; boundary=",
            `multipart/form-data; boundary=other`,
            'multipart/form-data; boundary="\u00ff"',
          ]),
        ]);
        body = multipartBody(rng, fields, "ok");
        break;
      case "truncated":
        headers.push([
          "Content-Type",
          chance(rng, 0.5) ? `multipart/form-data; boundary=${BOUNDARY}` : "application/x-www-form-urlencoded",
        ]);
        body = multipartBody(rng, fields, "truncated");
        truncateBy = 1 + int(rng, 5000);
        break;
      case "json":
        headers.push(["Content-Type", "application/json"]);
        body = Buffer.from(chance(rng, 0.8) ? JSON.stringify(Object.fromEntries(fields)) : '{"__proto__":{"x":1},');
        break;
      case "text":
        headers.push(["Content-Type", "text/plain;charset=UTF-8"]);
        body = urlencoded();
        break;
      case "charset":
        headers.push([
          "Content-Type",
          `application/x-www-form-urlencoded; charset=${pick(rng, ["iso-8859-7", "utf-16", "bogus", "UTF-8"])}`,
        ]);
        body = urlencoded();
        break;
      case "oversized":
        headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
        body = Buffer.concat([urlencoded(), Buffer.from(`&subject=${"a".repeat(300_000 + int(rng, 200_000))}`)]);
        break;
      case "duplicateType":
        headers.push(["Content-Type", "application/x-www-form-urlencoded"]);
        headers.push(["Content-Type", "application/json"]);
        body = urlencoded();
        break;
      default:
        body = undefined;
    }
  }
  const request: RawRequest = { method, target, headers, body, truncateBy };
  const describe = `${identity.who} ${method} ${target.length > 200 ? target.slice(0, 200) + "…" : target} [${kind}${truncateBy ? ` truncated by ${truncateBy}` : ""}; ${headers
    .filter(([n]) => n !== "Cookie")
    .map(([n, v]) => `${n}: ${v.slice(0, 60)}`)
    .join("; ")}]`;
  return { row, request, describe };
}
