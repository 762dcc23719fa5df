/**
 * /alerts/{token}: one alert, opened by the secret token its e-mails carry (issue 12, decision
 * 055), so a visitor manages it without an account: confirm it (the double opt-in link leads
 * here, and only the button confirms, so a mail scanner that opens links confirms nothing), change
 * how often it mails, or end it. Without JavaScript: plain forms, redirect after POST; this page is
 * also the confirmation page of the deletion.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { getOptionalUser } from "#app/access/guards.server";
import { ALERT_FREQUENCIES, ALERT_TOKEN_SHAPE, FREQUENCY_LABEL } from "#app/alerts/alert";
import { alertByToken, changeAlert, type AlertChange } from "#app/alerts/subscriptions.server";
import { FrequencyChoice } from "#app/components/alerts/FrequencyChoice";
import { CsrfField } from "#app/components/form/CsrfField";
import formStyles from "#app/components/form/form.css?url";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

export const links = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [{ title: pageTitle("Ειδοποίηση με e-mail") }];

const PARAMS = z.object({ token: z.string().regex(ALERT_TOKEN_SHAPE) });
const CHANGE = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("confirm") }),
    z.object({ intent: z.literal("frequency"), frequency: z.enum(ALERT_FREQUENCIES) }),
    z.object({ intent: z.literal("delete") }),
  ],
  { error: TEXT.badRequest },
);

function tokenOf(params: unknown): string {
  // A malformed token opens nothing: the same 404 as an unknown one.
  const parsed = PARAMS.safeParse(params);
  if (!parsed.success) notFound(TEXT.alertNotFound);
  return parsed.data.token;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await getOptionalUser(request);
  const alert = alertByToken(tokenOf(params));
  if (!alert) notFound(TEXT.alertNotFound);
  return {
    label: alert.label,
    link: alert.link,
    email: alert.email,
    frequency: alert.frequency,
    confirmed: alert.confirmedAt !== null,
    since: formatDateTime(alert.confirmedAt ?? alert.createdAt),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = tokenOf(params);
  const user = await getOptionalUser(request);
  const form = parseFormWith(CHANGE, await readForm(request));
  const change: AlertChange =
    form.intent === "frequency" ? { kind: "frequency", frequency: form.frequency } : { kind: form.intent };
  if (!changeAlert(token, change, user?.id ?? null)) notFound(TEXT.alertNotFound);
  const text = { confirm: TEXT.alertConfirmed, frequency: TEXT.alertSaved, delete: TEXT.alertDeleted }[form.intent];
  const to = form.intent !== "delete" ? paths.alert(token) : user ? paths.alerts() : paths.home();
  throw redirect(to, {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text }) },
  });
}

export default function AlertPage() {
  const alert = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Ειδοποίηση με e-mail</h1>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Αναζήτηση</dt>
          <dd className="govgr-summary-list__value">
            <Link to={alert.link}>{alert.label}</Link>
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Διεύθυνση</dt>
          <dd className="govgr-summary-list__value">{alert.email}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Κατάσταση</dt>
          <dd className="govgr-summary-list__value">
            {alert.confirmed ? `Ενεργή από ${alert.since}` : "Αναμένει επιβεβαίωση της διεύθυνσης"}
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Συχνότητα</dt>
          <dd className="govgr-summary-list__value">{FREQUENCY_LABEL[alert.frequency]}</dd>
        </div>
      </dl>
      {alert.confirmed ? null : (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="confirm" />
          <p>Επιβεβαιώστε ότι θέλετε να λαμβάνετε τις νέες πράξεις αυτής της αναζήτησης σε αυτή τη διεύθυνση.</p>
          <button type="submit" className="govgr-btn govgr-btn-primary">
            Επιβεβαίωση
          </button>
        </Form>
      )}
      <h2 className="govgr-heading-m">Αλλαγή συχνότητας</h2>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="frequency" />
        <FrequencyChoice idPrefix="alert-frequency" value={alert.frequency} />
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Αποθήκευση συχνότητας
        </button>
      </Form>
      <h2 className="govgr-heading-m">Κατάργηση</h2>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
        <p>Δεν θα λάβετε άλλο μήνυμα για αυτή την αναζήτηση.</p>
        <button type="submit" className="govgr-btn govgr-btn-warning">
          Κατάργηση ειδοποίησης
        </button>
      </Form>
    </div>
  );
}
