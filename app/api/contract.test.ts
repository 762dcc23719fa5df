/**
 * Contract of the JSON API (issue 15) against a real seeded SQLite file: every declared call is
 * in the OpenAPI document; every call, asked as the route table's row says (tests/support/
 * route-table.ts API_CALL_ROWS), answers JSON with the status the row names, and its body matches
 * the response schema *of the OpenAPI document* (read back with z.fromJSONSchema, so a document
 * that drifted from the answers fails here). The framework's refusals are the SPEC §8 payload.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { setDb } from "#db/client";
import { seedDecisions, seedDemoUsers, seedReference } from "#db/seed";
import { API_CALL_ROWS, fill, outcomeFor, placeholdersFrom, type Placeholders } from "#tests/support/route-table";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { handleApiRequest } from "./dispatch.server";
import { openApiDocument } from "./openapi.server";
import { API_CALLS, API_ROUTER } from "./registry.server";

let t: TestDatabase;
let values: Placeholders;
beforeAll(async () => {
  t = createTestDatabase();
  seedReference(t.db);
  await seedDemoUsers(t.db);
  await seedDecisions(t.db, 120, { seed: 5, now: Date.parse("2026-03-15T10:30:00Z") });
  setDb(t.db);
  values = placeholdersFrom(t.db.$client);
}, 120_000);
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

const BASE = "http://register.test";
const basic = (user: string) => `Basic ${Buffer.from(`${user}:demo-password`).toString("base64")}`;

async function call(
  method: string,
  url: string,
  options: { authorization?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.authorization) headers.Authorization = options.authorization;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const request = new Request(BASE + url, { method, headers, body: options.body });
  const subpath = new URL(request.url).pathname.replace(/^\/luminapi\/api/, "");
  return handleApiRequest(API_ROUTER, request, subpath, "192.0.2.50");
}

type Doc = ReturnType<typeof openApiDocument>;
type Operation = { responses: Record<string, { content: { "application/json": { schema: unknown } } }> };
const operation = (doc: Doc, method: string, path: string) =>
  (doc.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

/**
 * A schema of the document as a zod schema: its references to the document's components (the
 * recursive trees) are given to z.fromJSONSchema as the schema's own `$defs`.
 */
function zodOf(doc: Doc, schema: unknown) {
  const text = JSON.stringify({ ...(schema as object), $defs: doc.components.schemas });
  const resolved = JSON.parse(text.replaceAll('"#/components/schemas/', '"#/$defs/')) as Parameters<
    typeof z.fromJSONSchema
  >[0];
  return z.fromJSONSchema(resolved);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and names every declared call with its parameters and answers", () => {
    const doc = openApiDocument(API_CALLS);
    expect(doc.openapi).toBe("3.1.0");
    for (const c of API_CALLS) {
      const op = operation(doc, c.method, c.path);
      expect(op, `${c.method} ${c.path}`).toBeDefined();
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(["200", "400", "404", "405", "429"]));
    }
    const attributes = doc.paths["/decisionTypes/{uid}/attributes"].get as { parameters: { name: string }[] };
    expect(attributes.parameters.map((p) => p.name)).toEqual(["uid"]);
    // The document's schemas are strict enough to catch a drifted answer.
    const types = operation(doc, "GET", "/decisionTypes")!.responses["200"].content["application/json"].schema;
    const strict = z.fromJSONSchema(types as Parameters<typeof z.fromJSONSchema>[0]);
    expect(strict.safeParse([{ uid: "Α.1", label: "x", parent: null, allowedInDecisions: true }]).success).toBe(true);
    expect(strict.safeParse([{ uid: "Α.1", label: "x" }]).success).toBe(false);
    // Recursive trees are named components, referred to from the answers and from themselves.
    const schemas = doc.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(schemas.OrganizationNode.properties?.children).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/OrganizationNode" },
    });
    expect(JSON.stringify(operation(doc, "GET", "/organizations/fullStructureUnder/{id}"))).toContain(
      '"$ref":"#/components/schemas/UnitStructureNode"',
    );
    expect(JSON.stringify(doc)).not.toContain("#/$defs/");
    const self = doc.paths["/users/self"].get as { responses: { "200": { headers: Record<string, unknown> } } };
    expect(Object.keys(self.responses["200"].headers)).toContain("X-Auth-Token");
  });
});

describe("every call, as its route-table row says", () => {
  for (const row of API_CALL_ROWS) {
    it(`${row.method} ${row.path}`, async () => {
      const doc = openApiDocument(API_CALLS);
      const url = fill(row.example, values);
      const body = row.body === undefined ? undefined : JSON.stringify(row.body);
      // Signed in as the publisher (Basic), then anonymous: each answer as the row says.
      for (const who of ["publisher", "anonymous"] as const) {
        const want = outcomeFor(row.answer, who);
        const response = await call(row.method, url, {
          authorization: who === "anonymous" ? undefined : basic(who),
          body,
        });
        expect(response.status, `${who}: ${url}`).toBe(want);
        expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
        const json: unknown = await response.json();
        if (response.status !== 200) {
          expect(json).toMatchObject({
            errors: [{ errorCode: expect.any(String), canBeIgnored: false }],
            warnings: [],
          });
          continue;
        }
        const schema = operation(doc, row.method, row.path)!.responses["200"].content["application/json"].schema;
        const check = zodOf(doc, schema).safeParse(json);
        expect(check.success, `${url}: ${JSON.stringify(check.error?.issues.slice(0, 3))}`).toBe(true);
      }
    });
  }
});

describe("the framework's answers (SPEC §8)", () => {
  it("answers 404 for an unknown call and 405 with Allow for a wrong method", async () => {
    const unknown = await call("GET", "/luminapi/api/no/such/call");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errors: [{ errorCode: "NOT_FOUND" }] });
    const wrong = await call("POST", "/luminapi/api/thematicCategories", { body: "{}" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("answers 401 with WWW-Authenticate and the Greek message without credentials, or with a wrong password", async () => {
    const none = await call("GET", "/luminapi/api/users/self");
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
    expect(await none.json()).toEqual({
      errors: [{ errorCode: "UNAUTHORIZED", errorMessage: "Παρακαλώ συνδεθείτε!", canBeIgnored: false }],
      warnings: [],
    });
    const wrong = await call("GET", "/luminapi/api/decisionTypes", {
      authorization: `Basic ${Buffer.from("publisher:wrong").toString("base64")}`,
    });
    expect(wrong.status).toBe(401);
  });

  it("refuses bad JSON, a missing body and a body of the wrong shape with 400, never 500", async () => {
    const path = "/luminapi/api/validate/security/token";
    const bad = await call("POST", path, { body: "{not json" });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as unknown).toMatchObject({ errors: [{ errorCode: "BAD_REQUEST" }] });
    expect((await call("POST", path, { body: "" })).status).toBe(400);
    const shape = await call("POST", path, { body: JSON.stringify({ token: 42 }) });
    expect(shape.status).toBe(400);
    const payload = (await shape.json()) as { errors: { errorMessage: string }[] };
    expect(payload.errors[0].errorMessage).toMatch(/^token: /);
  });

  it("answers 404 for a parameter that names nothing, and dates as YYYY-MM-DD", async () => {
    expect((await call("GET", "/luminapi/api/decisions/view/v/not-a-uuid")).status).toBe(404);
    expect((await call("GET", "/luminapi/api/organizations/no-such-body")).status).toBe(404);
    const view = await call("GET", fill("/luminapi/api/decisions/view/{demoAda}", values));
    const body = (await view.json()) as { issueDate: string; publishDate: string; ada: string };
    expect(body.ada).toBe(values.demoAda);
    expect(body.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("searches like the /search page, and refuses a bad sort or an unknown parameter with 400", async () => {
    const found = await call("GET", "/luminapi/api/search?fq=organizationUid:%226013%22&sort=oldest&size=5");
    expect(found.status).toBe(200);
    const body = (await found.json()) as { total: number; hits: { organization: { uid: string } }[]; facets: null };
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.length).toBeLessThanOrEqual(5);
    expect(body.hits.every((h) => h.organization.uid === "6013")).toBe(true);
    expect(body.facets).toBeNull();
    const badSort = await call("GET", "/luminapi/api/search?sort=sideways");
    expect(badSort.status).toBe(400);
    expect(((await badSort.json()) as { errors: { errorMessage: string }[] }).errors[0].errorMessage).toMatch(
      /[\u0370-\u03ff]/,
    );
    expect((await call("GET", "/luminapi/api/search?qq=x")).status).toBe(400);
  });

  it("saves a search as a bookmark (201) and deletes it, as /userhome does", async () => {
    const auth = { authorization: basic("publisher") };
    const link = "/search?query=%CE%BA%CE%B1%CE%B8%CE%B1%CF%81%CE%B9%CF%83%CE%BC%CE%BF%CF%8D";
    const saved = await call("POST", "/luminapi/api/prefs/bookmarks", {
      ...auth,
      body: JSON.stringify({ link, description: "Καθαρισμός" }),
    });
    expect(saved.status).toBe(201);
    const list = (await saved.json()) as { id: number; description: string }[];
    expect(list[0].description).toBe("Καθαρισμός");
    const deleted = await call("POST", "/luminapi/api/prefs/bookmarks/del", {
      ...auth,
      body: JSON.stringify({ id: list[0].id }),
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual(list.slice(1));
  });

  it("hides an unpublished version from an anonymous caller (401) and shows it to its organisation's staff", async () => {
    const url = fill("/luminapi/api/decisions/view/v/{submittedVersionId}", values);
    expect((await call("GET", url)).status).toBe(401);
    expect((await call("GET", url, { authorization: basic("publisher") })).status).toBe(200);
  });

  it("answers the signed-in user as SPEC §7 says, with a session token in X-Auth-Token that works as a token", async () => {
    const response = await call("GET", "/luminapi/api/users/self", { authorization: basic("publisher") });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const self = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(self).sort()).toEqual(
      ["access", "attrs", "authType", "email", "lastLogin", "name", "userType", "username"].sort(),
    );
    expect(self).toMatchObject({ username: "publisher", authType: "basic" });
    const token = response.headers.get("X-Auth-Token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await call("GET", "/luminapi/api/users/self", { headers: { "X-Auth-Token": token } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { authType: string }).authType).toBe("token");
    const valid = await call("POST", "/luminapi/api/validate/security/token", { body: JSON.stringify({ token }) });
    expect(await valid.json()).toEqual({ valid: true, username: "publisher" });
  });
});
