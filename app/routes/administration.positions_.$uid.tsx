/**
 * /administration/positions/{uid} (issue 17): one position. Rename it or change its category
 * (intent save), deactivate or reactivate it, or delete it when no signer holds it; a held
 * position can only be deactivated, and the page says so (app/positions/positions.server.ts).
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
import { parseFormWith, parseParams } from "#app/http/input.server";
import { POSITION_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { categoryLabel, GENERAL, positionForm } from "#app/positions/position-form";
import { adminPosition, deletePosition, setPositionActive, updatePosition } from "#app/positions/positions.server";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(40) });
const FORM = z.discriminatedUnion(
  "intent",
  [
    positionForm.extend({ intent: z.literal("save") }),
    z.object({ intent: z.enum(["deactivate", "reactivate", "delete"]) }),
  ],
  { error: TEXT.badRequest },
);

export const meta: MetaFunction = () => [{ title: pageTitle("Θέση") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: POSITION_TEXT.unknown });
  const position = adminPosition(uid) ?? notFound(POSITION_TEXT.unknown);
  return { position, categories: orgCategories() };
}

async function backToList(request: Request, category: string | null, text: string): Promise<never> {
  throw redirect(paths.adminPositions(category ?? GENERAL), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text }) },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: POSITION_TEXT.unknown });
  const form = parseFormWith(FORM, await readForm(request));
  const position = adminPosition(uid) ?? notFound(POSITION_TEXT.unknown);
  if (form.intent === "save") {
    const saved = updatePosition(user, uid, form) ?? notFound(POSITION_TEXT.unknown);
    if (!saved.ok)
      return data(
        { errors: saved.errors, values: { label: form.label, orgCategoryUid: form.orgCategoryUid ?? "" } },
        { status: 400 },
      );
    return backToList(request, saved.position.orgCategoryUid, saved.message);
  }
  const changed =
    form.intent === "delete" ? deletePosition(user, uid) : setPositionActive(user, uid, form.intent === "reactivate");
  if (!changed) notFound(POSITION_TEXT.unknown);
  if (!changed.ok) return data({ errors: { state: changed.message }, values: null }, { status: 409 });
  return backToList(request, position.orgCategoryUid, changed.message);
}

export default function PositionPage() {
  const { position, categories } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const values = failed?.values ?? { label: position.label, orgCategoryUid: position.orgCategoryUid ?? "" };
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: field === "state" ? "state" : `position-${field}`,
    message: message ?? "",
  }));
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">Θέση {position.uid}</span>
        {position.label}
      </h1>
      <ErrorSummary errors={summary} />
      <p>
        Κατηγορία φορέα: {categoryLabel(position.orgCategoryUid, categories)}. Κατάσταση:{" "}
        {position.active ? "ενεργή" : "ανενεργή (δεν προσφέρεται σε νέους υπογράφοντες)"}. Υπογράφοντες που την
        κατέχουν: {position.holders}.
      </p>
      <h2 className="govgr-heading-m">Μετονομασία</h2>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <FormGroup id="position-label" label="Ονομασία θέσης" errors={errors.label ? [errors.label] : []} required>
          {(control) => <input {...control} name="label" maxLength={200} defaultValue={values.label} />}
        </FormGroup>
        <FormGroup
          id="position-orgCategoryUid"
          label="Κατηγορία φορέα"
          errors={errors.orgCategoryUid ? [errors.orgCategoryUid] : []}
        >
          {(control) => (
            <select {...control} name="orgCategoryUid" defaultValue={values.orgCategoryUid}>
              <option value="">Γενική θέση (όλες οι κατηγορίες)</option>
              {categories.map((c) => (
                <option key={c.uid} value={c.uid}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <SubmitButton>Αποθήκευση</SubmitButton>
      </Form>
      <h2 className="govgr-heading-m" id="state">
        {position.active ? "Απενεργοποίηση" : "Επανενεργοποίηση"}
      </h2>
      <p>
        {position.active
          ? "Μια ανενεργή θέση δεν προσφέρεται σε νέους υπογράφοντες· όσοι την κατέχουν ήδη τη διατηρούν."
          : "Η θέση θα προσφέρεται ξανά στους υπογράφοντες της κατηγορίας της."}
      </p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value={position.active ? "deactivate" : "reactivate"} />
        <SubmitButton>{position.active ? "Απενεργοποίηση θέσης" : "Επανενεργοποίηση θέσης"}</SubmitButton>
      </Form>
      <h2 className="govgr-heading-m">Διαγραφή</h2>
      {position.holders > 0 ? (
        <p>{POSITION_TEXT.inUse(position.holders)}</p>
      ) : (
        <Form method="post">
          <CsrfField />
          <p>Καμία υπογραφή δεν αναφέρεται σε αυτή τη θέση· μπορεί να διαγραφεί οριστικά.</p>
          <input type="hidden" name="intent" value="delete" />
          <SubmitButton>Διαγραφή θέσης</SubmitButton>
        </Form>
      )}
      <p>
        <Link to={paths.adminPositions(position.orgCategoryUid ?? GENERAL)}>Πίσω στις θέσεις</Link>
      </p>
    </div>
  );
}
