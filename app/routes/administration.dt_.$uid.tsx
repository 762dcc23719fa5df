/**
 * /administration/dt/{uid} (issue 17): one decision type's field definitions, a preview of its
 * entry form (the same DynamicFields the decision form renders), and a form that adds a field.
 * Without JavaScript: «Προεπισκόπηση» validates the new field and shows the form with it
 * (nothing saved); «Προσθήκη πεδίου» validates and saves it as a new definition version
 * (app/decision-types/definitions.server.ts), then redirects back with a message.
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
import { decisionTypeAdminPage, submitFieldDraft, unsavedDraftStatus } from "#app/decision-types/type-page.server";
import { redirectWith } from "#app/http/decision-action.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { DECISION_TYPE_TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(20) });
export const meta: MetaFunction = () => [{ title: pageTitle("Πεδία είδους πράξης") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  return decisionTypeAdminPage(uid, null) ?? notFound(DECISION_TYPE_TEXT.unknownType);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  const { intent, version, draft } = draftFromForm(parseFormWith(FIELD_DRAFT_FORM, await readForm(request)));
  const result =
    submitFieldDraft(user, uid, draft, intent, { expectedVersion: version }) ??
    notFound(DECISION_TYPE_TEXT.unknownType);
  if (result.saved) {
    return redirectWith(request, paths.adminDecisionType(uid), {
      kind: "success",
      text: DECISION_TYPE_TEXT.fieldAdded(draft.label, result.version),
    });
  }
  return data(result, { status: unsavedDraftStatus(result) });
}

export default function DecisionTypeFields() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { type, rows } = page;
  const errors = posted && !posted.saved ? posted.errors : {};
  const preview = posted && !posted.saved && posted.preview ? posted.preview : page.preview;
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">
          {type.uid} · έκδοση ορισμού {type.definitionVersion === 0 ? "αρχική" : type.definitionVersion}
          {type.withdrawn ? " · αποσυρμένο" : ""}
        </span>
        {type.label}
      </h1>
      <ErrorSummary
        errors={[
          ...(posted && !posted.saved && posted.conflict ? [{ fieldId: "new-field", message: posted.conflict }] : []),
          ...Object.entries(errors).map(([key, message]) => ({ fieldId: `def-${key}`, message })),
        ]}
      />
      <p>
        <Link to={paths.adminDecisionTypes()}>Όλα τα είδη πράξεων</Link> ·{" "}
        <Link to={paths.adminDecisionTypeLabel(type.uid)}>Αλλαγή ονομασίας</Link>
      </p>
      <h2 className="govgr-heading-l">Πεδία του είδους</h2>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">Πεδία του είδους {type.uid}</caption>
        <thead>
          <tr>
            <th scope="col">Διαδρομή</th>
            <th scope="col">Ετικέτα</th>
            <th scope="col">Είδος πεδίου</th>
            <th scope="col">Υποχρεωτικό</th>
            <th scope="col">Λεξικό</th>
            <th scope="col">Συνθήκη</th>
            <th scope="col">Ενέργειες</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fieldPath}>
              <td>{r.fieldPath}</td>
              <td>{r.label}</td>
              <td>{r.widget}</td>
              <td>{r.required ? "Ναι" : "Όχι"}</td>
              <td>{r.dictionaryUid ?? ""}</td>
              <td>
                {[r.shownWhen, r.dependsOn && `${r.dependsOn} → ${r.updateAttr ?? ""}`].filter(Boolean).join(", ")}
              </td>
              <td>
                <Link to={paths.adminDecisionTypeField(type.uid, r.fieldPath)}>
                  Επεξεργασία<span className="govgr-visually-hidden"> {r.fieldPath}</span>
                </Link>{" "}
                <Link to={paths.adminDecisionTypeFieldRemove(type.uid, r.fieldPath)}>
                  Αφαίρεση<span className="govgr-visually-hidden"> {r.fieldPath}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="govgr-heading-l" id="new-field">
        Νέο πεδίο
      </h2>
      {/* A new definition version starts an empty form (with JavaScript the inputs would keep the saved field). */}
      <Form method="post" noValidate key={type.definitionVersion}>
        <CsrfField />
        <input type="hidden" name="version" value={type.definitionVersion} />
        <FieldDraftForm
          widgets={page.widgets}
          dictionaries={page.dictionaries}
          values={posted && !posted.saved ? posted.draft : null}
          errors={errors}
        />
        <div className="govgr-btn-row">
          <button type="submit" name="intent" value="preview" className="govgr-btn govgr-btn-secondary">
            Προεπισκόπηση
          </button>
          <SubmitButton name="intent" value="save">
            Προσθήκη πεδίου
          </SubmitButton>
        </div>
      </Form>
      <DecisionTypePreview preview={preview} drafted={Boolean(posted && !posted.saved && posted.preview)} />
    </>
  );
}
