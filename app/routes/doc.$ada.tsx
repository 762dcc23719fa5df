/**
 * /doc/{ada}: the PDF of a decision's newest public version, shown inline. Latin look-alike
 * letters are accepted. A revoked decision's document is withdrawn (410).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parseAda } from "#app/decisions/ada";
import { documentForAda, servableDocument } from "#app/decisions/documents.server";
import { cacheControl } from "#app/http/cache-policy";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { fileResponse } from "#app/http/pdf-response.server";
import { MSG, TEXT } from "#app/messages";
import { readOnlyResource } from "#app/http/refuse.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const typed = parseParams(z.object({ ada: input.segment }), params, { answer: "resource", message: MSG.invalidAda });
  const ada = parseAda(typed.ada);
  if (!ada) return errorPage(404, TEXT.notFoundTitle, MSG.invalidAda);
  const found = documentForAda(ada);
  if (found.kind === "withdrawn") return errorPage(410, TEXT.documentWithdrawnTitle, TEXT.documentWithdrawn);
  if (found.kind !== "found") return errorPage(404, TEXT.notFoundTitle, TEXT.decisionNotFound);
  const { file, bytes } = await servableDocument(found.doc);
  return fileResponse(request, file, {
    downloadName: `${ada}.pdf`,
    // It follows the decision (a new version, a revocation), like the decision's page.
    cacheControl: cacheControl("publicPage"),
    bytes,
  });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
