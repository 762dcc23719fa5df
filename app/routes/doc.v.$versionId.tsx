/**
 * /doc/v/{versionId}: the PDF of one version. A published version's file never changes (strong
 * ETag = its SHA-256); it is cached for an hour because a revocation withdraws it. A version that
 * has not gone public is served only to users who may see it, and never stored by caches.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { documentForVersion, servableDocument } from "#app/decisions/documents.server";
import { cacheControl } from "#app/http/cache-policy";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { fileResponse } from "#app/http/pdf-response.server";
import { MSG, TEXT } from "#app/messages";
import { readOnlyResource } from "#app/http/refuse.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { versionId } = parseParams(z.object({ versionId: input.versionId }), params, {
    answer: "resource",
    message: TEXT.versionDocumentNotFound,
  });
  const user = await getOptionalUser(request);
  const found = documentForVersion(versionId, user?.access ?? null);
  if (found.kind === "withdrawn") return errorPage(410, TEXT.documentWithdrawnTitle, TEXT.documentWithdrawn);
  if (found.kind === "hidden" && user) return errorPage(403, TEXT.forbiddenTitle, MSG.forbidden);
  if (found.kind !== "found") return errorPage(404, TEXT.notFoundTitle, TEXT.versionDocumentNotFound);
  const { doc } = found;
  const { file, bytes } = await servableDocument(doc);
  return fileResponse(request, file, {
    downloadName: doc.ada ? `${doc.ada}-${versionId.slice(0, 8)}.pdf` : `${versionId}.pdf`,
    cacheControl: cacheControl(doc.published && !user ? "publishedVersion" : "privatePage"),
    bytes,
  });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
