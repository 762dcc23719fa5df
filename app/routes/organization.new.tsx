/**
 * /organization/new (SPEC §2): a new organisation, for users holding the create-organisation
 * permission (SPEC §6). Validated on the server (app/organizations/organization-form.ts, then the
 * database checks of createOrganization); on errors the form comes back with status 400, the values
 * kept and an error summary. Adding or removing a building row answers 200 with the form again.
 * On success: 303 to the new body's edit page with a confirmation.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DefaultSubmit } from "#app/components/form/DefaultSubmit";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import {
  OrganizationFormFields,
  ORGANIZATION_SUMMARY_ORDER,
  organizationFieldLabel,
} from "#app/components/organization/OrganizationForm";
import { badRequest } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { TEXT } from "#app/messages";
import { createFromForm } from "#app/organizations/create.server";
import { newOrganizationPage } from "#app/organizations/form-page.server";
import { organizationFormSchema } from "#app/organizations/organization-form";
import { paths } from "#app/paths";

const TITLE = "Νέος φορέας";
const GUARD = { permission: "PERM_ORG_CREATE" } as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const page = newOrganizationPage(user);
  if (!page) return forbidden(request);
  return page;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = await readForm(request);
  let submission;
  try {
    submission = parseWithZod(form, { schema: organizationFormSchema, disableAutoCoercion: true });
  } catch {
    badRequest(TEXT.badRequest); // a forged "__intent__" Conform cannot read
  }
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const result = createFromForm({ user, input: submission.value });
  if (!result.ok && result.reason === "invalid") {
    return data({ lastResult: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  if (!result.ok) return forbidden(request);
  throw redirect(paths.editOrganization(result.uid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.organizationCreated(result.label) }),
    },
  });
}

export default function NewOrganization() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const values = (snapshot.values as Record<string, unknown> | null) ?? page.values;
  const summary = summaryOf(snapshot, ORGANIZATION_SUMMARY_ORDER, fieldId, organizationFieldLabel);
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate>
        <CsrfField />
        <DefaultSubmit>Αποθήκευση</DefaultSubmit>
        <OrganizationFormFields values={values} errors={snapshot.errors} categories={page.categories} />
        <div className="govgr-btn-row">
          <SubmitButton>Αποθήκευση</SubmitButton>
          <Link to={paths.organizationAdminSearch()}>Ακύρωση</Link>
        </div>
      </Form>
    </>
  );
}
