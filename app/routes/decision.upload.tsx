/**
 * POST /decision/upload (SPEC §2 "Upload", §7 "File upload: a multipart POST"): the decision form
 * sends its PDF here ahead of the form, with JavaScript, so the user sees it queued and a progress
 * bar from 0 to 100 percent; the answer is the token the form carries instead of the file
 * (app/documents/staged-upload.server.ts). The file gets the decision document's checks before it
 * is kept. Multipart with the form token, answered in JSON, never stored by a cache. Without
 * JavaScript the file goes with the form and this address is not used.
 * `kind=attachment` (the attachments page) checks the file as an attachment instead (decision 087).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { stageAttachment, stageDecisionDocument } from "#app/documents/staged-upload.server";
import { DEFAULT_MAX_UPLOAD_BYTES, STAGED_ATTACHMENT_FILE } from "#app/fields/upload.rule";
import { apiErrorResponse } from "#app/http/api-response.server";
import { cacheControl } from "#app/http/cache-policy";
import { readForm } from "#app/http/form.server";
import { OPENDATA_TEXT, TEXT } from "#app/messages";
import { getDb } from "#db/client";

/** Which check the file gets: the decision's PDF (the default) or an attachment. */
const KIND = z.enum(["decision", "attachment"]).default("decision");

export async function action({ request }: ActionFunctionArgs) {
  // Who asks is settled before the body is read: a visitor's upload is never buffered.
  const user = await requireStaff(request);
  const form = await readForm(request, { answer: "api", maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES });
  const kind = KIND.safeParse(form.get("kind") ?? undefined);
  if (!kind.success)
    return apiErrorResponse(400, OPENDATA_TEXT.badValueShort("kind"), { "Cache-Control": cacheControl("noStore") });
  const staged =
    kind.data === "attachment"
      ? await stageAttachment(getDb(), {
          userId: user.id,
          value: form.get(STAGED_ATTACHMENT_FILE),
          maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
        })
      : await stageDecisionDocument(getDb(), { userId: user.id, value: form.get("decisionFile") });
  if (!staged.ok) return apiErrorResponse(400, staged.message, { "Cache-Control": cacheControl("noStore") });
  return Response.json(staged.value, { headers: { "Cache-Control": cacheControl("noStore") } });
}

/** A GET here is a 405: files are only sent. */
export function loader() {
  return apiErrorResponse(405, TEXT.postOnly, { Allow: "POST" });
}
