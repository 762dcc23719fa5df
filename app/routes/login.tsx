/**
 * /login (SPEC §2, §6). A POST form; a failed attempt answers 400 with the form again, an error
 * summary at the top and the message beside the fields, never saying which field was wrong.
 * Success redirects to the page the user wanted (redirectTo, in-site only) or /userhome.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { login } from "#app/access/auth.server";
import { getOptionalUser, safeRedirectPath } from "#app/access/guards.server";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { TEXT } from "#app/messages";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Σύνδεση") }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect("/userhome");
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  return { redirectTo };
}

export async function action({ request }: ActionFunctionArgs) {
  const posted = await request.clone().formData();
  const redirectTo = safeRedirectPath(posted.get("redirectTo"));
  const outcome = await login(request);
  if (outcome.ok) {
    throw redirect(redirectTo, { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
  }
  return data({ errors: outcome.errors, username: outcome.username, redirectTo }, { status: 400 });
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const errors = failed?.errors ?? {};
  const summaryItems = [
    errors.form ? { fieldId: "username", message: errors.form } : null,
    errors.username ? { fieldId: "username", message: `Όνομα χρήστη: ${errors.username}` } : null,
    errors.password ? { fieldId: "password", message: `Κωδικός πρόσβασης: ${errors.password}` } : null,
  ].filter((item) => item !== null);

  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Σύνδεση</h1>
      <ErrorSummary errors={summaryItems} />

      <Form method="post" noValidate>
        <input type="hidden" name="redirectTo" value={failed?.redirectTo ?? redirectTo} />
        {errors.form ? (
          <p className="govgr-error-message" id="login-error">
            <span className="govgr-visually-hidden">{TEXT.errorPrefix} </span>
            {errors.form}
          </p>
        ) : null}
        <div className={`govgr-form-group${errors.username ? " govgr-form-group--error" : ""}`}>
          <label className="govgr-label" htmlFor="username">
            Όνομα χρήστη
          </label>
          {errors.username ? (
            <p className="govgr-error-message" id="username-error">
              <span className="govgr-visually-hidden">{TEXT.errorPrefix} </span>
              {errors.username}
            </p>
          ) : null}
          <input
            className={`govgr-field${errors.username ? " govgr-field--error" : ""}`}
            id="username"
            name="username"
            type="text"
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
            defaultValue={failed?.username ?? ""}
            aria-invalid={errors.username || errors.form ? true : undefined}
            aria-describedby={errors.username ? "username-error" : errors.form ? "login-error" : undefined}
          />
        </div>
        <div className={`govgr-form-group${errors.password ? " govgr-form-group--error" : ""}`}>
          <label className="govgr-label" htmlFor="password">
            Κωδικός πρόσβασης
          </label>
          {errors.password ? (
            <p className="govgr-error-message" id="password-error">
              <span className="govgr-visually-hidden">{TEXT.errorPrefix} </span>
              {errors.password}
            </p>
          ) : null}
          <input
            className={`govgr-field${errors.password ? " govgr-field--error" : ""}`}
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password || errors.form ? true : undefined}
            aria-describedby={errors.password ? "password-error" : errors.form ? "login-error" : undefined}
          />
        </div>
        <button type="submit" className="govgr-btn govgr-btn-primary" disabled={submitting}>
          Σύνδεση
        </button>
      </Form>
    </div>
  );
}
