/**
 * /decision/revocation/complete/{ada}: completing a revocation (SPEC §4, PERM_ADMIN_DECISIONS_REVOKE):
 * the decision becomes «Ανακληθείσα», its page stays and its document is withdrawn. From a pending
 * request its reason stands; a published decision revoked directly needs a ground and a comment.
 * With JavaScript the same confirmation opens in a dialog on the decision's page.
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireStaff } from "#app/access/guards.server";
import { RevocationCompleteConfirmation } from "#app/components/decision/RevocationCompleteConfirmation";
import formStyles from "#app/components/form/form.css?url";
import { actionPage, completeRevocationFromForm } from "#app/decisions/lifecycle/pages.server";
import { revocationNeedsOwnReason } from "#app/decisions/revocation-grounds";
import {
  adaParam,
  answerRefusal,
  decisionPlace,
  expectedFrom,
  readFormFor,
  reasonFrom,
  redirectWith,
} from "#app/http/decision-action.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, ada: string) {
  const user = await requireStaff(request);
  const found = actionPage(user, "revoke", { ada });
  if (!found.ok) return answerRefusal(request, found);
  return { user, page: found.page };
}

// Read once: opened as a dialog (DialogLink), its loader must not run again after the dialog's own
// POST, when the revocation is done and the confirmation would only answer with a refusal.
export const shouldRevalidate = () => false;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page } = await pageFor(request, adaParam(params));
  return page;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ada = adaParam(params);
  const user = await requireStaff(request);
  const { form, page } = await readFormFor(request, actionPage(user, "revoke", { ada }));
  const expected = expectedFrom(form);
  // Without a pending request, the revocation needs its own reason.
  const direct = revocationNeedsOwnReason(page.status);
  const reason = direct ? reasonFrom(form) : null;
  if (reason && !reason.ok) return data({ values: reason.values, errors: reason.errors }, { status: 400 });
  const result = completeRevocationFromForm({ user, ada, expected, reason: reason?.reason });
  if (!result.ok) {
    if (result.reason === "reason-required") {
      return redirectWith(request, paths.revocationComplete(ada), {
        kind: "error",
        text: TEXT.revocationReasonRequired,
      });
    }
    return answerRefusal(request, result);
  }
  return redirectWith(request, decisionPlace(result.ada, null), { kind: "success", text: TEXT.revocationCompleted });
}

export default function RevocationComplete() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <RevocationCompleteConfirmation page={page} values={result?.values} errors={result?.errors} />;
}
