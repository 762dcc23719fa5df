/**
 * The cross-site check at the Express edge (docs/decisions/017-csrf.md). It must run before
 * Remix: Remix 2.17 compares a page POST's Origin with the Host itself and, on a mismatch (or an
 * Origin that is not a URL, or "null"), answers a bare 500. Here the same request gets the
 * register's 403 with SPEC §6's sentence, and Remix never sees it.
 */
import type { RequestHandler } from "express";
import { MSG, TEXT } from "../messages";
import { errorPage } from "./error-response.server";
import { crossSiteRefusal } from "./same-origin";

export function rejectCrossSiteWrites(publicOrigin: () => string): RequestHandler {
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
    const page = errorPage(403, TEXT.forbiddenTitle, MSG.forbidden);
    page.headers.forEach((value, name) => res.setHeader(name, value));
    // The body is not read: close the connection after answering rather than drain an upload.
    res.setHeader("Connection", "close");
    void page.text().then((html) => res.status(403).send(html));
  };
}
