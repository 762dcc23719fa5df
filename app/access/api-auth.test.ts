/**
 * HTTP Basic for the JSON API against a real SQLite file with the demo users: the API user gets
 * its full rights (which a browser session does not), wrong or inactive credentials are refused
 * and audited with the address, and failures are throttled like the login form's.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { authenticateApiRequest, basicCredentials } from "./api-auth.server";

const t = useDemoDatabase();

const call = (authorization?: string) =>
  new Request("http://register.test/api/users/self", {
    headers: authorization ? { Authorization: authorization } : {},
  });
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe("basicCredentials", () => {
  it("reads RFC 7617 credentials in UTF-8, a colon allowed in the password", () => {
    expect(basicCredentials(basic("χρήστης", "a:b"))).toEqual({ username: "χρήστης", password: "a:b" });
    expect(basicCredentials("Bearer abc")).toBeNull();
    expect(basicCredentials("Basic !!!")).toBeNull();
    expect(basicCredentials(`Basic ${Buffer.from("no-colon").toString("base64")}`)).toBeNull();
  });
});

describe("authenticateApiRequest", () => {
  it("lets the API user in with its publishing rights", async () => {
    const out = await authenticateApiRequest(call(basic("apiuser", "demo-password")), "192.0.2.10");
    expect(out.state).toBe("valid");
    if (out.state !== "valid") return;
    expect(out.user).toMatchObject({ username: "apiuser", authType: "basic" });
    expect(out.user.access[0].permissions).toContain("PERM_DECISIONS_PUBLISH_SUBMITTED");
  });

  it("says anonymous without a header, refuses a wrong password and audits it", async () => {
    expect(await authenticateApiRequest(call(), "192.0.2.11")).toEqual({ state: "anonymous" });
    expect(await authenticateApiRequest(call(basic("apiuser", "wrong")), "192.0.2.11")).toEqual({
      state: "refused",
      status: 401,
    });
    const row = t.db.$client.prepare("SELECT action, details FROM audit_log ORDER BY id DESC LIMIT 1").get() as {
      action: string;
      details: string;
    };
    expect(row.action).toBe("user.login.failure");
    expect(JSON.parse(row.details)).toEqual({ address: "192.0.2.11", reason: "bad-credentials", channel: "api" });
  });

  it("refuses a locked account even with the right password, and throttles repeated failures", async () => {
    t.db.$client.prepare("UPDATE users SET locked = 1 WHERE username = 'publisher'").run();
    expect(await authenticateApiRequest(call(basic("publisher", "demo-password")), "192.0.2.12")).toEqual({
      state: "refused",
      status: 401,
    });
    const states: string[] = [];
    for (let i = 0; i < 6; i++) {
      states.push((await authenticateApiRequest(call(basic("orgadmin", "wrong")), "192.0.2.13")).state);
    }
    expect(states).toEqual(["refused", "refused", "refused", "refused", "refused", "throttled"]);
  });
});
