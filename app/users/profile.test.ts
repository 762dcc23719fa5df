/**
 * /profile's domain against a real SQLite file: details, password change with the current
 * password (other sessions end, this one stays), e-mail change confirmed through the new address,
 * and signing out one session or all; each with its audit row, nothing changed on refusal.
 */
import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { changePassword, WRONG_CURRENT_PASSWORD } from "./change-password.server";
import { confirmEmailChange, emailChangeTarget, requestEmailChange } from "./change-email.server";
import { endAllSessions, endSession } from "./end-sessions.server";
import { PASSWORD_TEXT } from "./password-policy";
import { profileOf, sessionHandle } from "./profile.server";
import { updateProfile } from "./update-profile.server";

const t = useDemoDatabase();

const sqlite = () => t.db.$client;
const idOf = (username: string) =>
  (sqlite().prepare("SELECT id FROM users WHERE username = ?").get(username) as { id: number }).id;
async function signedIn(username: string) {
  const { id } = await createSession(idOf(username), { address: "192.0.2.9", userAgent: "Δοκιμαστικός" });
  return loadSessionUser(idOf(username), id, Date.now() + 60_000)!;
}
const sessionIds = (username: string) =>
  (sqlite().prepare("SELECT id FROM sessions WHERE user_id = ?").all(idOf(username)) as { id: string }[]).map(
    (r) => r.id,
  );
const lastAction = () =>
  (sqlite().prepare("SELECT action FROM audit_log ORDER BY id DESC LIMIT 1").get() as { action: string }).action;

describe("profile", () => {
  it("changes name and phone, with an audit row", async () => {
    const me = await signedIn("orgadmin");
    updateProfile(me, { firstName: "Μαρία", lastName: "Νέα", phone: "2101234567" });
    expect(profileOf(me)).toMatchObject({ firstName: "Μαρία", lastName: "Νέα", phone: "2101234567" });
    expect(sqlite().prepare("SELECT name FROM users WHERE id = ?").get(me.id)).toEqual({ name: "Μαρία Νέα" });
    expect(lastAction()).toBe("user.profile.update");
    const mine = profileOf(me).sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ address: "192.0.2.9", userAgent: "Δοκιμαστικός" });
  });

  it("changes the password only with the current one; other sessions end, this one stays", async () => {
    const other = await signedIn("submitter");
    const me = await signedIn("submitter");
    const before = sqlite().prepare("SELECT password_hash FROM users WHERE username = 'submitter'").get();
    expect(await changePassword(me, "wrong", "νέος καλός κωδικός", "νέος καλός κωδικός")).toEqual({
      ok: false,
      errors: { currentPassword: WRONG_CURRENT_PASSWORD },
    });
    expect(await changePassword(me, "demo-password", "qwertyuiop", "qwertyuiop")).toEqual({
      ok: false,
      errors: { password: PASSWORD_TEXT.common },
    });
    expect(sqlite().prepare("SELECT password_hash FROM users WHERE username = 'submitter'").get()).toEqual(before);
    expect(sessionIds("submitter")).toContain(other.sessionId);

    expect(await changePassword(me, "demo-password", "νέος καλός κωδικός", "νέος καλός κωδικός")).toEqual({
      ok: true,
      endedSessions: 1,
    });
    const { password_hash } = sqlite()
      .prepare("SELECT password_hash FROM users WHERE username = 'submitter'")
      .get() as {
      password_hash: string;
    };
    expect(await verify(password_hash, "νέος καλός κωδικός")).toBe(true);
    expect(sessionIds("submitter")).toEqual([me.sessionId]);
    expect(lastAction()).toBe("user.password.change");
  });

  it("changes the e-mail address only through the link sent to the new one", async () => {
    const me = await signedIn("publisher");
    requestEmailChange(me, "new-publisher@example.org");
    expect(sqlite().prepare("SELECT email FROM users WHERE id = ?").get(me.id)).toEqual({
      email: "publisher@example.org",
    });
    const mail = sqlite()
      .prepare("SELECT text FROM mail_outbox WHERE recipients LIKE '%new-publisher@example.org%'")
      .get() as { text: string };
    const token = /uac=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect(mail.text).toContain(`/profile/email/confirm?uac=${token}`);
    expect(emailChangeTarget(token)).toEqual({ ok: true, email: "new-publisher@example.org", username: "publisher" });
    expect(confirmEmailChange(token)).toEqual({ ok: true, email: "new-publisher@example.org", username: "publisher" });
    expect(sqlite().prepare("SELECT email FROM users WHERE id = ?").get(me.id)).toEqual({
      email: "new-publisher@example.org",
    });
    expect(confirmEmailChange(token)).toEqual({ ok: false });
    expect(lastAction()).toBe("user.email.change");
  });

  it("signs out one session by its handle, never another user's, and all at once", async () => {
    const me = await signedIn("apiuser");
    const other = await signedIn("apiuser");
    const stranger = await signedIn("admin");
    expect(endSession(me, sessionHandle(stranger.sessionId))).toEqual({ ok: false, current: false });
    expect(sessionIds("admin")).toContain(stranger.sessionId);
    expect(endSession(me, sessionHandle(other.sessionId))).toEqual({ ok: true, current: false });
    expect(sessionIds("apiuser")).toEqual([me.sessionId]);
    expect(lastAction()).toBe("user.session.end");
    await signedIn("apiuser");
    expect(endAllSessions(me)).toBe(2);
    expect(sessionIds("apiuser")).toEqual([]);
  });
});
