/**
 * /security/pwdreset?uac=… (SPEC §7 POST /security/pwdreset): the mailed link's page, where the
 * new password is set (app/users/password-reset.server.ts: the password rules, then one
 * transaction that uses the link, stores the new hash and ends every session of the account).
 * A used, expired or unknown link is a 400 with one Greek sentence.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { badRequest } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { PASSWORD_TEXT } from "#app/users/password-policy";
import { pageTitle } from "#app/shell/site";
import { passwordResetTarget, resetPassword } from "#app/users/password-reset.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Ορισμός νέου κωδικού πρόσβασης") }];

const LINK = z.object({ uac: input.optionalText(100) });
const FORM = z.object({
  uac: input.optionalText(100),
  password: input.optionalText(1000),
  passwordConfirmation: input.optionalText(1000),
});

export function loader({ request }: LoaderFunctionArgs) {
  const { uac = "" } = parseQuery(LINK, request);
  const target = passwordResetTarget(uac);
  if (!target.ok) badRequest(TEXT.invalidAccountLink);
  return { uac, username: target.username };
}

export async function action({ request }: ActionFunctionArgs) {
  const { uac = "", password = "", passwordConfirmation = "" } = parseFormWith(FORM, await readForm(request));
  const result = await resetPassword(uac, password, passwordConfirmation);
  if (!result.ok) {
    if (result.reason === "invalid-link") badRequest(TEXT.invalidAccountLink);
    return data({ errors: result.errors }, { status: 400 });
  }
  throw redirect(paths.login(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.passwordResetDone }) },
  });
}

export default function PasswordReset() {
  const { uac, username } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = failed?.errors ?? {};
  const summary = [
    errors.password ? { fieldId: "password", message: errors.password } : null,
    errors.passwordConfirmation ? { fieldId: "passwordConfirmation", message: errors.passwordConfirmation } : null,
  ].filter((e) => e !== null);
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Ορισμός νέου κωδικού πρόσβασης</h1>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="uac" value={uac} />
        {/* For password managers: which account the new password belongs to. */}
        <input type="hidden" name="username" value={username} autoComplete="username" />
        <FormGroup
          id="password"
          label="Νέος κωδικός πρόσβασης"
          hint={PASSWORD_TEXT.hint}
          errors={errors.password ? [errors.password] : []}
          required
        >
          {(control) => <input {...control} name="password" type="password" autoComplete="new-password" required />}
        </FormGroup>
        <FormGroup
          id="passwordConfirmation"
          label="Επανάληψη νέου κωδικού πρόσβασης"
          errors={errors.passwordConfirmation ? [errors.passwordConfirmation] : []}
          required
        >
          {(control) => (
            <input {...control} name="passwordConfirmation" type="password" autoComplete="new-password" required />
          )}
        </FormGroup>
        <SubmitButton>Αλλαγή κωδικού</SubmitButton>
      </Form>
    </div>
  );
}
