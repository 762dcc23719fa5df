/**
 * /administration/positions (SPEC §1, §2; issue 17): the organisational positions per organisation
 * category. A GET form filters the list by category; a POST form adds a position
 * (app/positions/positions.server.ts); each row links to its page (rename, deactivate).
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
import { orgCategories } from "#app/decision-types/per-category.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { POSITION_TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { categoryLabel, GENERAL, positionFilter, positionForm } from "#app/positions/position-form";
import { adminPositions, createPosition } from "#app/positions/positions.server";
import { pageTitle } from "#app/shell/site";

const TITLE = "Θέσεις";
const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({ category: input.optionalText(100) });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const categories = orgCategories();
  const { category } = parseQuery(QUERY, request);
  const filter = positionFilter(category, categories);
  if (!filter) notFound(POSITION_TEXT.unknownCategory);
  return { categories, category: category ?? "", positions: adminPositions(filter) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = parseFormWith(positionForm, await readForm(request));
  const created = createPosition(user, form);
  if (!created.ok)
    return data(
      { errors: created.errors, values: { label: form.label, orgCategoryUid: form.orgCategoryUid ?? "" } },
      { status: 400 },
    );
  throw redirect(paths.adminPositions(created.position.orgCategoryUid ?? GENERAL), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: created.message }) },
  });
}

export default function PositionsAdministration() {
  const { categories, category, positions } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = failed?.errors ?? {};
  const summary = Object.entries(errors).map(([field, message]) => ({ fieldId: `new-${field}`, message }));
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={summary} />
      <p>
        Οι θέσεις προσφέρονται στους υπογράφοντες των φορέων της κατηγορίας τους· οι γενικές θέσεις σε όλους τους
        φορείς. Μια θέση που κατέχει υπογράφων δεν διαγράφεται: μπορεί μόνο να απενεργοποιηθεί, οπότε δεν προσφέρεται σε
        νέους υπογράφοντες.
      </p>
      <Form method="get" aria-label="Φίλτρο κατηγορίας φορέα" className="govgr-btn-row">
        <label className="govgr-label" htmlFor="category">
          Κατηγορία φορέα
        </label>
        <select className="govgr-field" id="category" name="category" defaultValue={category} key={category}>
          <option value="">Όλες οι θέσεις</option>
          <option value={GENERAL}>Γενικές θέσεις (όλες οι κατηγορίες)</option>
          {categories.map((c) => (
            <option key={c.uid} value={c.uid}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Εμφάνιση
        </button>
      </Form>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">{TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Θέση</th>
            <th scope="col">Κατηγορία φορέα</th>
            <th scope="col">Υπογράφοντες</th>
            <th scope="col">Κατάσταση</th>
          </tr>
        </thead>
        <tbody>
          {positions.map((p) => (
            <tr key={p.uid}>
              <td>
                <Link to={paths.adminPosition(p.uid)}>{p.label}</Link>
              </td>
              <td>{categoryLabel(p.orgCategoryUid, categories)}</td>
              <td>{p.holders}</td>
              <td>{p.active ? "Ενεργή" : "Ανενεργή"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {positions.length === 0 ? <p>Δεν υπάρχουν θέσεις σε αυτή την κατηγορία.</p> : null}
      <h2 className="govgr-heading-m">Νέα θέση</h2>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup id="new-label" label="Ονομασία θέσης" errors={errors.label ? [errors.label] : []} required>
          {(control) => <input {...control} name="label" maxLength={200} defaultValue={failed?.values.label ?? ""} />}
        </FormGroup>
        <FormGroup
          id="new-orgCategoryUid"
          label="Κατηγορία φορέα της θέσης"
          errors={errors.orgCategoryUid ? [errors.orgCategoryUid] : []}
        >
          {(control) => (
            <select
              {...control}
              name="orgCategoryUid"
              defaultValue={failed?.values.orgCategoryUid ?? (category === GENERAL ? "" : category)}
            >
              <option value="">Γενική θέση (όλες οι κατηγορίες)</option>
              {categories.map((c) => (
                <option key={c.uid} value={c.uid}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <SubmitButton>Προσθήκη θέσης</SubmitButton>
      </Form>
    </>
  );
}
