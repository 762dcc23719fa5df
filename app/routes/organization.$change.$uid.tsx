/**
 * /organization/{activate|rename|move|merge}/{uid}: one structural change of an organisation, each
 * with its own SPEC §6 permission (PERM_ADMIN_ORG_ACTIVATE, _RENAME, _MOVE, _MERGE). Works without
 * JavaScript in three plain steps: the form (a GET form), its review (the same address with
 * `review=true`: the errors, or what will change and, for a merge, what follows the body) with a
 * POST confirmation form, and the change itself (app/organizations/structure.server.ts: one
 * transaction with its audit row), which returns to the body's edit page with an alert.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { fieldId } from "#app/components/form/ids";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { OrganizationStatusTag } from "#app/components/organization/OrganizationStatusTag";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseParams, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { ORGANIZATION_STATUS_TEXT } from "#app/organizations/status";
import {
  STATUS_CHOICES,
  STRUCTURAL_CHANGE_PERMISSION,
  STRUCTURAL_CHANGE_TEXT,
  STRUCTURAL_CHANGES,
  STRUCTURE_FIELDS,
  STRUCTURE_FORM_FIELDS,
  type StructureField,
  type StructureValues,
} from "#app/organizations/structure-form";
import { applyStructuralChangeFromForm, structuralChangePage } from "#app/organizations/structure.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const PARAMS = z.object({ change: z.enum(STRUCTURAL_CHANGES), uid: input.segment });
const VALUES = z.object({
  status: input.optionalText(20),
  label: input.optionalText(400),
  latinName: input.optionalText(200),
  supervisor: input.optionalText(200),
  target: input.optionalText(200),
});
const QUERY = VALUES.extend({ review: z.enum(["true"]).optional() });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `${STRUCTURAL_CHANGE_TEXT[data.change].title}: ${data.page.org.label}` : undefined) },
];

async function guard(request: Request, params: Record<string, string | undefined>) {
  const { change, uid } = parseParams(PARAMS, params, { message: TEXT.organizationNotFound });
  const user = await requireStaff(request, { permission: STRUCTURAL_CHANGE_PERMISSION[change] });
  return { change, uid, user };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { change, uid, user } = await guard(request, params);
  const { review, ...values } = parseQuery(QUERY, request);
  const page = structuralChangePage(user, uid, change, review ? values : null);
  if (!page.ok && page.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!page.ok) return forbidden(request);
  return { change, page, values: values as StructureValues };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { change, uid, user } = await guard(request, params);
  const values = parseFormWith(VALUES, await readForm(request));
  const result = applyStructuralChangeFromForm({ user, uid, change, values });
  if (!result.ok && result.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!result.ok && result.reason === "forbidden") return forbidden(request);
  // Refused on the way (someone changed the body meanwhile): the review shows why.
  if (!result.ok) throw redirect(paths.organizationChange(change, uid, { ...values, review: true }), 303);
  const back = change === "merge" ? paths.organization(result.latinName) : paths.editOrganization(uid);
  throw redirect(back, {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: result.message }) },
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type Page = Extract<LoaderData["page"], { ok: true }>;

function currentValue(field: StructureField, page: Page): string {
  switch (field) {
    case "status":
      return page.status;
    case "label":
      return page.org.label;
    case "latinName":
      return page.org.latinName;
    case "supervisor":
      return page.org.supervisorUid ?? "";
    case "target":
      return "";
  }
}

function Field({ field, value, errors }: { field: StructureField; value: string; errors?: readonly string[] }) {
  const def = STRUCTURE_FIELDS[field];
  if (field === "status")
    return (
      <fieldset className="govgr-fieldset" aria-describedby={errors?.length ? `${fieldId(field)}-error` : undefined}>
        <legend className="govgr-fieldset__legend govgr-heading-s">{def.label}</legend>
        {errors?.length ? (
          <p className="govgr-error-message" id={`${fieldId(field)}-error`}>
            <span className="govgr-visually-hidden">{TEXT.errorPrefix}</span> {errors.join(" ")}
          </p>
        ) : null}
        {STATUS_CHOICES.map((choice, i) => (
          <div className="govgr-radios__item" key={choice}>
            <label className="govgr-radios__label">
              <input
                className="govgr-radios__input"
                type="radio"
                name="status"
                value={choice}
                id={i === 0 ? fieldId(field) : undefined}
                defaultChecked={value === choice}
              />
              {ORGANIZATION_STATUS_TEXT[choice].label}: {ORGANIZATION_STATUS_TEXT[choice].description}
            </label>
          </div>
        ))}
      </fieldset>
    );
  return (
    <FormGroup id={fieldId(field)} label={def.label} hint={def.hint} errors={errors} required={field !== "supervisor"}>
      {(control) => <input {...control} name={field} type="text" defaultValue={value} />}
    </FormGroup>
  );
}

export default function StructuralChangePage() {
  const { change, page, values } = useLoaderData<typeof loader>() as LoaderData & { page: Page };
  const text = STRUCTURAL_CHANGE_TEXT[change];
  const fields = STRUCTURE_FORM_FIELDS[change];
  const { org, plan, errors } = page;
  const summary = Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => ({
      fieldId: fieldId(fields.includes(field as StructureField) ? field : fields[0]),
      message,
    })),
  );
  return (
    <div className="govgr-narrow">
      <span className="govgr-caption">{org.label}</span>
      <h1 className="govgr-heading-xl">{text.title}</h1>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Φορέας</dt>
          <dd>
            {org.label} ({org.latinName}, κωδικός {org.uid})
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Κατάσταση</dt>
          <dd>
            <OrganizationStatusTag status={page.status} />
            {page.mergedInto ? ` · συγχωνεύθηκε στον φορέα «${page.mergedInto}»` : null}
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Εποπτεύων φορέας</dt>
          <dd>{page.supervisorLabel ?? "—"}</dd>
        </div>
      </dl>
      {plan ? (
        <>
          <h2 className="govgr-heading-m">Επιβεβαίωση</h2>
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Τι θα αλλάξει</caption>
            <thead>
              <tr>
                <th scope="col">Στοιχείο</th>
                <th scope="col">Σήμερα</th>
                <th scope="col">Μετά την αλλαγή</th>
              </tr>
            </thead>
            <tbody>
              {plan.lines.map((line) => (
                <tr key={line.label}>
                  <th scope="row">{line.label}</th>
                  <td>{line.from}</td>
                  <td>{line.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {plan.moves ? (
            <p className="govgr-body">
              Μεταφέρονται στον φορέα: {plan.moves.decisions} πράξεις, {plan.moves.units} μονάδες, {plan.moves.signers}{" "}
              υπογράφοντες, {plan.moves.publicDocuments} δημόσια έγγραφα και {plan.moves.supervised} εποπτευόμενοι
              φορείς. Οι παλιές διευθύνσεις του φορέα θα οδηγούν στον νέο. Η συγχώνευση δεν αναιρείται.
            </p>
          ) : null}
          <Form method="post">
            <CsrfField />
            {fields.map((field) => (
              <input key={field} type="hidden" name={field} value={values[field] ?? ""} />
            ))}
            <div className="govgr-btn-row">
              <SubmitButton>{text.button}</SubmitButton>
              <Link to={paths.organizationChange(change, org.uid, values)}>Αλλαγή τιμών</Link>
              <Link to={paths.editOrganization(org.uid)}>Ακύρωση</Link>
            </div>
          </Form>
        </>
      ) : (
        <>
          <ErrorSummary errors={summary} />
          <Form method="get">
            <input type="hidden" name="review" value="true" />
            {fields.map((field) => (
              <Field
                key={field}
                field={field}
                value={values[field] ?? currentValue(field, page)}
                errors={errors[field] ?? (field === fields[0] ? errors.form : undefined)}
              />
            ))}
            <div className="govgr-btn-row">
              <SubmitButton>Συνέχεια</SubmitButton>
              <Link to={paths.editOrganization(org.uid)}>Ακύρωση</Link>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
