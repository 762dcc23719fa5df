/**
 * /login/code: the login's second step for a user with an authenticator app
 * (app/access/second-factor/pending-login.server.ts). The six digits from the app, or one of the
 * recovery codes, open the session; a wrong code is a 400 with the form again; after five wrong
 * codes, or five minutes, the login starts over. Without a pending login the page sends the
 * visitor back to /login.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { completePendingLogin, isLoginPending } from "#app/access/second-factor/pending-login.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { clientAddress } from "#app/http/client-address";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Κωδικός επαλήθευσης") }];

const FORM = z.object({ code: input.optionalText(40) });

async function startOver(request: Request, cookies: string[] = []): Promise<never> {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await addFlash(request, { kind: "warning", text: TEXT.secondFactorLoginExpired }));
  throw redirect(paths.login(), { status: 303, headers });
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await isLoginPending(request))) await startOver(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { code } = parseFormWith(FORM, await readForm(request));
  const outcome = await completePendingLogin(request, code ?? "", clientAddress(context));
  if (outcome.state === "expired") return startOver(request, outcome.cookies);
  if (outcome.state === "wrong-code") {
    return data({ error: TEXT.secondFactorWrongCode, attemptsLeft: outcome.attemptsLeft }, { status: 400 });
  }
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
  throw redirect(outcome.redirectTo, { status: 303, headers });
}

export default function LoginCode() {
  const failed = useActionData<typeof action>();
  const errors = failed?.error ? [failed.error] : [];
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Κωδικός επαλήθευσης</h1>
      <ErrorSummary errors={errors.map((message) => ({ fieldId: "code", message }))} />
      <p>
        Ο λογαριασμός σας προστατεύεται με έλεγχο δύο βημάτων. Ανοίξτε την εφαρμογή επαλήθευσης στο κινητό σας και
        πληκτρολογήστε τον εξαψήφιο κωδικό που δείχνει.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup
          id="code"
          label="Κωδικός"
          hint="Έξι ψηφία από την εφαρμογή, ή ένας από τους κωδικούς ανάκτησης που φυλάξατε."
          errors={errors}
          required
        >
          {(control) => (
            <input
              {...control}
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              spellCheck={false}
              autoCapitalize="none"
              required
            />
          )}
        </FormGroup>
        {failed ? <p>Απομένουν {failed.attemptsLeft} προσπάθειες.</p> : null}
        <SubmitButton>Σύνδεση</SubmitButton>{" "}
        <Link to={paths.login()} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
