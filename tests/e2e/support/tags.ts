/**
 * Tags the browser projects select by (playwright.config.ts, docs/decisions/128).
 *
 * SERVER_ONLY marks a test that never renders a page: it asks the portal over HTTP (Playwright's
 * `request`, node's http, or a page used only to log in and post) and checks the server's answers,
 * which do not depend on the browser running scripts. It runs in the no-js project alone.
 */
export const SERVER_ONLY = { tag: "@server-only" } as const;
