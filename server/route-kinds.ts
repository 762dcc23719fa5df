/**
 * Which kind of route a URL is, for the edge's rules (body limits, accepted content types).
 * The edge runs before Remix's router, so it classifies by path alone; keep these lists in step
 * with app/routes.
 */

/** Routes that take file uploads (multipart): the decision form. Add any new upload route here. */
const UPLOAD_PATHS = new Set(["/decision/new"]);

/** The JSON API (SPEC): it takes application/json, and multipart for documents. */
const API_PREFIXES = ["/api/", "/luminapi/"];

/**
 * The OpenData write API under /opendata (issue 15, docs/decisions/076): POST /opendata/decisions[/…]
 * takes multipart (metadata, decisionFile, attachments) and JSON like the rest of the API. The
 * read calls and the /opendata/dumps pages stay as they were. /luminapi/opendata is API already.
 */
const OPENDATA_WRITE = /^\/opendata\/decisions(\/|\.json$|\.xml$|$)/;

/**
 * The JSON API's decision writes (POST /luminapi/api/decisions, /decisions/v/{versionId},
 * /decisions/{ada}, /decisions/revoked/v/{versionId}/{ada}; docs/decisions/105) carry the PDF and
 * the attachments in base64 inside the JSON: they get the upload limit, not the JSON one. The
 * decision actions (/decisions/actions/…, /decisions/v/{id}/attachments/remove) do not match.
 */
const API_DOCUMENT_WRITE =
  /^\/luminapi\/api\/decisions(\/v\/[^/]+|\/revoked\/v\/[^/]+\/[^/]+|\/(?!actions\/?$)[^/]+)?\/?$/;

export function isApiDocumentWrite(pathname: string): boolean {
  return API_DOCUMENT_WRITE.test(pathname);
}

/**
 * The route a URL addresses. With JavaScript on, Remix sends the same submission to `<path>.data`
 * (single fetch), and the index route's data to `/_root.data`; both count as the page itself.
 */
export function routePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function isApiPath(pathname: string): boolean {
  const path = routePath(pathname);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix) || OPENDATA_WRITE.test(path);
}

export function isUploadPath(pathname: string): boolean {
  return UPLOAD_PATHS.has(routePath(pathname).replace(/\/+$/, "") || "/");
}

/** The media type of a Content-Type header, lower case, without parameters ("" when missing). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}
