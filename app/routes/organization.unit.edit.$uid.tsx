/**
 * /organization/unit/edit/{uid}: a unit's details and its history (its former states, from the
 * audit trail), for users holding the create-unit permission on its body or the admin role.
 * Ending a period and starting a new one follows the SPEC §5 interval rule.
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
import { UnitFormFields, unitFieldLabel } from "#app/components/organization/UnitForm";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { UNIT_FIELD_ORDER, unitFormSchema } from "#app/organizations/unit-form";
import { updateUnitFromForm } from "#app/organizations/unit-save.server";
import { editUnitPage } from "#app/organizations/units.server";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";

const GUARD = { permission: "PERM_UNITS_CREATE" } as const;
const PARAMS = z.object({ uid: input.segment });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.unitNotFound });
  const found = editUnitPage(user.access, uid);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.unitNotFound);
  if (!found.ok) return forbidden(request);
  return { user, uid, page: found.page };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return (await pageFor(request, params)).page;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, uid } = await pageFor(request, params);
  const form = await readForm(request);
  form.delete("__intent__"); // this form has no rows to add or remove
  const submission = parseWithZod(form, { schema: unitFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const result = updateUnitFromForm({ user, uid, input: submission.value });
  if (!result.ok && result.reason === "invalid") {
    return data({ lastResult: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  if (!result.ok && result.reason === "not-found") notFound(TEXT.unitNotFound);
  if (!result.ok) return forbidden(request);
  throw redirect(paths.unitSearch({ org: result.orgUid }), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.unitSaved(result.label) }) },
  });
}

export default function EditUnit() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const summary = summaryOf(snapshot, UNIT_FIELD_ORDER, fieldId, unitFieldLabel);
  const values = (snapshot.values as Record<string, unknown> | null) ?? page.values;
  const unit = page.existing!;
  return (
    <>
      <DocumentTitle title={unit.label} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{page.org.label} · Επεξεργασία μονάδας</span>
        {unit.label}
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
          <Link to={paths.deleteUnit(unit.uid)}>Διαγραφή μονάδας</Link>
        </div>
      </Form>
      <h2 className="govgr-heading-l">Ιστορικό</h2>
      {unit.history.length === 0 ? (
        <p>Δεν έχουν καταγραφεί αλλαγές στη μονάδα.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Ιστορικό της μονάδας</caption>
          <thead>
            <tr>
              <th scope="col">Πότε</th>
              <th scope="col">Ενέργεια</th>
              <th scope="col">Ονομασία πριν</th>
              <th scope="col">Ενεργή από</th>
              <th scope="col">Ενεργή έως</th>
            </tr>
          </thead>
          <tbody>
            {unit.history.map((h, i) => (
              <tr key={`${h.at}-${i}`}>
                <td>{formatDateTime(h.at)}</td>
                <td>{h.action}</td>
                <td>{h.label}</td>
                <td>{h.activeFrom}</td>
                <td>{h.activeUntil || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
