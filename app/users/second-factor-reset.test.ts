/**
 * An administrator's reset of a user's lost second factor (issue 13; docs/decisions/074) against a
 * real SQLite file: who may, the manager's password, what goes in the one transaction (factor,
 * recovery codes, sessions, audit row, queued mail), and the user sent to enrol again when the
 * second factor is required for administrators.
 */
import { afterEach, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { requireStaff } from "../access/guards.server";
import { hasConfirmedSecondFactor } from "../access/second-factor/factor.server";
import { unseal } from "../access/second-factor/secret-box.server";
import { currentTotpCode } from "../access/second-factor/totp.server";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import { resetSecondFactor, secondFactorResetTarget } from "./second-factor-reset.server";
import { confirmEnrolment, startEnrolment } from "./two-factor.server";

const PASSWORD = "demo-password";
const t = useDemoDatabase();
afterEach(() => {
  delete process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS;
});

const sqlite = () => t.db.$client;
const count = (sql: string, ...args: unknown[]) =>
  (
    sqlite()
      .prepare(sql)
      .get(...args) as { n: number }
  ).n;

async function signedIn(username: string) {
  const { id } = await createSession(t.idOf(username), { address: "192.0.2.9" });
  return loadSessionUser(t.idOf(username), id, Date.now() + 60_000)!;
}

async function enrol(username: string): Promise<void> {
  const me = await signedIn(username);
  const at = Date.now() - 60_000;
  expect(startEnrolment(me, at)).toMatchObject({ ok: true });
  const sealed = sqlite().prepare("SELECT secret_sealed AS s FROM second_factors WHERE user_id = ?").get(me.id) as {
    s: string;
  };
  const confirmed = await confirmEnrolment(me, await currentTotpCode(unseal(sealed.s)!, at), at);
  expect(confirmed).toMatchObject({ ok: true });
}

describe("an administrator's reset of a lost second factor", () => {
  it("is refused to those who may not change the account, for one's own factor and without a factor", async () => {
    await enrol("publisher");
    const orgadmin = await signedIn("orgadmin");
    const submitter = await signedIn("submitter");
    const usermanager = await signedIn("usermanager");
    // An organisation administrator manages roles, not account status; a clerk nothing.
    expect(secondFactorResetTarget(orgadmin, t.idOf("publisher"))).toEqual({ ok: false, reason: "forbidden" });
    expect(await resetSecondFactor(submitter, t.idOf("publisher"), PASSWORD)).toEqual({
      ok: false,
      reason: "forbidden",
    });
    // A user manager cannot grant ROLE_ADMIN, so cannot reset a system administrator's factor.
    await enrol("admin");
    expect(await resetSecondFactor(usermanager, t.idOf("admin"), PASSWORD)).toEqual({ ok: false, reason: "forbidden" });
    await enrol("usermanager");
    expect(secondFactorResetTarget(usermanager, usermanager.id)).toEqual({ ok: false, reason: "self" });
    expect(secondFactorResetTarget(usermanager, t.idOf("submitter"))).toEqual({ ok: false, reason: "none" });
    expect(secondFactorResetTarget(usermanager, 999_999)).toEqual({ ok: false, reason: "not-found" });
    expect(hasConfirmedSecondFactor(t.idOf("publisher"))).toBe(true);
    expect(hasConfirmedSecondFactor(t.idOf("admin"))).toBe(true);
  });

  it("asks the manager's password, then removes factor, codes and sessions in one step with audit and mail", async () => {
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    await enrol("orgadmin");
    const target = t.idOf("orgadmin");
    await signedIn("orgadmin"); // a session on another device, which the reset ends
    const manager = await signedIn("usermanager");
    const auditBefore = count("SELECT count(*) AS n FROM audit_log WHERE action = 'user.second-factor.reset'");

    expect(await resetSecondFactor(manager, target, "not-my-password")).toEqual({
      ok: false,
      reason: "password",
      message: WRONG_CURRENT_PASSWORD,
    });
    expect(hasConfirmedSecondFactor(target)).toBe(true);
    expect(count("SELECT count(*) AS n FROM mail_outbox WHERE purpose = 'user.second-factor.reset'")).toBe(0);

    expect(await resetSecondFactor(manager, target, PASSWORD)).toEqual({ ok: true, username: "orgadmin" });
    expect(count("SELECT count(*) AS n FROM second_factors WHERE user_id = ?", target)).toBe(0);
    expect(count("SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?", target)).toBe(0);
    expect(count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", target)).toBe(0);
    const audit = sqlite()
      .prepare("SELECT user_id AS actor, entity_id AS entity FROM audit_log WHERE action = 'user.second-factor.reset'")
      .all() as { actor: number; entity: string }[];
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit.at(-1)).toEqual({ actor: manager.id, entity: String(target) });
    const mail = sqlite()
      .prepare("SELECT recipients, subject, text FROM mail_outbox WHERE purpose = 'user.second-factor.reset'")
      .get() as { recipients: string; subject: string; text: string };
    const email = (sqlite().prepare("SELECT email FROM users WHERE id = ?").get(target) as { email: string }).email;
    expect(JSON.parse(mail.recipients)).toEqual([email]);
    expect(mail.subject).toBe("Επαναφορά ελέγχου δύο βημάτων");
    expect(mail.text).toContain("θα σας ζητηθεί να ενεργοποιήσετε ξανά τον έλεγχο δύο βημάτων");
    expect(mail.text).toContain("/profile/two-factor");

    // A second reset finds nothing to reset; the user, at their next staff screen, is sent to enrol.
    expect(await resetSecondFactor(manager, target, PASSWORD)).toEqual({ ok: false, reason: "none" });
    const { cookie } = await createSession(target, {});
    const refused = await requireStaff(
      new Request("http://x/userhome", { headers: { Cookie: cookie.split(";")[0] } }),
    ).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(refused?.headers.get("Location")).toBe("/profile/two-factor");
  });
});
