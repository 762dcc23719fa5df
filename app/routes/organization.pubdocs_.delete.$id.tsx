/**
 * /organization/pubdocs/delete/{id}: the confirmation page of deleting a public document (works
 * without JavaScript); POST deletes it (one transaction with its audit row) and returns to the
 * list. PERM_PUBDOCS_MANAGE on the document's body (app/organizations/public-documents.server.ts).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { addFlash } from "#app/access/flash.server";
import { forbidden } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { requireManagedPublicDocument } from "#app/http/public-document-page.server";
import { TEXT } from "#app/messages";
import { deletePublicDocumentFromForm } from "#app/organizations/public-documents.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Διαγραφή δημόσιου εγγράφου") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return (await requireManagedPublicDocument(request, params)).document;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, document } = await requireManagedPublicDocument(request, params);
  await readForm(request);
  const result = deletePublicDocumentFromForm({ user, id: document.id });
  if (!result.ok && result.reason === "not-found") notFound(TEXT.publicDocumentNotFound);
  if (!result.ok) return forbidden(request);
  throw redirect(paths.publicDocumentsAdmin(result.orgUid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.publicDocumentDeleted(result.title) }),
    },
  });
}

export default function DeletePublicDocument() {
  const document = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Διαγραφή δημόσιου εγγράφου</h1>
      <Form method="post">
        <CsrfField />
        <p className="govgr-body">
          Θέλετε σίγουρα να διαγράψετε το δημόσιο έγγραφο «{document.title}» ({document.filename}); Η διαγραφή δεν
          αναιρείται.
        </p>
        <div className="govgr-btn-row">
          <button type="submit" className="govgr-btn govgr-btn-warning">
            Διαγραφή
          </button>
          <Link to={paths.publicDocumentsAdmin(document.orgUid)}>Ακύρωση</Link>
        </div>
      </Form>
    </div>
  );
}
