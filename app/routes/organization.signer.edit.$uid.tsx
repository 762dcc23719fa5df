/**
 * /organization/signer/edit/{uid}: a signer's details and units, for users holding the
 * create-signer permission on its body or the admin role (SPEC §6). A period that starts again
 * after one that ended follows the SPEC §5 interval rule.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DefaultSubmit } from "#app/components/form/DefaultSubmit";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { SignerFormFields, signerFieldLabel } from "#app/components/organization/SignerForm";
import { badRequest, notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { SIGNER_FIELD_ORDER, signerFormSchema } from "#app/organizations/signer-form";
import { updateSignerFromForm } from "#app/organizations/signer-save.server";
import { editSignerPage } from "#app/organizations/signers.server";
import { paths } from "#app/paths";

const GUARD = { permission: "PERM_SIGNERS_CREATE" } as const;
const PARAMS = z.object({ uid: input.segment });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.signerNotFound });
  const found = editSignerPage(user.access, uid);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.signerNotFound);
  if (!found.ok) return forbidden(request);
  return { user, uid, page: found.page };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return (await pageFor(request, params)).page;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, uid } = await pageFor(request, params);
  const form = await readForm(request);
  let submission;
  try {
    submission = parseWithZod(form, { schema: signerFormSchema, disableAutoCoercion: true });
  } catch {
    badRequest(TEXT.badRequest);
  }
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const result = updateSignerFromForm({ user, uid, input: submission.value });
  if (!result.ok && result.reason === "invalid") {
    return data({ lastResult: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  if (!result.ok && result.reason === "not-found") notFound(TEXT.signerNotFound);
  if (!result.ok) return forbidden(request);
  throw redirect(paths.signerSearch({ org: result.orgUid }), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.signerSaved(result.name) }) },
  });
}

export default function EditSigner() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const summary = summaryOf(snapshot, SIGNER_FIELD_ORDER, fieldId, signerFieldLabel);
  const values = (snapshot.values as Record<string, unknown> | null) ?? page.values;
  const signer = page.existing!;
  return (
    <>
      <DocumentTitle title={signer.name} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{page.org.label} · Επεξεργασία υπογράφοντα</span>
        {signer.name}
      </h1>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate>
        <CsrfField />
        <DefaultSubmit>Αποθήκευση</DefaultSubmit>
        <SignerFormFields values={values} errors={snapshot.errors} units={page.units} positions={page.positions} />
        <div className="govgr-btn-row">
          <SubmitButton>Αποθήκευση</SubmitButton>
          <Link to={paths.signerSearch({ org: page.org.uid })}>Ακύρωση</Link>
          <Link to={paths.deleteSigner(signer.uid)}>Διαγραφή υπογράφοντα</Link>
        </div>
      </Form>
    </>
  );
}
