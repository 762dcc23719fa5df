/**
 * HTTP Basic without argon2 on every call (decision 118), against a real SQLite file with the
 * demo users: a repeated right credential skips the password hashing, while a wrong one still
 * pays it, and a password change, a lock or a deactivation is refused at the very next call,
 * whether made by the account screens or straight in the database (another process).
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { changePassword } from "#app/users/change-password.server";
import { changeAccountStatus } from "#app/users/account-status.server";
import { authenticateApiRequest } from "./api-auth.server";
import { loadSessionUser } from "./sessions.server";

const t = useDemoDatabase();

const basic = (user: string, password: string) =>
  new Request("http://register.test/opendata/decisions", {
    headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` },
  });
const stateOf = async (user: string, password: string, address: string) =>
  (await authenticateApiRequest(basic(user, password), address)).state;

/** CPU (every thread, argon2's included) of `calls` calls, in ms. */
async function cpuMsOf(calls: number, call: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe("a verified Basic credential", () => {
  it("is not hashed again on the next calls, while a wrong password still costs the full check", async () => {
    expect(await stateOf("orgadmin", "demo-password", "192.0.2.40")).toBe("valid");
    const right = await cpuMsOf(4, async () =>
      expect(await stateOf("orgadmin", "demo-password", "192.0.2.40")).toBe("valid"),
    );
    const wrong = await cpuMsOf(4, async () =>
      expect(await stateOf("orgadmin", "not-it", "192.0.2.41")).toBe("refused"),
    );
    // Four argon2 verifications against four row reads: an order of magnitude apart.
    expect(right * 4).toBeLessThan(wrong);
  });

  it("is refused at the next call once the password is changed, and the new one works", async () => {
    expect(await stateOf("apiuser", "demo-password", "192.0.2.42")).toBe("valid");
    const user = loadSessionUser(t.idOf("apiuser"), "test-session", Date.now() + 60_000)!;
    const changed = await changePassword(user, "demo-password", "πράσινο-αερόστατο-47", "πράσινο-αερόστατο-47");
    expect(changed.ok).toBe(true);
    expect(await stateOf("apiuser", "demo-password", "192.0.2.42")).toBe("refused");
    expect(await stateOf("apiuser", "πράσινο-αερόστατο-47", "192.0.2.42")).toBe("valid");
    expect(await stateOf("apiuser", "πράσινο-αερόστατο-47", "192.0.2.42")).toBe("valid");
  });

  it("is refused at the next call once the account is locked or disabled", async () => {
    expect(await stateOf("publisher", "demo-password", "192.0.2.43")).toBe("valid");
    const manager = loadSessionUser(t.idOf("usermanager"), "test-session", Date.now() + 60_000)!;
    expect(changeAccountStatus(manager, t.idOf("publisher"), "lock").ok).toBe(true);
    expect(await stateOf("publisher", "demo-password", "192.0.2.43")).toBe("refused");
    expect(changeAccountStatus(manager, t.idOf("publisher"), "unlock").ok).toBe(true);
    expect(await stateOf("publisher", "demo-password", "192.0.2.43")).toBe("valid");

    // Another server process on the same file changes the row: no message reaches this one.
    t.db.$client.prepare("UPDATE users SET enabled = 0 WHERE username = 'publisher'").run();
    expect(await stateOf("publisher", "demo-password", "192.0.2.43")).toBe("refused");
  });

  it("is refused at the next call once the stored hash changes underneath it", async () => {
    expect(await stateOf("submitter", "demo-password", "192.0.2.44")).toBe("valid");
    const orgadminHash = t.db.$client
      .prepare("SELECT password_hash FROM users WHERE username = 'orgadmin'")
      .pluck()
      .get();
    t.db.$client.prepare("UPDATE users SET password_hash = ? WHERE username = 'submitter'").run(orgadminHash);
    // The same password, hashed anew (another salt): the entry is dropped, the full check passes.
    expect(await stateOf("submitter", "demo-password", "192.0.2.44")).toBe("valid");
    t.db.$client.prepare("UPDATE users SET password_hash = 'not-a-hash' WHERE username = 'submitter'").run();
    expect(await stateOf("submitter", "demo-password", "192.0.2.44")).toBe("refused");
  });
});
