/**
 * /decision/revocation/cancel/{ada}: cancelling a revocation request (SPEC §4): the decision is
 * «Αναρτημένη» again. For the organisation that asked (request-revocation permission) or the
 * register's operator (PERM_ADMIN_DECISIONS_REVOKE). A confirmation page without JavaScript.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireStaff } from "#app/access/guards.server";
import { ActionConfirmation } from "#app/components/decision/ActionConfirmation";
import { actionPage, cancelRevocationFromForm } from "#app/decisions/lifecycle/pages.server";
import {
  adaParam,
  answerRefusal,
  decisionPlace,
  expectedFrom,
  readFormFor,
  redirectWith,
} from "#app/http/decision-action.server";
import { DECISION_CONFIRMATIONS, TEXT } from "#app/messages";
import { paths } from "#app/paths";

export const meta: MetaFunction = () => [];

async function pageFor(request: Request, ada: string) {
  const user = await requireStaff(request);
  const found = actionPage(user, "cancelRevocation", { ada });
  if (!found.ok) return answerRefusal(request, found);
  return { user, page: found.page };
}

// Read once: opened as a dialog (DialogLink), its loader must not run again after the dialog's own
// POST, when the action it confirms is done and the confirmation would only answer with a refusal.
export const shouldRevalidate = () => false;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { page } = await pageFor(request, adaParam(params));
  return page;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ada = adaParam(params);
  const user = await requireStaff(request);
  const { form } = await readFormFor(request, actionPage(user, "cancelRevocation", { ada }));
  const expected = expectedFrom(form);
  const result = cancelRevocationFromForm({ user, ada, expected });
  if (!result.ok) return answerRefusal(request, result);
  return redirectWith(request, decisionPlace(result.ada, null), { kind: "success", text: TEXT.revocationCancelled });
}

export default function RevocationCancel() {
  const page = useLoaderData<typeof loader>();
  return (
    <ActionConfirmation
      {...DECISION_CONFIRMATIONS.cancelRevocation}
      summary={page}
      action={paths.revocationCancel(page.ada ?? "")}
      cancelHref={paths.decisionOrVersion(page.ada, page.versionId)}
    />
  );
}
