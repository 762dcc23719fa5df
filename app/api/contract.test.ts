/**
 * Contract of the JSON API (issue 15) against a real seeded SQLite file: every declared call is
 * in the OpenAPI document; every call, asked as the route table's row says (tests/support/
 * route-table.ts API_CALL_ROWS), answers JSON with the status the row names, and its body matches
 * the response schema *of the OpenAPI document* (read back with z.fromJSONSchema, so a document
 * that drifted from the answers fails here). The framework's refusals are the SPEC §8 payload.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_CALL_ROWS, fill, outcomeFor, placeholdersFrom, type Placeholders } from "#tests/support/route-table";
import { API_PREFIX, basicAuth, callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";
import { openApiDocument } from "./openapi.server";
import { API_CALLS } from "./registry.server";

const t = useDemoDatabase({ decisions: { count: 120, seed: 5, now: Date.parse("2026-03-15T10:30:00Z") } });
let values: Placeholders;
beforeAll(() => {
  values = placeholdersFrom(t.db.$client);
});

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
      expect(url.startsWith(API_PREFIX), url).toBe(true);
      // Signed in as the publisher (Basic), then anonymous: each answer as the row says.
      for (const who of ["publisher", "anonymous"] as const) {
        const want = outcomeFor(row.answer, who);
        const response = await callApi(row.method, url.slice(API_PREFIX.length), {
          who: who === "anonymous" ? undefined : who,
          body: row.body,
        });
        expect(response.status, `${who}: ${url}`).toBe(want);
        expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
        const json: unknown = response.body;
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
    const unknown = await callApi("GET", "/no/such/call");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: [{ errorCode: "NOT_FOUND" }] });
    const wrong = await callApi("POST", "/thematicCategories", { rawBody: "{}" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("answers 401 with WWW-Authenticate and the Greek message without credentials, or with a wrong password", async () => {
    const none = await callApi("GET", "/users/self");
    expect(none.status).toBe(401);
    expect(none.headers.get("WWW-Authenticate")).toMatch(/^Basic /);
    expect(none.body).toEqual({
      errors: [{ errorCode: "UNAUTHORIZED", errorMessage: "Παρακαλώ συνδεθείτε!", canBeIgnored: false }],
      warnings: [],
    });
    const wrong = await callApi("GET", "/decisionTypes", {
      headers: { Authorization: basicAuth("publisher", "wrong") },
    });
    expect(wrong.status).toBe(401);
  });

  it("refuses bad JSON, a missing body and a body of the wrong shape with 400, never 500", async () => {
    const path = "/validate/security/token";
    const bad = await callApi("POST", path, { rawBody: "{not json" });
    expect(bad.status).toBe(400);
    expect(bad.body as unknown).toMatchObject({ errors: [{ errorCode: "BAD_REQUEST" }] });
    expect((await callApi("POST", path, { rawBody: "" })).status).toBe(400);
    const shape = await callApi("POST", path, { body: { token: 42 } });
    expect(shape.status).toBe(400);
    const payload = shape.body as unknown as { errors: { errorMessage: string }[] };
    expect(payload.errors[0].errorMessage).toMatch(/^token: /);
  });

  it("answers 404 for a parameter that names nothing, and dates as YYYY-MM-DD", async () => {
    expect((await callApi("GET", "/decisions/view/v/not-a-uuid")).status).toBe(404);
    expect((await callApi("GET", "/organizations/no-such-body")).status).toBe(404);
    const view = await callApi("GET", fill("/decisions/view/{demoAda}", values));
    const body = view.body as unknown as { issueDate: string; publishDate: string; ada: string };
    expect(body.ada).toBe(values.demoAda);
    expect(body.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("searches like the /search page, and refuses a bad sort or an unknown parameter with 400", async () => {
    const found = await callApi("GET", "/search?fq=organizationUid:%226013%22&sort=oldest&size=5");
    expect(found.status).toBe(200);
    const body = found.body as unknown as { total: number; hits: { organization: { uid: string } }[]; facets: null };
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.length).toBeLessThanOrEqual(5);
    expect(body.hits.every((h) => h.organization.uid === "6013")).toBe(true);
    expect(body.facets).toBeNull();
    const badSort = await callApi("GET", "/search?sort=sideways");
    expect(badSort.status).toBe(400);
    expect((badSort.body as unknown as { errors: { errorMessage: string }[] }).errors[0].errorMessage).toMatch(
      /[\u0370-\u03ff]/,
    );
    expect((await callApi("GET", "/search?qq=x")).status).toBe(400);
  });

  it("saves a search as a bookmark (201) and deletes it, as /userhome does", async () => {
    const auth = { who: "publisher" };
    const link = "/search?query=%CE%BA%CE%B1%CE%B8%CE%B1%CF%81%CE%B9%CF%83%CE%BC%CE%BF%CF%8D";
    const saved = await callApi("POST", "/prefs/bookmarks", {
      ...auth,
      body: { link, description: "Καθαρισμός" },
    });
    expect(saved.status).toBe(201);
    const list = saved.body as { id: number; description: string }[];
    expect(list[0].description).toBe("Καθαρισμός");
    const deleted = await callApi("POST", "/prefs/bookmarks/del", {
      ...auth,
      body: { id: list[0].id },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(list.slice(1));
  });

  it("hides an unpublished version from an anonymous caller (401) and shows it to its organisation's staff", async () => {
    const url = fill("/decisions/view/v/{submittedVersionId}", values);
    expect((await callApi("GET", url)).status).toBe(401);
    expect((await callApi("GET", url, { who: "publisher" })).status).toBe(200);
  });

  it("answers the signed-in user as SPEC §7 says, with a session token in X-Auth-Token that works as a token", async () => {
    const response = await callApi("GET", "/users/self", { who: "publisher" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const self = response.body as Record<string, unknown>;
    expect(Object.keys(self).sort()).toEqual(
      ["access", "attrs", "authType", "email", "lastLogin", "name", "userType", "username"].sort(),
    );
    expect(self).toMatchObject({ username: "publisher", authType: "basic" });
    const token = response.headers.get("X-Auth-Token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await callApi("GET", "/users/self", { headers: { "X-Auth-Token": token } });
    expect(again.status).toBe(200);
    expect((again.body as unknown as { authType: string }).authType).toBe("token");
    const valid = await callApi("POST", "/validate/security/token", { body: { token } });
    expect(valid.body).toEqual({ valid: true, username: "publisher" });
  });
});
