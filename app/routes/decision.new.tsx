/**
 * /decision/new (SPEC §2): a new decision, for users who may submit and are not API-only.
 *
 * Step 1 (GET form, works without JavaScript): choose the decision type, grouped by its eight
 * groups, and the organisation if the user submits for several: /decision/new?type=Β.1.3&org=6013.
 * Step 2: the form of that type (app/decisions/form-schema.ts) with the PDF. The POST is validated
 * on the server only; on errors the page comes back with status 400, the values kept, an error
 * summary and «Σφάλμα:» in the title, and nothing is written. "Add row" / "remove row" buttons
 * post the form with a Conform intent and get it back with one row more or less (status 200).
 * On success: submitDecision (one transaction), then 303 to the decision's version page.
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
import { requireStaff } from "#app/access/guards.server";
import { addFlash } from "#app/access/flash.server";
import { DecisionTypeStep } from "#app/components/form/DecisionTypeStep";
import { labelsOf, listsOf, searchesOf } from "#app/fields/field-form-context";
import { afmChecksOf } from "#app/fields/afm-check";
import { answerAfmCheck, isAfmCheck } from "#app/decisions/afm-check.server";
import { DecisionFormFields, decisionFieldOrder, decisionFieldLabel } from "#app/components/form/DecisionFormFields";
import { DefaultSubmit } from "#app/components/form/DefaultSubmit";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { WarningsPanel, warningsOf } from "#app/components/form/WarningsPanel";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import {
  answerEprocImport,
  answerRoundTrip,
  answerUnsaved,
  isEprocImport,
  isRoundTrip,
} from "#app/decisions/form-schema.round-trip.server";
import { EprocImport } from "#app/components/form/EprocImport";
import { eprocNoticeOf } from "#app/eprocurement/form-import";
import { decisionTypeOptions, loadDecisionForm, submitOrganizationOptions } from "#app/decisions/form-schema.server";
import { submitFromForm } from "#app/decisions/submit.server";
import { DEFAULT_MAX_UPLOAD_BYTES } from "#app/fields/upload.rule";
import { answerIfSaveChecksStop, parseDecisionForm } from "#app/http/decision-form.server";
import { readForm } from "#app/http/form.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { newDecisionDefaults } from "#app/users/decision-defaults.server";
import { todayInAthens } from "#shared/dates";

const PAGE_TITLE = "Νέα πράξη";
const GUARD = { permission: "PERM_DECISIONS_SUBMIT" } as const;
/** Step 1's choice, from the GET form or the «Αλλαγή» link. */
const QUERY = z.object({
  type: input.optionalText(50),
  org: input.optionalText(50),
  change: input.optionalText(10),
});
const MAX_UPLOAD_MB = DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024);
/** A text field's value; a file sent in its place counts as empty (never "[object File]"). */
const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

// The title is rendered by the page (DocumentTitle), which knows whether the POST failed.
export const meta: MetaFunction = () => [];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const query = parseQuery(QUERY, request);
  const organizations = submitOrganizationOptions(user.access);
  const orgUid = query.org || (organizations.length === 1 ? organizations[0].value : null);
  const typeUid = query.type || null;
  // "change" comes from the form's «Αλλαγή» link: step 1 with the current choice selected.
  const changing = query.change !== undefined;
  const form =
    typeUid && orgUid && !changing ? loadDecisionForm({ typeUid, orgUid, access: user.access, userId: user.id }) : null;
  // The user's decision defaults (/profile/defaults) preselect step 1 and prefill step 2.
  const defaults = newDecisionDefaults(user.id, form);
  if (form) {
    return { step: 2 as const, form, prefill: defaults.prefill, today: todayInAthens(), maxUploadMb: MAX_UPLOAD_MB };
  }
  const chosen = query.org || query.type ? { type: typeUid, org: orgUid } : defaultChoice(defaults, orgUid);
  // A type or organisation in the URL that the user cannot use: step 1 again, saying why.
  const problem =
    typeUid && !changing
      ? orgUid && organizations.some((o) => o.value === orgUid)
        ? TEXT.invalidDecisionType
        : TEXT.invalidOrganization
      : null;
  const step1 = { step: 1 as const, organizations, decisionTypes: decisionTypeOptions(chosen.org), chosen, problem };
  return problem ? data(step1, { status: 400 }) : step1;
}

/** Step 1's selection when the address names none: the saved body and type, else the only body. */
function defaultChoice(
  defaults: { organizationId: string | null; decisionTypeId: string | null },
  only: string | null,
) {
  if (!defaults.organizationId) return { type: null, org: only };
  return { type: defaults.decisionTypeId, org: defaults.organizationId };
}

export async function action({ request }: ActionFunctionArgs) {
  // Who asks is settled before the body is read: a visitor's upload is never buffered.
  const user = await requireStaff(request, GUARD);
  const formData = await readForm(request, { maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES });
  const typeUid = textOf(formData.get("decisionTypeId"));
  const orgUid = textOf(formData.get("organizationId"));
  const form = loadDecisionForm({ typeUid, orgUid, access: user.access, userId: user.id });
  // Without a usable type and organisation the schema still runs, so both are reported as errors.
  const context = form ?? {
    // The organisation's own list, so a type closed to it is reported on the type field.
    decisionTypes: decisionTypeOptions(orgUid || null),
    organizations: submitOrganizationOptions(user.access),
    units: [],
    signers: [],
    thematicCategories: [],
    fields: [],
  };
  const submission = await parseDecisionForm(formData, context, "required", { userId: user.id });
  if (form && isEprocImport(formData)) {
    const { answer, status } = await answerEprocImport(submission, formData, form);
    return data(answer, { status });
  }
  if (form && isAfmCheck(formData)) return data(await answerAfmCheck(submission, formData, form.fields));
  if (form && isRoundTrip(formData)) return data(answerRoundTrip(submission, formData, form));
  if (submission.status !== "success" || !form) {
    const { answer, status } = answerUnsaved(submission, form?.fields ?? []);
    return data(answer, { status });
  }
  const { decisionFile, ...input } = submission.value;
  const stopped = await answerIfSaveChecksStop(submission, formData, input, form);
  if (stopped) return stopped;
  const { versionId } = submitFromForm({ user, input, document: decisionFile!, fields: form.fields });
  throw redirect(paths.decisionVersion(versionId), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.decisionSubmitted }) },
  });
}

export default function NewDecision() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (page.step === 1) {
    return (
      <>
        <DocumentTitle title={PAGE_TITLE} hasErrors={Boolean(page.problem)} />
        <DecisionTypeStep
          title={PAGE_TITLE}
          organizations={page.organizations}
          decisionTypes={page.decisionTypes}
          chosen={page.chosen}
          problem={page.problem}
        />
      </>
    );
  }
  const { form } = page;
  const snapshot = snapshotOf(result?.lastResult);
  const summary = summaryOf(snapshot, decisionFieldOrder, fieldId, (name) => decisionFieldLabel(form, name));
  const query = `?type=${encodeURIComponent(form.type.value)}&org=${encodeURIComponent(form.organization.value)}`;
  return (
    <>
      <DocumentTitle title={PAGE_TITLE} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{form.organization.label}</span>
        {PAGE_TITLE}
      </h1>
      <p className="govgr-body">
        Είδος πράξης: <strong>{form.type.label}</strong>{" "}
        <Link
          to={`/decision/new?org=${encodeURIComponent(form.organization.value)}&type=${encodeURIComponent(form.type.value)}&change=1`}
        >
          Αλλαγή<span className="govgr-visually-hidden"> είδους πράξης ή φορέα</span>
        </Link>
      </p>
      <ErrorSummary errors={summary} />
      <Form method="post" action={`/decision/new${query}`} encType="multipart/form-data" noValidate>
        <CsrfField />
        <DefaultSubmit>Υποβολή</DefaultSubmit>
        <WarningsPanel warnings={warningsOf(result)} confirmName="confirmWarnings" />
        <EprocImport typeUid={form.type.value} notice={eprocNoticeOf(result)} />
        <DecisionFormFields
          form={form}
          snapshot={snapshot}
          maxUploadMb={page.maxUploadMb}
          searches={searchesOf(result)}
          labels={labelsOf(result)}
          lists={listsOf(result)}
          afmChecks={afmChecksOf(result)}
          prefill={page.prefill}
        />
        <div className="govgr-btn-row">
          <SubmitButton>Υποβολή</SubmitButton>
          <Link to="/userhome">Ακύρωση</Link>
        </div>
      </Form>
    </>
  );
}
