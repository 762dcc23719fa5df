/**
 * /registrations/orgusers and /registrations/apiusers (SPEC §7): a person asks for an account of
 * an organisation user or of an API user. The account is created disabled and an activation link
 * is mailed (app/users/register.server.ts); every complete form counts against the address (429
 * with Retry-After when exhausted). A failed form answers 400 with its errors beside the fields.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { registrationAttempt } from "#app/access/account-throttle.server";
import { addFlash } from "#app/access/flash.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { clientAddress } from "#app/http/client-address";
import { readForm } from "#app/http/form.server";
import { parseParams } from "#app/http/input.server";
import { retryAfterSeconds, tooManyAttemptsText } from "#app/http/throttle.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { PASSWORD_TEXT } from "#app/users/password-policy";
import { pageTitle } from "#app/shell/site";
import { registerUser } from "#app/users/register.server";
import { registrationFields, type RegistrationErrors } from "#app/users/registration-schema";

const KINDS = { orgusers: "org", apiusers: "api" } as const;
const PARAMS = z.object({ kind: z.enum(["orgusers", "apiusers"]) });
const TITLES = { orgusers: "Εγγραφή χρήστη φορέα", apiusers: "Εγγραφή χρήστη API" } as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? TITLES[data.kind] : undefined) },
];

/** A throttled attempt's Retry-After reaches the page's response. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
};

export function loader({ params }: LoaderFunctionArgs) {
  const { kind } = parseParams(PARAMS, params);
  return { kind };
}

type Values = Partial<Record<keyof RegistrationErrors, string>>;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { kind } = parseParams(PARAMS, params);
  const form = await readForm(request);
  const values: Values = {};
  for (const name of ["username", "firstName", "lastName", "email", "phone", "organization"] as const) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 200);
  }
  const parsed = registrationFields.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors: RegistrationErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof RegistrationErrors;
      errors[field] ??= /[\u0370-\u03ff]/.test(issue.message) ? issue.message : TEXT.badRequest;
    }
    return data({ values, errors, form: null }, { status: 400 });
  }
  // Only a complete form counts against the address: a mistyped field costs nothing.
  const wait = await registrationAttempt(clientAddress(context));
  if (wait > 0) {
    return data(
      { values, errors: {}, form: tooManyAttemptsText(wait) },
      { status: 429, headers: { "Retry-After": retryAfterSeconds(wait) } },
    );
  }
  const result = await registerUser(KINDS[kind], parsed.data);
  if (!result.ok) return data({ values, errors: result.errors, form: null }, { status: 400 });
  throw redirect(paths.login(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.registrationReceived(result.email) }),
    },
  });
}

const FIELDS: {
  name: keyof RegistrationErrors;
  label: string;
  type: string;
  autoComplete: string;
  hint?: string;
  required: boolean;
}[] = [
  {
    name: "username",
    label: "Όνομα χρήστη",
    type: "text",
    autoComplete: "username",
    hint: "3 έως 50 λατινικά γράμματα, ψηφία, τελείες ή παύλες.",
    required: true,
  },
  { name: "firstName", label: "Όνομα", type: "text", autoComplete: "given-name", required: true },
  { name: "lastName", label: "Επώνυμο", type: "text", autoComplete: "family-name", required: true },
  {
    name: "email",
    label: "Ηλεκτρονικό ταχυδρομείο",
    type: "email",
    autoComplete: "email",
    hint: "Εδώ θα σταλεί ο σύνδεσμος ενεργοποίησης.",
    required: true,
  },
  { name: "phone", label: "Τηλέφωνο", type: "tel", autoComplete: "tel", required: false },
  {
    name: "organization",
    label: "Κωδικός φορέα",
    type: "text",
    autoComplete: "off",
    hint: "Ο κωδικός του φορέα σας στο Μητρώο, π.χ. 6013.",
    required: true,
  },
  {
    name: "password",
    label: "Κωδικός πρόσβασης",
    type: "password",
    autoComplete: "new-password",
    hint: PASSWORD_TEXT.hint,
    required: true,
  },
  {
    name: "passwordConfirmation",
    label: "Επανάληψη κωδικού πρόσβασης",
    type: "password",
    autoComplete: "new-password",
    required: true,
  },
];

export default function Registration() {
  const { kind } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: RegistrationErrors = failed?.errors ?? {};
  const summary = FIELDS.filter((f) => errors[f.name]).map((f) => ({
    fieldId: f.name,
    message: `${f.label}: ${errors[f.name]}`,
  }));
  if (failed?.form) summary.unshift({ fieldId: "username", message: failed.form });
  const values: Values = failed?.values ?? {};
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLES[kind]}</h1>
      <ErrorSummary errors={summary} />
      <p>
        {kind === "apiusers"
          ? "Οι χρήστες API αναρτούν πράξεις μέσω της διεπαφής προγραμματισμού (JSON API) και όχι από τις οθόνες."
          : "Οι χρήστες φορέα καταχωρίζουν και αναρτούν πράξεις του φορέα τους από τις οθόνες του Μητρώου."}{" "}
        Μετά την ενεργοποίηση, οι ρόλοι σας αποδίδονται από τον διαχειριστή χρηστών.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        {FIELDS.map((f) => (
          <FormGroup
            key={f.name}
            id={f.name}
            label={f.label}
            hint={f.hint}
            errors={errors[f.name] ? [errors[f.name]!] : []}
            required={f.required}
          >
            {(control) => (
              <input
                {...control}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                defaultValue={f.type === "password" ? undefined : (values[f.name] ?? "")}
                required={f.required}
              />
            )}
          </FormGroup>
        ))}
        <SubmitButton>Υποβολή αίτησης</SubmitButton>
      </Form>
      <p>
        {kind === "apiusers" ? (
          <Link to={paths.registerOrgUser()}>Εγγραφή χρήστη φορέα</Link>
        ) : (
          <Link to={paths.registerApiUser()}>Εγγραφή χρήστη API</Link>
        )}
      </p>
    </div>
  );
}
