/**
 * /search/export?wt=json|xml (plus the search's own query, fq, sort): the search's results as
 * one streamed file (app/search-page/export.server.ts; at most EXPORT_LIMIT rows, said in info).
 * An unknown format or a bad search parameter is a 400 with a Greek message.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorPage } from "#app/http/error-response.server";
import { publicBaseUrl } from "#app/http/public-url";
import { TEXT } from "#app/messages";
import { searchEngine } from "#app/search-page/engine.server";
import { exportSearch } from "#app/search-page/export.server";
import { readOnlyResource } from "#app/http/refuse.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await exportSearch(new URL(request.url), publicBaseUrl(), searchEngine());
  if (outcome.kind === "badFormat") return errorPage(400, TEXT.badRequest, TEXT.unknownExportFormat);
  if (outcome.kind === "badQuery") return errorPage(400, TEXT.badRequest, outcome.message);
  if (request.method === "HEAD") await outcome.stream.cancel();
  return new Response(request.method === "HEAD" ? null : outcome.stream, {
    headers: {
      "Content-Type": outcome.format === "json" ? "application/json; charset=utf-8" : "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${outcome.filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
