/**
 * /administration/vat/ggps and /administration/vat/vies (issue 17): the address, timeout and (for
 * GGPS) credentials of a VAT service. The password is stored sealed and never shown back; a blank
 * field keeps it. «Έλεγχος σύνδεσης» asks the service about a well-formed number with the values
 * typed (nothing saved) and answers whether it works, in Greek; «Αποθήκευση» stores them.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { SETTINGS_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { testVatConnection, VAT_SERVICE_LABEL } from "#app/vat/connection-test.server";
import { checkVatSettings } from "#app/vat/vat-settings-input";
import { endpointFrom, saveVatSettings, vatSettingsView } from "#app/vat/vat-settings.server";

const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
const PARAMS = z.object({ service: z.enum(["ggps", "vies"]) });
const text = (max: number) => z.string({ error: TEXT.badRequest }).max(max, { error: TEXT.badRequest }).default("");
const FORM = z.object({
  intent: z.enum(["save", "test"], { error: TEXT.badRequest }),
  url: text(2_100),
  timeoutMs: text(10),
  username: text(300),
  password: text(600),
});

export const meta: MetaFunction = ({ data }) => [
  { title: pageTitle(`Υπηρεσία ΑΦΜ ${(data as { label?: string } | undefined)?.label ?? ""}`.trim()) },
];

const serviceOf = (params: LoaderFunctionArgs["params"]) => parseParams(PARAMS, params).service;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const service = serviceOf(params);
  return { label: VAT_SERVICE_LABEL[service], settings: vatSettingsView(service) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const service = serviceOf(params);
  const { intent, password, ...rest } = parseFormWith(FORM, await readForm(request));
  const typed = rest;
  const checked = checkVatSettings(service, { ...rest, password }, vatSettingsView(service).passwordSet);
  if (!checked.ok) return data({ intent, typed, errors: checked.errors, test: null }, 400);
  if (intent === "test") {
    const test = await testVatConnection(service, endpointFrom(service, checked.value));
    return data({ intent, typed, errors: {}, test });
  }
  saveVatSettings(user, service, checked.value);
  throw redirect(paths.adminVatService(service), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: SETTINGS_TEXT.vatSettingsSaved(VAT_SERVICE_LABEL[service]),
      }),
    },
  });
}

export default function VatServiceSettings() {
  const { label, settings } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const errors: Partial<Record<string, string>> = posted?.errors ?? {};
  const typed: Partial<Record<string, string>> = posted?.typed ?? {};
  const one = (field: string) => {
    const message = errors[field];
    return message ? [message] : undefined;
  };
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">Έλεγχος ΑΦΜ</span>
        Υπηρεσία {label}
      </h1>
      <ErrorSummary
        errors={Object.entries(errors).map(([field, message]) => ({ fieldId: `vat-${field}`, message: message ?? "" }))}
      />
      <p>
        {settings.service === "ggps"
          ? "Η υπηρεσία της ΑΑΔΕ που επιστρέφει τα στοιχεία ενός ελληνικού ΑΦΜ στη φόρμα της πράξης."
          : "Η υπηρεσία της Ευρωπαϊκής Επιτροπής που ελέγχει ΑΦΜ κρατών μελών της ΕΕ."}{" "}
        {settings.stored
          ? "Ισχύουν οι ρυθμίσεις που αποθηκεύτηκαν εδώ."
          : "Ισχύουν οι ρυθμίσεις του περιβάλλοντος, ώσπου να αποθηκευτούν εδώ."}{" "}
        Χωρίς διεύθυνση η υπηρεσία δεν χρησιμοποιείται.
      </p>
      {posted?.test ? (
        <p className="govgr-warning-text" role="status" data-testid="vat-test-result">
          {posted.test.message}
        </p>
      ) : null}
      <Form method="post" noValidate aria-label={`Ρυθμίσεις υπηρεσίας ${label}`}>
        <CsrfField />
        <FormGroup
          id="vat-url"
          label="Διεύθυνση (endpoint)"
          hint="Πλήρης διεύθυνση http:// ή https://"
          errors={one("url")}
          controlClass="govgr-field--wide"
        >
          {(c) => <input {...c} name="url" type="url" defaultValue={typed.url ?? settings.url} autoComplete="off" />}
        </FormGroup>
        <FormGroup id="vat-timeoutMs" label="Χρόνος αναμονής (χιλιοστά του δευτερολέπτου)" errors={one("timeoutMs")}>
          {(c) => (
            <input
              {...c}
              name="timeoutMs"
              type="text"
              inputMode="numeric"
              defaultValue={typed.timeoutMs ?? String(settings.timeoutMs)}
            />
          )}
        </FormGroup>
        {settings.service === "ggps" ? (
          <>
            <FormGroup id="vat-username" label="Όνομα χρήστη" errors={one("username")}>
              {(c) => (
                <input
                  {...c}
                  name="username"
                  type="text"
                  defaultValue={typed.username ?? settings.username}
                  autoComplete="off"
                />
              )}
            </FormGroup>
            <FormGroup
              id="vat-password"
              label="Κωδικός"
              hint={`${settings.passwordSet ? SETTINGS_TEXT.secretSet : SETTINGS_TEXT.secretNotSet}. Αφήστε το κενό για να μείνει ο τρέχων κωδικός.`}
              errors={one("password")}
            >
              {(c) => <input {...c} name="password" type="password" autoComplete="new-password" />}
            </FormGroup>
          </>
        ) : null}
        <div className="govgr-btn-row">
          <button type="submit" name="intent" value="test" className="govgr-btn govgr-btn-secondary">
            Έλεγχος σύνδεσης
          </button>
          <SubmitButton name="intent" value="save">
            Αποθήκευση
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
