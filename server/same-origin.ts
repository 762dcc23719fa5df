/**
 * Cross-site writes are refused with 403 here, before Remix: Remix (2.17.4+) refuses a page POST
 * whose Origin does not match the host by throwing, which the client sees as a bare 500 and the
 * log as a stack trace, so a page on another site could fill the log at will. The rule itself
 * (Sec-Fetch-Site, Origin against PUBLIC_URL and the request's own origin, the API exempt) is the
 * one the form reader applies too: app/http/same-origin.ts (docs/decisions/017-csrf.md).
 */
import type { RequestHandler } from "express";
import { crossSiteRefusal } from "#app/http/same-origin";
import { MSG } from "#app/messages";
import { refuse } from "./answers";

export function sameOriginRule(publicOrigin: () => string): RequestHandler {
  return (req, res, next) => {
    const refusal = crossSiteRefusal({
      method: req.method,
      pathname: req.path,
      requestOrigin: req.get("host") ? `${req.protocol}://${req.get("host")}` : null,
      publicOrigin: publicOrigin(),
      origin: req.get("origin") ?? null,
      secFetchSite: req.get("sec-fetch-site") ?? null,
    });
    if (!refusal) return next();
    void refuse(req, res, 403, MSG.forbidden, { bodyUnread: true });
  };
}
