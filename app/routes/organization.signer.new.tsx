/**
 * /organization/signer/new?org= (SPEC §2): a new signer of a body, for users holding the create-signer
 * permission on it or the admin role (SPEC §6). Unit rows are added and removed without JavaScript
 * (200); 400 with the errors; 303 to the body's signers on success (app/organizations/signer-save.server.ts).
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
import { OrganizationChooser } from "#app/components/organization/OrganizationChooser";
import { SignerFormFields, signerFieldLabel } from "#app/components/organization/SignerForm";
import { badRequest } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { SIGNER_FIELD_ORDER, signerFormSchema } from "#app/organizations/signer-form";
import { createSignerFromForm } from "#app/organizations/signer-save.server";
import { newSignerPageFor } from "#app/organizations/signers.server";
import { paths } from "#app/paths";
import { todayInAthens } from "#shared/dates";

const TITLE = "Νέος υπογράφων";
const GUARD = { permission: "PERM_SIGNERS_CREATE" } as const;
const QUERY = z.object({ org: input.optionalText(200) });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request) {
  const user = await requireStaff(request, GUARD);
  const { org } = parseQuery(QUERY, request);
  const found = newSignerPageFor(user.access, org || undefined, todayInAthens());
  if (!found.ok && found.reason === "not-found") badRequest(TEXT.organizationNotFound);
  if (!found.ok && found.reason === "forbidden") return { user, page: await forbidden(request) };
  return { user, page: found.ok ? found.page : null };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { page } = await pageFor(request);
  return { page };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, page } = await pageFor(request);
  if (!page) badRequest(TEXT.organizationNotFound);
  const form = await readForm(request);
  let submission;
  try {
    submission = parseWithZod(form, { schema: signerFormSchema, disableAutoCoercion: true });
  } catch {
    badRequest(TEXT.badRequest); // a forged "__intent__" Conform cannot read
  }
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const result = createSignerFromForm({ user, orgUid: page.org.uid, input: submission.value });
  if (!result.ok && result.reason === "invalid") {
    return data({ lastResult: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  if (!result.ok) return forbidden(request);
  throw redirect(paths.signerSearch({ org: result.orgUid }), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.signerCreated(result.name) }) },
  });
}

export default function NewSigner() {
  const { page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const summary = summaryOf(snapshot, SIGNER_FIELD_ORDER, fieldId, signerFieldLabel);
  if (!page) {
    return (
      <>
        <DocumentTitle title={TITLE} hasErrors={false} />
        <h1 className="govgr-heading-xl">{TITLE}</h1>
        <OrganizationChooser action={paths.newSigner()} />
      </>
    );
  }
  const values = (snapshot.values as Record<string, unknown> | null) ?? page.values;
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{page.org.label}</span>
        {TITLE}
      </h1>
      <ErrorSummary errors={summary} />
      <Form method="post" noValidate>
        <CsrfField />
        <DefaultSubmit>Αποθήκευση</DefaultSubmit>
        <SignerFormFields values={values} errors={snapshot.errors} units={page.units} positions={page.positions} />
        <div className="govgr-btn-row">
          <SubmitButton>Αποθήκευση</SubmitButton>
          <Link to={paths.signerSearch({ org: page.org.uid })}>Ακύρωση</Link>
        </div>
      </Form>
    </>
  );
}
