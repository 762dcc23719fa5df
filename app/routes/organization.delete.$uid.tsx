/**
 * /organization/delete/{uid}: the confirmation page of deleting an organisation (works without
 * JavaScript). It says what keeps the body from being deleted, if anything; POST deletes a body
 * nothing depends on (app/organizations/organization-delete.server.ts). Needs PERM_ADMIN_ORG_DELETE.
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
import { deleteOrganizationFromForm, organizationDeletion } from "#app/organizations/organization-delete.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_ORG_DELETE" } as const;
const PARAMS = z.object({ uid: input.segment });

export const meta: MetaFunction = () => [{ title: pageTitle("Διαγραφή φορέα") }];

async function check(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.organizationNotFound });
  const found = organizationDeletion(user, uid);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!found.ok) return forbidden(request);
  return { user, uid, found };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { found } = await check(request, params);
  return found;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, uid } = await check(request, params);
  await readForm(request);
  const result = deleteOrganizationFromForm({ user, uid });
  if (!result.ok && result.reason === "forbidden") return forbidden(request);
  if (!result.ok) {
    const text = result.reason === "in-use" ? TEXT.organizationInUse(result.blockers) : TEXT.organizationNotFound;
    throw redirect(paths.editOrganization(uid), {
      status: 303,
      headers: { "Set-Cookie": await addFlash(request, { kind: "error", text }) },
    });
  }
  throw redirect(paths.organizationAdminSearch(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.organizationDeleted(result.label) }),
    },
  });
}

export default function DeleteOrganization() {
  const { org, blockers } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Διαγραφή φορέα</h1>
      {blockers.length ? (
        <>
          <p className="govgr-body">{TEXT.organizationInUse(blockers)}</p>
          <p>
            <Link to={paths.editOrganization(org.uid)}>Επιστροφή στον φορέα «{org.label}»</Link>
          </p>
        </>
      ) : (
        <Form method="post">
          <CsrfField />
          <p className="govgr-body">
            Θέλετε σίγουρα να διαγράψετε τον φορέα «{org.label}» ({org.latinName}); Η διαγραφή δεν αναιρείται.
          </p>
          <div className="govgr-btn-row">
            <button type="submit" className="govgr-btn govgr-btn-warning">
              Διαγραφή
            </button>
            <Link to={paths.editOrganization(org.uid)}>Ακύρωση</Link>
          </div>
        </Form>
      )}
    </>
  );
}
