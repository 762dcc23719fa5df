/**
 * Login with username and password (remix-auth 4 + FormStrategy). remix-auth 4 only answers
 * "which user is this"; the session is ours: a row in the sessions table and an id-only cookie
 * (sessions.server.ts, docs/decisions/004-database-sessions.md).
 *
 * A failed login never says which of the two fields was wrong, and an unknown username costs
 * the same argon2 work as a wrong password, so neither the text nor the timing tells whether a
 * username exists. A disabled or locked account is reported only after a correct password.
 */
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getDb, schema } from "#db/client";
import { MSG, TEXT } from "../messages";
import { tooManyAttemptsText } from "#app/http/throttle.server";
import { writeAudit } from "../audit.server";
import { createSession, destroySession } from "./sessions.server";
import { loginWait, recordLoginFailure, recordLoginSuccess } from "./login-throttle.server";
import { passwordMatches } from "./passwords.server";
import { hasConfirmedSecondFactor } from "./second-factor/factor.server";
import { beginPendingLogin } from "./second-factor/pending-login.server";

export interface LoginErrors {
  username?: string;
  password?: string;
  /** A message about the attempt as a whole (wrong credentials, inactive account). */
  form?: string;
}

/** Thrown by the strategy's verify callback when the attempt is refused. */
class LoginRefused extends Error {
  constructor(readonly errors: LoginErrors) {
    super("login refused");
  }
}

let dummyHash: Promise<string> | undefined;
/** A real argon2 hash to verify against when the username is unknown (equal timing). */
function timingDummy(): Promise<string> {
  dummyHash ??= hash("not-a-password-of-anyone");
  return dummyHash;
}

/** A text field's value; a file sent in its place counts as empty (never "[object File]"). */
const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export const authenticator = new Authenticator<number>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const username = textOf(form.get("username")).trim();
    const password = textOf(form.get("password"));
    const missing: LoginErrors = {};
    if (username === "") missing.username = MSG.required;
    if (password === "") missing.password = MSG.required;
    if (missing.username || missing.password) throw new LoginRefused(missing);

    const checked = await checkCredentials(username, password);
    if (checked.ok) return checked.userId;
    throw new LoginRefused({ form: checked.reason === "inactive" ? TEXT.accountDisabled : TEXT.loginFailed });
  }),
  "form",
);

export type CredentialCheck =
  /** `passwordHash`: the stored hash the password matched (verified-credentials.server.ts keeps it). */
  { ok: true; userId: number; passwordHash: string } | { ok: false; reason: "bad-credentials" | "inactive" };

/**
 * Username and password, checked the same way for the login form and for HTTP Basic on the API
 * (api-auth.server.ts): an unknown username costs the same argon2 work as a wrong password, and
 * an inactive account is reported only after the right password.
 */
export async function checkCredentials(username: string, password: string): Promise<CredentialCheck> {
  const user = getDb().select().from(schema.users).where(eq(schema.users.username, username)).get();
  if (!user) {
    await passwordMatches(await timingDummy(), password);
    return { ok: false, reason: "bad-credentials" };
  }
  if (!(await passwordMatches(user.passwordHash, password))) return { ok: false, reason: "bad-credentials" };
  if (!user.enabled || user.locked) return { ok: false, reason: "inactive" };
  return { ok: true, userId: user.id, passwordHash: user.passwordHash };
}

/**
 * The audit row of a refused login (issue 13), with the client's address. A known account is
 * named by its id; for an unknown username nothing of what was typed is kept (people type
 * passwords into the username field).
 */
export function auditLoginFailure(
  username: string,
  address: string,
  badCredentials: boolean,
  channel: "form" | "api" = "form",
): void {
  const db = getDb();
  const user = db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, username.trim()))
    .get();
  writeAudit(db, {
    userId: null,
    action: "user.login.failure",
    entityType: user ? "user" : "login",
    entityId: user ? user.id : "unknown",
    details: {
      address,
      reason: badCredentials ? "bad-credentials" : "inactive-account",
      ...(channel === "api" ? { channel } : {}),
    },
  });
}

export type LoginOutcome =
  /** `secondStep`: the password was right and the user's authenticator code is still needed (/login/code). */
  | { ok: true; setCookie: string; secondStep: boolean }
  | { ok: false; errors: LoginErrors; username: string; retryAfterMs?: number };

/**
 * Checks the posted credentials (the form already read and its token checked by the route);
 * on success opens a session and returns its cookie. `address` is the client's address, for the
 * throttle (login-throttle.server.ts): while it is exhausted no password is checked at all.
 * The caller builds its response first, so a session is never created for an answer that then
 * cannot be sent. A user with an authenticator gets no session yet: a pending login for the
 * second step (second-factor/pending-login.server.ts), which ends at `redirectTo`.
 */
export async function login(
  request: Request,
  form: FormData,
  address: string,
  redirectTo: string,
): Promise<LoginOutcome> {
  const username = textOf(form.get("username"));
  const wait = await loginWait(username, address);
  if (wait > 0) return { ok: false, errors: { form: tooManyAttemptsText(wait) }, username, retryAfterMs: wait };
  try {
    // remix-auth's FormStrategy reads a Request; hand it the form that was read already.
    const userId = await authenticator.authenticate(
      "form",
      new Request("http://login.invalid/", { method: "POST", body: form }),
    );
    if (hasConfirmedSecondFactor(userId)) {
      return { ok: true, setCookie: await beginPendingLogin(userId, redirectTo, address), secondStep: true };
    }
    // A fresh session id at every login (no session fixation); any older session of this
    // browser ends now. Its clearing cookie is not needed: the new cookie replaces it.
    await destroySession(request);
    const session = await createSession(userId, { address, userAgent: request.headers.get("User-Agent") });
    await recordLoginSuccess(username, address);
    return { ok: true, setCookie: session.cookie, secondStep: false };
  } catch (error) {
    if (error instanceof LoginRefused) {
      if (error.errors.form === TEXT.loginFailed) await recordLoginFailure(username, address);
      if (error.errors.form) auditLoginFailure(username, address, error.errors.form === TEXT.loginFailed);
      return { ok: false, errors: error.errors, username };
    }
    throw error;
  }
}
