/**
 * The second login step against a real SQLite file (issue 13; docs/decisions/061): enrolment in
 * two steps, the login that then waits for a code, replayed and wrong codes, recovery codes used
 * once, the attempt limit, turning it off with the password, and the rule for administrators.
 * Codes are made from the stored secret at chosen instants, as the user's phone would make them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { login } from "../access/auth.server";
import { requireStaff } from "../access/guards.server";
import { hasConfirmedSecondFactor } from "../access/second-factor/factor.server";
import { completePendingLogin, MAX_CODE_ATTEMPTS } from "../access/second-factor/pending-login.server";
import { unseal } from "../access/second-factor/secret-box.server";
import { currentTotpCode } from "../access/second-factor/totp.server";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { TEXT } from "../messages";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import {
  confirmEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffSecondFactor,
  twoFactorPage,
} from "./two-factor.server";

const PASSWORD = "demo-password";
const t = useDemoDatabase();
afterEach(() => {
  delete process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS;
});

const sqlite = () => t.db.$client;
const idOf = (username: string) =>
  (sqlite().prepare("SELECT id FROM users WHERE username = ?").get(username) as { id: number }).id;
async function signedIn(username: string) {
  const { id } = await createSession(idOf(username), { address: "192.0.2.7" });
  return loadSessionUser(idOf(username), id, Date.now() + 60_000)!;
}
const actions = (username: string) =>
  (
    sqlite()
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'user' AND entity_id = ? ORDER BY id")
      .all(String(idOf(username))) as { action: string }[]
  ).map((r) => r.action);
const storedSecret = (username: string) =>
  unseal(
    (
      sqlite().prepare("SELECT secret_sealed FROM second_factors WHERE user_id = ?").get(idOf(username)) as {
        secret_sealed: string;
      }
    ).secret_sealed,
  )!;
const sessionsOf = (username: string) =>
  (sqlite().prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?").get(idOf(username)) as { n: number }).n;

/** Enrols `username` at `at`; returns the recovery codes. */
async function enrol(username: string, at: number): Promise<string[]> {
  const me = await signedIn(username);
  expect(startEnrolment(me, at)).toMatchObject({ ok: true });
  const confirmed = await confirmEnrolment(me, await currentTotpCode(storedSecret(username), at), at);
  if (!confirmed.ok || !confirmed.recoveryCodes) throw new Error("enrolment failed");
  return confirmed.recoveryCodes;
}

function loginForm(username: string, password = PASSWORD) {
  const form = new FormData();
  form.set("username", username);
  form.set("password", password);
  return form;
}

/** The password step; returns the request a browser would send next, with the pending-login cookie. */
async function passwordStep(username: string): Promise<Request> {
  const outcome = await login(
    new Request("http://x/login", { method: "POST" }),
    loginForm(username),
    "192.0.2.7",
    "/userhome",
  );
  expect(outcome).toMatchObject({ ok: true, secondStep: true });
  const cookie = outcome.ok ? outcome.setCookie.split(";")[0] : "";
  return new Request("http://x/login/code", { method: "POST", headers: { Cookie: cookie } });
}

describe("enrolment", () => {
  it("keeps the secret sealed, refuses a wrong code, and confirms with the app's code", async () => {
    const me = await signedIn("publisher");
    const at = Date.UTC(2026, 10, 23, 10, 0, 0);
    startEnrolment(me, at);
    const sealed = sqlite()
      .prepare("SELECT secret_sealed, confirmed_at FROM second_factors WHERE user_id = ?")
      .get(me.id) as {
      secret_sealed: string;
      confirmed_at: number | null;
    };
    const secret = storedSecret("publisher");
    expect(sealed.secret_sealed).not.toContain(secret);
    expect(sealed.confirmed_at).toBeNull();
    expect(twoFactorPage(me)).toMatchObject({ state: "enrolling", secret: secret.replace(/(.{4})/g, "$1 ").trim() });

    expect(await confirmEnrolment(me, "123456", at)).toEqual({
      ok: false,
      field: "code",
      message: TEXT.secondFactorWrongCode,
    });
    expect(hasConfirmedSecondFactor(me.id)).toBe(false);

    const confirmed = await confirmEnrolment(me, await currentTotpCode(secret, at), at);
    expect(confirmed).toMatchObject({ ok: true, message: TEXT.secondFactorEnabled });
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    expect(hasConfirmedSecondFactor(me.id)).toBe(true);
    expect(twoFactorPage(me)).toMatchObject({ state: "on", recoveryCodesLeft: 10 });
    expect(actions("publisher")).toEqual(
      expect.arrayContaining(["user.second-factor.start", "user.second-factor.enable"]),
    );
    // Only hashes of the recovery codes are stored.
    const hashes = sqlite().prepare("SELECT code_hash FROM recovery_codes WHERE user_id = ?").all(me.id) as {
      code_hash: string;
    }[];
    expect(hashes.map((h) => h.code_hash)).not.toContain((confirmed.ok && confirmed.recoveryCodes![0]) || "");
  });
});

describe("login with a second step", () => {
  it("opens no session after the password; the app's code opens it, the same code never twice", async () => {
    const now = Date.now();
    await enrol("submitter", now - 60_000);
    const before = sessionsOf("submitter");
    const request = await passwordStep("submitter");
    expect(sessionsOf("submitter")).toBe(before);

    const code = await currentTotpCode(storedSecret("submitter"), now);
    const signedInOutcome = await completePendingLogin(request, code, "192.0.2.7", now);
    expect(signedInOutcome).toMatchObject({ state: "signed-in", redirectTo: "/userhome" });
    expect(sessionsOf("submitter")).toBe(before + 1);
    const audit = sqlite()
      .prepare("SELECT details FROM audit_log WHERE action = 'user.login' AND entity_id = ? ORDER BY id DESC LIMIT 1")
      .get(String(idOf("submitter"))) as { details: string };
    expect(JSON.parse(audit.details)).toMatchObject({ secondFactor: "authenticator" });

    // The same code again, on a new login: refused as used.
    const again = await passwordStep("submitter");
    expect(await completePendingLogin(again, code, "192.0.2.7", now)).toEqual({
      state: "wrong-code",
      attemptsLeft: MAX_CODE_ATTEMPTS - 1,
    });
    expect(sessionsOf("submitter")).toBe(before + 1);
  });

  it("takes each recovery code once", async () => {
    const codes = await enrol("orgadmin", Date.now() - 60_000);
    const first = await passwordStep("orgadmin");
    expect(await completePendingLogin(first, codes[3].toUpperCase(), "192.0.2.7")).toMatchObject({
      state: "signed-in",
    });
    const second = await passwordStep("orgadmin");
    expect(await completePendingLogin(second, codes[3], "192.0.2.7")).toMatchObject({ state: "wrong-code" });
    expect(twoFactorPage(await signedIn("orgadmin"))).toMatchObject({ state: "on", recoveryCodesLeft: 9 });
  });

  it("ends the pending login after five wrong codes", async () => {
    await enrol("usermanager", Date.now() - 60_000);
    const request = await passwordStep("usermanager");
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt++) {
      expect(await completePendingLogin(request, "000000", "192.0.2.8")).toMatchObject({ state: "wrong-code" });
    }
    expect(await completePendingLogin(request, "000000", "192.0.2.8")).toMatchObject({ state: "expired" });
    const code = await currentTotpCode(storedSecret("usermanager"));
    expect(await completePendingLogin(request, code, "192.0.2.8")).toMatchObject({ state: "expired" });
    const failures = sqlite()
      .prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'user.login.failure' AND entity_id = ?")
      .get(String(idOf("usermanager"))) as { n: number };
    expect(failures.n).toBe(MAX_CODE_ATTEMPTS);
  });

  it("without a pending login there is nothing to complete", async () => {
    const request = new Request("http://x/login/code", { method: "POST" });
    expect(await completePendingLogin(request, "123456", "192.0.2.7")).toMatchObject({ state: "expired" });
  });
});

describe("renewing and turning off", () => {
  it("asks for the password; new recovery codes replace the old; off removes the second step", async () => {
    const old = await enrol("admin", Date.now() - 60_000);
    const me = await signedIn("admin");
    expect(await renewRecoveryCodes(me, "wrong")).toEqual({
      ok: false,
      field: "password",
      message: WRONG_CURRENT_PASSWORD,
    });
    const renewed = await renewRecoveryCodes(me, PASSWORD);
    expect(renewed.ok && renewed.recoveryCodes).toHaveLength(10);
    const request = await passwordStep("admin");
    expect(await completePendingLogin(request, old[0], "192.0.2.7")).toMatchObject({ state: "wrong-code" });

    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    expect(await turnOffSecondFactor(me, PASSWORD)).toEqual({
      ok: false,
      field: "form",
      message: TEXT.secondFactorCannotDisable,
    });
    delete process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS;
    expect(await turnOffSecondFactor(me, "wrong")).toMatchObject({ ok: false, field: "password" });
    expect(hasConfirmedSecondFactor(me.id)).toBe(true);
    expect(await turnOffSecondFactor(me, PASSWORD)).toEqual({ ok: true, message: TEXT.secondFactorDisabled });
    expect(hasConfirmedSecondFactor(me.id)).toBe(false);
    expect(sqlite().prepare("SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ?").get(me.id)).toEqual({ n: 0 });
    expect(actions("admin")).toEqual(
      expect.arrayContaining(["user.second-factor.recovery-codes", "user.second-factor.disable"]),
    );
    // The next login needs the password only.
    const outcome = await login(
      new Request("http://x/login", { method: "POST" }),
      loginForm("admin"),
      "192.0.2.7",
      "/",
    );
    expect(outcome).toMatchObject({ ok: true, secondStep: false });
  });
});

describe("required for administrators when configured", () => {
  async function staffScreenAs(username: string): Promise<Response | "allowed"> {
    const { cookie } = await createSession(idOf(username), {});
    const request = new Request("http://x/userhome", { headers: { Cookie: cookie.split(";")[0] } });
    return requireStaff(request).then(
      () => "allowed",
      (thrown: unknown) => thrown as Response,
    );
  }

  it("sends an administrator without an authenticator to enrol one; other staff and enrolled admins pass", async () => {
    expect(await staffScreenAs("admin")).toBe("allowed");
    process.env.TWO_FACTOR_REQUIRED_FOR_ADMINS = "true";
    const refused = await staffScreenAs("admin");
    expect(refused).not.toBe("allowed");
    expect((refused as Response).headers.get("Location")).toBe("/profile/two-factor");
    expect(await staffScreenAs("publisher")).toBe("allowed"); // a publisher is not an administrator
    await enrol("admin", Date.now() - 60_000);
    expect(await staffScreenAs("admin")).toBe("allowed");
  });
});
