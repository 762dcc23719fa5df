/**
 * /organization/pubdocs/edit/{id}: a public document's new title and, optionally, a new PDF that
 * replaces the file (multipart, works without JavaScript); 400 with the errors, 303 back to the
 * list on success. PERM_PUBDOCS_MANAGE on the document's body (app/organizations/public-documents.server.ts).
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { addFlash } from "#app/access/flash.server";
import { forbidden } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import formStyles from "#app/components/form/form.css?url";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { PublicDocumentFields } from "#app/components/organization/PublicDocumentFields";
import { DEFAULT_MAX_UPLOAD_BYTES } from "#app/fields/upload.rule";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { requireManagedPublicDocument } from "#app/http/public-document-page.server";
import { TEXT } from "#app/messages";
import { updatePublicDocumentFromForm } from "#app/organizations/public-documents.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [{ title: pageTitle("Αλλαγή δημόσιου εγγράφου") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return (await requireManagedPublicDocument(request, params)).document;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, document } = await requireManagedPublicDocument(request, params);
  const form = await readForm(request, { maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES });
  const result = await updatePublicDocumentFromForm({
    user,
    id: document.id,
    title: form.get("title"),
    file: form.get("file"),
  });
  if (!result.ok && result.reason === "invalid") return data({ errors: result.errors, values: result.values }, 400);
  if (!result.ok && result.reason === "not-found") notFound(TEXT.publicDocumentNotFound);
  if (!result.ok) return forbidden(request);
  throw redirect(paths.publicDocumentsAdmin(result.orgUid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.publicDocumentSaved(result.title) }),
    },
  });
}

export default function EditPublicDocument() {
  const document = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Αλλαγή δημόσιου εγγράφου</h1>
      <p>
        Τρέχον αρχείο: <a href={paths.publicDocument(document.id)}>{document.filename}</a>
      </p>
      <Form method="post" encType="multipart/form-data" noValidate>
        <CsrfField />
        <PublicDocumentFields
          errors={failed?.errors ?? {}}
          title={failed?.values.title ?? document.title}
          fileRequired={false}
        />
        <div className="govgr-btn-row">
          <SubmitButton>Αποθήκευση</SubmitButton>
          <Link to={paths.publicDocumentsAdmin(document.orgUid)}>Ακύρωση</Link>
        </div>
      </Form>
    </div>
  );
}
