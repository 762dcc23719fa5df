/**
 * /organization/templates/{templateId}/delete: the confirmation page of a template's deletion
 * (works without script), and its POST. Only the body's organisation administrator may delete.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { input, parseParams } from "#app/http/input.server";
import { refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { deleteTemplate, templateForAdmin } from "#app/organizations/document-templates.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Διαγραφή προτύπου";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const PARAMS = z.object({ templateId: input.segment });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { templateId } = parseParams(PARAMS, params, { message: TEXT.templateNotFound });
  const found = templateForAdmin(user.access, templateId);
  if (!found.ok && found.reason === "forbidden") return forbidden(request);
  if (!found.ok) refuse(404, TEXT.templateNotFound);
  return { template: found.template, orgUid: found.orgUid };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const { templateId } = parseParams(PARAMS, params, { message: TEXT.templateNotFound });
  await readForm(request);
  const deleted = deleteTemplate(user, templateId);
  if (!deleted.ok && deleted.reason === "forbidden") return forbidden(request);
  if (!deleted.ok) refuse(404, TEXT.templateNotFound);
  throw redirect(paths.documentTemplates(deleted.orgUid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.templateDeleted(deleted.title) }) },
  });
}

export default function DeleteTemplate() {
  const { template, orgUid } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p>
        Θέλετε να διαγράψετε το πρότυπο «{template.title}»{template.filename ? ` (${template.filename})` : ""}; Η
        ενέργεια δεν αναιρείται.
      </p>
      <Form method="post">
        <CsrfField />
        <p className="govgr-btn-row">
          <SubmitButton>Διαγραφή</SubmitButton>
          <Link to={paths.documentTemplates(orgUid)} className="govgr-btn govgr-btn-secondary">
            Άκυρο
          </Link>
        </p>
      </Form>
    </div>
  );
}
