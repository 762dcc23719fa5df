/**
 * /profile/tokens (issue 13): the user's API tokens for scripts calling the JSON API
 * (/api/help). Creating one (this route's POST) shows the token once, in the answer to the POST
 * itself rather than after a redirect, so the secret is never stored anywhere, not even in a
 * flash cookie; only its SHA-256 is kept. Revoking goes through a confirmation page.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "#app/access/guards.server";
import { TokenTable } from "#app/components/api/TokenTable";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { API_TOKEN_LABEL_MAX } from "#app/users/api-token-label";
import { createApiToken, listApiTokens } from "#app/users/api-tokens.server";

const TITLE = "Κλειδιά API";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const FORM = z.object({ label: input.optionalText(1000) });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { tokens: listApiTokens(user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = parseFormWith(FORM, await readForm(request));
  const result = createApiToken(user.id, form.label ?? "");
  if (!result.ok) {
    const refusal =
      result.reason === "label" ? ([TEXT.apiTokenLabelRequired, 400] as const) : ([TEXT.apiTokenTooMany, 409] as const);
    return data({ error: refusal[0], created: null }, { status: refusal[1] });
  }
  return data(
    { error: null, created: { token: result.token, label: result.label } },
    { status: 201, headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function ProfileTokens() {
  const { tokens } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p>
        Με ένα κλειδί API ένα πρόγραμμα καλεί το <Link to={paths.apiHelp()}>API του μητρώου</Link> για λογαριασμό σας,
        χωρίς τον κωδικό πρόσβασής σας: το στέλνει στην κεφαλίδα <code>Authorization: Bearer …</code>. Κάθε κλειδί
        ανακαλείται χωριστά, χωρίς να επηρεάζει τα άλλα.
      </p>
      {result?.created ? (
        <div className="govgr-panel govgr-panel--success" role="status">
          <h2 className="govgr-heading-m">Το κλειδί «{result.created.label}» δημιουργήθηκε</h2>
          <p>{TEXT.apiTokenCreated}</p>
          <p>
            <code data-testid="new-token">{result.created.token}</code>
          </p>
        </div>
      ) : null}
      <ErrorSummary errors={result?.error ? [{ fieldId: "label", message: result.error }] : []} />

      <section aria-labelledby="new-token-title">
        <h2 id="new-token-title" className="govgr-heading-l">
          Νέο κλειδί
        </h2>
        <Form method="post" noValidate>
          <CsrfField />
          <FormGroup
            id="label"
            label="Όνομα κλειδιού"
            hint="Για να το αναγνωρίζετε, π.χ. το πρόγραμμα που το χρησιμοποιεί."
            errors={result?.error ? [result.error] : []}
            required
          >
            {(control) => (
              <input {...control} name="label" maxLength={API_TOKEN_LABEL_MAX} autoComplete="off" required />
            )}
          </FormGroup>
          <SubmitButton>Δημιουργία κλειδιού</SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="tokens-title">
        <h2 id="tokens-title" className="govgr-heading-l">
          Τα κλειδιά μου
        </h2>
        <TokenTable tokens={tokens} caption="Τα κλειδιά API του λογαριασμού" />
      </section>
      <p>
        <Link to={paths.profile()}>Επιστροφή στο προφίλ</Link>
      </p>
    </div>
  );
}
