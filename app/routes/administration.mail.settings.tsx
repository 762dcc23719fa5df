/**
 * /administration/mail/settings (issue 17; SPEC §7 /config/mail/settings and notifyRecipients):
 * three forms on one page, each posting its own `intent`:
 *   smtp        the SMTP server and sender (the password is never shown; an empty field keeps it);
 *   test        «Αποστολή δοκιμαστικού μηνύματος», a button of the SMTP form: to a typed address,
 *               through the SMTP values as typed (stored or not; saves nothing), answering what the
 *               server said;
 *   recipients  the default recipients of publication notices (the decision form proposes them).
 * A save redirects back with a message; a refused form comes back with its errors, nothing saved.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { checkMailSettings } from "#app/mail/mail-settings-input";
import { mailSettingsView, saveMailSettings } from "#app/mail/mail-settings.server";
import { notifyRecipients, saveNotifyRecipients } from "#app/mail/notify-recipients.server";
import { sendTestMail } from "#app/mail/test-message.server";
import { SETTINGS_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
const TITLE = "Ρυθμίσεις αλληλογραφίας";
const text = (max: number) => z.string({ error: TEXT.badRequest }).max(max, { error: TEXT.badRequest }).default("");
const tick = z.literal("on", { error: TEXT.badRequest }).optional();
const SMTP_FIELDS = {
  host: text(300),
  port: text(10),
  secure: tick,
  user: text(300),
  password: text(600),
  clearPassword: tick,
  from: text(300),
};
const FORM = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("smtp"), ...SMTP_FIELDS }),
    z.object({ intent: z.literal("test"), ...SMTP_FIELDS, address: text(300) }),
    z.object({ intent: z.literal("recipients"), recipients: text(20_000) }),
  ],
  { error: TEXT.badRequest },
);

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { settings: mailSettingsView(), recipients: notifyRecipients() };
}

async function savedAnswer(request: Request, text: string): Promise<never> {
  throw redirect(paths.adminMailSettings(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text }) },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = parseFormWith(FORM, await readForm(request));
  switch (form.intent) {
    case "smtp":
    case "test": {
      const draft = { ...form, secure: form.secure === "on", clearPassword: form.clearPassword === "on" };
      // Typed values come back to the form; the password never does.
      const { password: _password, ...typed } = form;
      if (form.intent === "test") {
        const result = await sendTestMail(user, draft, form.address);
        if ("errors" in result) return data({ intent: form.intent, errors: result.errors, typed }, { status: 400 });
        return data({ intent: form.intent, errors: {}, typed, result }, { status: 200 });
      }
      const checked = checkMailSettings(draft);
      if (!checked.ok) return data({ intent: form.intent, errors: checked.errors, typed }, { status: 400 });
      saveMailSettings(user, checked.value);
      return savedAnswer(request, SETTINGS_TEXT.mailSettingsSaved);
    }
    case "recipients": {
      const saved = saveNotifyRecipients(user, form.recipients);
      if (!saved.ok)
        return data({ intent: form.intent, errors: { recipients: saved.message }, typed: form }, { status: 400 });
      return savedAnswer(request, SETTINGS_TEXT.notifySettingsSaved);
    }
  }
}

/** A tick box of the SMTP form (the two differ only in their name, label and starting state). */
function TickBox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="govgr-form-group form-checkbox">
      <input id={`mail-${name}`} name={name} type="checkbox" defaultChecked={checked} />
      <label className="form-checkbox__label" htmlFor={`mail-${name}`}>
        {label}
      </label>
    </div>
  );
}

/** A one-line field of the SMTP form, its id `mail-<name>` (the error summary links to it). */
function TextField(props: {
  name: string;
  label: string;
  value: string;
  errors: string[] | undefined;
  hint?: string;
  type?: "text" | "email";
  inputMode?: "numeric";
  autoComplete?: string;
}) {
  const { name, label, value, errors, hint, type = "text", inputMode, autoComplete = "off" } = props;
  return (
    <FormGroup id={`mail-${name}`} label={label} hint={hint} errors={errors}>
      {(c) => (
        <input {...c} name={name} type={type} inputMode={inputMode} defaultValue={value} autoComplete={autoComplete} />
      )}
    </FormGroup>
  );
}

export default function MailSettings() {
  const { settings, recipients } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const errorsFor = (intent: string) => (posted?.intent === intent ? posted.errors : {});
  // The SMTP form's values as posted, by a save or by a test (both post the whole form).
  const smtpPosted = posted?.intent === "smtp" || posted?.intent === "test";
  const smtpTyped: Record<string, string | undefined> = smtpPosted ? posted.typed : {};
  const smtpErrors: Record<string, string> = smtpPosted ? posted.errors : {};
  const testResult = posted?.intent === "test" && "result" in posted ? posted.result : null;
  const recipientErrors = errorsFor("recipients");
  const summary = Object.entries(posted?.errors ?? {}).map(([field, message]) => ({
    fieldId: `mail-${field}`,
    message: String(message),
  }));
  const one = (errors: Record<string, string>, field: string) => (errors[field] ? [errors[field]] : undefined);
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={summary} />
      <p>
        <Link to={paths.adminMailTemplates()}>Πρότυπα μηνυμάτων</Link>
      </p>

      <h2 className="govgr-heading-l">Διακομιστής αλληλογραφίας (SMTP)</h2>
      <p>
        {settings.environment.smtp
          ? "Χωρίς διακομιστή εδώ, ισχύει ο διακομιστής της ρύθμισης SMTP_URL του περιβάλλοντος."
          : "Χωρίς διακομιστή εδώ, τα μηνύματα γράφονται ως αρχεία .eml στον φάκελο εξερχομένων του διακομιστή."}{" "}
        Προεπιλεγμένος αποστολέας: {settings.environment.from}.
      </p>
      <Form method="post" noValidate aria-label="Διακομιστής αλληλογραφίας">
        <CsrfField />
        <TextField
          name="host"
          label="Διακομιστής"
          hint="Όνομα ή διεύθυνση, π.χ. smtp.example.gr"
          value={smtpTyped.host ?? settings.host}
          errors={one(smtpErrors, "host")}
        />
        <TextField
          name="port"
          label="Θύρα"
          inputMode="numeric"
          value={smtpTyped.port ?? String(settings.port)}
          errors={one(smtpErrors, "port")}
        />
        <TickBox
          name="secure"
          label="Κρυπτογραφημένη σύνδεση από την αρχή (TLS, συνήθως θύρα 465)"
          checked={smtpPosted ? smtpTyped.secure === "on" : settings.secure}
        />
        <TextField
          name="user"
          label="Όνομα χρήστη"
          value={smtpTyped.user ?? settings.user}
          errors={one(smtpErrors, "user")}
        />
        <FormGroup
          id="mail-password"
          label="Κωδικός"
          hint={`${settings.passwordSet ? SETTINGS_TEXT.secretSet : SETTINGS_TEXT.secretNotSet}. Αφήστε το κενό για να μείνει ο αποθηκευμένος κωδικός.`}
          errors={one(smtpErrors, "password")}
        >
          {(c) => <input {...c} name="password" type="password" autoComplete="new-password" />}
        </FormGroup>
        <TickBox
          name="clearPassword"
          label="Διαγραφή του αποθηκευμένου κωδικού"
          checked={smtpPosted && smtpTyped.clearPassword === "on"}
        />
        <TextField
          name="from"
          label="Αποστολέας"
          type="email"
          hint="Η διεύθυνση From των μηνυμάτων· κενό: η προεπιλογή."
          value={smtpTyped.from ?? settings.from}
          errors={one(smtpErrors, "from")}
        />

        <h3 className="govgr-heading-m">Δοκιμαστικό μήνυμα</h3>
        <p>
          Στέλνεται αμέσως με τις τιμές της φόρμας όπως είναι, χωρίς να αποθηκευτούν (κενός κωδικός: ο αποθηκευμένος)· η
          σελίδα λέει τι απάντησε ο διακομιστής.
        </p>
        {testResult ? (
          <p className="govgr-warning-text" role="status" data-testid="test-mail-result">
            {testResult.message}
          </p>
        ) : null}
        <TextField
          name="address"
          label="Διεύθυνση παραλήπτη"
          type="email"
          autoComplete="email"
          value={smtpTyped.address ?? ""}
          errors={one(smtpErrors, "address")}
        />
        {/* The test first: Enter in a field tries the values, it does not store them. */}
        <div className="govgr-btn-row">
          <button type="submit" name="intent" value="test" className="govgr-btn govgr-btn-secondary">
            Αποστολή δοκιμαστικού μηνύματος
          </button>
          <SubmitButton name="intent" value="smtp">
            Αποθήκευση
          </SubmitButton>
        </div>
      </Form>

      <h2 className="govgr-heading-l">Παραλήπτες ειδοποιήσεων ανάρτησης</h2>
      <p>
        Οι διευθύνσεις που προτείνει η φόρμα νέας πράξης για την ειδοποίηση ανάρτησης, όταν ο χρήστης δεν έχει ορίσει
        δικές του στις προεπιλογές του προφίλ. Ο συντάκτης και ο αναρτών μπορούν να τις αλλάξουν.
      </p>
      <Form method="post" noValidate aria-label="Παραλήπτες ειδοποιήσεων ανάρτησης">
        <CsrfField />
        <input type="hidden" name="intent" value="recipients" />
        <FormGroup
          id="mail-recipients"
          label="Διευθύνσεις"
          hint="Μία ανά γραμμή ή χωρισμένες με κόμμα· κενό: καμία."
          errors={one(recipientErrors, "recipients")}
          controlClass="govgr-field--wide"
        >
          {(c) => (
            <textarea
              {...c}
              name="recipients"
              rows={5}
              defaultValue={posted?.intent === "recipients" ? posted.typed.recipients : recipients.join("\n")}
            />
          )}
        </FormGroup>
        <SubmitButton>Αποθήκευση παραληπτών</SubmitButton>
      </Form>
    </>
  );
}
