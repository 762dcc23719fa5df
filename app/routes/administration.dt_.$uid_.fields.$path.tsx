/**
 * /administration/dt/{uid}/fields/{path} (issue 17): one field of a decision type, edited. The form
 * is the new-field form filled in, with the path read-only (a field keeps its path: decisions keep
 * their values under it). «Προεπισκόπηση» checks the change and shows the entry form with it;
 * «Αποθήκευση» stores it as a new definition version (app/decision-types/field-changes.server.ts)
 * and goes back to the type's page with a message. Works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { DecisionTypePreview, FieldDraftForm } from "#app/decision-types/FieldDraftForm";
import { draftFromForm, FIELD_DRAFT_FORM } from "#app/decision-types/field-draft-input";
import { typeField } from "#app/decision-types/field-changes.server";
import { decisionTypeAdminPage, submitFieldDraft, unsavedDraftStatus } from "#app/decision-types/type-page.server";
import { redirectWith } from "#app/http/decision-action.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { DECISION_TYPE_TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(20), path: z.string().min(1).max(200) });

export const meta: MetaFunction = () => [{ title: pageTitle("Επεξεργασία πεδίου είδους πράξης") }];

function pageOf(uid: string, path: string) {
  const page = decisionTypeAdminPage(uid, null) ?? notFound(DECISION_TYPE_TEXT.unknownType);
  const field = typeField(uid, path) ?? notFound(DECISION_TYPE_TEXT.unknownTypeField);
  return { ...page, field };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid, path } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownTypeField });
  return pageOf(uid, path);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid, path } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownTypeField });
  const { intent, version, draft } = draftFromForm(parseFormWith(FIELD_DRAFT_FORM, await readForm(request)));
  const edited = { ...draft, fieldPath: path };
  const result =
    submitFieldDraft(user, uid, edited, intent, { editing: path, expectedVersion: version }) ??
    notFound(DECISION_TYPE_TEXT.unknownTypeField);
  if (result.saved) {
    return redirectWith(request, paths.adminDecisionType(uid), {
      kind: "success",
      text: DECISION_TYPE_TEXT.fieldEdited(edited.label, result.version),
    });
  }
  return data(result, { status: unsavedDraftStatus(result) });
}

export default function EditDecisionTypeField() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { type, field } = page;
  const failed = posted && !posted.saved ? posted : null;
  const errors = failed?.errors ?? {};
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">
          {type.uid} {type.label} · έκδοση ορισμού {type.definitionVersion === 0 ? "αρχική" : type.definitionVersion}
        </span>
        Επεξεργασία πεδίου «{field.fieldPath}»
      </h1>
      <ErrorSummary
        errors={[
          ...(failed?.conflict ? [{ fieldId: "def-label", message: failed.conflict }] : []),
          ...Object.entries(errors).map(([key, message]) => ({ fieldId: `def-${key}`, message })),
        ]}
      />
      <p>
        <Link to={paths.adminDecisionType(type.uid)}>Πίσω στα πεδία του είδους</Link>
      </p>
      <p>
        Η αλλαγή δημιουργεί νέα έκδοση του ορισμού: οι πράξεις που έχουν ήδη αποθηκευτεί κρατούν την έκδοση με την οποία
        αποθηκεύτηκαν.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="version" value={type.definitionVersion} />
        <FieldDraftForm
          widgets={page.widgets}
          dictionaries={page.dictionaries}
          values={failed?.draft ?? field}
          errors={errors}
          fixedPath
        />
        <div className="govgr-btn-row">
          <button type="submit" name="intent" value="preview" className="govgr-btn govgr-btn-secondary">
            Προεπισκόπηση
          </button>
          <SubmitButton name="intent" value="save">
            Αποθήκευση πεδίου
          </SubmitButton>
        </div>
      </Form>
      <DecisionTypePreview
        preview={failed?.preview ?? page.preview}
        drafted={Boolean(failed?.preview)}
        draftedTitle="Προεπισκόπηση της φόρμας με την αλλαγή"
      />
    </>
  );
}
