/**
 * /decision/edit/{versionId}: editing a decision (SPEC §4), the form of /decision/new opened with
 * the version's values. What the save does follows the status (app/decisions/lifecycle):
 * submitted -> changed in place, a new PDF optional; published -> a new version with the same
 * document and ADA; revoked (the admin role) -> the same, still revoked. Works without JavaScript;
 * errors come back with status 400 and the values kept; a stale page gets the conflict message.
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
import { editPage, saveEdit, type EditAction } from "#app/decisions/lifecycle/pages.server";
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

const TITLES: Record<EditAction, string> = {
  editSubmitted: "Επεξεργασία πράξης",
  editPublished: "Διόρθωση μεταδεδομένων",
  editRevoked: "Επεξεργασία ανακληθείσας πράξης",
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, versionId: string) {
  const user = await requireStaff(request);
  const found = editPage(user, versionId, "edit");
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
  // Rights first: a forged POST from a user without them gets 403 before its body is read.
  const user = await requireStaff(request);
  const { form: formData, page } = await readFormFor(request, editPage(user, versionId, "edit"), {
    maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES,
  });
  const expected = { ...expectedFrom(formData), versionId };
  const kind = page.action as EditAction;
  const submission = await parseDecisionForm(formData, page.form, kind === "editSubmitted" ? "optional" : "none", {
    userId: user.id,
  });
  if (isAfmCheck(formData)) return data(await answerAfmCheck(submission, formData, page.form.fields));
  if (isRoundTrip(formData)) return data(answerRoundTrip(submission, formData, page.form));
  if (submission.status !== "success") {
    const { answer, status } = answerUnsaved(submission, page.form.fields);
    return data(answer, { status });
  }
  const { decisionFile, ...values } = submission.value;
  // The same checks as /decision/new; the decision itself is not its own duplicate.
  const stopped = await answerIfSaveChecksStop(submission, formData, values, page.form, page.decisionId);
  if (stopped) return stopped;
  const result = saveEdit(kind, {
    user,
    versionId,
    expected,
    input: values,
    document: decisionFile,
    fields: page.form.fields,
  });
  if (!result.ok) return answerRefusal(request, result);
  const text = kind === "editSubmitted" ? TEXT.decisionEdited : TEXT.decisionEditedNewVersion;
  return redirectWith(request, decisionPlace(result.ada, result.versionId), { kind: "success", text });
}

export default function EditDecision() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { form, summary } = page;
  const kind = page.action as EditAction;
  const title = TITLES[kind];
  const snapshot = result ? snapshotOf(result.lastResult) : { values: page.values, errors: {} };
  const errors = summaryOf(snapshot, decisionFieldOrder, fieldId, (name) => decisionFieldLabel(form, name));
  const back = paths.decisionOrVersion(summary.ada, summary.versionId);
  return (
    <>
      <DocumentTitle title={title} hasErrors={errors.length > 0} />
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">
          {form.organization.label}
          {summary.ada ? ` · ΑΔΑ ${summary.ada}` : ""}
        </span>
        {title}
      </h1>
      <p className="govgr-body">
        Είδος πράξης: <strong>{form.type.label}</strong>. Κατάσταση: {summary.statusLabel}.
        {kind === "editSubmitted"
          ? " Η πράξη δεν έχει αναρτηθεί: οι αλλαγές γράφονται στην ίδια έκδοση."
          : " Οι αλλαγές δημιουργούν νέα έκδοση με τον ίδιο ΑΔΑ και το ίδιο έγγραφο· η προηγούμενη έκδοση μένει διαθέσιμη."}
      </p>
      <ErrorSummary errors={errors} />
      <Form method="post" action={paths.editVersion(summary.versionId)} encType="multipart/form-data" noValidate>
        <CsrfField />
        <input type="hidden" name="updatedAt" value={summary.updatedAt} />
        <DefaultSubmit>Αποθήκευση</DefaultSubmit>
        <WarningsPanel warnings={warningsOf(result)} confirmName="confirmWarnings" />
        <DecisionFormFields
          form={form}
          snapshot={snapshot}
          maxUploadMb={page.maxUploadMb}
          document={kind === "editSubmitted" ? "optional" : "none"}
          showRecipients={kind === "editSubmitted"}
          submitted={Boolean(result)}
          searches={searchesOf(result)}
          labels={labelsOf(result) ?? page.labels}
          lists={listsOf(result) ?? page.lists}
          afmChecks={afmChecksOf(result)}
        />
        <div className="govgr-btn-row">
          <SubmitButton>Αποθήκευση</SubmitButton>
          <Link to={back}>Ακύρωση</Link>
        </div>
      </Form>
    </>
  );
}
