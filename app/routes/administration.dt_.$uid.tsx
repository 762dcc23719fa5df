/**
 * /administration/dt/{uid} (issue 17): one decision type's field definitions, a preview of its
 * entry form (the same DynamicFields the decision form renders), and a form that adds a field.
 * Without JavaScript: «Προεπισκόπηση» validates the new field and shows the form with it
 * (nothing saved); «Προσθήκη πεδίου» validates and saves it as a new definition version
 * (app/decision-types/definitions.server.ts), then redirects back with a message. Each field's
 * «Μετακίνηση πάνω/κάτω» posts here too (intent "move"): the field changes place among its siblings
 * as a new definition version (app/decision-types/field-order.ts).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { DecisionTypePreview, FieldDraftForm } from "#app/decision-types/FieldDraftForm";
import { FieldAttributes } from "#app/decision-types/FieldAttributes";
import { draftFromForm, FIELD_DRAFT_FORM, FIELD_MOVE_FORM } from "#app/decision-types/field-draft-input";
import { moveField, typeField } from "#app/decision-types/field-changes.server";
import type { SessionUser } from "#app/access/session-user";
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

/** A «Μετακίνηση» button: the field moved, or the page again with why not (409 a stale page). */
function moveAction(request: Request, user: SessionUser, uid: string, form: FormData) {
  const { path, direction, version } = parseFormWith(FIELD_MOVE_FORM, form);
  const result = moveField(user, uid, path, direction, undefined, version);
  if (result.ok) {
    const label = typeField(uid, path)?.label ?? path;
    return redirectWith(request, paths.adminDecisionType(uid), {
      kind: "success",
      text: DECISION_TYPE_TEXT.fieldMoved(label, direction, result.version),
    });
  }
  if (result.kind === "unknownField") notFound(result.message);
  const message = result.kind === "invalid" ? DECISION_TYPE_TEXT.unknownTypeField : result.message;
  return data({ moveRefused: message }, { status: result.kind === "conflict" ? 409 : 400 });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  const form = await readForm(request);
  if (form.get("intent") === "move") return moveAction(request, user, uid, form);
  const { intent, version, draft } = draftFromForm(parseFormWith(FIELD_DRAFT_FORM, form));
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
  const moveRefused = posted && "moveRefused" in posted ? posted.moveRefused : null;
  const drafted = posted && "saved" in posted && !posted.saved ? posted : null;
  const errors = drafted?.errors ?? {};
  const preview = drafted?.preview ?? page.preview;
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
          ...(moveRefused ? [{ fieldId: "type-fields", message: moveRefused }] : []),
          ...(drafted?.conflict ? [{ fieldId: "new-field", message: drafted.conflict }] : []),
          ...Object.entries(errors).map(([key, message]) => ({ fieldId: `def-${key}`, message })),
        ]}
      />
      <p>
        <Link to={paths.adminDecisionTypes()}>Όλα τα είδη πράξεων</Link> ·{" "}
        <Link to={paths.adminDecisionTypeLabel(type.uid)}>Αλλαγή ονομασίας</Link>
      </p>
      <h2 className="govgr-heading-l" id="type-fields">
        Πεδία του είδους
      </h2>
      <table className="govgr-table stacked-table">
        <caption className="govgr-visually-hidden">Πεδία του είδους {type.uid}</caption>
        <thead>
          <tr>
            <th scope="col">Διαδρομή</th>
            <th scope="col">Ετικέτα</th>
            <th scope="col">Είδος πεδίου</th>
            <th scope="col">Υποχρεωτικό</th>
            <th scope="col">Ιδιότητες</th>
            <th scope="col">Ενέργειες</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fieldPath}>
              <td data-label="Διαδρομή">{r.fieldPath}</td>
              <td data-label="Ετικέτα">{r.label}</td>
              <td data-label="Είδος πεδίου">{r.widget}</td>
              <td data-label="Υποχρεωτικό">{r.required ? "Ναι" : "Όχι"}</td>
              <td data-label="Ιδιότητες">
                <FieldAttributes attributes={r.attributes} />
              </td>
              <td data-label="Ενέργειες">
                <Link to={paths.adminDecisionTypeField(type.uid, r.fieldPath)}>
                  Επεξεργασία<span className="govgr-visually-hidden"> {r.fieldPath}</span>
                </Link>{" "}
                <Link to={paths.adminDecisionTypeFieldRemove(type.uid, r.fieldPath)}>
                  Αφαίρεση<span className="govgr-visually-hidden"> {r.fieldPath}</span>
                </Link>
                <MoveButtons typeVersion={type.definitionVersion} row={r} />
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
          values={drafted?.draft ?? null}
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
      <DecisionTypePreview preview={preview} drafted={Boolean(drafted?.preview)} />
    </>
  );
}

/**
 * «Μετακίνηση πάνω/κάτω» of one field among its siblings: small POST forms (no JavaScript needed),
 * each carrying the definition version the page shows. A first (last) field has no «up» («down»).
 */
function MoveButtons({
  typeVersion,
  row,
}: {
  typeVersion: number;
  row: { fieldPath: string; canMoveUp: boolean; canMoveDown: boolean };
}) {
  const button = (direction: "up" | "down", text: string) => (
    <Form method="post" className="row-action-form">
      <CsrfField />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="version" value={typeVersion} />
      <input type="hidden" name="path" value={row.fieldPath} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" className="govgr-btn govgr-btn-secondary">
        {text}
        <span className="govgr-visually-hidden"> {row.fieldPath}</span>
      </button>
    </Form>
  );
  return (
    <>
      {row.canMoveUp ? button("up", "Μετακίνηση πάνω") : null}
      {row.canMoveDown ? button("down", "Μετακίνηση κάτω") : null}
    </>
  );
}
