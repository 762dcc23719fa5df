/**
 * Registration, activation and password reset against a real SQLite file: what is stored (a
 * disabled account, a hashed token, a queued mail with the link), single use and expiry of links,
 * the password rules, and that a reset request never tells whether an account exists.
 */
import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { changeAccountStatus } from "./account-status.server";
import { activateAccount, activationTarget } from "./activate.server";
import { COMMON_PASSWORD_COUNT, PASSWORD_TEXT, passwordProblem } from "./password-policy";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { registerUser } from "./register.server";
import type { RegistrationFields } from "./registration-schema";
import { hashToken } from "./tokens.server";

const t = useDemoDatabase();

const sqlite = () => t.db.$client;
const userByName = (username: string) =>
  sqlite().prepare("SELECT * FROM users WHERE username = ?").get(username) as
    { id: number; enabled: number; user_type: string; password_hash: string; email: string } | undefined;
const mailsTo = (address: string) =>
  sqlite()
    .prepare("SELECT subject, text, purpose FROM mail_outbox WHERE recipients LIKE ? ORDER BY id")
    .all(`%${address}%`) as { subject: string; text: string; purpose: string }[];
const linkToken = (text: string) => /uac=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const count = (table: string) => (sqlite().prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

const applicant = (username: string, overrides: Partial<RegistrationFields> = {}): RegistrationFields => ({
  username,
  firstName: "Ελένη",
  lastName: "Αιτούσα",
  email: `${username}@example.org`,
  phone: "210 1234567",
  organization: "6013",
  password: "μακρύς κωδικός για δοκιμή",
  passwordConfirmation: "μακρύς κωδικός για δοκιμή",
  ...overrides,
});

describe("passwordProblem", () => {
  it("wants 10 characters, refuses the common list and the user's own name", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(100);
    expect(passwordProblem("short")).toBe(PASSWORD_TEXT.tooShort);
    expect(passwordProblem("QwertyUiop")).toBe(PASSWORD_TEXT.common);
    expect(passwordProblem("1234567890")).toBe(PASSWORD_TEXT.common);
    expect(passwordProblem("maria.k.1980", { username: "Maria.K.1980" })).toBe(PASSWORD_TEXT.personal);
    expect(passwordProblem("σωστή μπαταρία συρραπτικό")).toBeNull();
  });
});

describe("registration and activation", () => {
  it("creates a disabled account with no role and queues the activation link; the token is stored hashed", async () => {
    const before = count("audit_log");
    const result = await registerUser("api", applicant("neo-api"));
    expect(result).toEqual({ ok: true, email: "neo-api@example.org" });
    const user = userByName("neo-api")!;
    expect(user).toMatchObject({ enabled: 0, user_type: "API_USER" });
    expect(sqlite().prepare("SELECT count(*) AS n FROM user_access WHERE user_id = ?").get(user.id)).toEqual({ n: 0 });
    const [mail] = mailsTo("neo-api@example.org");
    expect(mail.subject).toBe("Ενεργοποίηση λογαριασμού neo-api");
    const token = linkToken(mail.text)!;
    expect(mail.text).toContain(`/security/activation?uac=${token}`);
    const stored = sqlite().prepare("SELECT token_hash FROM account_tokens WHERE user_id = ?").all(user.id);
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);
    expect(count("audit_log")).toBe(before + 1);

    // Looking at the link changes nothing; using it opens the account, once.
    expect(activationTarget(token)).toEqual({ ok: true, username: "neo-api" });
    expect(userByName("neo-api")!.enabled).toBe(0);
    expect(activateAccount(token)).toEqual({ ok: true, username: "neo-api" });
    expect(userByName("neo-api")!.enabled).toBe(1);
    expect(activateAccount(token)).toEqual({ ok: false, reason: "invalid-link" });
    expect(activationTarget("not-a-token")).toEqual({ ok: false, reason: "invalid-link" });
  });

  it("refuses a taken username, an unknown organisation, a weak or unconfirmed password, writing nothing", async () => {
    const users = count("users");
    const mails = count("mail_outbox");
    expect(await registerUser("org", applicant("submitter"))).toEqual({
      ok: false,
      errors: { username: "Το όνομα χρήστη χρησιμοποιείται ήδη. Επιλέξτε άλλο." },
    });
    const bad = await registerUser("org", applicant("someone-new", { organization: "nope", password: "password123" }));
    expect(bad.ok === false && Object.keys(bad.errors).sort()).toEqual(["organization", "password"]);
    const mismatch = await registerUser("org", applicant("someone-new", { passwordConfirmation: "άλλος κωδικός εδώ" }));
    expect(mismatch).toEqual({ ok: false, errors: { passwordConfirmation: PASSWORD_TEXT.mismatch } });
    expect(count("users")).toBe(users);
    expect(count("mail_outbox")).toBe(mails);
  });

  it("an expired link does not activate", async () => {
    await registerUser("org", applicant("late-user"));
    const token = linkToken(mailsTo("late-user@example.org")[0].text)!;
    sqlite()
      .prepare("UPDATE account_tokens SET expires_at = ? WHERE token_hash = ?")
      .run(Date.now() - 1, hashToken(token));
    expect(activateAccount(token)).toEqual({ ok: false, reason: "invalid-link" });
    expect(userByName("late-user")!.enabled).toBe(0);
  });

  it("disabling an account revokes its open links", async () => {
    await registerUser("org", applicant("revoked-user"));
    const token = linkToken(mailsTo("revoked-user@example.org")[0].text)!;
    const manager = loadSessionUser(userByName("usermanager")!.id, "t", Date.now() + 60_000)!;
    const id = userByName("revoked-user")!.id;
    expect(changeAccountStatus(manager, id, "enable").ok).toBe(true);
    expect(changeAccountStatus(manager, id, "disable").ok).toBe(true);
    expect(activateAccount(token)).toEqual({ ok: false, reason: "invalid-link" });
    expect(userByName("revoked-user")!.enabled).toBe(0);
  });
});

describe("password reset", () => {
  it("mails a link for an active account, by username or e-mail; silently nothing otherwise", () => {
    const mails = count("mail_outbox");
    requestPasswordReset("nobody-at-all");
    requestPasswordReset("nobody@example.org");
    requestPasswordReset("late-user"); // not activated
    expect(count("mail_outbox")).toBe(mails);
    requestPasswordReset("PUBLISHER@example.org");
    requestPasswordReset("orgadmin");
    expect(mailsTo("publisher@example.org").map((m) => m.subject)).toEqual(["Ορισμός νέου κωδικού πρόσβασης"]);
    expect(mailsTo("orgadmin@example.org")).toHaveLength(1);
  });

  it("sets the new password once, ends every session, and refuses a weak one keeping the link", async () => {
    const publisher = userByName("publisher")!;
    await createSession(publisher.id);
    const token = linkToken(mailsTo("publisher@example.org")[0].text)!;
    expect(await resetPassword(token, "qwertyuiop", "qwertyuiop")).toEqual({
      ok: false,
      reason: "weak",
      errors: { password: PASSWORD_TEXT.common },
    });
    expect(await resetPassword(token, "ένας νέος καλός κωδικός", "ένας νέος καλός κωδικός")).toEqual({
      ok: true,
      username: "publisher",
    });
    expect(await verify(userByName("publisher")!.password_hash, "ένας νέος καλός κωδικός")).toBe(true);
    expect(sqlite().prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").get(publisher.id)).toEqual({
      n: 0,
    });
    expect(await resetPassword(token, "και άλλος καλός κωδικός", "και άλλος καλός κωδικός")).toEqual({
      ok: false,
      reason: "invalid-link",
    });
    const actions = sqlite()
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'user' AND entity_id = ? ORDER BY id")
      .all(String(publisher.id));
    expect(actions).toContainEqual({ action: "user.password-reset" });
  });
});
