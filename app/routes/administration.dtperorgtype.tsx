/**
 * /administration/dtperorgtype (SPEC §1, §2; issue 17): which decision types each organisation
 * category may use. Choose a category (GET form), tick its types, save (POST, redirect back with
 * a message). The entry form and the APIs honour it at once (app/decision-types/open-types.server.ts).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { checklistId, DecisionTypeChecklist } from "#app/components/form/DecisionTypeChecklist";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { categoryTypesPage, saveCategoryTypes } from "#app/decision-types/per-category.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { DECISION_TYPE_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Τύποι πράξεων ανά κατηγορία φορέα";
const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({ category: input.optionalText(100) });
const uid = z.string({ error: TEXT.invalidOption }).max(20, { error: TEXT.invalidOption });
const FORM = z.object({
  category: z
    .string({ error: TEXT.badRequest })
    .min(1, { error: TEXT.badRequest })
    .max(100, { error: TEXT.badRequest }),
  open: z.union([uid.transform((v) => [v]), z.array(uid).max(500)]).default([]),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const page = categoryTypesPage(parseQuery(QUERY, request).category || undefined);
  if (!page) notFound(DECISION_TYPE_TEXT.unknownCategory);
  return { page };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = parseFormWith(FORM, await readForm(request));
  const saved = saveCategoryTypes(user, form.category, form.open);
  if (!saved.ok) return data({ error: saved.message }, { status: 400 });
  throw redirect(paths.adminDecisionTypesPerCategory(saved.category.uid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: DECISION_TYPE_TEXT.categorySaved(saved.category.label),
      }),
    },
  });
}

export default function DecisionTypesPerCategory() {
  const { page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { categories, category, types } = page;
  const firstId = types[0] ? checklistId(types[0].uid) : "category";
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{category.label}</span>
        {TITLE}
      </h1>
      <ErrorSummary errors={failed?.error ? [{ fieldId: firstId, message: failed.error }] : []} />
      <Form method="get" aria-label="Επιλογή κατηγορίας φορέα" className="govgr-btn-row">
        <label className="govgr-label" htmlFor="category">
          Κατηγορία φορέα
        </label>
        <select className="govgr-field" id="category" name="category" defaultValue={category.uid} key={category.uid}>
          {categories.map((c) => (
            <option key={c.uid} value={c.uid}>
              {c.label}
            </option>
          ))}
        </select>
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Επιλογή κατηγορίας
        </button>
      </Form>
      <p>
        Οι φορείς της κατηγορίας αναρτούν πράξεις μόνο των επιλεγμένων ειδών. Τα αποσυρμένα είδη δεν προσφέρονται σε
        κανέναν φορέα.
      </p>
      <Form method="post" noValidate key={category.uid}>
        <CsrfField />
        <input type="hidden" name="category" value={category.uid} />
        <DecisionTypeChecklist
          name="open"
          types={types.map((t) => ({
            uid: t.uid,
            label: t.label,
            group: t.group,
            checked: t.open,
            note: t.withdrawn ? "(αποσυρμένο)" : undefined,
          }))}
        />
        <SubmitButton>Αποθήκευση</SubmitButton>
      </Form>
    </>
  );
}
