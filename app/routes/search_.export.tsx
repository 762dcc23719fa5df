/**
 * /search/export?wt=json|xml (plus the search's own query, fq, sort): the search's results as
 * one streamed file (app/search-page/export.server.ts; at most EXPORT_LIMIT rows, said in info).
 * An unknown format or a bad search parameter is a 400 with a Greek message. The file is the
 * same for everyone, so the edge may keep it (policy `export`); its ETag is weak because the
 * file states when it was generated.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { TEXT } from "#app/messages";
import { searchExport } from "#app/search-page/export.server";
import { readOnlyResource } from "#app/http/refuse.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await searchExport(new URL(request.url));
  if (outcome.kind === "badFormat") return errorPage(400, TEXT.badRequest, TEXT.unknownExportFormat);
  if (outcome.kind === "badQuery") return errorPage(400, TEXT.badRequest, outcome.message);
  const headers = cacheHeaders("export", { etag: outcome.validators, weak: true });
  headers.set(
    "Content-Type",
    outcome.format === "json" ? "application/json; charset=utf-8" : "application/xml; charset=utf-8",
  );
  headers.set("Content-Disposition", `attachment; filename="${outcome.filename}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  const response = await conditionalResponse(request, headers, () => outcome.stream);
  // A 304 or a HEAD never reads the file: release the engine's first batch.
  if (response.status !== 200 || request.method === "HEAD") await outcome.stream.cancel();
  return response;
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
