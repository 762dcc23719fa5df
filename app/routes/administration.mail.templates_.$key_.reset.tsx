/**
 * /administration/mail/templates/{key}/reset (issue 17): the confirmation page (GET) and the
 * change (POST) that puts a template back to the text the register sends by default.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { resetMailTemplate } from "#app/mail/stored-templates.server";
import { isMailTemplateId, MAIL_TEMPLATES } from "#app/mail/template-catalogue";
import { mailTemplateDetail } from "#app/mail/template-pages.server";
import { SETTINGS_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
const PARAMS = z.object({ key: z.string().refine(isMailTemplateId) });
// The address says which template; `confirm` says the page's button was pressed.
const FORM = z.object({ confirm: z.literal("yes", { error: TEXT.badRequest }) });

export const meta: MetaFunction = () => [{ title: pageTitle("Επαναφορά προτύπου μηνύματος") }];

const templateId = (params: LoaderFunctionArgs["params"]) =>
  parseParams(PARAMS, params, { message: SETTINGS_TEXT.templateNotFound }).key;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { template: mailTemplateDetail(templateId(params)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const id = templateId(params);
  parseFormWith(FORM, await readForm(request));
  resetMailTemplate(user, id);
  throw redirect(paths.adminMailTemplates(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: SETTINGS_TEXT.templateReset(MAIL_TEMPLATES[id].label),
      }),
    },
  });
}

export default function ResetMailTemplate() {
  const { template } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Επαναφορά προτύπου μηνύματος</h1>
      <p>
        {template.customised
          ? `Να επανέλθει το πρότυπο «${template.label}» στο αρχικό κείμενο; Το κείμενο που αποθηκεύτηκε θα χαθεί.`
          : `Το πρότυπο «${template.label}» έχει ήδη το αρχικό κείμενο.`}
      </p>
      <h2 className="govgr-heading-m">Το αρχικό κείμενο</h2>
      <p>
        <strong>Θέμα:</strong> {template.defaults.subject}
      </p>
      <pre className="govgr-preview">{template.defaults.body}</pre>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="confirm" value="yes" />
        <SubmitButton>Επαναφορά</SubmitButton>{" "}
        <Link to={paths.adminMailTemplate(template.id)} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
