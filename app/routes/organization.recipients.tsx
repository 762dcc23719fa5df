/**
 * /organization/recipients (issue 9, SPEC §6 ROLE_ORG_ADMIN): an organisation administrator keeps
 * the addresses told of every decision the body publishes, besides each decision's own recipients.
 * A plain POST form answered by a redirect; a refused list comes back with its message and
 * nothing is stored.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { AdministeredOrganizationSelect } from "#app/components/organization/AdministeredOrganizationSelect";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { organizationRecipientsPage, saveOrganizationRecipients } from "#app/mail/organization-recipients.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Παραλήπτες ειδοποιήσεων";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({ org: input.optionalText(200) });
const FORM = z.object({ org: input.optionalText(200), recipients: input.optionalText(20_000) });
const FIELD_ID = "org-recipients";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const page = organizationRecipientsPage(user.access, parseQuery(QUERY, request).org || undefined);
  if (!page.ok) return forbidden(request);
  return { page };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = parseFormWith(FORM, await readForm(request));
  const typed = form.recipients ?? "";
  const saved = saveOrganizationRecipients(user, form.org || undefined, typed);
  if (!saved.ok && saved.reason === "forbidden") return forbidden(request);
  if (!saved.ok) return data({ error: saved.reason === "invalid" ? saved.message : "", typed }, { status: 400 });
  throw redirect(paths.organizationRecipients(saved.orgUid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.organizationRecipientsSaved }) },
  });
}

export default function OrganizationRecipients() {
  const { page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { org, choices, recipients } = page;
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{org.label}</span>
        {TITLE}
      </h1>
      <ErrorSummary errors={failed?.error ? [{ fieldId: FIELD_ID, message: failed.error }] : []} />
      <AdministeredOrganizationSelect choices={choices} value={org.uid} />
      <p>
        Οι διευθύνσεις αυτές ειδοποιούνται για κάθε πράξη που αναρτά ο φορέας, μαζί με τους παραλήπτες της ίδιας της
        πράξης. Ο αναρτών τις βλέπει στο μήνυμα επιβεβαίωσης της ανάρτησης.
      </p>
      <Form method="post" noValidate aria-label={TITLE}>
        <CsrfField />
        <input type="hidden" name="org" value={org.uid} />
        <FormGroup
          id={FIELD_ID}
          label="Διευθύνσεις"
          hint="Μία ανά γραμμή ή χωρισμένες με κόμμα· κενό: καμία."
          errors={failed?.error ? [failed.error] : []}
          controlClass="govgr-field--wide"
        >
          {(control) => {
            const shown = failed?.typed ?? recipients.join("\n");
            // Keyed by what it shows: after a save by client navigation the field shows the stored list.
            return <textarea {...control} key={shown} name="recipients" rows={5} defaultValue={shown} />;
          }}
        </FormGroup>
        <SubmitButton>Αποθήκευση παραληπτών</SubmitButton>
      </Form>
    </>
  );
}
