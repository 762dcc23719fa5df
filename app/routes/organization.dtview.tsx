/**
 * /organization/dtview (SPEC §2, §6): an organisation administrator (not a system administrator)
 * chooses which decision types the decision form offers for the body. A plain form of checkboxes,
 * grouped as the form groups them; POST saves and redirects back with a message.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { AdministeredOrganizationSelect } from "#app/components/organization/AdministeredOrganizationSelect";
import { checklistId, DecisionTypeChecklist } from "#app/components/form/DecisionTypeChecklist";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { decisionTypeViewsPage, saveDecisionTypeViews } from "#app/organizations/decision-type-views.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Προβολή τύπων πράξεων";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({ org: input.optionalText(200) });
const uid = z.string({ error: TEXT.invalidOption }).max(20, { error: TEXT.invalidOption });
const FORM = z.object({
  org: input.optionalText(200),
  visible: z.union([uid.transform((v) => [v]), z.array(uid).max(200)]).default([]),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const page = decisionTypeViewsPage(user.access, parseQuery(QUERY, request).org || undefined);
  if (!page.ok) return forbidden(request);
  return { page };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = parseFormWith(FORM, await readForm(request));
  const saved = saveDecisionTypeViews(user, form.org || undefined, form.visible);
  if (!saved.ok && saved.reason === "forbidden") return forbidden(request);
  if (!saved.ok) return data({ error: saved.reason === "invalid" ? saved.message : "" }, { status: 400 });
  throw redirect(`${paths.decisionTypeViews()}?${new URLSearchParams({ org: saved.org.uid })}`, {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.decisionTypeViewsSaved }) },
  });
}

export default function DecisionTypeViews() {
  const { page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { org, choices, types } = page;
  const firstId = types[0] ? checklistId(types[0].uid) : "types";
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{org.label}</span>
        {TITLE}
      </h1>
      <ErrorSummary errors={failed?.error ? [{ fieldId: firstId, message: failed.error }] : []} />
      <AdministeredOrganizationSelect choices={choices} value={org.uid} />
      <p>Οι τύποι που δεν επιλέγονται δεν εμφανίζονται στη φόρμα νέας πράξης του φορέα.</p>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="org" value={org.uid} />
        <DecisionTypeChecklist
          name="visible"
          types={types.map((t) => ({ uid: t.uid, label: t.label, group: t.group, checked: t.visible }))}
        />
        <SubmitButton>Αποθήκευση</SubmitButton>
      </Form>
    </>
  );
}
