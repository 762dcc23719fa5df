/**
 * /organization/pubdocs?org={uid}: a body's public documents for the users who manage them
 * (PERM_PUBDOCS_MANAGE on that body; SPEC §6 "only for users without global access"), with the
 * upload form (title and PDF, multipart, works without JavaScript) and, per document, links to
 * download, change (title or file) and delete. app/organizations/public-documents.server.ts.
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
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import formStyles from "#app/components/form/form.css?url";
import { PublicDocumentFields } from "#app/components/organization/PublicDocumentFields";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { blankAsMissing, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { DEFAULT_MAX_UPLOAD_BYTES } from "#app/fields/upload.rule";
import { addPublicDocumentFromForm, publicDocumentsPage } from "#app/organizations/public-documents.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

const GUARD = { permission: "PERM_PUBDOCS_MANAGE" } as const;
const QUERY = z.object({
  org: z.preprocess(
    blankAsMissing,
    z.string({ error: TEXT.badRequest }).max(200, { error: TEXT.badRequest }).optional(),
  ),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [{ title: pageTitle("Δημόσια έγγραφα φορέα") }];

async function pageFor(request: Request) {
  const user = await requireStaff(request, GUARD);
  const { org } = parseQuery(QUERY, request);
  const page = publicDocumentsPage(user, org);
  if (!page.ok && page.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!page.ok) return forbidden(request);
  return { user, page };
}

export async function loader({ request }: LoaderFunctionArgs) {
  return (await pageFor(request)).page;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, page } = await pageFor(request);
  const form = await readForm(request, { maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES });
  const result = await addPublicDocumentFromForm({
    user,
    orgUid: page.org.uid,
    title: form.get("title"),
    file: form.get("file"),
  });
  if (!result.ok && result.reason === "invalid") return data({ errors: result.errors, values: result.values }, 400);
  if (!result.ok) return forbidden(request);
  throw redirect(paths.publicDocumentsAdmin(page.org.uid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.publicDocumentAdded(result.title) }),
    },
  });
}

export default function PublicDocumentsAdmin() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <span className="govgr-caption">{page.org.label}</span>
      <h1 className="govgr-heading-xl">Δημόσια έγγραφα φορέα</h1>
      {page.bodies.length > 1 ? (
        <Form method="get" className="govgr-form-group">
          <label className="govgr-label" htmlFor="pubdocs-org">
            Φορέας
          </label>
          <select id="pubdocs-org" className="govgr-select" name="org" defaultValue={page.org.uid}>
            {page.bodies.map((b) => (
              <option key={b.uid} value={b.uid}>
                {b.label}
              </option>
            ))}
          </select>
          <button type="submit" className="govgr-btn govgr-btn-secondary">
            Εμφάνιση
          </button>
        </Form>
      ) : null}
      <p>
        <Link to={paths.organization(page.org.latinName)}>Δημόσια σελίδα του φορέα</Link>
      </p>
      {page.documents.length === 0 ? (
        <p>Ο φορέας δεν έχει δημόσια έγγραφα.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-heading-m">Έγγραφα</caption>
          <thead>
            <tr>
              <th scope="col">Τίτλος</th>
              <th scope="col">Αρχείο</th>
              <th scope="col">Ανάρτηση</th>
              <th scope="col">Ενέργειες</th>
            </tr>
          </thead>
          <tbody>
            {page.documents.map((doc) => (
              <tr key={doc.id}>
                <td>
                  <a href={paths.publicDocument(doc.id)}>{doc.title}</a>
                </td>
                <td>
                  {doc.filename} ({Math.ceil(doc.size / 1024)} KB)
                </td>
                <td>{formatDateTime(doc.createdAt)}</td>
                <td>
                  <Link to={paths.editPublicDocument(doc.id)}>
                    Αλλαγή<span className="govgr-visually-hidden"> του εγγράφου {doc.title}</span>
                  </Link>{" "}
                  ·{" "}
                  <Link to={paths.deletePublicDocument(doc.id)}>
                    Διαγραφή<span className="govgr-visually-hidden"> του εγγράφου {doc.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="govgr-heading-m">Νέο δημόσιο έγγραφο</h2>
      <Form method="post" encType="multipart/form-data" noValidate>
        <CsrfField />
        <PublicDocumentFields errors={failed?.errors ?? {}} title={failed?.values.title ?? ""} fileRequired />
        <SubmitButton>Ανάρτηση εγγράφου</SubmitButton>
      </Form>
    </>
  );
}
