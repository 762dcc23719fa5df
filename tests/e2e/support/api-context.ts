/**
 * A plain-HTTP visitor of the built server (Playwright's request context, no browser): anonymous
 * or logged in through the real login form, with the form token its pages carry. Used by the
 * route tables (route × role, route × organisation) and the link crawler.
 */
import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { Who } from "#tests/support/route-table";
import { BASE_URL, DEMO_PASSWORD } from "./env";

/** The form token of the context's visitor, read from the hidden field of a page. */
export async function csrfToken(api: APIRequestContext): Promise<string> {
  const html = await (await api.get("/login")).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "the login page carries a form token").toBeTruthy();
  return token!;
}

/** A context for `who` (logged in unless anonymous) and its current form token. */
export async function apiContextFor(who: Who): Promise<{ api: APIRequestContext; token: string }> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  let token = await csrfToken(api);
  if (who !== "anonymous") {
    const response = await api.post("/login", {
      form: { csrf: token, username: who, password: DEMO_PASSWORD, redirectTo: "/userhome" },
      maxRedirects: 0,
    });
    expect(response.status(), `login as ${who}`).toBe(303);
    token = await csrfToken(api);
  }
  return { api, token };
}
