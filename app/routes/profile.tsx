/**
 * /profile (SPEC §2): the logged-in user's own page: name and phone (this route's POST), links to
 * change the password and the e-mail address, and the list of their open sessions with "sign out"
 * for each and "sign out everywhere" (POSTs to /profile/sessions). Plain forms: no script needed.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireUser } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { profileOf } from "#app/users/profile.server";
import { updateProfile } from "#app/users/update-profile.server";
import { formatDateTime } from "#shared/dates";

export const meta: MetaFunction = () => [{ title: pageTitle("Το προφίλ μου") }];

const name = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(100, { error: TEXT.tooLong(100) });
const FORM = z.object({
  firstName: name,
  lastName: name,
  phone: z
    .string()
    .trim()
    .max(30, { error: TEXT.tooLong(30) })
    .regex(/^[0-9 +()-]*$/, { error: "Μη έγκυρος αριθμός τηλεφώνου" })
    .default(""),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { profile: profileOf(user) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const details = parseFormWith(FORM, await readForm(request));
  updateProfile(user, details);
  throw redirect(paths.profile(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.profileSaved }) },
  });
}

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Το προφίλ μου</h1>
      <p>
        Όνομα χρήστη: <strong>{profile.username}</strong>
      </p>
      <section aria-labelledby="details-title">
        <h2 id="details-title" className="govgr-heading-l">
          Στοιχεία
        </h2>
        <Form method="post" noValidate>
          <CsrfField />
          <FormGroup id="firstName" label="Όνομα" required>
            {(control) => (
              <input
                {...control}
                name="firstName"
                autoComplete="given-name"
                defaultValue={profile.firstName}
                required
              />
            )}
          </FormGroup>
          <FormGroup id="lastName" label="Επώνυμο" required>
            {(control) => (
              <input {...control} name="lastName" autoComplete="family-name" defaultValue={profile.lastName} required />
            )}
          </FormGroup>
          <FormGroup id="phone" label="Τηλέφωνο">
            {(control) => (
              <input {...control} name="phone" type="tel" autoComplete="tel" defaultValue={profile.phone} />
            )}
          </FormGroup>
          <SubmitButton>Αποθήκευση στοιχείων</SubmitButton>
        </Form>
      </section>

      <p>
        <Link to={paths.decisionDefaults()}>Προεπιλογές πράξης και παραλήπτες ειδοποίησης</Link>
      </p>

      <section aria-labelledby="security-title">
        <h2 id="security-title" className="govgr-heading-l">
          Ασφάλεια
        </h2>
        <p>Ηλεκτρονικό ταχυδρομείο: {profile.email}</p>
        <ul className="govgr-list">
          <li>
            <Link to={paths.profileEmail()}>Αλλαγή ηλεκτρονικού ταχυδρομείου</Link>
          </li>
          <li>
            <Link to={paths.profilePassword()}>Αλλαγή κωδικού πρόσβασης</Link>
          </li>
          <li>
            <Link to={paths.profileTwoFactor()}>Έλεγχος δύο βημάτων (εφαρμογή επαλήθευσης)</Link>
          </li>
          <li>
            <Link to={paths.apiTokens()}>Κλειδιά API</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="govgr-heading-l">
          Οι συνδέσεις μου
        </h2>
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Ανοιχτές συνδέσεις του λογαριασμού</caption>
          <thead>
            <tr>
              <th scope="col">Από</th>
              <th scope="col">Διεύθυνση</th>
              <th scope="col">Πρόγραμμα περιήγησης</th>
              <th scope="col">Λήγει</th>
              <th scope="col">Ενέργεια</th>
            </tr>
          </thead>
          <tbody>
            {profile.sessions.map((s) => (
              <tr key={s.handle}>
                <td>
                  {formatDateTime(s.createdAt)}
                  {s.current ? <strong> (αυτή η σύνδεση)</strong> : null}
                </td>
                <td>{s.address ?? "—"}</td>
                <td>{s.userAgent ?? "—"}</td>
                <td>{formatDateTime(s.expiresAt)}</td>
                <td>
                  <Form method="post" action={paths.profileSessions()}>
                    <CsrfField />
                    <input type="hidden" name="session" value={s.handle} />
                    <button type="submit" className="govgr-btn govgr-btn-secondary">
                      Αποσύνδεση
                      <span className="govgr-visually-hidden"> της σύνδεσης από {formatDateTime(s.createdAt)}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form method="post" action={paths.profileSessions()}>
          <CsrfField />
          <input type="hidden" name="all" value="1" />
          <button type="submit" className="govgr-btn govgr-btn-warning">
            Αποσύνδεση από παντού
          </button>
        </Form>
      </section>
    </>
  );
}
