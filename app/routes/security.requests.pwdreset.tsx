/**
 * /security/requests/pwdreset (SPEC §7 GET and POST): asking for a new password by username or
 * e-mail address. The answer is the same whether or not an account exists (a flash on this page);
 * an active account gets a single-use link by mail (app/users/password-reset.server.ts). Requests
 * are throttled per identifier and per address (429 with Retry-After).
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { z } from "zod";
import { passwordResetAttempt } from "#app/access/account-throttle.server";
import { addFlash } from "#app/access/flash.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { clientAddress } from "#app/http/client-address";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { retryAfterSeconds, tooManyAttemptsText } from "#app/http/throttle.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { requestPasswordReset } from "#app/users/password-reset.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Νέος κωδικός πρόσβασης") }];

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};

const FORM = z.object({ identifier: input.optionalText(200) });

export async function action({ request, context }: ActionFunctionArgs) {
  const { identifier = "" } = parseFormWith(FORM, await readForm(request));
  if (identifier.trim() === "") return data({ error: MSG.required }, { status: 400 });
  const wait = await passwordResetAttempt(identifier, clientAddress(context));
  if (wait > 0) {
    return data(
      { error: tooManyAttemptsText(wait) },
      { status: 429, headers: { "Retry-After": retryAfterSeconds(wait) } },
    );
  }
  requestPasswordReset(identifier);
  throw redirect(paths.passwordResetRequest(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "info", text: TEXT.passwordResetRequested }) },
  });
}

export default function PasswordResetRequest() {
  const failed = useActionData<typeof action>();
  const errors = failed?.error ? [failed.error] : [];
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Νέος κωδικός πρόσβασης</h1>
      <ErrorSummary errors={errors.map((message) => ({ fieldId: "identifier", message }))} />
      <p>
        Γράψτε το όνομα χρήστη ή τη διεύθυνση ηλεκτρονικού ταχυδρομείου του λογαριασμού σας. Θα σας στείλουμε σύνδεσμο
        για να ορίσετε νέο κωδικό.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup id="identifier" label="Όνομα χρήστη ή ηλεκτρονικό ταχυδρομείο" errors={errors} required>
          {(control) => <input {...control} name="identifier" type="text" autoComplete="username" required />}
        </FormGroup>
        <SubmitButton>Αποστολή συνδέσμου</SubmitButton>
      </Form>
    </div>
  );
}
