/**
 * SPEC §7 GET /pubdocs/{id}/document: a public document's PDF, for anyone, inline with its file
 * name (RFC 6266 / 5987: an ASCII fallback and the exact Greek name), a strong ETag and 304.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { cacheControl } from "#app/http/cache-policy";
import { errorPage } from "#app/http/error-response.server";
import { parseParams } from "#app/http/input.server";
import { fileResponse } from "#app/http/pdf-response.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { publicDocumentDownload } from "#app/organizations/public-documents.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  const { id } = parseParams(z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }), params, {
    answer: "resource",
    message: TEXT.publicDocumentNotFound,
  });
  const found = publicDocumentDownload(id);
  if (!found) return errorPage(404, TEXT.notFoundTitle, TEXT.publicDocumentNotFound);
  return fileResponse(request, found.file, {
    downloadName: found.file.filename,
    // A replaced file changes the ETag; the page that links it is cached the same way.
    cacheControl: cacheControl("publicPage"),
    bytes: found.bytes,
  });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
