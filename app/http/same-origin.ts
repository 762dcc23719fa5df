/**
 * The first CSRF line (docs/decisions/017-csrf.md): a state-changing request that a browser says
 * comes from another site is refused before anything reads its body. Pure, so both the Express
 * edge (server/same-origin.ts, which must answer before Remix's own origin check turns a foreign Origin into
 * a bare 500) and the form reader (app/http/form.server.ts) use the same rule.
 *
 * - `Sec-Fetch-Site: cross-site` or `same-site` (another site, or a sibling subdomain): refused.
 * - `Origin` present and not the register's public origin nor the request's own origin
 *   (this includes `Origin: null`, sent by sandboxed frames and privacy modes): refused.
 * - Neither header (old browsers, scripts): left to the form token, which they must still carry.
 */

/** Methods that may change state. GET, HEAD and OPTIONS never do here. */
export function isStateChanging(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

/**
 * The JSON API authenticates each call itself, so it is exempt; so is the OpenData write API
 * (/opendata/decisions…), which takes HTTP Basic or a token and never a session cookie.
 */
export function isApiPath(pathname: string): boolean {
  return /^\/(api|luminapi)(\/|$)/.test(pathname) || /^\/opendata\/decisions(\/|\.json$|\.xml$|$)/.test(pathname);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

export interface RequestFacts {
  method: string;
  /** Path of the request (no query), to exempt the API. */
  pathname: string;
  /** The origin the request was addressed to (scheme://host[:port]). */
  requestOrigin: string | null;
  /** The configured public origin (PUBLIC_URL). */
  publicOrigin: string;
  origin: string | null;
  secFetchSite: string | null;
}

/** Why a request is refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(facts: RequestFacts): string | null {
  if (!isStateChanging(facts.method) || isApiPath(facts.pathname)) return null;
  const site = facts.secFetchSite?.trim().toLowerCase();
  if (site === "cross-site" || site === "same-site") return `Sec-Fetch-Site: ${site}`;
  if (facts.origin !== null) {
    const allowed = new Set([originOf(facts.publicOrigin), facts.requestOrigin].filter(Boolean));
    const origin = originOf(facts.origin.trim());
    if (origin === null || !allowed.has(origin)) return "Origin";
  }
  return null;
}

/**
 * Positive proof that a browser sent the request from this site: `Sec-Fetch-Site: same-origin`,
 * or an Origin equal to the register's. Stricter than crossSiteRefusal, which lets requests
 * without either header through to the form token.
 */
export function provenSameOrigin(facts: RequestFacts): boolean {
  if (crossSiteRefusal(facts) !== null) return false;
  if (facts.secFetchSite?.trim().toLowerCase() === "same-origin") return true;
  return facts.origin !== null;
}

/** The facts of a Fetch API request (inside Remix). */
export function factsOfRequest(request: Request, publicOrigin: string): RequestFacts {
  const url = new URL(request.url);
  return {
    method: request.method,
    pathname: url.pathname,
    requestOrigin: url.origin,
    publicOrigin,
    origin: request.headers.get("Origin"),
    secFetchSite: request.headers.get("Sec-Fetch-Site"),
  };
}
