import { verify } from "@node-rs/argon2";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { DEMO_USERS, seedDemoUsers } from "./demo-users";
import { seedReference } from "./reference";

const databases: TestDatabase[] = [];
function database(): TestDatabase {
  const t = createTestDatabase();
  databases.push(t);
  seedReference(t.db, { demoStaff: false });
  return t;
}
afterAll(() => databases.forEach((t) => t.cleanup()));

const env = { ...process.env };
afterEach(() => {
  process.env.NODE_ENV = env.NODE_ENV;
  for (const name of ["PUBLIC_URL", "SESSION_SECRET", "SIGNING_P12_PATH"]) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  process.env.DEMO_PASSWORD = env.DEMO_PASSWORD;
  if (env.DEMO_PASSWORD === undefined) delete process.env.DEMO_PASSWORD;
});

describe("seedDemoUsers", () => {
  it("creates one user per kind with its role on the right organisation", async () => {
    const t = database();
    expect(await seedDemoUsers(t.db)).toBe(6);
    const rows = t.db.$client
      .prepare(
        "SELECT u.username, u.email, u.name, a.org_uid AS org, a.role_id AS role FROM users u JOIN user_access a ON a.user_id = u.id ORDER BY u.id",
      )
      .all() as { username: string; email: string; name: string; org: string; role: string }[];
    expect(rows.map(({ username, org, role }) => ({ username, org, role }))).toEqual([
      { username: "admin", org: "0", role: "ROLE_ADMIN" },
      { username: "usermanager", org: "0", role: "ROLE_USER_MANAGER" },
      { username: "orgadmin", org: "6013", role: "ROLE_ORG_ADMIN" },
      { username: "submitter", org: "6013", role: "ROLE_ORG_SUBMITTER" },
      { username: "publisher", org: "6013", role: "ROLE_ORG_PUBLISHER" },
      { username: "apiuser", org: "6013", role: "ROLE_API_USER" },
    ]);
    for (const row of rows) {
      expect(row.email).toBe(`${row.username}@example.org`);
      expect(row.name).toMatch(/^\p{Script=Greek}/u);
    }
    expect(t.db.$client.prepare("SELECT latin_name FROM organizations WHERE uid = '6013'").pluck().get()).toBe(
      "municipality_of_athens",
    );
  });

  it("stores an argon2 hash of DEMO_PASSWORD that login can verify, and is idempotent", async () => {
    process.env.DEMO_PASSWORD = "κωδικός-δοκιμής";
    const t = database();
    await seedDemoUsers(t.db);
    const hash = t.db.$client
      .prepare("SELECT password_hash FROM users WHERE username = 'publisher'")
      .pluck()
      .get() as string;
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verify(hash, "κωδικός-δοκιμής")).toBe(true);
    expect(await verify(hash, "demo-password")).toBe(false);
    expect(await seedDemoUsers(t.db)).toBe(0);
    expect(t.db.$client.prepare("SELECT count(*) FROM users").pluck().get()).toBe(DEMO_USERS.length);
  });

  it("falls back to demo-password", async () => {
    delete process.env.DEMO_PASSWORD;
    const t = database();
    await seedDemoUsers(t.db);
    const hash = t.db.$client
      .prepare("SELECT password_hash FROM users WHERE username = 'admin'")
      .pluck()
      .get() as string;
    expect(await verify(hash, "demo-password")).toBe(true);
  });

  it("creates no user in production", async () => {
    Object.assign(process.env, {
      NODE_ENV: "production",
      PUBLIC_URL: "https://register.example.org",
      SESSION_SECRET: "s",
      // Read only when a document is signed, which this test never does.
      SIGNING_P12_PATH: "/nonexistent/signing.p12",
    });
    const t = database();
    expect(await seedDemoUsers(t.db)).toBe(0);
    expect(t.db.$client.prepare("SELECT count(*) FROM users").pluck().get()).toBe(0);
  });
});
