/**
 * /search/export?wt=json|xml|csv|xls (plus the search's own query, fq, sort): every result of
 * the search as one streamed file (app/search-page/export.server.ts, decision record 035). A
 * format with a row limit (the workbook) names it in X-Export-Row-Limit. An unknown format or a
 * bad search parameter is a 400 with a Greek message. The file is the same for everyone, so the
 * edge may keep it (policy `export`); its ETag is weak because the file states when it was
 * generated.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { TEXT } from "#app/messages";
import { searchExport } from "#app/search-page/export.server";
import { readOnlyResource } from "#app/http/refuse.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = await searchExport(new URL(request.url), request.signal);
  if (outcome.kind === "badFormat") return errorPage(400, TEXT.badRequest, TEXT.unknownExportFormat);
  if (outcome.kind === "badQuery") return errorPage(400, TEXT.badRequest, outcome.message);
  const headers = cacheHeaders("export", { etag: outcome.validators, weak: true });
  headers.set("Content-Type", outcome.contentType);
  headers.set("Content-Disposition", `attachment; filename="${outcome.filename}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  if (outcome.rowLimit !== null) headers.set("X-Export-Row-Limit", String(outcome.rowLimit));
  const response = await conditionalResponse(request, headers, () => outcome.stream);
  // A 304 or a HEAD never reads the file: nothing was opened yet, but say the stream is done.
  if (response.status !== 200 || request.method === "HEAD") await outcome.stream.cancel();
  return response;
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
