/**
 * /administration/dt/new (issue 17): a new decision type in the catalogue: its code, label, group
 * and the organisation categories it is open to (app/decision-types/type-writes.server.ts, the
 * same rule POST /decisionTypes calls). Saved, it goes to the new type's page, where its fields
 * are added. Works without JavaScript.
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
import { createDecisionType, decisionTypeGroups } from "#app/decision-types/type-writes.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { DECISION_TYPE_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Νέο είδος πράξης";
const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const text = (max: number) =>
  z.string({ error: TEXT.badRequest }).trim().max(max, { error: TEXT.badRequest }).default("");
const category = z.string({ error: TEXT.invalidOption }).max(100, { error: TEXT.invalidOption });
const FORM = z.object({
  uid: text(40),
  label: text(400),
  parent: text(40),
  orgCategories: z.union([category.transform((v) => [v]), z.array(category).max(100)]).default([]),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { groups: decisionTypeGroups(), categories: orgCategories() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = parseFormWith(FORM, await readForm(request));
  // Every category ticked is "open to every category", also to categories added later.
  const every = orgCategories().every((c) => form.orgCategories.includes(c.uid));
  const created = createDecisionType(user, { ...form, orgCategories: every ? null : form.orgCategories });
  if (!created.ok) return data({ form, field: created.field, message: created.message }, { status: created.status });
  throw redirect(paths.adminDecisionType(created.uid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: DECISION_TYPE_TEXT.typeCreated(created.uid) }),
    },
  });
}

export default function NewDecisionType() {
  const { groups, categories } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const errorOf = (field: string) => (posted?.field === field ? [posted.message] : undefined);
  const ticked = (uid: string) => (posted ? posted.form.orgCategories.includes(uid) : true);
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={posted ? [{ fieldId: `type-${posted.field}`, message: posted.message }] : []} />
      <p>
        <Link to={paths.adminDecisionTypes()}>Όλα τα είδη πράξεων</Link>
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup
          id="type-uid"
          label="Κωδικός"
          hint="Π.χ. Β.1.9: κεφαλαία γράμματα και ψηφία, χωρισμένα με τελείες."
          errors={errorOf("uid")}
          required
        >
          {(control) => <input {...control} type="text" name="uid" defaultValue={posted?.form.uid ?? ""} />}
        </FormGroup>
        <FormGroup id="type-label" label="Ονομασία" errors={errorOf("label")} required>
          {(control) => <input {...control} type="text" name="label" defaultValue={posted?.form.label ?? ""} />}
        </FormGroup>
        <FormGroup id="type-parent" label="Ομάδα" errors={errorOf("parent")} required>
          {(control) => (
            <select {...control} name="parent" defaultValue={posted?.form.parent ?? ""}>
              <option value="">Επιλέξτε ομάδα</option>
              {groups.map((g) => (
                <option key={g.uid} value={g.uid}>
                  {g.uid} {g.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <fieldset
          className={`govgr-form-group${posted?.field === "orgCategories" ? " govgr-form-group--error" : ""}`}
          id="type-orgCategories"
        >
          <legend className="govgr-label">Κατηγορίες φορέων που το χρησιμοποιούν</legend>
          {errorOf("orgCategories")?.map((m) => (
            <p key={m} className="govgr-error-message">
              {m}
            </p>
          ))}
          {categories.map((c) => (
            <div className="form-checkbox" key={c.uid}>
              <input
                type="checkbox"
                id={`type-category-${c.uid}`}
                name="orgCategories"
                value={c.uid}
                defaultChecked={ticked(c.uid)}
              />
              <label className="form-checkbox__label" htmlFor={`type-category-${c.uid}`}>
                {c.label}
              </label>
            </div>
          ))}
        </fieldset>
        <SubmitButton>Δημιουργία είδους</SubmitButton>
      </Form>
    </div>
  );
}
