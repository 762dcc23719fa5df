/**
 * /profile/two-factor: the second login step with an authenticator app (issue 13;
 * app/users/two-factor.server.ts). Enrol in two steps (a new key shown, then a code from the app
 * confirms it), see how many recovery codes are left, renew them, or turn the second step off
 * (both after the password). Recovery codes are shown once, on the answer to the form that made
 * them, and never stored readable.
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
import { formatDateTime } from "#shared/dates";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import {
  confirmEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffSecondFactor,
  twoFactorPage,
} from "#app/users/two-factor.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Έλεγχος δύο βημάτων") }];

const FORM = z.object({
  intent: z.enum(["start", "confirm", "renew", "off"], { error: TEXT.badRequest }),
  code: input.optionalText(40),
  password: input.optionalText(1000),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return twoFactorPage(user);
}

async function backToPage(request: Request, text: string): Promise<never> {
  const headers = text ? { "Set-Cookie": await addFlash(request, { kind: "success", text }) } : undefined;
  throw redirect(paths.profileTwoFactor(), { status: 303, headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = parseFormWith(FORM, await readForm(request));
  const result =
    form.intent === "start"
      ? startEnrolment(user)
      : form.intent === "confirm"
        ? await confirmEnrolment(user, form.code ?? "")
        : form.intent === "renew"
          ? await renewRecoveryCodes(user, form.password ?? "")
          : await turnOffSecondFactor(user, form.password ?? "");
  if (!result.ok) return data({ intent: form.intent, error: result, recoveryCodes: null }, { status: 400 });
  if (result.recoveryCodes) return { intent: form.intent, error: null, recoveryCodes: result.recoveryCodes };
  return backToPage(request, result.message);
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="recovery-codes-heading">
      <h2 className="govgr-heading-m" id="recovery-codes-heading">
        Κωδικοί ανάκτησης
      </h2>
      <p>
        Φυλάξτε τους κάπου ασφαλές (τυπωμένους ή σε διαχειριστή κωδικών). Αν χάσετε το κινητό σας, καθένας τους σας
        συνδέει μία φορά. Δεν θα εμφανιστούν ξανά.
      </p>
      <ul className="govgr-list recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.profile()}>Επιστροφή στο προφίλ</Link>
      </p>
    </section>
  );
}

function PasswordForm({ intent, label, error }: { intent: "renew" | "off"; label: string; error?: string }) {
  const id = `${intent}-password`;
  return (
    <Form method="post" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <FormGroup id={id} label="Κωδικός πρόσβασης" errors={error ? [error] : []} required>
        {(control) => <input {...control} name="password" type="password" autoComplete="current-password" required />}
      </FormGroup>
      <SubmitButton>{label}</SubmitButton>
    </Form>
  );
}

export default function TwoFactor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const failure = answer?.error ?? null;
  const errorFor = (intent: string, field: string) =>
    failure && answer?.intent === intent && failure.field === field ? failure.message : undefined;
  const summary = failure
    ? [{ fieldId: failure.field === "code" ? "code" : `${answer!.intent}-password`, message: failure.message }]
    : [];

  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Έλεγχος δύο βημάτων</h1>
      <ErrorSummary errors={summary} />
      {failure?.field === "form" ? <p className="govgr-error-message">{failure.message}</p> : null}
      {answer?.recoveryCodes ? (
        <RecoveryCodes codes={answer.recoveryCodes} />
      ) : page.state === "on" ? (
        <>
          <p>
            Ενεργός από {formatDateTime(page.since)}. Σε κάθε σύνδεση, μετά τον κωδικό πρόσβασης, ζητείται ο κωδικός της
            εφαρμογής επαλήθευσης. Απομένουν <strong>{page.recoveryCodesLeft}</strong> αχρησιμοποίητοι κωδικοί
            ανάκτησης.
          </p>
          <h2 className="govgr-heading-m">Νέοι κωδικοί ανάκτησης</h2>
          <p>Οι παλιοί κωδικοί ανάκτησης παύουν να ισχύουν.</p>
          <PasswordForm intent="renew" label="Νέοι κωδικοί ανάκτησης" error={errorFor("renew", "password")} />
          {page.required ? (
            <p>{TEXT.secondFactorCannotDisable}</p>
          ) : (
            <>
              <h2 className="govgr-heading-m">Απενεργοποίηση</h2>
              <PasswordForm intent="off" label="Απενεργοποίηση" error={errorFor("off", "password")} />
            </>
          )}
        </>
      ) : page.state === "enrolling" ? (
        <>
          <ol className="govgr-list govgr-list--number">
            <li>
              Στην εφαρμογή επαλήθευσης του κινητού σας (π.χ. FreeOTP, Aegis, Google ή Microsoft Authenticator)
              προσθέστε λογαριασμό με το κλειδί: <code id="totp-secret">{page.secret}</code> (χρονικός κωδικός, 6 ψηφία,
              30 δευτερόλεπτα). Από το κινητό μπορείτε να ανοίξετε απευθείας τον{" "}
              <a href={page.address}>σύνδεσμο της εφαρμογής</a>.
            </li>
            <li>Πληκτρολογήστε τον κωδικό που δείχνει η εφαρμογή.</li>
          </ol>
          <Form method="post" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value="confirm" />
            <FormGroup
              id="code"
              label="Κωδικός από την εφαρμογή"
              errors={errorFor("confirm", "code") ? [errorFor("confirm", "code")!] : []}
              required
            >
              {(control) => (
                <input {...control} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required />
              )}
            </FormGroup>
            <SubmitButton>Ενεργοποίηση</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <p>
            Με τον έλεγχο δύο βημάτων, η σύνδεση ζητά εκτός από τον κωδικό πρόσβασης και έναν κωδικό μίας χρήσης από
            εφαρμογή επαλήθευσης στο κινητό σας. Έτσι ένας κωδικός πρόσβασης που διέρρευσε δεν αρκεί.
          </p>
          {page.required ? <p>{TEXT.secondFactorRequired}</p> : null}
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="start" />
            <SubmitButton>Έναρξη ενεργοποίησης</SubmitButton>
          </Form>
        </>
      )}
    </div>
  );
}
