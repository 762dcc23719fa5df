/**
 * /doc/v/{versionId}/attachments/{attachmentId}: one attachment of a version (issue 9), as a
 * download (Content-Disposition attachment, the Greek file name per RFC 6266) with its stored type.
 * The same rule as /doc/v: public once the version is published (cached for an hour, strong ETag
 * = its SHA-256), 410 when the decision was revoked, and before publication only for those who may
 * see the version (never stored by caches), 404 to visitors and SPEC §6's 403 to other users.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { attachmentForVersion, documentBytes } from "#app/decisions/documents.server";
import { cacheControl } from "#app/http/cache-policy";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { fileResponse } from "#app/http/pdf-response.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { MSG, TEXT } from "#app/messages";

const PARAMS = z.object({ versionId: input.versionId, attachmentId: input.segment });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { versionId, attachmentId } = parseParams(PARAMS, params, {
    answer: "resource",
    message: TEXT.attachmentNotFound,
  });
  const user = await getOptionalUser(request);
  const found = attachmentForVersion(versionId, attachmentId, user?.access ?? null);
  if (found.kind === "withdrawn") return errorPage(410, TEXT.documentWithdrawnTitle, TEXT.documentWithdrawn);
  if (found.kind === "hidden" && user) return errorPage(403, TEXT.forbiddenTitle, MSG.forbidden);
  if (found.kind !== "found") return errorPage(404, TEXT.notFoundTitle, TEXT.attachmentNotFound);
  const { doc } = found;
  return fileResponse(request, doc.document, {
    downloadName: doc.document.filename,
    disposition: "attachment",
    cacheControl: cacheControl(doc.published && !user ? "publishedVersion" : "privatePage"),
    bytes: () => documentBytes(doc.document.id),
  });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
