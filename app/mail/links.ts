/**
 * Absolute links for e-mails: PUBLIC_URL when set (the address citizens use, behind a proxy or
 * CDN), otherwise the origin the request came to.
 */
export function publicBaseUrl(request?: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return request ? new URL(request.url).origin : "http://localhost:3000";
}

export const decisionUrl = (base: string, ada: string) => `${base}/decision/view/${encodeURIComponent(ada)}`;
export const documentUrl = (base: string, ada: string) => `${base}/doc/${encodeURIComponent(ada)}`;
