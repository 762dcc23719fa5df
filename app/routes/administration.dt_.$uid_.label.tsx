/**
 * /administration/dt/{uid}/label (issue 17): a decision type's label, changed. The same rule as
 * PUT /decisionTypes/{uid}/ (app/decision-types/type-writes.server.ts): checked, one transaction
 * with its audit row; published decisions show the type's current label. Works without JavaScript.
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
import { adminDecisionType } from "#app/decision-types/catalogue-admin.server";
import { updateDecisionType } from "#app/decision-types/type-writes.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { DECISION_TYPE_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Ονομασία είδους πράξης";
const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(20) });
const FORM = z.object({
  label: z.string({ error: TEXT.badRequest }).max(1000, { error: DECISION_TYPE_TEXT.typeLabelRequired }).default(""),
});

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  return { type: adminDecisionType(uid) ?? notFound(DECISION_TYPE_TEXT.unknownType) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  const { label } = parseFormWith(FORM, await readForm(request));
  const saved = updateDecisionType(user, uid, { label });
  if (!saved.ok) {
    if (saved.status === 404) notFound(saved.message);
    return data({ label, message: saved.message }, { status: saved.status });
  }
  throw redirect(paths.adminDecisionType(uid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: DECISION_TYPE_TEXT.typeSaved(uid) }) },
  });
}

export default function DecisionTypeLabel() {
  const { type } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{type.uid}</span>
        {TITLE}
      </h1>
      <ErrorSummary errors={posted ? [{ fieldId: "type-label", message: posted.message }] : []} />
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup id="type-label" label="Ονομασία" errors={posted ? [posted.message] : undefined} required>
          {(control) => <input {...control} type="text" name="label" defaultValue={posted?.label ?? type.label} />}
        </FormGroup>
        <SubmitButton>Αποθήκευση</SubmitButton>{" "}
        <Link to={paths.adminDecisionType(type.uid)} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
