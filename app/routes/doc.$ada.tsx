/**
 * /doc/{ada}: the PDF of a decision's newest public version, shown inline. Latin look-alike
 * letters are accepted. A revoked decision's document is withdrawn (410).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseAda } from "#app/decisions/ada";
import { documentForAda, servableDocument } from "#app/decisions/documents.server";
import { SHORT_MAX_AGE } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { fileResponse } from "#app/http/pdf-response.server";
import { MSG, TEXT } from "#app/messages";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ada = parseAda(params.ada ?? "");
  if (!ada) return errorPage(404, TEXT.notFoundTitle, MSG.invalidAda);
  const found = documentForAda(ada);
  if (found.kind === "withdrawn") return errorPage(410, TEXT.documentWithdrawnTitle, TEXT.documentWithdrawn);
  if (found.kind !== "found") return errorPage(404, TEXT.notFoundTitle, TEXT.decisionNotFound);
  const { file, bytes } = await servableDocument(found.doc);
  return fileResponse(request, file, {
    downloadName: `${ada}.pdf`,
    cacheControl: `public, max-age=${SHORT_MAX_AGE}`,
    bytes,
  });
}
