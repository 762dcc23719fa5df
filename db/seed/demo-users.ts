/**
 * The demo accounts, one per kind of user of SPEC §1, so every screen can be tried out. Never in
 * production: there, accounts are made by user managers. The password is DEMO_PASSWORD, or
 * "demo-password"; hashed with argon2 (default options), as login verifies it.
 */
import { config } from "#config/env";
import { hash } from "@node-rs/argon2";
import { ALL_ORGANIZATIONS, type Role } from "#app/access/permissions";
import type { Db } from "../client";
import { DEMO_ORG_UID } from "./demo-bodies";

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  userType: string;
  role: Role;
  orgUid: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: "admin",
    firstName: "Ελένη",
    lastName: "Παπαδοπούλου",
    userType: "ADMIN",
    role: "ROLE_ADMIN",
    orgUid: ALL_ORGANIZATIONS,
  },
  {
    username: "usermanager",
    firstName: "Νικόλαος",
    lastName: "Γεωργίου",
    userType: "ADMIN",
    role: "ROLE_USER_MANAGER",
    orgUid: ALL_ORGANIZATIONS,
  },
  {
    username: "orgadmin",
    firstName: "Μαρία",
    lastName: "Οικονόμου",
    userType: "ORG_USER",
    role: "ROLE_ORG_ADMIN",
    orgUid: DEMO_ORG_UID,
  },
  {
    username: "submitter",
    firstName: "Γιώργος",
    lastName: "Δημητρίου",
    userType: "ORG_USER",
    role: "ROLE_ORG_SUBMITTER",
    orgUid: DEMO_ORG_UID,
  },
  {
    username: "publisher",
    firstName: "Κατερίνα",
    lastName: "Νικολάου",
    userType: "ORG_USER",
    role: "ROLE_ORG_PUBLISHER",
    orgUid: DEMO_ORG_UID,
  },
  {
    username: "apiuser",
    firstName: "Σύστημα",
    lastName: "Ηλεκτρονικής Διακίνησης",
    userType: "API_USER",
    role: "ROLE_API_USER",
    orgUid: DEMO_ORG_UID,
  },
];

export function demoPassword(): string {
  return config().DEMO_PASSWORD;
}

/** Creates the missing demo users (existing ones are left alone). Returns how many were added. */
export async function seedDemoUsers(db: Db): Promise<number> {
  if (config().isProduction) return 0;
  const sqlite = db.$client;
  const exists = sqlite.prepare("SELECT id FROM users WHERE username = ?").pluck();
  const missing = DEMO_USERS.filter((u) => exists.get(u.username) === undefined);
  if (missing.length === 0) return 0;
  // Hash outside the transaction: argon2 is asynchronous and deliberately slow.
  const passwordHash = await hash(demoPassword());
  const insertUser = sqlite.prepare(
    `INSERT INTO users (username, password_hash, name, email, first_name, last_name, user_type, auth_type, enabled, locked)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'basic', 1, 0)`,
  );
  const grant = sqlite.prepare("INSERT OR IGNORE INTO user_access (user_id, org_uid, role_id) VALUES (?, ?, ?)");
  sqlite.transaction(() => {
    for (const u of missing) {
      const { lastInsertRowid } = insertUser.run(
        u.username,
        passwordHash,
        `${u.firstName} ${u.lastName}`,
        `${u.username}@example.org`,
        u.firstName,
        u.lastName,
        u.userType,
      );
      grant.run(Number(lastInsertRowid), u.orgUid, u.role);
    }
  })();
  return missing.length;
}
