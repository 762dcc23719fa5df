/**
 * /organization/unit/new?org= (SPEC §2): a new unit of a body, for users holding the create-unit
 * permission on it or the admin role (SPEC §6). 400 with the errors, 303 to the body's units on
 * success (app/organizations/unit-save.server.ts).
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
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { OrganizationChooser } from "#app/components/organization/OrganizationChooser";
import { UnitFormFields, unitFieldLabel } from "#app/components/organization/UnitForm";
import { badRequest } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { UNIT_FIELD_ORDER, unitFormSchema } from "#app/organizations/unit-form";
import { createUnitFromForm } from "#app/organizations/unit-save.server";
import { newUnitPageFor } from "#app/organizations/units.server";
import { paths } from "#app/paths";
import { todayInAthens } from "#shared/dates";

const TITLE = "Νέα μονάδα";
const GUARD = { permission: "PERM_UNITS_CREATE" } as const;
const QUERY = z.object({ org: input.optionalText(200) });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request) {
  const user = await requireStaff(request, GUARD);
  const { org } = parseQuery(QUERY, request);
  const found = newUnitPageFor(user.access, org || undefined, todayInAthens());
  if (!found.ok && found.reason === "not-found") badRequest(TEXT.organizationNotFound);
  if (!found.ok && found.reason === "forbidden") return { user, page: await forbidden(request) };
  return { user, page: found.ok ? found.page : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = await pageFor(request);
  return { page };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, page } = await pageFor(request);
  if (!page) badRequest(TEXT.organizationNotFound);
  const form = await readForm(request);
  form.delete("__intent__"); // this form has no rows to add or remove
  const submission = parseWithZod(form, { schema: unitFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const result = createUnitFromForm({ user, orgUid: page.org.uid, input: submission.value });
  if (!result.ok && result.reason === "invalid") {
    return data({ lastResult: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  if (!result.ok) return forbidden(request);
  throw redirect(paths.unitSearch({ org: result.orgUid }), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.unitCreated(result.label) }) },
  });
}

export default function NewUnit() {
  const { page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const summary = summaryOf(snapshot, UNIT_FIELD_ORDER, fieldId, unitFieldLabel);
  if (!page) {
    return (
      <>
        <DocumentTitle title={TITLE} hasErrors={false} />
        <h1 className="govgr-heading-xl">{TITLE}</h1>
        <OrganizationChooser action={paths.newUnit()} />
      </>
    );
  }
  const values = (snapshot.values as Record<string, unknown> | null) ?? page.values;
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{page.org.label}</span>
        {TITLE}
      </h1>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate>
        <CsrfField />
        <UnitFormFields
          values={values}
          errors={snapshot.errors}
          categories={page.categories}
          parents={page.parents}
          orgLabel={page.org.label}
        />
        <div className="govgr-btn-row">
          <SubmitButton>Αποθήκευση</SubmitButton>
          <Link to={paths.unitSearch({ org: page.org.uid })}>Ακύρωση</Link>
        </div>
      </Form>
    </>
  );
}
