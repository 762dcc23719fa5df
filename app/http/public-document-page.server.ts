/**
 * The guard of the pages that act on one public document (/organization/pubdocs/edit/{id} and
 * /delete/{id}): PERM_PUBDOCS_MANAGE, a well-formed id, and a document of a body the user manages
 * (app/organizations/public-documents.server.ts decides). An unknown document is a 404, a document
 * of another body the forbidden answer.
 */
import { z } from "zod";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { TEXT } from "#app/messages";
import { managedPublicDocument } from "#app/organizations/public-documents.server";
import { notFound } from "./errors.server";
import { parseParams } from "./input.server";

const PARAMS = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export async function requireManagedPublicDocument(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, { permission: "PERM_PUBDOCS_MANAGE" });
  const { id } = parseParams(PARAMS, params, { message: TEXT.publicDocumentNotFound });
  const found = managedPublicDocument(user, id);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.publicDocumentNotFound);
  if (!found.ok) return forbidden(request);
  return { user, document: found.document };
}
