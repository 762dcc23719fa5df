/**
 * Login with username and password (remix-auth 4 + FormStrategy). remix-auth 4 only answers
 * "which user is this"; the session is ours: a row in the sessions table and an id-only cookie
 * (sessions.server.ts, docs/decisions/004-database-sessions.md).
 *
 * A failed login never says which of the two fields was wrong, and an unknown username costs
 * the same argon2 work as a wrong password, so neither the text nor the timing tells whether a
 * username exists. A disabled or locked account is reported only after a correct password.
 */
import { hash, verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { getDb, schema } from "#db/client";
import { MSG, TEXT } from "../messages";
import { createSession, destroySession } from "./sessions.server";

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

async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refused login, not a server error page.
    return false;
  }
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

    const user = getDb().select().from(schema.users).where(eq(schema.users.username, username)).get();
    if (!user) {
      await passwordMatches(await timingDummy(), password);
      throw new LoginRefused({ form: TEXT.loginFailed });
    }
    if (!(await passwordMatches(user.passwordHash, password))) {
      throw new LoginRefused({ form: TEXT.loginFailed });
    }
    if (!user.enabled || user.locked) throw new LoginRefused({ form: TEXT.accountDisabled });
    return user.id;
  }),
  "form",
);

export type LoginOutcome = { ok: true; setCookie: string } | { ok: false; errors: LoginErrors; username: string };

/** Checks the posted credentials; on success opens a session and returns its cookie. */
export async function login(request: Request): Promise<LoginOutcome> {
  // The strategy consumes the body; keep a copy to echo the username back into the form.
  const form = await request.clone().formData();
  try {
    const userId = await authenticator.authenticate("form", request);
    // A fresh session id at every login (no session fixation); any older session of this
    // browser ends now. Its clearing cookie is not needed: the new cookie replaces it.
    await destroySession(request);
    const session = await createSession(userId);
    return { ok: true, setCookie: session.cookie };
  } catch (error) {
    if (error instanceof LoginRefused) {
      return { ok: false, errors: error.errors, username: textOf(form.get("username")) };
    }
    throw error;
  }
}
