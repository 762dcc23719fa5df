/**
 * /decision/batch: a batch action on submitted decisions selected on /userhome (SPEC §4, §7
 * `actions/batch` with the optional notifyRecipients action, `actions/deletions`). GET
 * (?op=publish|delete&v=…&v=…, the worklist's GET form) shows the confirmation: each decision and
 * whether the action applies to it now; POST does it, one transaction per decision
 * (app/decisions/lifecycle/batch.server.ts), and goes back to /userhome with the counts. With
 * JavaScript the confirmation opens in a dialog on /userhome.
 */
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { forbidden, requireStaff } from "#app/access/guards.server";
import type { SessionUser } from "#app/access/session-user";
import formStyles from "#app/components/form/form.css?url";
import { BatchConfirmation } from "#app/components/userhome/BatchConfirmation";
import { MAX_BATCH } from "#app/decisions/lifecycle/batch.server";
import { batchFromForm, batchPreview, refusedWhole } from "#app/decisions/lifecycle/pages.server";
import { redirectWith } from "#app/http/decision-action.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { publicBaseUrl } from "#app/http/public-url";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

const op = z.enum(["publish", "delete"], { error: TEXT.badRequest });
const versionIds = z
  .union([input.versionId, z.array(input.versionId)], { error: TEXT.badRequest })
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string()).max(MAX_BATCH, { error: TEXT.badRequest }))
  .optional();
const QUERY = z.object({ op, v: versionIds });
const FORM = z.object({ op, v: versionIds, notifyRecipients: z.literal("on", { error: TEXT.badRequest }).optional() });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

/** Batch actions are for those who may publish or delete submitted decisions somewhere. */
async function requireBatchUser(request: Request): Promise<SessionUser> {
  const user = await requireStaff(request);
  const may = user.access.some(
    (a) =>
      a.permissions.includes("PERM_DECISIONS_PUBLISH_SUBMITTED") ||
      a.permissions.includes("PERM_DECISIONS_EDIT_SUBMITTED"),
  );
  if (!may) await forbidden(request);
  return user;
}

// Read once: opened as a dialog on /userhome (DialogForm), its loader must not run again after the
// dialog's own POST, when the decisions are done and the preview would only list refusals.
export const shouldRevalidate = () => false;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireBatchUser(request);
  const query = parseQuery(QUERY, request);
  if (!query.v?.length)
    return redirectWith(request, paths.userHome(), { kind: "warning", text: TEXT.batchNothingSelected });
  const items = batchPreview(user, query.op, query.v);
  // As the POST: a selection of only decisions the user has no right over is refused (SPEC §6).
  if (refusedWhole(items)) await forbidden(request);
  return { op: query.op, items };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireBatchUser(request);
  const form = parseFormWith(FORM, await readForm(request));
  if (!form.v?.length)
    return redirectWith(request, paths.userHome(), { kind: "warning", text: TEXT.batchNothingSelected });
  // A forged POST naming only decisions the user has no right over: 403, nothing changes.
  const preview = batchPreview(user, form.op, form.v);
  if (refusedWhole(preview)) await forbidden(request);
  const result = await batchFromForm(form.op, {
    user,
    versionIds: form.v,
    notifyRecipients: form.notifyRecipients === "on",
    baseUrl: publicBaseUrl(),
  });
  const text = (form.op === "publish" ? TEXT.batchPublished : TEXT.batchDeleted)(result.done, result.refused);
  return redirectWith(request, paths.userHome(), { kind: result.refused ? "warning" : "success", text });
}

export default function BatchConfirmationPage() {
  const { op, items } = useLoaderData<typeof loader>();
  return <BatchConfirmation op={op} items={items} />;
}
