/**
 * /administration/tagcategories (SPEC §2, §6 PERM_ADMIN_TAG_CATEGORIES; issue 17): the tag
 * categories (dictionaries) with how many tags each holds, and a form that adds a category with
 * its own empty dictionary (app/tag-categories/tags.server.ts). Each category links to its tags.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { categoryForm } from "#app/tag-categories/tag-form";
import { addTagCategory, adminTagCategories } from "#app/tag-categories/tags.server";

const TITLE = "Λεξικά";
const GUARD = { permission: "PERM_ADMIN_TAG_CATEGORIES" } as const;
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { categories: adminTagCategories() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = parseFormWith(categoryForm, await readForm(request));
  const added = addTagCategory(user, form);
  if (!added.ok) return data({ errors: added.errors, values: form }, { status: 400 });
  throw redirect(paths.adminTagCategory(added.uid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: added.message }) },
  });
}

export default function TagCategoriesAdministration() {
  const { categories } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: `new-${field}`,
    message: message ?? "",
  }));
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={summary} />
      <p>
        Κάθε κατηγορία ετικετών είναι ένα λεξικό όρων, ιεραρχικό όπου χρειάζεται. Οι όροι τροφοδοτούν τις λίστες
        επιλογών της φόρμας καταχώρισης και τις ετικέτες των φίλτρων της αναζήτησης. Ένας όρος δεν διαγράφεται, γιατί
        πράξεις αναφέρονται σε αυτόν· απενεργοποιείται.
      </p>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">{TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Κατηγορία</th>
            <th scope="col">Κωδικός</th>
            <th scope="col">Όροι</th>
            <th scope="col">Ανενεργοί</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.uid}>
              <td>
                <Link to={paths.adminTagCategory(c.uid)}>{c.label}</Link>
              </td>
              <td>{c.uid}</td>
              <td>{c.tags}</td>
              <td>{c.inactive}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="govgr-heading-m">Νέα κατηγορία</h2>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup
          id="new-code"
          label="Κωδικός"
          hint="Κεφαλαία λατινικά γράμματα, ψηφία και «_», π.χ. FUNDING_PROGRAMME."
          errors={errors.code ? [errors.code] : []}
          required
        >
          {(control) => <input {...control} name="code" maxLength={40} defaultValue={failed?.values.code ?? ""} />}
        </FormGroup>
        <FormGroup id="new-label" label="Ονομασία" errors={errors.label ? [errors.label] : []} required>
          {(control) => <input {...control} name="label" maxLength={300} defaultValue={failed?.values.label ?? ""} />}
        </FormGroup>
        <SubmitButton>Προσθήκη κατηγορίας</SubmitButton>
      </Form>
    </>
  );
}
