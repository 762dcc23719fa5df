/**
 * The user administration's domain against a real SQLite file with the demo users: each change
 * allowed and refused, its audit row, nothing changed on refusal, the grantor relation read from
 * the database on every grant, the search and the admin view.
 */
import { describe, expect, it, vi } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createSession, loadSessionUser } from "../access/sessions.server";
import type { SessionUser } from "../access/session-user";
import { changeAccountStatus } from "./account-status.server";
import { userAdminView } from "./admin-view.server";
import { grantRole } from "./grant-role.server";
import { searchUsers, USER_PAGE_SIZE } from "./search.server";
import { withdrawRole } from "./withdraw-role.server";

const ORG = "6013";
const t = useDemoDatabase();

const idOf = (username: string) => t.idOf(username);
const actor = (username: string): SessionUser => loadSessionUser(idOf(username), "test", Date.now() + 60_000)!;
const auditCount = () => (t.db.$client.prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number }).n;
const lastAudit = () =>
  t.db.$client.prepare("SELECT * FROM audit_log ORDER BY id DESC LIMIT 1").get() as {
    user_id: number;
    action: string;
    entity_id: string;
    details: string;
  };
const userRow = (username: string) =>
  t.db.$client.prepare("SELECT enabled, locked FROM users WHERE username = ?").get(username) as {
    enabled: number;
    locked: number;
  };
const rolesOf = (username: string) =>
  (
    t.db.$client
      .prepare("SELECT org_uid || ':' || role_id AS r FROM user_access WHERE user_id = ? ORDER BY 1")
      .all(idOf(username)) as { r: string }[]
  ).map((r) => r.r);
const sessionsOf = (username: string) =>
  (t.db.$client.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").get(idOf(username)) as { n: number }).n;

describe("account status", () => {
  it("a user manager disables a publisher: one audit row, and the publisher's sessions end", async () => {
    await createSession(idOf("publisher"));
    await createSession(idOf("publisher"));
    expect(sessionsOf("publisher")).toBe(2);
    const before = auditCount();
    expect(changeAccountStatus(actor("usermanager"), idOf("publisher"), "disable")).toEqual({
      ok: true,
      username: "publisher",
    });
    expect(userRow("publisher")).toEqual({ enabled: 0, locked: 0 });
    expect(sessionsOf("publisher")).toBe(0);
    expect(auditCount()).toBe(before + 1);
    expect(lastAudit()).toMatchObject({ user_id: idOf("usermanager"), action: "user.disable" });
    expect(JSON.parse(lastAudit().details)).toEqual({ username: "publisher", endedSessions: 2 });

    expect(changeAccountStatus(actor("usermanager"), idOf("publisher"), "disable")).toEqual({
      ok: false,
      reason: "unchanged",
    });
    expect(changeAccountStatus(actor("usermanager"), idOf("publisher"), "enable").ok).toBe(true);
    expect(userRow("publisher")).toEqual({ enabled: 1, locked: 0 });
  });

  it("locks and unlocks", () => {
    expect(changeAccountStatus(actor("usermanager"), idOf("submitter"), "lock").ok).toBe(true);
    expect(userRow("submitter")).toEqual({ enabled: 1, locked: 1 });
    expect(lastAudit().action).toBe("user.lock");
    expect(changeAccountStatus(actor("usermanager"), idOf("submitter"), "unlock").ok).toBe(true);
    expect(userRow("submitter")).toEqual({ enabled: 1, locked: 0 });
    expect(lastAudit().action).toBe("user.unlock");
  });

  it("refuses, changing nothing: a non-manager, an account with more rights, oneself, an unknown user", () => {
    const before = auditCount();
    expect(changeAccountStatus(actor("orgadmin"), idOf("submitter"), "disable")).toEqual({
      ok: false,
      reason: "forbidden",
    });
    // ROLE_ADMIN is granted only by ROLE_ADMIN: a user manager cannot shut an administrator out.
    expect(changeAccountStatus(actor("usermanager"), idOf("admin"), "lock")).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(changeAccountStatus(actor("usermanager"), idOf("usermanager"), "disable")).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(changeAccountStatus(actor("usermanager"), 99_999, "disable")).toEqual({ ok: false, reason: "not-found" });
    expect(userRow("submitter")).toEqual({ enabled: 1, locked: 0 });
    expect(userRow("admin")).toEqual({ enabled: 1, locked: 0 });
    expect(auditCount()).toBe(before);
  });
});

describe("roles per organisation", () => {
  it("grants and withdraws a role the manager is a grantor of, each with its audit row", () => {
    const change = { userId: idOf("submitter"), orgUid: ORG, role: "ROLE_ORG_PUBLISHER" as const };
    expect(grantRole(actor("usermanager"), change)).toEqual({ ok: true, username: "submitter" });
    expect(rolesOf("submitter")).toEqual([`${ORG}:ROLE_ORG_PUBLISHER`, `${ORG}:ROLE_ORG_SUBMITTER`]);
    expect(lastAudit()).toMatchObject({ action: "user.role.grant", entity_id: String(idOf("submitter")) });
    expect(JSON.parse(lastAudit().details)).toEqual({ username: "submitter", orgUid: ORG, role: "ROLE_ORG_PUBLISHER" });
    expect(grantRole(actor("usermanager"), change)).toEqual({ ok: false, reason: "unchanged" });

    expect(withdrawRole(actor("usermanager"), change)).toEqual({ ok: true, username: "submitter" });
    expect(rolesOf("submitter")).toEqual([`${ORG}:ROLE_ORG_SUBMITTER`]);
    expect(lastAudit().action).toBe("user.role.withdraw");
    expect(withdrawRole(actor("usermanager"), change)).toEqual({ ok: false, reason: "unchanged" });
  });

  it("refuses a role the manager is no grantor of, an unknown organisation, a non-manager elsewhere", () => {
    const before = auditCount();
    const userId = idOf("submitter");
    expect(grantRole(actor("usermanager"), { userId, orgUid: "0", role: "ROLE_ADMIN" })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(grantRole(actor("usermanager"), { userId, orgUid: "no-such-org", role: "ROLE_ORG_USER" })).toEqual({
      ok: false,
      reason: "unknown-organization",
    });
    // An organisation admin grants on their own organisation only.
    expect(grantRole(actor("orgadmin"), { userId, orgUid: "0", role: "ROLE_ORG_USER" })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(withdrawRole(actor("usermanager"), { userId: idOf("admin"), orgUid: "0", role: "ROLE_ADMIN" })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(rolesOf("submitter")).toEqual([`${ORG}:ROLE_ORG_SUBMITTER`]);
    expect(rolesOf("admin")).toEqual(["0:ROLE_ADMIN"]);
    expect(auditCount()).toBe(before);
  });

  it("reads who may grant which role from the database on every grant", () => {
    const userId = idOf("publisher");
    const change = { userId, orgUid: ORG, role: "ROLE_FEEDBACK_EDITOR" as const };
    expect(grantRole(actor("usermanager"), change).ok).toBe(false);
    t.db.$client
      .prepare(
        "INSERT INTO role_grantors (role_id, grantor_role_id) VALUES ('ROLE_FEEDBACK_EDITOR', 'ROLE_USER_MANAGER')",
      )
      .run();
    expect(grantRole(actor("usermanager"), change).ok).toBe(true);
    t.db.$client
      .prepare(
        "DELETE FROM role_grantors WHERE role_id = 'ROLE_FEEDBACK_EDITOR' AND grantor_role_id = 'ROLE_USER_MANAGER'",
      )
      .run();
    expect(withdrawRole(actor("usermanager"), change)).toEqual({ ok: false, reason: "forbidden" });
    expect(rolesOf("publisher")).toContain(`${ORG}:ROLE_FEEDBACK_EDITOR`);
  });
});

describe("searchUsers", () => {
  it("finds by name without accents or case, by role, organisation and status", () => {
    const byName = searchUsers({ text: "ΠΑΠΑΔΟΠΟΥΛΟΥ", page: 1 });
    expect(byName.ok && byName.rows.map((r) => r.username)).toEqual(["admin"]);
    const byRole = searchUsers({ role: "ROLE_API_USER", page: 1 });
    expect(byRole.ok && byRole.rows.map((r) => r.username)).toEqual(["apiuser"]);
    const byOrg = searchUsers({ orgUid: "0", page: 1 });
    expect(byOrg.ok && byOrg.rows.map((r) => r.username)).toEqual(["admin", "usermanager"]);
    changeAccountStatus(actor("usermanager"), idOf("apiuser"), "lock");
    const locked = searchUsers({ status: "locked", page: 1 });
    expect(locked.ok && locked.rows.map((r) => [r.username, r.status])).toEqual([["apiuser", "locked"]]);
    const enabled = searchUsers({ status: "enabled", page: 1 });
    expect(enabled.ok && enabled.total).toBe(5);
  });

  it("pages honestly: an exact total, and a page past the last is refused", () => {
    const first = searchUsers({ page: 1 });
    expect(first).toMatchObject({ ok: true, total: 6, pageCount: 1 });
    expect(first.ok && first.rows.length).toBe(6);
    expect(USER_PAGE_SIZE).toBe(10);
    expect(searchUsers({ page: 2 })).toEqual({ ok: false, reason: "page-out-of-range", pageCount: 1 });
    expect(searchUsers({ text: "κανείς-δεν-λέγεται-έτσι", page: 1 })).toMatchObject({ ok: true, total: 0 });
  });
});

describe("userAdminView", () => {
  it("shows organisations, roles and the permissions they give, and what the viewer may change", () => {
    const view = userAdminView(actor("usermanager"), idOf("orgadmin"))!;
    expect(view).toMatchObject({ username: "orgadmin", enabled: true, locked: false, mayChangeStatus: true });
    expect(view.organizations).toHaveLength(1);
    expect(view.organizations[0]).toMatchObject({
      orgUid: ORG,
      roles: [{ role: "ROLE_ORG_ADMIN", label: "Διαχειριστής φορέα", mayWithdraw: true }],
    });
    expect(view.organizations[0].permissions.map((p) => p.name)).toContain("Δημιουργία μονάδων");
    expect(view.grantableRoles.map((r) => r.role)).not.toContain("ROLE_ADMIN");
    expect(userAdminView(actor("usermanager"), idOf("admin"))!.mayChangeStatus).toBe(false);
  });

  it("still shows the user when the roles cannot be loaded, with the role list emptied (SPEC §8)", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    t.db.$client.exec("ALTER TABLE role_grantors RENAME TO role_grantors_unreadable");
    try {
      const view = userAdminView(actor("usermanager"), idOf("orgadmin"))!;
      expect(view.username).toBe("orgadmin");
      expect(view.grantableRoles).toEqual([]);
      expect(view.organizations[0].roles).toEqual([
        { role: "ROLE_ORG_ADMIN", label: "Διαχειριστής φορέα", mayWithdraw: false },
      ]);
      expect(view.mayChangeStatus).toBe(false);
      expect(logged).toHaveBeenCalled();
    } finally {
      t.db.$client.exec("ALTER TABLE role_grantors_unreadable RENAME TO role_grantors");
      logged.mockRestore();
    }
    expect(userAdminView(actor("usermanager"), idOf("orgadmin"))!.grantableRoles.length).toBeGreaterThan(0);
  });
});

describe("an organisation administrator", () => {
  it("sees only the accounts and roles of their organisations, and grants clerk roles there only", () => {
    const otherOrg = (
      t.db.$client.prepare("SELECT uid FROM organizations WHERE uid <> ? ORDER BY uid LIMIT 1").get(ORG) as {
        uid: string;
      }
    ).uid;
    const outsider = Number(
      t.db.$client
        .prepare(
          "INSERT INTO users (username, password_hash, name, email) VALUES ('outsider', 'x', 'Έξω Φορέα', 'o@example.org')",
        )
        .run().lastInsertRowid,
    );
    t.db.$client
      .prepare("INSERT INTO user_access (user_id, org_uid, role_id) VALUES (?, ?, 'ROLE_ORG_SUBMITTER')")
      .run(outsider, otherOrg);
    // A clerk of both organisations: the other organisation's role stays out of sight.
    t.db.$client
      .prepare("INSERT INTO user_access (user_id, org_uid, role_id) VALUES (?, ?, 'ROLE_ORG_USER')")
      .run(idOf("publisher"), otherOrg);

    const found = searchUsers({ withinOrganizations: [ORG], page: 1 });
    const usernames = found.ok ? found.rows.map((r) => r.username) : [];
    expect(usernames).toEqual(expect.arrayContaining(["orgadmin", "publisher", "submitter"]));
    expect(usernames).not.toContain("outsider");
    expect(usernames).not.toContain("usermanager");
    const publisherRow = found.ok ? found.rows.find((r) => r.username === "publisher")! : undefined;
    expect(new Set(publisherRow?.roles.map((r) => r.orgUid))).toEqual(new Set([ORG]));

    expect(userAdminView(actor("orgadmin"), outsider)).toBeNull();
    expect(userAdminView(actor("orgadmin"), idOf("publisher"))!.organizations.map((o) => o.orgUid)).toEqual([ORG]);
    expect(userAdminView(actor("orgadmin"), idOf("publisher"))!.mayChangeStatus).toBe(false);
    expect(userAdminView(actor("usermanager"), idOf("publisher"))!.organizations.map((o) => o.orgUid)).toEqual(
      [ORG, otherOrg].sort(),
    );

    const before = auditCount();
    expect(grantRole(actor("orgadmin"), { userId: outsider, orgUid: ORG, role: "ROLE_ORG_USER" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      grantRole(actor("orgadmin"), { userId: idOf("publisher"), orgUid: otherOrg, role: "ROLE_ORG_SUBMITTER" }),
    ).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(auditCount()).toBe(before);
    expect(
      grantRole(actor("orgadmin"), { userId: idOf("publisher"), orgUid: ORG, role: "ROLE_ORG_SUBMITTER" }),
    ).toMatchObject({
      ok: true,
    });
    expect(lastAudit()).toMatchObject({ action: "user.role.grant", user_id: idOf("orgadmin") });
    expect(
      withdrawRole(actor("orgadmin"), { userId: idOf("publisher"), orgUid: ORG, role: "ROLE_ORG_SUBMITTER" }),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe("the audit trail", () => {
  it("cannot be updated or deleted", () => {
    expect(() => t.db.$client.prepare("DELETE FROM audit_log").run()).toThrow(/append-only/);
    expect(() => t.db.$client.prepare("UPDATE audit_log SET action = 'x'").run()).toThrow(/append-only/);
  });
});
