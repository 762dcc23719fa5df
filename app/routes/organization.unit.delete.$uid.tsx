/**
 * /organization/unit/delete/{uid}: the confirmation page of deleting a unit (works without
 * JavaScript); POST deletes it when nothing uses it (app/organizations/unit-delete.server.ts),
 * for users holding the delete-unit permission on its body or the admin role (SPEC §6).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { deleteUnitFromForm, unitDeletion } from "#app/organizations/unit-delete.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_UNITS_DELETE" } as const;
const PARAMS = z.object({ uid: input.segment });

export const meta: MetaFunction = () => [{ title: pageTitle("Διαγραφή μονάδας") }];

async function check(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.unitNotFound });
  const found = unitDeletion(user, uid);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.unitNotFound);
  if (!found.ok) return forbidden(request);
  return { user, uid, found };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { found } = await check(request, params);
  return found;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, uid, found } = await check(request, params);
  await readForm(request);
  const result = deleteUnitFromForm({ user, uid });
  if (!result.ok && result.reason === "forbidden") return forbidden(request);
  const alert = result.ok
    ? { kind: "success" as const, text: TEXT.unitDeleted(result.label) }
    : { kind: "error" as const, text: TEXT.unitInUse };
  throw redirect(paths.unitSearch({ org: found.unit.orgUid }), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, alert) },
  });
}

export default function DeleteUnit() {
  const { unit, inUse } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Διαγραφή μονάδας</h1>
      {inUse ? (
        <>
          <p className="govgr-body">{TEXT.unitInUse}</p>
          <p>
            <Link to={paths.editUnit(unit.uid)}>Επιστροφή στη μονάδα «{unit.label}»</Link>
          </p>
        </>
      ) : (
        <Form method="post">
          <CsrfField />
          <p className="govgr-body">
            Θέλετε σίγουρα να διαγράψετε τη μονάδα «{unit.label}»; Η διαγραφή δεν αναιρείται.
          </p>
          <div className="govgr-btn-row">
            <button type="submit" className="govgr-btn govgr-btn-warning">
              Διαγραφή
            </button>
            <Link to={paths.editUnit(unit.uid)}>Ακύρωση</Link>
          </div>
        </Form>
      )}
    </>
  );
}
