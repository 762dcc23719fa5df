/**
 * Accounts made for one test (users and security, issue 13): written straight into the portal's
 * database, with the demo password hashed as the portal hashes it, so each spec and project has
 * its own user and the six demo accounts stay as the other specs expect them.
 */
import { hash } from "@node-rs/argon2";
import { e2eDb } from "./db";
import { DEMO_PASSWORD } from "./env";

export interface NewUser {
  username: string;
  name: string;
  email: string;
  role?: string;
  orgUid?: string;
}

export async function createUser(user: NewUser): Promise<number> {
  const passwordHash = await hash(DEMO_PASSWORD);
  const db = e2eDb();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO users (username, password_hash, name, email, user_type, auth_type, enabled, locked)
       VALUES (?, ?, ?, ?, 'ORG_USER', 'basic', 1, 0)`,
    )
    .run(user.username, passwordHash, user.name, user.email);
  const id = Number(lastInsertRowid);
  if (user.role) {
    db.prepare("INSERT INTO user_access (user_id, org_uid, role_id) VALUES (?, ?, ?)").run(
      id,
      user.orgUid ?? "6013",
      user.role,
    );
  }
  return id;
}

export function rolesOf(userId: number): string[] {
  return (
    e2eDb()
      .prepare("SELECT org_uid || ':' || role_id AS r FROM user_access WHERE user_id = ? ORDER BY 1")
      .all(userId) as { r: string }[]
  ).map((row) => row.r);
}

export function accountOf(userId: number): { enabled: number; locked: number } {
  return e2eDb().prepare("SELECT enabled, locked FROM users WHERE id = ?").get(userId) as {
    enabled: number;
    locked: number;
  };
}

export function auditActionsOn(userId: number): string[] {
  return (
    e2eDb()
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'user' AND entity_id = ? ORDER BY id")
      .all(String(userId)) as { action: string }[]
  ).map((row) => row.action);
}

export function sessionCountOf(userId: number): number {
  return (e2eDb().prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").get(userId) as { n: number }).n;
}
