/**
 * /administration/dt/{uid}/fields/{path}/remove: the confirmation page (GET) and the removal (POST)
 * of one field of a decision type (app/decision-types/field-changes.server.ts). A field other
 * fields depend on is not removed: the page names them, and a POST is refused with the same
 * message. Decisions already saved keep the definition version they were saved with.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { adminDecisionType } from "#app/decision-types/catalogue-admin.server";
import { fieldDependants, removeField, typeField } from "#app/decision-types/field-changes.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { refuse } from "#app/http/refuse.server";
import { DECISION_TYPE_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(20), path: z.string().min(1).max(200) });
const FORM = z.object({
  version: z.coerce
    .number({ error: TEXT.badRequest })
    .int({ error: TEXT.badRequest })
    .min(0, { error: TEXT.badRequest }),
});

export const meta: MetaFunction = () => [{ title: pageTitle("Αφαίρεση πεδίου είδους πράξης") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid, path } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownTypeField });
  const type = adminDecisionType(uid) ?? notFound(DECISION_TYPE_TEXT.unknownType);
  const field = typeField(uid, path) ?? notFound(DECISION_TYPE_TEXT.unknownTypeField);
  const dependants = fieldDependants(uid, path);
  return {
    type,
    field,
    refusal: dependants.length ? DECISION_TYPE_TEXT.fieldHasDependants(path, dependants) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid, path } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownTypeField });
  const { version } = parseFormWith(FORM, await readForm(request));
  if (!adminDecisionType(uid)) notFound(DECISION_TYPE_TEXT.unknownType);
  const label = typeField(uid, path)?.label ?? path;
  const result = removeField(user, uid, path, undefined, version);
  if (!result.ok) {
    if (result.kind === "unknownField") notFound(result.message);
    refuse(result.kind === "conflict" ? 409 : 400, result.kind === "invalid" ? TEXT.badRequest : result.message);
  }
  throw redirect(paths.adminDecisionType(uid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: DECISION_TYPE_TEXT.fieldRemoved(label, result.version),
      }),
    },
  });
}

export default function RemoveDecisionTypeField() {
  const { type, field, refusal } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Αφαίρεση πεδίου είδους πράξης</h1>
      {refusal ? (
        <>
          <p role="alert">{refusal}</p>
          <p>
            <Link to={paths.adminDecisionType(type.uid)}>Πίσω στα πεδία του είδους</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Να αφαιρεθεί το πεδίο «{field.label}» ({field.fieldPath}) από το είδος «{type.uid} {type.label}»; Οι νέες
            πράξεις δεν θα το έχουν· όσες έχουν ήδη αποθηκευτεί κρατούν την έκδοση ορισμού με την οποία αποθηκεύτηκαν.
          </p>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="version" value={type.definitionVersion} />
            <SubmitButton>Αφαίρεση</SubmitButton>{" "}
            <Link to={paths.adminDecisionType(type.uid)} className="govgr-btn govgr-btn-secondary">
              Άκυρο
            </Link>
          </Form>
        </>
      )}
    </div>
  );
}
