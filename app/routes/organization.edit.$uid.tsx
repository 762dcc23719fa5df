/**
 * /organization/edit/{uid}: an organisation's details and buildings, for users holding the
 * create-organisation permission on it (SPEC §6); renaming, moving under another supervisor and
 * (de)activating need their PERM_ADMIN_ORG_* permission as well (app/organizations/update.server.ts).
 * Works as /organization/new does: 400 with the errors, 200 for a row added or removed, 303 on success.
 * The legislation table below the form has its own POST form (field `intent`): a row added is saved
 * at once (app/organizations/legislation.server.ts); removing one has its confirmation page
 * (organization.edit.$uid_.legislation.$id.remove.tsx). Its page length is chosen in the query
 * (`legislationLength` 5, 15, 20 or all, `legislationPage`).
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
import { LegislationTable, legislationFieldId } from "#app/components/organization/LegislationTable";
import { OrganizationStatusTag } from "#app/components/organization/OrganizationStatusTag";
import { SupervisedTable } from "#app/components/organization/SupervisedTable";
import { badRequest, notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseParams, parseQuery } from "#app/http/input.server";
import { LEGISLATION_PAGE_QUERY } from "#app/http/legislation-query.server";
import { TEXT } from "#app/messages";
import { editOrganizationPage } from "#app/organizations/form-page.server";
import {
  DEFAULT_LEGISLATION_PAGE_LENGTH,
  EMPTY_LEGISLATION,
  LEGISLATION_FIELD_ORDER,
  LEGISLATION_FIELDS,
  LEGISLATION_INTENT,
} from "#app/organizations/legislation-form";
import { addLegislationFromForm, legislationPage } from "#app/organizations/legislation.server";
import { organizationFormSchema } from "#app/organizations/organization-form";
import { updateFromForm } from "#app/organizations/update.server";
import { supervisedTable } from "#app/organizations/supervised.server";
import { STRUCTURAL_CHANGE_TEXT, STRUCTURAL_CHANGES } from "#app/organizations/structure-form";
import { paths } from "#app/paths";

const GUARD = { permission: "PERM_ORG_CREATE" } as const;
const PARAMS = z.object({ uid: input.segment });
// The pages of the read-only table of supervised bodies and of the legislation table (GET links,
// so they page without script).
const QUERY = z.object({
  supervisedPage: input.pageNumber.transform((page) => page ?? 1),
  ...LEGISLATION_PAGE_QUERY.shape,
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.organizationNotFound });
  const found = editOrganizationPage(user, uid);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!found.ok) return forbidden(request);
  const query = parseQuery(QUERY, request);
  const supervised = supervisedTable(user, uid, query.supervisedPage);
  if (!supervised.ok) badRequest(TEXT.pageOutOfRange(supervised.pageCount));
  const length = query.legislationLength ?? DEFAULT_LEGISLATION_PAGE_LENGTH;
  return { ...found.page, supervised, legislation: legislationPage(uid, length, query.legislationPage) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.organizationNotFound });
  // A forged POST from a user without the right is refused before its body says anything.
  const allowed = editOrganizationPage(user, uid);
  if (!allowed.ok && allowed.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!allowed.ok) return forbidden(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === LEGISLATION_INTENT.add) return legislationAction(request, { user, uid, form });
  let submission;
  try {
    submission = parseWithZod(form, { schema: organizationFormSchema, disableAutoCoercion: true });
  } catch {
    badRequest(TEXT.badRequest);
  }
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const result = updateFromForm({ user, uid, input: submission.value });
  if (!result.ok && result.reason === "invalid") {
    return data({ lastResult: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  if (!result.ok && result.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!result.ok) return forbidden(request);
  throw redirect(paths.editOrganization(uid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.organizationSaved(result.label) }) },
  });
}

/** The legislation table's add form: the row is saved at once (removing has its own confirmation page). */
async function legislationAction(
  request: Request,
  args: { user: Awaited<ReturnType<typeof requireStaff>>; uid: string; form: FormData },
) {
  const { user, uid, form } = args;
  const done = addLegislationFromForm({
    user,
    orgUid: uid,
    raw: Object.fromEntries(LEGISLATION_FIELD_ORDER.map((name) => [name, form.get(name) ?? undefined])),
  });
  if (!done.ok && done.reason === "invalid") {
    return data({ legislation: { errors: done.errors, values: done.values } }, { status: 400 });
  }
  if (!done.ok && done.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!done.ok) return forbidden(request);
  throw redirect(`${paths.editOrganization(uid)}#legislation`, {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.legislationAdded(done.title) }) },
  });
}

export default function EditOrganization() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failedLegislation = result && "legislation" in result ? result.legislation : null;
  const snapshot = snapshotOf(result && "lastResult" in result ? result.lastResult : undefined);
  const values = (snapshot.values as Record<string, unknown> | null) ?? page.values;
  const summary = failedLegislation
    ? LEGISLATION_FIELD_ORDER.flatMap((name) =>
        (failedLegislation.errors[name] ?? []).map((message) => ({
          fieldId: legislationFieldId(name),
          message: `${LEGISLATION_FIELDS[name].label}: ${message}`,
        })),
      )
    : summaryOf(snapshot, ORGANIZATION_SUMMARY_ORDER, fieldId, organizationFieldLabel);
  const org = page.existing!;
  return (
    <>
      <DocumentTitle title={org.label} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">Επεξεργασία φορέα</span>
        {org.label}
      </h1>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Κωδικός</dt>
          <dd>{org.uid}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Κατάσταση</dt>
          <dd>
            <OrganizationStatusTag status={org.status} />
          </dd>
        </div>
        {org.supervisor ? (
          <div className="govgr-summary-list__row">
            <dt>Εποπτεύων φορέας</dt>
            <dd>
              <Link to={paths.editOrganization(org.supervisor.value)}>{org.supervisor.label}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="govgr-btn-row">
        <Link to={paths.organization(org.latinName)}>Δημόσια σελίδα του φορέα</Link>
        <Link to={paths.unitSearch({ org: org.uid })}>Μονάδες του φορέα</Link>
        <Link to={paths.signerSearch({ org: org.uid })}>Υπογράφοντες του φορέα</Link>
        <Link to={paths.deleteOrganization(org.uid)}>Διαγραφή φορέα</Link>
      </p>
      <p className="govgr-btn-row">
        {STRUCTURAL_CHANGES.map((change) => (
          <Link key={change} to={paths.organizationChange(change, org.uid)}>
            {STRUCTURAL_CHANGE_TEXT[change].title}
          </Link>
        ))}
        <Link to={paths.organizationHistory(org.uid)}>Ιστορικό φορέα</Link>
      </p>
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
      <SupervisedTable uid={org.uid} table={page.supervised} />
      <LegislationTable
        orgUid={org.uid}
        table={page.legislation}
        values={failedLegislation?.values ?? EMPTY_LEGISLATION}
        errors={failedLegislation?.errors ?? {}}
      />
    </>
  );
}
