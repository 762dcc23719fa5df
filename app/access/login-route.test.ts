/**
 * The login action against a real SQLite file with the demo users: the redirect back, a
 * non-Latin-1 redirectTo (was a 500 that left an orphan session row), and throttling of failures.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { formToken, withToken, type FormToken } from "#tests/support/csrf";
import { useDemoDatabase } from "#tests/support/demo-db";
import * as loginRoute from "../routes/login";
import { THROTTLE_RULES } from "../http/throttle.server";

const t = useDemoDatabase();
let csrf: FormToken;
beforeAll(async () => {
  csrf = await formToken();
}, 60_000);

const BASE = "http://register.test";
const sessions = () => (t.db.$client.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n;

async function postLogin(fields: Record<string, string>, address = "192.0.2.1") {
  const request = new Request(`${BASE}/login`, {
    method: "POST",
    body: withToken(new URLSearchParams(fields), csrf),
    headers: { Cookie: csrf.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
  });
  try {
    const out = (await loginRoute.action({ request, params: {}, context: { clientAddress: address } })) as {
      data: { errors: { form?: string } };
      init: ResponseInit & { headers?: Record<string, string> };
    };
    return { status: out.init.status, form: out.data.errors.form, retryAfter: out.init.headers?.["Retry-After"] };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("POST /login", () => {
  it("sends the user back to a Greek path, percent-encoded, with one new session", async () => {
    const before = sessions();
    const out = await postLogin({ username: "submitter", password: "demo-password", redirectTo: "/αβγ?q=ε" });
    expect(out).toMatchObject({ status: 303, location: "/%CE%B1%CE%B2%CE%B3?q=%CE%B5" });
    expect(sessions()).toBe(before + 1);
  });

  it("refuses redirects off the site, also after the URL parser normalises them", async () => {
    for (const redirectTo of ["//evil.example", "/.//evil.example", "/\\evil.example", "https://evil.example/"]) {
      const out = await postLogin({ username: "submitter", password: "demo-password", redirectTo });
      expect(out).toMatchObject({ status: 303, location: "/userhome" });
    }
  });

  it("throttles an account from one address after 5 failures, and a success resets the count", async () => {
    const address = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await postLogin({ username: "publisher", password: "wrong" }, address)).status!);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const blocked = await postLogin({ username: "publisher", password: "demo-password" }, address);
    expect(blocked.status).toBe(429);
    expect(blocked.form).toMatch(/^Πάρα πολλές προσπάθειες\. Δοκιμάστε ξανά σε 1[45] λεπτά\.$/);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(14 * 60);

    // The real user at another address is not locked out, and their success clears their count.
    const elsewhere = "203.0.113.9";
    for (let i = 0; i < 4; i++) await postLogin({ username: "publisher", password: "wrong" }, elsewhere);
    expect((await postLogin({ username: "publisher", password: "demo-password" }, elsewhere)).status).toBe(303);
    const again = [];
    for (let i = 0; i < 5; i++)
      again.push((await postLogin({ username: "publisher", password: "wrong" }, elsewhere)).status);
    expect(again).toEqual([400, 400, 400, 400, 400]);
  });

  it("throttles one address over many accounts, unknown ones included", async () => {
    const address = "192.0.2.200";
    const { points } = THROTTLE_RULES.loginAddress;
    for (let i = 0; i < points; i++) {
      expect((await postLogin({ username: `nobody${i}`, password: "x" }, address)).status).toBe(400);
    }
    const out = await postLogin({ username: "orgadmin", password: "demo-password" }, address);
    expect(out.status).toBe(429);
  }, 60_000);

  it("counts failures in the database, so they survive a restart", () => {
    const rows = t.db.$client.prepare("SELECT count(*) AS n FROM rate_limits").get() as { n: number };
    expect(rows.n).toBeGreaterThan(0);
  });

  it("does not count a form with an empty field as a failure", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 8; i++) {
      const out = await postLogin({ username: "admin", password: "" }, address);
      expect(out.status).toBe(400);
      expect(out.form).toBeUndefined();
    }
  });

  it("writes an audit row for every login, successful or refused, with the client's address", async () => {
    const rows = () =>
      t.db.$client.prepare("SELECT action, entity_type, entity_id, details FROM audit_log ORDER BY id").all() as {
        action: string;
        entity_type: string;
        entity_id: string;
        details: string | null;
      }[];
    const before = rows().length;
    await postLogin({ username: "orgadmin", password: "demo-password" }, "203.0.113.50");
    await postLogin({ username: "orgadmin", password: "wrong" }, "203.0.113.51");
    await postLogin({ username: "my-secret-typed-here", password: "x" }, "203.0.113.52");
    const added = rows().slice(before);
    const orgadmin = (t.db.$client.prepare("SELECT id FROM users WHERE username = 'orgadmin'").get() as { id: number })
      .id;
    expect(added.map((r) => [r.action, r.entity_type, r.entity_id, JSON.parse(r.details ?? "{}")])).toEqual([
      ["user.login", "user", String(orgadmin), { address: "203.0.113.50" }],
      ["user.login.failure", "user", String(orgadmin), { address: "203.0.113.51", reason: "bad-credentials" }],
      ["user.login.failure", "login", "unknown", { address: "203.0.113.52", reason: "bad-credentials" }],
    ]);
    // The session remembers where it was opened from (the user's list of sessions shows it).
    expect(
      t.db.$client.prepare("SELECT address FROM sessions WHERE user_id = ? ORDER BY created_at DESC").get(orgadmin),
    ).toEqual({ address: "203.0.113.50" });
  });
});
