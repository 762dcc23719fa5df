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
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

export const meta: MetaFunction = () => [];

async function pageFor(request: Request, ada: string) {
  const user = await requireStaff(request);
  const found = actionPage(user, "cancelRevocation", { ada });
  if (!found.ok) return answerRefusal(request, found);
  return { user, page: found.page };
}

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
      title="Ακύρωση αιτήματος ανάκλησης"
      lead="Το αίτημα ανάκλησης θα ακυρωθεί και η πράξη θα είναι ξανά «Αναρτημένη»."
      summary={page}
      action={paths.revocationCancel(page.ada ?? "")}
      submitLabel="Ακύρωση του αιτήματος"
      cancelHref={paths.decisionOrVersion(page.ada, page.versionId)}
    />
  );
}
