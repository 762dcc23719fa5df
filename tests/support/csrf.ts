/**
 * A visitor's form token for tests that call actions directly: the signed cookie (as a Cookie
 * header pair) and the value the hidden field carries, made by the same code the pages use.
 */
import { CSRF_FIELD, issueCsrfToken } from "#app/http/csrf.server";

export interface FormToken {
  /** "register_csrf=…", to join into a Cookie header. */
  cookie: string;
  token: string;
}

export async function formToken(): Promise<FormToken> {
  const { token, setCookie } = await issueCsrfToken(new Request("http://register.test/"), { create: true });
  return { cookie: setCookie!.split(";")[0], token: token! };
}

/** Adds the token field to a form body. */
export function withToken<T extends FormData | URLSearchParams>(body: T, token: FormToken): T {
  body.set(CSRF_FIELD, token.token);
  return body;
}
