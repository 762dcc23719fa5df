/**
 * /decision/correctedcopy/{versionId}: a corrected copy, ορθή επανάληψη (SPEC §4, PUBLISHED,
 * create-corrected-copy permission): the decision form opened with the version's values and a
 * new PDF required. Saving publishes a new version under the same ADA that names this one as
 * the version it corrects; this one stays readable, marked as superseded.
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { answerRoundTrip, answerUnsaved, isRoundTrip } from "#app/decisions/form-schema.round-trip.server";
import { labelsOf, listsOf, searchesOf } from "#app/fields/field-form-context";
import { afmChecksOf } from "#app/fields/afm-check";
import { answerAfmCheck, isAfmCheck } from "#app/decisions/afm-check.server";
import { DecisionFormFields, decisionFieldLabel, decisionFieldOrder } from "#app/components/form/DecisionFormFields";
import { CsrfField } from "#app/components/form/CsrfField";
import { DefaultSubmit } from "#app/components/form/DefaultSubmit";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { WarningsPanel, warningsOf } from "#app/components/form/WarningsPanel";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { editPage, saveCorrectedCopy } from "#app/decisions/lifecycle/pages.server";
import { DEFAULT_MAX_UPLOAD_BYTES } from "#app/fields/upload.rule";
import {
  answerRefusal,
  decisionPlace,
  expectedFrom,
  readFormFor,
  redirectWith,
} from "#app/http/decision-action.server";
import { answerIfSaveChecksStop, parseDecisionForm } from "#app/http/decision-form.server";
import { input, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

const PARAMS = z.object({ versionId: input.versionId });
const MAX_UPLOAD_MB = DEFAULT_MAX_UPLOAD_BYTES / (1024 * 1024);
const TITLE = "Ορθή επανάληψη";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, versionId: string) {
  const user = await requireStaff(request);
  const found = editPage(user, versionId, "correctedCopy");
  if (!found.ok) return answerRefusal(request, found);
  return { user, page: found.page };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const { page } = await pageFor(request, versionId);
  return { ...page, maxUploadMb: MAX_UPLOAD_MB };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const user = await requireStaff(request);
  const { form: formData, page } = await readFormFor(request, editPage(user, versionId, "correctedCopy"), {
    maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES,
  });
  const expected = { ...expectedFrom(formData), versionId };
  const submission = await parseDecisionForm(formData, page.form, "required", { userId: user.id });
  if (isAfmCheck(formData)) return data(await answerAfmCheck(submission, formData, page.form.fields));
  if (isRoundTrip(formData)) return data(answerRoundTrip(submission, formData, page.form));
  if (submission.status !== "success") {
    const { answer, status } = answerUnsaved(submission, page.form.fields);
    return data(answer, { status });
  }
  const { decisionFile, ...values } = submission.value;
  // The same checks as /decision/new and the edit form, as the APIs' corrected copy runs them.
  const stopped = await answerIfSaveChecksStop(submission, formData, values, page.form, page.decisionId);
  if (stopped) return stopped;
  const result = await saveCorrectedCopy({
    user,
    versionId,
    expected,
    input: values,
    document: decisionFile!,
    fields: page.form.fields,
  });
  if (!result.ok) return answerRefusal(request, result);
  return redirectWith(request, decisionPlace(result.ada, result.versionId), {
    kind: "success",
    text: TEXT.correctedCopyCreated,
  });
}

export default function CorrectedCopy() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { form, summary } = page;
  const snapshot = result ? snapshotOf(result.lastResult) : { values: page.values, errors: {} };
  const errors = summaryOf(snapshot, decisionFieldOrder, fieldId, (name) => decisionFieldLabel(form, name));
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={errors.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">
          {form.organization.label} · ΑΔΑ {summary.ada}
        </span>
        {TITLE}
      </h1>
      <p className="govgr-body">
        Για διόρθωση λαθών γραφής ή υπολογισμού: ανεβάστε το διορθωμένο έγγραφο. Η νέα έκδοση αναρτάται με τον ίδιο ΑΔΑ·
        η τρέχουσα μένει διαθέσιμη και σημειώνεται ως μη έγκυρη, διορθωμένη με νεότερη.
      </p>
      <ErrorSummary errors={errors} />
      <Form method="post" action={paths.correctedCopy(summary.versionId)} encType="multipart/form-data" noValidate>
        <CsrfField />
        <input type="hidden" name="updatedAt" value={summary.updatedAt} />
        <DefaultSubmit>Ανάρτηση ορθής επανάληψης</DefaultSubmit>
        <WarningsPanel warnings={warningsOf(result)} confirmName="confirmWarnings" />
        <DecisionFormFields
          form={form}
          snapshot={snapshot}
          maxUploadMb={page.maxUploadMb}
          document="required"
          showRecipients={false}
          submitted={Boolean(result)}
          searches={searchesOf(result)}
          labels={labelsOf(result) ?? page.labels}
          lists={listsOf(result) ?? page.lists}
          afmChecks={afmChecksOf(result)}
        />
        <div className="govgr-btn-row">
          <SubmitButton>Ανάρτηση ορθής επανάληψης</SubmitButton>
          <Link to={paths.decisionOrVersion(summary.ada, summary.versionId)}>Ακύρωση</Link>
        </div>
      </Form>
    </>
  );
}
