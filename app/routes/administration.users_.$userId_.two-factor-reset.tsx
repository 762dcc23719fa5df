/**
 * /administration/users/{id}/two-factor-reset: a user manager resets the second factor of a user
 * who lost their phone and recovery codes (issue 13; app/users/second-factor-reset.server.ts,
 * docs/decisions/074). GET is the confirmation page (works without JavaScript), asking the
 * manager's own password; POST resets in one transaction with its audit row and a mail to the
 * user, and returns to the user's page with an alert. Same right as locking the account.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash, type Alert } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { resetSecondFactor, secondFactorResetTarget } from "#app/users/second-factor-reset.server";

const PARAMS = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const FORM = z.object({ password: input.optionalText(1000) });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? `${TEXT.secondFactorResetTitle}: ${loaded.username}` : TEXT.secondFactorResetTitle) },
];

/** Refusals that are not the form's: not found, SPEC §6's 403, or back to the user's page. */
async function refuse(
  request: Request,
  userId: number,
  reason: "not-found" | "forbidden" | "self" | "none",
): Promise<never> {
  if (reason === "not-found") notFound(TEXT.userNotFound);
  if (reason === "forbidden") await forbidden(request);
  const alert: Alert = {
    kind: "warning",
    text: reason === "self" ? TEXT.secondFactorResetSelf : TEXT.secondFactorResetNone,
  };
  throw redirect(paths.adminUser(userId), { status: 303, headers: { "Set-Cookie": await addFlash(request, alert) } });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireStaff(request, { role: "ROLE_USER_MANAGER" });
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  const target = secondFactorResetTarget(actor, userId);
  if (!target.ok) return refuse(request, userId, target.reason);
  return { id: target.id, username: target.username, name: target.name };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStaff(request, { role: "ROLE_USER_MANAGER" });
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  const form = parseFormWith(FORM, await readForm(request));
  const result = await resetSecondFactor(actor, userId, form.password ?? "");
  if (!result.ok && result.reason === "password") return data({ error: result.message }, { status: 400 });
  if (!result.ok) return refuse(request, userId, result.reason);
  const alert: Alert = { kind: "success", text: TEXT.secondFactorResetDone(result.username) };
  throw redirect(paths.adminUser(userId), { status: 303, headers: { "Set-Cookie": await addFlash(request, alert) } });
}

export default function ResetSecondFactor() {
  const user = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const error = answer?.error;
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">
        {TEXT.secondFactorResetTitle}: {user.username}
      </h1>
      <ErrorSummary errors={error ? [{ fieldId: "admin-password", message: error }] : []} />
      <p>
        {user.name} ({user.username}). Η εφαρμογή ελέγχου και οι κωδικοί ανάκτησης του χρήστη παύουν να ισχύουν και οι
        συνδέσεις του τερματίζονται. Ο χρήστης ενημερώνεται με ηλεκτρονικό ταχυδρομείο και, αν ο έλεγχος δύο βημάτων
        είναι υποχρεωτικός γι&apos; αυτόν, τον ενεργοποιεί ξανά στην επόμενη σύνδεσή του.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup id="admin-password" label="Ο δικός σας κωδικός πρόσβασης" errors={error ? [error] : []} required>
          {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
        </FormGroup>
        <SubmitButton>Επαναφορά</SubmitButton>{" "}
        <Link to={paths.adminUser(user.id)} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
