/**
 * /decision/publish/{versionId}: the SPEC §2 publishing confirmation, as a page so it works
 * without JavaScript. GET shows «Μήνυμα επιβεβαίωσης», the decision's summary and the recipients'
 * addresses (editable); POST publishes (app/decisions/publish.server.ts) and redirects to the
 * decision's page under its new ADA.
 *
 * The status machine decides, on GET and again on POST inside the publishing transaction:
 * a user without the right gets SPEC §6's answer (GET: alert and /, POST: 403, nothing changed);
 * a decision that can no longer be published (published meanwhile, superseded) sends the user to
 * it with a warning; an organisation that is not active and in effect cannot publish.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash, type Alert } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { PublishConfirmationForm } from "#app/components/decision/PublishConfirmationForm";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { COMMON_FIELDS } from "#app/decisions/form-schema.fields";
import { publishFromForm, publishPage, publishRights } from "#app/decisions/publish-page.server";
import type { PublishRefusal } from "#app/decisions/publish.server";
import { emailListSchema } from "#app/fields/email-list.rule";
import { badRequest, notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseParams } from "#app/http/input.server";
import { publicBaseUrl } from "#app/http/public-url";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
// The title is rendered by the page (DocumentTitle), which knows whether the POST failed.
export const meta: MetaFunction = () => [];

const recipientsSchema = z.object({ recipients: emailListSchema().transform((list) => list ?? []) });

/** The confirmed recipients, or null for a forged "__intent__" that Conform cannot read. */
function readRecipients(form: FormData) {
  try {
    return parseWithZod(form, { schema: recipientsSchema, disableAutoCoercion: true });
  } catch {
    return null;
  }
}

/** Several alerts in one redirect. */
async function flashHeaders(request: Request, alerts: Alert[]): Promise<HeadersInit> {
  return { "Set-Cookie": await addFlash(request, alerts) };
}

const decisionPage = (versionId: string, ada: string | null) =>
  ada ? paths.decision(ada) : paths.decisionVersion(versionId);

/** The answer to a refused publication, the same for the page and the POST. */
async function refuse(request: Request, reason: PublishRefusal, versionId: string, ada: string | null): Promise<never> {
  if (reason === "not-found") notFound(TEXT.notFoundTitle);
  if (reason === "forbidden") await forbidden(request);
  const text = reason === "organization-cannot-publish" ? TEXT.organizationCannotPublish : TEXT.decisionNotPublishable;
  throw redirect(decisionPage(versionId, ada), {
    status: 303,
    headers: await flashHeaders(request, [
      { kind: reason === "organization-cannot-publish" ? "error" : "warning", text },
    ]),
  });
}

const PARAMS = z.object({ versionId: input.versionId });

// Read once: opened as a dialog (DialogLink), its loader must not run again after the dialog's own
// POST, when the action it confirms is done and the confirmation would only answer with a refusal.
export const shouldRevalidate = () => false;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const found = publishPage(user, versionId);
  if (!found.ok) return refuse(request, found.reason, versionId, found.ada);
  return found.page;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  // Who may publish this version is settled before the body is read: a forged POST from a user
  // without the right gets SPEC §6's 403, whatever it carries.
  const rights = publishRights(user, versionId);
  if (!rights.ok && (rights.reason === "forbidden" || rights.reason === "not-found")) {
    return refuse(request, rights.reason, versionId, rights.ada ?? null);
  }
  const form = await readForm(request);
  const submission = readRecipients(form);
  if (submission?.status !== "success") {
    // Refuse a forged POST before saying anything about its content.
    const check = publishRights(user, versionId);
    if (!check.ok) return refuse(request, check.reason, versionId, check.ada ?? null);
    if (!submission) badRequest(TEXT.badRequest);
    return data({ lastResult: submission.reply() }, { status: 400 });
  }
  const result = await publishFromForm({
    user,
    versionId,
    recipients: submission.value.recipients,
    baseUrl: publicBaseUrl(),
  });
  if (!result.ok) return refuse(request, result.reason, versionId, result.ada ?? null);
  const alerts: Alert[] = [{ kind: "success", text: TEXT.decisionPublished(result.ada) }];
  if (result.mail && !result.mail.ok) alerts.push({ kind: "warning", text: TEXT.publicationMailFailed });
  throw redirect(decisionPage(versionId, result.ada), { status: 303, headers: await flashHeaders(request, alerts) });
}

export default function PublishConfirmationPage() {
  const confirmation = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const errors = summaryOf(snapshot, ["recipients"], fieldId, () => COMMON_FIELDS.recipients.label);
  return (
    <>
      <DocumentTitle title={MSG.publishTitle} hasErrors={errors.length > 0} />
      <h1 className="govgr-heading-xl">{MSG.publishTitle}</h1>
      <ErrorSummary errors={errors} />
      <PublishConfirmationForm
        confirmation={confirmation}
        recipientsId={fieldId("recipients")}
        recipientsValue={
          snapshot.values === null
            ? confirmation.recipients.join("\n")
            : (snapshot.values as { recipients?: unknown }).recipients
        }
        recipientsErrors={snapshot.errors.recipients ?? undefined}
        cancel={<Link to={paths.decisionVersion(confirmation.versionId)}>Ακύρωση</Link>}
      />
    </>
  );
}
