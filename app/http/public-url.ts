/**
 * The register's public base URL, for every absolute link it writes (feeds, exports, e-mails,
 * the API). It comes only from configuration (PUBLIC_URL, or HOST and PORT outside production),
 * never from the request: a forged Host header must not end up in a cached feed or a mail.
 */
import { config } from "#config/env";

export function publicBaseUrl(): string {
  return config().publicUrl;
}

/** An absolute URL of one of the portal's paths (app/paths.ts): `absoluteUrl(paths.decision(ada))`. */
export function absoluteUrl(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) throw new RangeError(`not a site path: ${path}`);
  return `${publicBaseUrl()}${path}`;
}
