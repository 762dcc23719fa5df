/**
 * /organization/templates (SPEC §2, §6): an organisation administrator (not a system
 * administrator) keeps the body's document templates: the list, with download and delete links,
 * and a form to add one (title, kind, decision types, file). A multipart POST answered by a
 * redirect; a refused form comes back with its errors and nothing is stored.
 */
import { OptionList } from "#app/fields/option-list";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { AdministeredOrganizationSelect } from "#app/components/organization/AdministeredOrganizationSelect";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { formatFileSize } from "#app/format";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { addTemplate, templatesPage, type TemplateField } from "#app/organizations/document-templates.server";
import { readTemplateFile, TEMPLATE_ACCEPT_ATTRIBUTE } from "#app/organizations/template-file.rule";
import { paths } from "#app/paths";
import { config } from "#config/env";
import { pageTitle } from "#app/shell/site";

const TITLE = "Πρότυπα εγγράφων";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({ org: input.optionalText(200) });
const uid = z.string({ error: TEXT.invalidOption }).max(20, { error: TEXT.invalidOption });
const FORM = z.object({
  org: input.optionalText(200),
  title: input.optionalText(1000),
  type: input.optionalText(40),
  decisionTypeUids: z.union([uid.transform((v) => [v]), z.array(uid).max(100)]).default([]),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const page = templatesPage(user.access, parseQuery(QUERY, request).org || undefined);
  if (!page.ok) return forbidden(request);
  return { page };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const maxBytes = config().MAX_DOCUMENT_BYTES;
  const formData = await readForm(request, { maxFileBytes: maxBytes });
  const form = parseFormWith(FORM, formData);
  const file = await readTemplateFile(formData.get("file"), maxBytes);
  const fields = { title: form.title ?? "", type: form.type ?? "", decisionTypeUids: form.decisionTypeUids };
  const added = addTemplate(user, form.org || undefined, fields, file);
  if (!added.ok && added.reason === "forbidden") return forbidden(request);
  if (!added.ok)
    return data({ errors: added.reason === "invalid" ? added.errors : {}, values: fields }, { status: 400 });
  throw redirect(paths.documentTemplates(added.org.uid), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.templateSaved(fields.title.trim()) }),
    },
  });
}

const LABELS: Record<TemplateField, string> = {
  title: "Τίτλος",
  type: "Είδος προτύπου",
  decisionTypeUids: "Τύποι πράξεων",
  file: "Αρχείο",
};

export default function DocumentTemplates() {
  const { page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Partial<Record<TemplateField, string>> = failed?.errors ?? {};
  const fieldError = (field: TemplateField) => (errors[field] ? [errors[field]] : []);
  const { org, choices, templates, decisionTypes, types } = page;
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{org.label}</span>
        {TITLE}
      </h1>
      <ErrorSummary
        errors={Object.entries(errors).map(([field, message]) => ({
          fieldId: `template-${field}`,
          message: message ?? "",
        }))}
      />
      <AdministeredOrganizationSelect choices={choices} value={org.uid} />
      <section aria-labelledby="templates-list">
        <h2 id="templates-list" className="govgr-heading-l">
          Πρότυπα του φορέα
        </h2>
        {templates.length === 0 ? (
          <p>Ο φορέας δεν έχει πρότυπα εγγράφων.</p>
        ) : (
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Πρότυπα εγγράφων του φορέα</caption>
            <thead>
              <tr>
                <th scope="col">Τίτλος</th>
                <th scope="col">Είδος</th>
                <th scope="col">Τύποι πράξεων</th>
                <th scope="col">Αρχείο</th>
                <th scope="col">Ενέργεια</th>
              </tr>
            </thead>
            <tbody>
              {templates.map((t) => (
                <tr key={t.templateId}>
                  <td>{t.title}</td>
                  <td>{t.typeLabel}</td>
                  <td>{t.decisionTypeUids.length ? t.decisionTypeUids.join(", ") : "Όλοι"}</td>
                  <td>
                    {t.filename ? (
                      <a href={paths.documentTemplateFile(t.templateId)}>
                        {t.filename}
                        {t.size !== null ? ` (${formatFileSize(t.size)})` : ""}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td>
                    <Link to={paths.deleteDocumentTemplate(t.templateId)}>
                      Διαγραφή<span className="govgr-visually-hidden"> του προτύπου «{t.title}»</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="template-new">
        <h2 id="template-new" className="govgr-heading-l">
          Νέο πρότυπο
        </h2>
        <Form method="post" encType="multipart/form-data" noValidate>
          <CsrfField />
          <input type="hidden" name="org" value={org.uid} />
          <FormGroup id="template-title" label={LABELS.title} errors={fieldError("title")} required>
            {(control) => <input {...control} name="title" type="text" defaultValue={failed?.values.title} required />}
          </FormGroup>
          <FormGroup id="template-type" label={LABELS.type} errors={fieldError("type")} required>
            {(control) => (
              <select {...control} name="type" defaultValue={failed?.values.type ?? types[0]?.value}>
                <OptionList options={types} />
              </select>
            )}
          </FormGroup>
          <FormGroup
            id="template-decisionTypeUids"
            label={LABELS.decisionTypeUids}
            hint="Χωρίς επιλογή, το πρότυπο αφορά όλους τους τύπους (Ctrl ή Cmd για πολλούς)."
            errors={fieldError("decisionTypeUids")}
          >
            {(control) => (
              <select
                {...control}
                name="decisionTypeUids"
                multiple
                size={8}
                defaultValue={failed?.values.decisionTypeUids ?? []}
              >
                <OptionList options={decisionTypes} />
              </select>
            )}
          </FormGroup>
          <FormGroup
            id="template-file"
            label={LABELS.file}
            hint="PDF, DOCX ή ODT."
            errors={fieldError("file")}
            required
          >
            {(control) => <input {...control} name="file" type="file" accept={TEMPLATE_ACCEPT_ATTRIBUTE} required />}
          </FormGroup>
          <SubmitButton>Προσθήκη προτύπου</SubmitButton>
        </Form>
      </section>
    </>
  );
}
