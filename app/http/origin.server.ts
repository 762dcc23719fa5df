/**
 * The site's public origin for absolute links (feeds, exports). PUBLIC_URL wins when set (behind a
 * proxy or CDN the request's own host may be an internal one); otherwise the request's origin.
 */
export function siteOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(request.url).origin;
}
