/**
 * /profile/email: the user asks to change their e-mail address; a confirmation link goes to the
 * new address (app/users/change-email.server.ts) and the address changes only when it is used.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireUser } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { requestEmailChange } from "#app/users/change-email.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Αλλαγή ηλεκτρονικού ταχυδρομείου") }];

const FORM = z.object({ email: input.optionalText(200) });
const EMAIL = z.email();

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { current: user.email };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const email = (parseFormWith(FORM, await readForm(request)).email ?? "").trim();
  if (email === "") return data({ email, error: MSG.required }, { status: 400 });
  if (!EMAIL.safeParse(email).success) return data({ email, error: TEXT.invalidEmail }, { status: 400 });
  requestEmailChange(user, email);
  throw redirect(paths.profile(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "info", text: TEXT.emailChangeRequested(email) }) },
  });
}

export default function ChangeEmail() {
  const { current } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = failed?.error ? [failed.error] : [];
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Αλλαγή ηλεκτρονικού ταχυδρομείου</h1>
      <ErrorSummary errors={errors.map((message) => ({ fieldId: "email", message }))} />
      <p>Τρέχουσα διεύθυνση: {current}</p>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup
          id="email"
          label="Νέα διεύθυνση ηλεκτρονικού ταχυδρομείου"
          hint="Θα σας στείλουμε εκεί σύνδεσμο επιβεβαίωσης."
          errors={errors}
          required
        >
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" defaultValue={failed?.email} required />
          )}
        </FormGroup>
        <SubmitButton>Αποστολή συνδέσμου</SubmitButton>{" "}
        <Link to={paths.profile()} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
