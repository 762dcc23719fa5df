/**
 * Who is calling the JSON API (issue 13; SPEC §3 authType "basic"): HTTP Basic credentials, as
 * the real register's clients send them, checked like the login form (auth.server.ts
 * checkCredentials; a credential verified in the last minute skips argon2,
 * verified-credentials.server.ts) and throttled by the same counts (login-throttle.server.ts). The caller gets
 * the user's full access, API-only rights included (a browser session gets screenAccess instead).
 * A refused call is audited like a refused login, marked as coming from the API.
 *
 * Revocable API tokens (app/users/api-tokens.server.ts) are the other way in: `Authorization:
 * Bearer <token>` or `X-Auth-Token: <token>`; a session token handed out by GET /users/self is
 * accepted the same way. The API's dispatcher (app/api/dispatch.server.ts) calls
 * `authenticateApiRequest` and answers 401 with `WWW-Authenticate` (below) or 429 with Retry-After.
 */
import { auditLoginFailure } from "./auth.server";
import { loginWait, recordLoginFailure, recordLoginSuccess } from "./login-throttle.server";
import type { SessionUser } from "./session-user";
import { loadSessionUser, sessionUserOfToken } from "./sessions.server";
import { TOKEN_PREFIX, userOfApiToken } from "../users/api-tokens.server";
import { checkBasicCredentials } from "./verified-credentials.server";

export const WWW_AUTHENTICATE = 'Basic realm="register", charset="UTF-8"';

export type ApiAuth =
  | { state: "anonymous" }
  | { state: "refused"; status: 401 }
  | { state: "throttled"; status: 429; retryAfterMs: number }
  | { state: "valid"; user: SessionUser; via: "basic" }
  | { state: "valid"; user: SessionUser; via: "token"; token: string };

/** The token of `Authorization: Bearer …` or `X-Auth-Token`, or null when neither is sent. */
export function tokenOf(request: Request): string | null {
  const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.get("Authorization") ?? "");
  if (bearer) return bearer[1];
  const header = request.headers.get("X-Auth-Token")?.trim();
  return header ? header : null;
}

/** The user of an API token or of a session token from /users/self, if it is usable. */
export function userOfToken(token: string): SessionUser | null {
  if (token.startsWith(TOKEN_PREFIX)) {
    const userId = userOfApiToken(token);
    const user = userId === null ? null : loadSessionUser(userId, "token", Date.now());
    return user && user.enabled && !user.locked ? { ...user, authType: "token" } : null;
  }
  return sessionUserOfToken(token);
}

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
  const token = tokenOf(request);
  if (token !== null) {
    const user = userOfToken(token);
    return user ? { state: "valid", user, via: "token", token } : { state: "refused", status: 401 };
  }
  const header = request.headers.get("Authorization");
  if (header === null) return { state: "anonymous" };
  const credentials = basicCredentials(header);
  if (!credentials) return { state: "refused", status: 401 };
  const { username, password } = credentials;
  const wait = await loginWait(username, address);
  if (wait > 0) return { state: "throttled", status: 429, retryAfterMs: wait };
  // argon2 only for a credential not verified in the last minute (verified-credentials.server.ts).
  const checked = await checkBasicCredentials(username, password);
  if (!checked.ok) {
    if (checked.reason === "bad-credentials") await recordLoginFailure(username, address);
    auditLoginFailure(username, address, checked.reason === "bad-credentials", "api");
    return { state: "refused", status: 401 };
  }
  await recordLoginSuccess(username, address);
  // No session row: each call carries its credentials. The "session" lasts this request.
  const user = loadSessionUser(checked.userId, "basic", Date.now());
  return user
    ? { state: "valid", user: { ...user, authType: "basic" }, via: "basic" }
    : { state: "refused", status: 401 };
}
