/**
 * /administration/mail/templates/{key} (issue 17): one e-mail's subject and body, with the
 * placeholders it may use. Without JavaScript: «Προεπισκόπηση» checks the text and shows the
 * message filled with example values (nothing saved); «Αποθήκευση» checks and saves it, then
 * redirects to the list with a message. A placeholder the message does not have is refused in
 * Greek and nothing is saved. «Επαναφορά» leads to a confirmation page.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { saveMailTemplate } from "#app/mail/stored-templates.server";
import { isMailTemplateId, MAIL_TEMPLATES } from "#app/mail/template-catalogue";
import { mailTemplateDetail, previewMailTemplate } from "#app/mail/template-pages.server";
import { SETTINGS_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
const PARAMS = z.object({ key: z.string().refine(isMailTemplateId) });
const text = (max: number) =>
  z.string({ error: TEXT.badRequest }).max(max, { error: SETTINGS_TEXT.templateTooLong }).default("");
const FORM = z.object({
  intent: z.enum(["preview", "save"], { error: TEXT.badRequest }),
  subject: text(2_000),
  body: text(25_000),
});

export const meta: MetaFunction = () => [{ title: pageTitle("Πρότυπο μηνύματος") }];

function templateId(params: LoaderFunctionArgs["params"]) {
  return parseParams(PARAMS, params, { message: SETTINGS_TEXT.templateNotFound }).key;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { template: mailTemplateDetail(templateId(params)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const id = templateId(params);
  const { intent, subject, body } = parseFormWith(FORM, await readForm(request));
  const typed = { subject, body };
  if (intent === "preview") {
    const result = previewMailTemplate(id, typed);
    return data({ typed, ...result }, { status: result.ok ? 200 : 400 });
  }
  const saved = saveMailTemplate(user, id, typed);
  if (!saved.ok) return data({ typed, ...saved }, { status: 400 });
  throw redirect(paths.adminMailTemplates(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: SETTINGS_TEXT.templateSaved(MAIL_TEMPLATES[id].label),
      }),
    },
  });
}

export default function MailTemplateEdit() {
  const { template } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const values = posted?.typed ?? template.text;
  const error = posted && !posted.ok ? posted : null;
  const errorsOf = (field: "subject" | "body") => (error?.field === field ? [error.message] : undefined);
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">
          {TITLE_CAPTION} · {template.customised ? "αλλαγμένο κείμενο" : "αρχικό κείμενο"}
        </span>
        {template.label}
      </h1>
      <ErrorSummary errors={error ? [{ fieldId: `template-${error.field}`, message: error.message }] : []} />
      <p>
        <Link to={paths.adminMailTemplates()}>Όλα τα πρότυπα μηνυμάτων</Link>
      </p>
      <p>{template.sentWhen}</p>
      <h2 className="govgr-heading-m">Πεδία αντικατάστασης</h2>
      <p>Γράψτε ένα πεδίο μέσα σε άγκιστρα, π.χ. {"{site}"}· στο μήνυμα αντικαθίσταται από την τιμή του.</p>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">Πεδία αντικατάστασης του προτύπου</caption>
        <thead>
          <tr>
            <th scope="col">Πεδίο</th>
            <th scope="col">Αντικαθίσταται από</th>
            <th scope="col">Υποχρεωτικό</th>
          </tr>
        </thead>
        <tbody>
          {template.placeholders.map((p) => (
            <tr key={p.name}>
              <td>
                <code>{`{${p.name}}`}</code>
              </td>
              <td>{p.label}</td>
              <td>{p.required ? "Ναι" : "Όχι"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup
          id="template-subject"
          label="Θέμα"
          required
          errors={errorsOf("subject")}
          controlClass="govgr-field--wide"
        >
          {(control) => (
            <input {...control} name="subject" type="text" defaultValue={values.subject} key={values.subject} />
          )}
        </FormGroup>
        <FormGroup
          id="template-body"
          label="Κείμενο"
          required
          errors={errorsOf("body")}
          controlClass="govgr-field--wide"
        >
          {(control) => <textarea {...control} name="body" rows={16} defaultValue={values.body} key={values.body} />}
        </FormGroup>
        <div className="govgr-btn-row">
          <button type="submit" name="intent" value="preview" className="govgr-btn govgr-btn-secondary">
            Προεπισκόπηση
          </button>
          <SubmitButton name="intent" value="save">
            Αποθήκευση
          </SubmitButton>
          {template.customised ? (
            <Link to={paths.adminMailTemplateReset(template.id)} className="govgr-btn govgr-btn-secondary">
              Επαναφορά
            </Link>
          ) : null}
        </div>
      </Form>
      {posted?.ok ? (
        <section aria-labelledby="preview-title" role="status">
          <h2 className="govgr-heading-m" id="preview-title">
            Προεπισκόπηση (με παραδείγματα τιμών, δεν αποθηκεύτηκε)
          </h2>
          <p>
            <strong>Θέμα:</strong> <span data-testid="preview-subject">{posted.preview.subject}</span>
          </p>
          <pre className="govgr-preview" data-testid="preview-body">
            {posted.preview.body}
          </pre>
        </section>
      ) : null}
    </>
  );
}

const TITLE_CAPTION = "Πρότυπο μηνύματος";
