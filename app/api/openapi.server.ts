/**
 * The OpenAPI 3.1 document of the JSON API, generated from the declared calls' zod schemas
 * (zod v4 `z.toJSONSchema`, JSON Schema 2020-12 as OpenAPI 3.1 uses), never written by hand:
 * served at /api/openapi.json and rendered by /api/help.
 */
import { z } from "zod";
import { WWW_AUTHENTICATE } from "#app/access/api-auth.server";
import { absoluteUrl } from "#app/http/public-url";
import type { ApiCall } from "./call";
import { API_BASE } from "./dispatch.server";

type JsonSchema = Record<string, unknown>;

const ERRORS_SCHEMA = {
  type: "object",
  description: "SPEC §8: κάθε σφάλμα ως errorCode, errorMessage, canBeIgnored· οι προειδοποιήσεις με το ίδιο σχήμα.",
  required: ["errors", "warnings"],
  properties: {
    errors: { type: "array", items: { $ref: "#/components/schemas/ErrorItem" } },
    warnings: { type: "array", items: { $ref: "#/components/schemas/ErrorItem" } },
  },
};
const ERROR_ITEM_SCHEMA = {
  type: "object",
  required: ["errorCode", "errorMessage", "canBeIgnored"],
  properties: { errorCode: { type: "string" }, errorMessage: { type: "string" }, canBeIgnored: { type: "boolean" } },
};

const ERROR_TEXT: Record<string, string> = {
  "400": "Μη έγκυρη παράμετρος ή σώμα (κάθε πρόβλημα ως στοιχείο του errors).",
  "401": "Χωρίς ή με λάθος στοιχεία σύνδεσης: «Παρακαλώ συνδεθείτε!» (με WWW-Authenticate).",
  "403": "Χωρίς το απαιτούμενο δικαίωμα.",
  "404": "Δεν βρέθηκε.",
  "405": "Η κλήση δεν δέχεται αυτή τη μέθοδο (κεφαλίδα Allow).",
  "409": "Το αντικείμενο χρησιμοποιείται ή άλλαξε στο μεταξύ· τίποτα δεν άλλαξε.",
  "429": "Πάρα πολλές κλήσεις ή αποτυχημένες συνδέσεις (κεφαλίδα Retry-After).",
};

/** The JSON Schema of a zod schema: what is sent (`input`) or what is answered (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** Named schemas the calls share, gathered into the document's components. */
type Components = Map<string, JsonSchema>;

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/")
        ? [key, `#/components/schemas/${inner.slice("#/$defs/".length)}`]
        : [key, rewriteRefs(inner)],
    ),
  );
}

/**
 * A call's schema as the document holds it. A recursive schema (a tree: the node's children are
 * nodes) carries a `.meta({ id })`, so z.toJSONSchema names it in `$defs` and refers to it there;
 * an inline `#/$defs/…` would resolve against the document's root, where there is none, so each
 * definition moves to `components.schemas` under its id and every reference follows it
 * (docs/decisions/084-api-recursive-schemas-and-writes.md). The same id must mean the same schema.
 */
function documented(schema: z.ZodType, io: "input" | "output", components: Components): JsonSchema {
  const { $defs, ...rest } = jsonSchemaOf(schema, io);
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    const moved = rewriteRefs(definition) as JsonSchema;
    const known = components.get(name);
    if (known && JSON.stringify(known) !== JSON.stringify(moved)) {
      throw new Error(`two different schemas are named ${name} in the API's OpenAPI document`);
    }
    components.set(name, moved);
  }
  return rewriteRefs(rest) as JsonSchema;
}

function parametersOf(call: ApiCall) {
  const list: Record<string, unknown>[] = [];
  const add = (schema: z.ZodType | undefined, where: "path" | "query") => {
    if (!schema) return;
    const json = jsonSchemaOf(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === "path" || required.has(name), schema: property });
    }
  };
  add(call.params, "path");
  add(call.query, "query");
  // A path parameter the call does not describe with a schema is still a required string.
  for (const name of [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
    if (!list.some((p) => p.name === name && p.in === "path")) {
      list.push({ name, in: "path", required: true, schema: { type: "string" } });
    }
  }
  return list;
}

function securityOf(call: ApiCall) {
  const authenticated = [{ basic: [] }, { bearer: [] }, { authToken: [] }, { session: [] }];
  return call.access === "public" ? [{}, ...authenticated] : authenticated;
}

function operationOf(call: ApiCall, components: Components) {
  const errors = [
    ...["400", "404", "405", "429"],
    ...(call.access === "public" ? [] : ["401", "403"]),
    ...(call.conflicts ? ["409"] : []),
  ].sort();
  const responses: Record<string, unknown> = {
    "200": {
      description: "Επιτυχία",
      headers: Object.fromEntries(
        Object.entries(call.responseHeaders ?? {}).map(([name, description]) => [
          name,
          { description, schema: { type: "string" } },
        ]),
      ),
      content: { "application/json": { schema: documented(call.response, "output", components) } },
    },
  };
  for (const code of errors) {
    responses[code] = {
      description: ERROR_TEXT[code],
      content: { "application/json": { schema: { $ref: "#/components/schemas/Errors" } } },
    };
  }
  return {
    operationId: `${call.method.toLowerCase()}${call.path.replace(/\{(\w+)\}/g, "By_$1").replace(/[^A-Za-z0-9_]+/g, "_")}`,
    tags: [call.tag],
    summary: call.summary,
    description:
      call.access === "public"
        ? "Δημόσια κλήση."
        : call.access === "user"
          ? "Για συνδεδεμένους χρήστες."
          : `Απαιτεί το δικαίωμα ${call.access.permission}.`,
    parameters: parametersOf(call),
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: documented(call.body, "input", components),
                ...(call.exampleBody === undefined ? {} : { example: call.exampleBody }),
              },
            },
          },
        }
      : {}),
    security: securityOf(call),
    "x-example": `${API_BASE}${call.example}`,
    responses,
  };
}

export function openApiDocument(calls: readonly ApiCall[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Components = new Map();
  for (const call of calls) {
    paths[call.path] ??= {};
    paths[call.path][call.method.toLowerCase()] = operationOf(call, components);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Μητρώο διοικητικών πράξεων: JSON API",
      version: "1",
      description:
        "Οι κλήσεις του SPEC §7 κάτω από /luminapi/api. Ημερομηνίες YYYY-MM-DD (ημέρα Αθήνας), χρονικές στιγμές ISO 8601 (UTC). " +
        "Σφάλματα κατά SPEC §8. Σύνδεση με HTTP Basic, με κλειδί API (Authorization: Bearer ή X-Auth-Token, από τη σελίδα /profile/tokens) ή με το cookie της συνεδρίας. " +
        "Κάθε χρήστης έχει όριο κλήσεων ανά λεπτό (429 με Retry-After). " +
        "Το OpenData API (/opendata και /luminapi/opendata), με τις κλήσεις εγγραφής των συστημάτων διαχείρισης εγγράφων (POST /opendata/decisions, /opendata/decisions/{ada}, /opendata/decisions/requests/revocations), κρατά τα σχήματα του πραγματικού μητρώου και περιγράφεται χωριστά (docs/opendata.md).",
    },
    servers: [{ url: absoluteUrl(API_BASE) }],
    tags: [...new Set(calls.map((c) => c.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Errors: ERRORS_SCHEMA, ErrorItem: ERROR_ITEM_SCHEMA, ...Object.fromEntries(components) },
      securitySchemes: {
        basic: { type: "http", scheme: "basic", description: WWW_AUTHENTICATE },
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "Κλειδί API (drt_…) ή κλειδί συνεδρίας από GET /users/self.",
        },
        authToken: { type: "apiKey", in: "header", name: "X-Auth-Token" },
        session: { type: "apiKey", in: "cookie", name: "register_session" },
      },
    },
  };
}
