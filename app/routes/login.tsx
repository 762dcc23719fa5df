/**
 * /login (SPEC §2, §6). A POST form; a failed attempt answers 400 with the form again, an error
 * summary at the top and the message beside the fields, never saying which field was wrong.
 * Success redirects to the page the user wanted (redirectTo, in-site only) or /userhome.
 * Repeated failures are throttled (app/access/login-throttle.server.ts): 429 with Retry-After,
 * and the form again with «Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε N λεπτά.».
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { login } from "#app/access/auth.server";
import { getOptionalUser, safeRedirectPath } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { clientAddress } from "#app/http/client-address";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { retryAfterSeconds } from "#app/http/throttle.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Σύνδεση") }];

/** A throttled attempt's Retry-After reaches the page's response (Remix keeps action headers otherwise). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** Username and password are checked by the login itself (which never says which was wrong). */
const FORM = z.object({
  username: input.optionalText(200),
  password: input.optionalText(1000),
  redirectTo: input.optionalText(),
});

const QUERY = z.object({ redirectTo: input.optionalText() });

export async function loader({ request }: LoaderFunctionArgs) {
  const { redirectTo } = parseQuery(QUERY, request);
  if (await getOptionalUser(request)) throw redirect("/userhome");
  return { redirectTo: safeRedirectPath(redirectTo) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { redirectTo: wanted } = parseFormWith(FORM, form);
  const redirectTo = safeRedirectPath(wanted);
  // The answers are built before the session exists: nothing is left behind if they cannot be.
  const signedIn = redirect(redirectTo, { status: 303 });
  const secondStep = redirect(paths.loginCode(), { status: 303 });
  const outcome = await login(request, form, clientAddress(context), redirectTo);
  if (outcome.ok) {
    const answer = outcome.secondStep ? secondStep : signedIn;
    answer.headers.append("Set-Cookie", outcome.setCookie);
    throw answer;
  }
  const throttled = outcome.retryAfterMs !== undefined;
  return data(
    { errors: outcome.errors, username: outcome.username, redirectTo },
    throttled ? { status: 429, headers: { "Retry-After": retryAfterSeconds(outcome.retryAfterMs!) } } : { status: 400 },
  );
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
        <CsrfField />
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
      <ul className="govgr-list">
        <li>
          <Link to={paths.passwordResetRequest()}>Ξεχάσατε τον κωδικό πρόσβασης;</Link>
        </li>
        <li>
          <Link to={paths.registerOrgUser()}>Εγγραφή χρήστη φορέα</Link>
        </li>
        <li>
          <Link to={paths.registerApiUser()}>Εγγραφή χρήστη API</Link>
        </li>
      </ul>
    </div>
  );
}
