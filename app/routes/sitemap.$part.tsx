/**
 * /sitemap/pages.xml and /sitemap/decisions-{n}.xml: the sitemaps /sitemap.xml names
 * (app/discovery/sitemap.server.ts). A decision sitemap is streamed; a part that does not exist
 * is a Greek 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { decisionSitemap, pagesSitemap } from "#app/discovery/sitemap.server";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { parseParams } from "#app/http/input.server";
import { publicBaseUrl } from "#app/http/public-url";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";

const part = z.union([
  z.literal("pages.xml").transform(() => "pages" as const),
  z
    .string()
    .regex(/^decisions-(0|[1-9]\d{0,5})\.xml$/)
    .transform((s) => Number(/\d+/.exec(s)![0])),
]);

export function loader({ request, params }: LoaderFunctionArgs) {
  const typed = parseParams(z.object({ part }), params, { answer: "resource", message: TEXT.sitemapNotFound });
  const origin = publicBaseUrl();
  const xml = (headers: Headers) => {
    headers.set("Content-Type", "application/xml; charset=utf-8");
    headers.set("X-Content-Type-Options", "nosniff");
    return headers;
  };
  if (typed.part === "pages") {
    const sitemap = pagesSitemap(origin);
    return conditionalResponse(
      request,
      xml(cacheHeaders("discovery", { etag: sitemap.validators })),
      () => sitemap.body,
    );
  }
  const sitemap = decisionSitemap(origin, typed.part);
  if (sitemap.kind === "notFound") return errorPage(404, TEXT.notFoundTitle, TEXT.sitemapNotFound);
  const headers = xml(cacheHeaders("discovery", { etag: sitemap.validators, lastModified: sitemap.lastModified }));
  return conditionalResponse(request, headers, sitemap.stream);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
