/**
 * /decision/revocation/request/{ada}: a revocation request, αίτημα ανάκλησης ανάρτησης (SPEC §4,
 * PUBLISHED, request-revocation permission). A confirmation page without JavaScript: one of the
 * three legal grounds and a mandatory comment (reference/diavgeia.md §2.2); the POST moves the
 * decision to «Εν αναμονή ανάκλησης» (app/decisions/lifecycle/revocation.server.ts).
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
import { ActionConfirmation } from "#app/components/decision/ActionConfirmation";
import { reasonSummaryErrors, RevocationReasonFields } from "#app/components/decision/RevocationReasonFields";
import formStyles from "#app/components/form/form.css?url";
import { actionPage, requestRevocationFromForm } from "#app/decisions/lifecycle/pages.server";
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

const TITLE = "Αίτημα ανάκλησης ανάρτησης";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, ada: string) {
  const user = await requireStaff(request);
  const found = actionPage(user, "requestRevocation", { ada });
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
  const { form } = await readFormFor(request, actionPage(user, "requestRevocation", { ada }));
  const expected = expectedFrom(form);
  const reason = reasonFrom(form);
  if (!reason.ok) return data({ values: reason.values, errors: reason.errors }, { status: 400 });
  const result = requestRevocationFromForm({ user, ada, expected, ...reason.reason });
  if (!result.ok) return answerRefusal(request, result);
  return redirectWith(request, decisionPlace(result.ada, null), { kind: "success", text: TEXT.revocationRequested });
}

export default function RevocationRequest() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors = result?.errors ?? {};
  return (
    <ActionConfirmation
      title={TITLE}
      lead="Η ανάρτηση ανακαλείται μόνο για έναν από τους τρεις λόγους του νόμου. Το αίτημα εξετάζεται από τον διαχειριστή του μητρώου· ως τότε η πράξη μένει αναρτημένη, «Εν αναμονή ανάκλησης». Για λάθη γραφής χρησιμοποιήστε την ορθή επανάληψη."
      summary={page}
      action={paths.revocationRequest(page.ada ?? "")}
      submitLabel="Υποβολή αιτήματος ανάκλησης"
      cancelHref={paths.decisionOrVersion(page.ada, page.versionId)}
      errors={reasonSummaryErrors(errors)}
    >
      <RevocationReasonFields values={result?.values ?? {}} errors={errors} />
    </ActionConfirmation>
  );
}
