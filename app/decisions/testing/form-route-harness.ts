/**
 * The decision form's route tests' common ground: a real SQLite file with the reference data and
 * the demo users, a demo user's session (the submitter's unless asked) and form token, and (when
 * asked) the local process that speaks VIES, GGPS and e-procurement. `useFormRouteHarness()` registers the set-up and clean-up
 * hooks of the calling test file; its fields are filled before the first test runs.
 */
import { afterAll, beforeAll } from "vitest";
import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { formToken, withToken, type FormToken } from "#tests/support/csrf";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { AccessEntry } from "#app/access/permissions";
import { createSession, loadSessionUser } from "#app/access/sessions.server";

export const BASE = "http://register.test";

export interface FormRouteHarness {
  t: TestDatabase;
  userId: number;
  access: readonly AccessEntry[];
  /** A POST of `body` to `path` as the submitter, with the form token (cookie and field). */
  post(path: string, body: FormData): Request;
  /** One value of a query on the test database. */
  one(sql: string): string;
}

/** `username`: the demo user whose session posts (the submitter unless said). */
export function useFormRouteHarness(options: { fakeServices?: boolean; username?: string } = {}): FormRouteHarness {
  let services: FakeServices | undefined;
  let cookie = "";
  let csrf: FormToken;
  const harness = {
    userId: 0,
    access: [],
    post: (path: string, body: FormData) =>
      new Request(`${BASE}${path}`, {
        method: "POST",
        body: withToken(body, csrf),
        headers: { Cookie: `${cookie}; ${csrf.cookie}`, Origin: BASE },
      }),
    one: (sql: string) => harness.t.db.$client.prepare(sql).pluck().get() as string,
  } as unknown as FormRouteHarness;

  beforeAll(async () => {
    if (options.fakeServices) {
      services = await startFakeServices();
      Object.assign(process.env, services.env);
    }
    harness.t = createTestDatabase();
    seedReference(harness.t.db);
    await seedDemoUsers(harness.t.db);
    setDb(harness.t.db);
    csrf = await formToken();
    const { id } = harness.t.db.$client
      .prepare("SELECT id FROM users WHERE username = ?")
      .get(options.username ?? "submitter") as { id: number };
    harness.userId = id;
    cookie = (await createSession(id)).cookie.split(";")[0];
    harness.access = loadSessionUser(id, "test", Date.now() + 60_000)!.access;
  }, 60_000);

  afterAll(async () => {
    setDb(undefined);
    harness.t.cleanup();
    if (services) {
      for (const key of Object.keys(services.env)) delete process.env[key];
      await services.stop();
    }
  });

  return harness;
}

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

/** An action's answer as a user would meet it: status, data, and where a redirect leads. */
export async function runAction(action: Action, request: Request, params: Record<string, string> = {}) {
  try {
    const out = (await action({ request, params, context: {} })) as {
      data?: Record<string, any>;
      init?: ResponseInit;
    };
    return { status: out?.init?.status ?? 200, data: out?.data ?? {}, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: {}, location: thrown.headers.get("Location") };
    const d = thrown as { data?: Record<string, any>; init?: ResponseInit };
    if (d && typeof d === "object" && "init" in d)
      return { status: d.init?.status ?? 500, data: d.data ?? {}, location: null };
    throw thrown;
  }
}
