/**
 * /doc/v/{versionId}: the PDF of one version. A published version's file never changes (strong
 * ETag = its SHA-256); it is cached for a day because a revocation withdraws it. A version that
 * has not gone public is served only to users who may see it, and never stored by caches.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "#app/access/guards.server";
import { documentForVersion, servableDocument } from "#app/decisions/documents.server";
import { VERSION_MAX_AGE } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { fileResponse } from "#app/http/pdf-response.server";
import { MSG, TEXT } from "#app/messages";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const versionId = (params.versionId ?? "").toLowerCase();
  const user = await getOptionalUser(request);
  const found = documentForVersion(versionId, user?.access ?? null);
  if (found.kind === "withdrawn") return errorPage(410, TEXT.documentWithdrawnTitle, TEXT.documentWithdrawn);
  if (found.kind === "hidden" && user) return errorPage(403, TEXT.forbiddenTitle, MSG.forbidden);
  if (found.kind !== "found") return errorPage(404, TEXT.notFoundTitle, "Δεν βρέθηκε έγγραφο για αυτή την έκδοση.");
  const { doc } = found;
  const { file, bytes } = await servableDocument(doc);
  return fileResponse(request, file, {
    downloadName: doc.ada ? `${doc.ada}-${versionId.slice(0, 8)}.pdf` : `${versionId}.pdf`,
    cacheControl: doc.published && !user ? `public, max-age=${VERSION_MAX_AGE}` : "private, no-store",
    bytes,
  });
}
