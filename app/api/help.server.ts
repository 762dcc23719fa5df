/**
 * /api/help's reference of the JSON API, built from the generated OpenAPI document (so the page,
 * the document and the calls cannot disagree). See reference.ts for the shape.
 */
import { absoluteUrl } from "#app/http/public-url";
import type { ApiCall } from "./call";
import { API_BASE } from "./dispatch.server";
import { jsonSchemaOf } from "./openapi.server";
import type { ApiReference, ReferenceCall, ReferenceParameter } from "./reference";

type JsonSchema = Record<string, unknown>;

/** «string, format date», «integer 1–100, default 20», «one of: A, B» … for a parameter. */
function accepts(schema: JsonSchema): string {
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`ένα από: ${(schema.enum as unknown[]).join(", ")}`);
  else if (typeof schema.type === "string") parts.push(schema.type);
  if (typeof schema.format === "string") parts.push(`μορφή ${schema.format}`);
  if (typeof schema.pattern === "string") parts.push(`μοτίβο ${schema.pattern}`);
  const bound = (value: unknown) => (typeof value === "number" ? String(value) : "");
  if (typeof schema.minimum === "number" || typeof schema.maximum === "number") {
    parts.push(`${bound(schema.minimum)}–${bound(schema.maximum)}`);
  }
  if (typeof schema.maxLength === "number") parts.push(`έως ${schema.maxLength} χαρακτήρες`);
  if (schema.default !== undefined) parts.push(`προεπιλογή ${JSON.stringify(schema.default)}`);
  return parts.join(", ") || "κείμενο";
}

function parametersOf(call: ApiCall): ReferenceParameter[] {
  const out: ReferenceParameter[] = [];
  for (const [where, schema] of [
    ["path", call.params],
    ["query", call.query],
  ] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, "input");
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      out.push({ name, where, required: where === "path" || required.has(name), accepts: accepts(property) });
    }
  }
  return out;
}

const ACCESS_TEXT = (call: ApiCall): string =>
  call.access === "public"
    ? "Δημόσια· χωρίς σύνδεση."
    : call.access === "user"
      ? "Συνδεδεμένος χρήστης (Basic, κλειδί API ή συνεδρία)."
      : `Χρήστης με το δικαίωμα ${call.access.permission}.`;

function curlOf(call: ApiCall): string {
  const url = absoluteUrl(`${API_BASE}${call.example}`);
  const parts = ["curl"];
  if (call.method !== "GET") parts.push(`-X ${call.method}`);
  if (call.access !== "public") parts.push('-H "Authorization: Bearer drt_…"');
  if (call.body) {
    parts.push('-H "Content-Type: application/json"');
    parts.push(`-d '${JSON.stringify(call.exampleBody ?? {})}'`);
  }
  parts.push(`"${url}"`);
  return parts.join(" ");
}

function referenceOf(call: ApiCall): ReferenceCall {
  const example = `${API_BASE}${call.example}`;
  return {
    id: `${call.method}-${call.path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, ""),
    method: call.method,
    path: call.path,
    summary: call.summary,
    access: ACCESS_TEXT(call),
    parameters: parametersOf(call),
    body: call.body ? JSON.stringify(jsonSchemaOf(call.body, "input"), null, 2) : null,
    bodyExample: call.exampleBody === undefined ? null : JSON.stringify(call.exampleBody, null, 2),
    response: JSON.stringify(jsonSchemaOf(call.response, "output"), null, 2),
    responseHeaders: Object.entries(call.responseHeaders ?? {}).map(([name, description]) => ({ name, description })),
    curl: curlOf(call),
    link: call.method === "GET" && call.access === "public" && !/[{}]/.test(call.example) ? example : null,
  };
}

export function apiReference(calls: readonly ApiCall[]): ApiReference {
  const groups = new Map<string, ReferenceCall[]>();
  for (const call of calls) groups.set(call.tag, [...(groups.get(call.tag) ?? []), referenceOf(call)]);
  return { base: absoluteUrl(API_BASE), groups: [...groups].map(([tag, list]) => ({ tag, calls: list })) };
}
