/**
 * /profile/password: the user changes their password with the current one
 * (app/users/change-password.server.ts); every other session of theirs ends. A refused form is a
 * 400 with its errors beside the fields.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireUser } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { PASSWORD_TEXT } from "#app/users/password-policy";
import { pageTitle } from "#app/shell/site";
import { changePassword, type PasswordChangeErrors } from "#app/users/change-password.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Αλλαγή κωδικού πρόσβασης") }];

const FORM = z.object({
  currentPassword: input.optionalText(1000),
  password: input.optionalText(1000),
  passwordConfirmation: input.optionalText(1000),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = parseFormWith(FORM, await readForm(request));
  const result = await changePassword(
    user,
    form.currentPassword ?? "",
    form.password ?? "",
    form.passwordConfirmation ?? "",
  );
  if (!result.ok) return data({ errors: result.errors }, { status: 400 });
  throw redirect(paths.profile(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.passwordChanged(result.endedSessions) }),
    },
  });
}

const FIELDS: { name: keyof PasswordChangeErrors; label: string; autoComplete: string; hint?: string }[] = [
  { name: "currentPassword", label: "Τρέχων κωδικός πρόσβασης", autoComplete: "current-password" },
  {
    name: "password",
    label: "Νέος κωδικός πρόσβασης",
    autoComplete: "new-password",
    hint: PASSWORD_TEXT.hint,
  },
  { name: "passwordConfirmation", label: "Επανάληψη νέου κωδικού πρόσβασης", autoComplete: "new-password" },
];

export default function ChangePassword() {
  const failed = useActionData<typeof action>();
  const errors: PasswordChangeErrors = failed?.errors ?? {};
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Αλλαγή κωδικού πρόσβασης</h1>
      <ErrorSummary
        errors={FIELDS.filter((f) => errors[f.name]).map((f) => ({ fieldId: f.name, message: errors[f.name]! }))}
      />
      <p>Με την αλλαγή τερματίζονται όλες οι άλλες συνδέσεις σας· αυτή η σύνδεση παραμένει.</p>
      <Form method="post" noValidate>
        <CsrfField />
        {FIELDS.map((f) => (
          <FormGroup
            key={f.name}
            id={f.name}
            label={f.label}
            hint={f.hint}
            errors={errors[f.name] ? [errors[f.name]!] : []}
            required
          >
            {(control) => <input {...control} name={f.name} type="password" autoComplete={f.autoComplete} required />}
          </FormGroup>
        ))}
        <SubmitButton>Αλλαγή κωδικού</SubmitButton>{" "}
        <Link to={paths.profile()} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
