/**
 * /alerts/new?link=<a /search path>: following a search by e-mail (issue 12, decision 055). The
 * search page's «Ειδοποίηση με e-mail» form (a GET) leads here. A logged-in user's alert starts at
 * once at their account's address; a visitor types an address and receives a confirmation link
 * first (double opt-in), counted by the public-write throttle. Plain form, redirect after POST.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { getOptionalUser } from "#app/access/guards.server";
import { ALERT_FREQUENCIES, MAX_ALERTS_PER_ADDRESS, type AlertFrequency } from "#app/alerts/alert";
import { alertLabel, alertSearchLink, subscribe } from "#app/alerts/subscriptions.server";
import { FrequencyChoice } from "#app/components/alerts/FrequencyChoice";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { clientAddress } from "#app/http/client-address";
import { badRequest } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseQuery } from "#app/http/input.server";
import { refuse } from "#app/http/refuse.server";
import { retryAfterSeconds, takePublicWrite, tooManyAttemptsText } from "#app/http/throttle.server";
import { TEXT } from "#app/messages";

export const links = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

const TITLE = "Ειδοποίηση με e-mail για νέες πράξεις";
const EMAIL_ID = "alert-email";

const querySchema = z.object({ link: z.string({ error: TEXT.alertBadLink }).max(4000, { error: TEXT.alertBadLink }) });
const formSchema = z.object({
  link: z.string({ error: TEXT.badRequest }).max(4000, { error: TEXT.badRequest }),
  frequency: z.enum(ALERT_FREQUENCIES, { error: TEXT.badRequest }),
  email: z.string().max(320, { error: TEXT.alertEmailInvalid }).optional(),
});

/** The followed search, checked: a link that is not a search of this site is a 400. */
function followedSearch(link: string): { link: string; label: string } {
  const canonical = alertSearchLink(link);
  if (!canonical) badRequest(TEXT.alertBadLink);
  return { link: canonical, label: alertLabel(canonical) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const search = followedSearch(parseQuery(querySchema, request).link);
  return { ...search, email: user?.email ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  const form = parseFormWith(formSchema, await readForm(request));
  if (!alertSearchLink(form.link)) badRequest(TEXT.alertBadLink);
  if (!user) {
    const waitMs = await takePublicWrite(clientAddress(context));
    if (waitMs > 0) refuse(429, tooManyAttemptsText(waitMs), "page", { "Retry-After": retryAfterSeconds(waitMs) });
  }
  const outcome = subscribe({ link: form.link, frequency: form.frequency, email: form.email, user });
  if (outcome.kind === "badLink") badRequest(TEXT.alertBadLink);
  if (outcome.kind === "badEmail" || outcome.kind === "tooMany") {
    const message = outcome.kind === "badEmail" ? TEXT.alertEmailInvalid : TEXT.alertTooMany(MAX_ALERTS_PER_ADDRESS);
    return data({ message, email: form.email ?? "", frequency: form.frequency }, { status: 400 });
  }
  const text =
    outcome.kind === "checkMail"
      ? TEXT.alertCheckMail
      : outcome.kind === "updated"
        ? TEXT.alertAlreadyFollowing
        : TEXT.alertCreated;
  throw redirect(outcome.link, {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text }) },
  });
}

export default function NewAlert() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = failed ? [{ fieldId: EMAIL_ID, message: failed.message }] : [];
  const frequency: AlertFrequency = failed?.frequency ?? "daily";
  return (
    <div className="govgr-narrow">
      <DocumentTitle title={TITLE} hasErrors={errors.length > 0} />
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={errors} />
      <p className="govgr-body">
        Αναζήτηση: <Link to={page.link}>{page.label}</Link>
      </p>
      <p className="govgr-body">
        Θα λαμβάνετε με e-mail τις πράξεις αυτής της αναζήτησης που αναρτώνται από σήμερα και μετά. Κάθε μήνυμα έχει
        σύνδεσμο για να αλλάξετε ή να καταργήσετε την ειδοποίηση με ένα κλικ.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="link" value={page.link} />
        {page.email ? (
          <p className="govgr-body">Τα μηνύματα θα αποστέλλονται στη διεύθυνση του λογαριασμού σας: {page.email}</p>
        ) : (
          <FormGroup
            id={EMAIL_ID}
            label="Διεύθυνση ηλεκτρονικού ταχυδρομείου"
            hint="Θα σας στείλουμε σύνδεσμο επιβεβαίωσης· η ειδοποίηση ξεκινά μόλις τον ανοίξετε."
            errors={failed ? [failed.message] : undefined}
            required
          >
            {(control) => (
              <input {...control} type="email" name="email" autoComplete="email" defaultValue={failed?.email ?? ""} />
            )}
          </FormGroup>
        )}
        <FrequencyChoice idPrefix="alert-frequency" value={frequency} />
        <SubmitButton>Ενεργοποίηση ειδοποίησης</SubmitButton>
      </Form>
    </div>
  );
}
