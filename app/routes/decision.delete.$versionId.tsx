/**
 * /decision/delete/{versionId}: deleting a submitted decision (SPEC §4; edit-submitted permission).
 * It was never published, so it goes entirely; the audit trail keeps the record. A confirmation
 * page without JavaScript; the POST redirects to /userhome.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { ActionConfirmation } from "#app/components/decision/ActionConfirmation";
import { actionPage, deleteFromForm } from "#app/decisions/lifecycle/pages.server";
import { answerRefusal, expectedFrom, readFormFor, redirectWith } from "#app/http/decision-action.server";
import { input, parseParams } from "#app/http/input.server";
import { DECISION_CONFIRMATIONS, TEXT } from "#app/messages";
import { paths } from "#app/paths";

const PARAMS = z.object({ versionId: input.versionId });

export const meta: MetaFunction = () => [];

async function pageFor(request: Request, versionId: string) {
  const user = await requireStaff(request);
  const found = actionPage(user, "deleteSubmitted", { versionId });
  if (!found.ok) return answerRefusal(request, found);
  return { user, page: found.page };
}

// Read once: opened as a dialog (DialogLink), its loader must not run again after the dialog's own
// POST, when the action it confirms is done and the confirmation would only answer with a refusal.
export const shouldRevalidate = () => false;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const { page } = await pageFor(request, versionId);
  return page;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const user = await requireStaff(request);
  const { form } = await readFormFor(request, actionPage(user, "deleteSubmitted", { versionId }));
  const expected = { ...expectedFrom(form), versionId };
  const result = deleteFromForm({ user, versionId, expected });
  if (!result.ok) return answerRefusal(request, result);
  return redirectWith(request, paths.userHome(), { kind: "success", text: TEXT.decisionDeleted(result.subject) });
}

export default function DeleteDecision() {
  const page = useLoaderData<typeof loader>();
  return (
    <ActionConfirmation
      {...DECISION_CONFIRMATIONS.deleteSubmitted}
      summary={page}
      action={paths.deleteVersion(page.versionId)}
      cancelHref={paths.decisionOrVersion(page.ada, page.versionId)}
    />
  );
}
