/**
 * /decision/batch: a batch action on submitted decisions selected on /userhome (SPEC §4, §7
 * `actions/batch` with the optional notifyRecipients action, `actions/deletions`). GET
 * (?op=publish|delete&v=…&v=…, the worklist's GET form) shows the confirmation: each decision and
 * whether the action applies to it now; POST does it, one transaction per decision
 * (app/decisions/lifecycle/batch.server.ts), and goes back to /userhome with the counts.
 */
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { forbidden, requireStaff } from "#app/access/guards.server";
import type { SessionUser } from "#app/access/session-user";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import formStyles from "#app/components/form/form.css?url";
import { SubmitButton } from "#app/components/form/SubmitButton";
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

const TITLES = { publish: "Ανάρτηση επιλεγμένων πράξεων", delete: "Διαγραφή επιλεγμένων πράξεων" } as const;
const REFUSALS: Record<string, string> = {
  forbidden: "δεν έχετε δικαίωμα γι' αυτή την πράξη",
  "not-found": "δεν βρέθηκε",
  conflict: "έχει νεότερη έκδοση",
  "not-allowed": "δεν είναι πλέον υποβληθείσα",
};

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

export default function BatchConfirmation() {
  const { op, items } = useLoaderData<typeof loader>();
  const allowed = items.filter((i) => i.refusal === null);
  const title = TITLES[op];
  return (
    <>
      <DocumentTitle title={title} hasErrors={false} />
      <h1 className="govgr-heading-xl">{title}</h1>
      <p className="govgr-body">
        {op === "publish"
          ? `Θα αναρτηθούν ${allowed.length} πράξεις, καθεμία με δικό της ΑΔΑ.`
          : `Θα διαγραφούν ${allowed.length} πράξεις που δεν έχουν αναρτηθεί· η ενέργεια δεν αναιρείται.`}
      </p>
      <ul className="govgr-list">
        {items.map((item) => (
          <li key={item.versionId}>
            {item.subject ? (
              <Link to={paths.decisionVersion(item.versionId)}>{item.subject}</Link>
            ) : (
              <span>{item.versionId}</span>
            )}
            {item.organization ? ` (${item.organization})` : ""}
            {item.refusal ? <strong>: {REFUSALS[item.refusal]}, θα παραλειφθεί</strong> : null}
          </li>
        ))}
      </ul>
      {allowed.length > 0 ? (
        <Form method="post" action="/decision/batch">
          <CsrfField />
          <input type="hidden" name="op" value={op} />
          {allowed.map((item) => (
            <input key={item.versionId} type="hidden" name="v" value={item.versionId} />
          ))}
          {op === "publish" ? (
            <div className="govgr-form-group form-checkbox">
              <input type="checkbox" id="notify-recipients" name="notifyRecipients" />
              <label className="form-checkbox__label" htmlFor="notify-recipients">
                Ειδοποίηση των παραληπτών κάθε πράξης με ηλεκτρονικό ταχυδρομείο
              </label>
            </div>
          ) : null}
          <div className="govgr-btn-row">
            <SubmitButton>{op === "publish" ? "Ανάρτηση" : "Διαγραφή"}</SubmitButton>
            <Link to={paths.userHome()}>Ακύρωση</Link>
          </div>
        </Form>
      ) : (
        <p>
          <Link to={paths.userHome()}>Επιστροφή στη σελίδα μου</Link>
        </p>
      )}
    </>
  );
}
