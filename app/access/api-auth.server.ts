/**
 * Who is calling the JSON API (issue 13; SPEC §3 authType "basic"): HTTP Basic credentials, as
 * the real register's clients send them, checked like the login form (auth.server.ts
 * checkCredentials) and throttled by the same counts (login-throttle.server.ts). The caller gets
 * the user's full access, API-only rights included (a browser session gets screenAccess instead).
 * A refused call is audited like a refused login, marked as coming from the API.
 *
 * The API's routes call `authenticateApiRequest` and answer 401 with `WWW-Authenticate` (below)
 * or 429 with Retry-After; revocable API tokens are the next step (not done yet).
 */
import { auditLoginFailure, checkCredentials } from "./auth.server";
import { loginWait, recordLoginFailure, recordLoginSuccess } from "./login-throttle.server";
import type { SessionUser } from "./session-user";
import { loadSessionUser } from "./sessions.server";

export const WWW_AUTHENTICATE = 'Basic realm="register", charset="UTF-8"';

export type ApiAuth =
  | { state: "anonymous" }
  | { state: "refused"; status: 401 }
  | { state: "throttled"; status: 429; retryAfterMs: number }
  | { state: "valid"; user: SessionUser };

/** The username and password of a Basic Authorization header (RFC 7617, UTF-8), or null. */
export function basicCredentials(header: string | null): { username: string; password: string } | null {
  const match = header ? /^Basic[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/i.exec(header) : null;
  if (!match) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function authenticateApiRequest(request: Request, address: string): Promise<ApiAuth> {
  const header = request.headers.get("Authorization");
  if (header === null) return { state: "anonymous" };
  const credentials = basicCredentials(header);
  if (!credentials) return { state: "refused", status: 401 };
  const { username, password } = credentials;
  const wait = await loginWait(username, address);
  if (wait > 0) return { state: "throttled", status: 429, retryAfterMs: wait };
  const checked = await checkCredentials(username, password);
  if (!checked.ok) {
    if (checked.reason === "bad-credentials") await recordLoginFailure(username, address);
    auditLoginFailure(username, address, checked.reason === "bad-credentials", "api");
    return { state: "refused", status: 401 };
  }
  await recordLoginSuccess(username, address);
  // No session row: each call carries its credentials. The "session" lasts this request.
  const user = loadSessionUser(checked.userId, "basic", Date.now());
  return user ? { state: "valid", user: { ...user, authType: "basic" } } : { state: "refused", status: 401 };
}
