/**
 * /organization/templates/{templateId}/file: a template's file, as an attachment, for the body's
 * organisation administrator and for those who may submit decisions for the body. Private.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { cacheControl } from "#app/http/cache-policy";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { contentDisposition } from "#app/http/pdf-response.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { templateFile } from "#app/organizations/document-templates.server";

const PARAMS = z.object({ templateId: input.segment });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { templateId } = parseParams(PARAMS, params, { answer: "resource", message: TEXT.templateNotFound });
  const file = templateFile(user.access, templateId);
  if (!file.ok && file.reason === "forbidden") return forbidden(request);
  if (!file.ok) return errorPage(404, TEXT.notFoundTitle, TEXT.templateNotFound);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.content.byteLength),
      "Content-Disposition": contentDisposition("attachment", file.filename),
      "Cache-Control": cacheControl("privatePage"),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const action = readOnlyResource;
