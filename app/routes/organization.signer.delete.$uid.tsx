/**
 * /organization/signer/delete/{uid}: the confirmation page of deleting a signer (works without
 * JavaScript); POST deletes them when they signed no decision (app/organizations/signer-delete.server.ts),
 * for users holding the delete-signer permission on their body or the admin role (SPEC §6).
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
import { deleteSignerFromForm, signerDeletion } from "#app/organizations/signer-delete.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_SIGNERS_DELETE" } as const;
const PARAMS = z.object({ uid: input.segment });

export const meta: MetaFunction = () => [{ title: pageTitle("Διαγραφή υπογράφοντα") }];

async function check(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.signerNotFound });
  const found = signerDeletion(user, uid);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.signerNotFound);
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
  const result = deleteSignerFromForm({ user, uid });
  if (!result.ok && result.reason === "forbidden") return forbidden(request);
  const alert = result.ok
    ? { kind: "success" as const, text: TEXT.signerDeleted(result.name) }
    : { kind: "error" as const, text: TEXT.signerInUse };
  throw redirect(paths.signerSearch({ org: found.signer.orgUid }), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, alert) },
  });
}

export default function DeleteSigner() {
  const { signer, inUse } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Διαγραφή υπογράφοντα</h1>
      {inUse ? (
        <>
          <p className="govgr-body">{TEXT.signerInUse}</p>
          <p>
            <Link to={paths.editSigner(signer.uid)}>Επιστροφή στον υπογράφοντα «{signer.name}»</Link>
          </p>
        </>
      ) : (
        <Form method="post">
          <CsrfField />
          <p className="govgr-body">
            Θέλετε σίγουρα να διαγράψετε τον υπογράφοντα «{signer.name}»; Η διαγραφή δεν αναιρείται.
          </p>
          <div className="govgr-btn-row">
            <button type="submit" className="govgr-btn govgr-btn-warning">
              Διαγραφή
            </button>
            <Link to={paths.editSigner(signer.uid)}>Ακύρωση</Link>
          </div>
        </Form>
      )}
    </>
  );
}
