/**
 * Which request bodies a route takes. HTML routes take what a browser's form sends; anything
 * else (JSON, text/plain, no type at all) is refused with 415 before Remix parses it. The JSON
 * API, under /api/ and /luminapi/, takes application/json (and multipart for documents): its
 * rule is the one place to change when that API grows.
 */
import type { RequestHandler } from "express";
import { refuse } from "./answers";
import { EDGE_TEXT } from "./messages";
import { isApiPath, mediaType } from "./route-kinds";

export const FORM_URLENCODED = "application/x-www-form-urlencoded";
export const MULTIPART = "multipart/form-data";
export const JSON_TYPE = "application/json";

const HTML_ROUTE_TYPES = [FORM_URLENCODED, MULTIPART] as const;
const API_ROUTE_TYPES = [JSON_TYPE, MULTIPART] as const;

export function acceptedContentTypes(pathname: string): readonly string[] {
  return isApiPath(pathname) ? API_ROUTE_TYPES : HTML_ROUTE_TYPES;
}

/** 415 for a POST (or the API's PUT) whose Content-Type its route does not take. */
export function contentTypeRule(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" && req.method !== "PUT") return next();
    const accepted = acceptedContentTypes(req.path);
    if (accepted.includes(mediaType(req.get("content-type")))) return next();
    void refuse(req, res, 415, EDGE_TEXT.unsupportedContentType(accepted), {
      headers: { "Accept-Post": accepted.join(", ") },
      bodyUnread: true,
    });
  };
}
