/**
 * /decision/attachments/{versionId}: the attachments of a submitted decision's version (SPEC §7
 * `attachments/remove`; issue 9), for those who may edit it. Without JavaScript: a list, an upload
 * form (POST intent=add, multipart; with JavaScript the file is queued and sent ahead with a
 * progress bar, app/components/decision/AttachmentFileField.tsx) and, for removal, a confirmation page (?remove={id}, then POST
 * intent=remove); with JavaScript the removal's confirmation opens in a dialog. Each change is one transaction with its audit row
 * (app/decisions/lifecycle/attachments.server.ts); the page comes back with a message.
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
import { AttachmentFileField } from "#app/components/decision/AttachmentFileField";
import { AttachmentRemoval } from "#app/components/decision/AttachmentRemoval";
import { DialogLink } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { SubmitButton } from "#app/components/form/SubmitButton";
import {
  addAttachmentFromForm,
  attachmentsPage,
  removeAttachmentFromForm,
} from "#app/decisions/lifecycle/pages.server";
import { readAttachment } from "#app/documents/attachment-check.server";
import { postedOrStaged } from "#app/documents/staged-upload.server";
import { DEFAULT_MAX_UPLOAD_BYTES, STAGED_ATTACHMENT_FIELD, STAGED_ATTACHMENT_FILE } from "#app/fields/upload.rule";
import { formatFileSize } from "#app/format";
import { answerRefusal, expectedFrom, readFormFor, redirectWith } from "#app/http/decision-action.server";
import { input, parseParams, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { getDb } from "#db/client";

const PARAMS = z.object({ versionId: input.versionId });
const QUERY = z.object({ remove: z.string().max(64).optional() });
const FILE_ID = "attachment-file";
const TITLE = "Συνημμένα της πράξης";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

async function pageFor(request: Request, versionId: string) {
  const user = await requireStaff(request);
  const found = attachmentsPage(user, versionId);
  if (!found.ok) return answerRefusal(request, found);
  return { user, found };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const { found } = await pageFor(request, versionId);
  const { remove } = parseQuery(QUERY, request);
  const removing = remove ? (found.attachments.find((a) => a.id === remove) ?? null) : null;
  return { page: found.page, attachments: found.attachments, removing };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { versionId } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const user = await requireStaff(request);
  const { form } = await readFormFor(request, attachmentsPage(user, versionId), {
    maxFileBytes: DEFAULT_MAX_UPLOAD_BYTES,
  });
  const expected = { ...expectedFrom(form), versionId };
  const here = paths.attachments(versionId);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  if (form.get("intent") === "remove") {
    const attachmentId = text("attachmentId");
    const result = removeAttachmentFromForm({ user, versionId, attachmentId, expected });
    if (!result.ok) return answerRefusal(request, result);
    return redirectWith(request, here, { kind: "success", text: TEXT.attachmentRemoved(result.filename) });
  }
  const file = postedOrStaged(getDb(), form, {
    fileField: STAGED_ATTACHMENT_FILE,
    tokenField: STAGED_ATTACHMENT_FIELD,
    userId: user.id,
  });
  const upload = await readAttachment(file, DEFAULT_MAX_UPLOAD_BYTES);
  if (!upload.ok) return data({ error: upload.message }, { status: 400 });
  const description = text("description").slice(0, 500);
  const result = addAttachmentFromForm({ user, versionId, expected, file: upload.value, description });
  if (!result.ok) return answerRefusal(request, result);
  return redirectWith(request, here, { kind: "success", text: TEXT.attachmentAdded(result.filename) });
}

type AttachmentsData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Attachments() {
  const { page, attachments, removing } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const back = paths.decisionOrVersion(page.ada, page.versionId);
  if (removing) return <AttachmentRemoval page={page} removing={removing} />;
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={Boolean(error)} />
      <span className="govgr-caption">{page.subject}</span>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={error ? [{ fieldId: FILE_ID, message: `Αρχείο: ${error}` }] : []} />
      {attachments.length === 0 ? (
        <p>Η πράξη δεν έχει συνημμένα.</p>
      ) : (
        <ul className="govgr-list">
          {attachments.map((a) => (
            <li key={a.id}>
              <a href={paths.attachment(page.versionId, a.id)} download>
                {a.description ?? a.filename}
              </a>{" "}
              ({a.filename}, {formatFileSize(a.size)}){" "}
              <DialogLink<AttachmentsData>
                href={paths.attachments(page.versionId, a.id)}
                label={
                  <>
                    Αφαίρεση
                    <span className="govgr-visually-hidden"> του συνημμένου {a.description ?? a.filename}</span>
                  </>
                }
              >
                {(answer, dialog) =>
                  answer.removing ? (
                    <AttachmentRemoval page={answer.page} removing={answer.removing} dialog={dialog} />
                  ) : null
                }
              </DialogLink>
            </li>
          ))}
        </ul>
      )}
      <h2 className="govgr-heading-m">Προσθήκη συνημμένου</h2>
      <Form method="post" action={paths.attachments(page.versionId)} encType="multipart/form-data" noValidate>
        <CsrfField />
        <input type="hidden" name="updatedAt" value={page.updatedAt} />
        <input type="hidden" name="intent" value="add" />
        {/* A new list (an attachment added) starts an empty queue. */}
        <AttachmentFileField
          key={attachments.map((a) => a.id).join(",")}
          id={FILE_ID}
          error={error}
          maxBytes={DEFAULT_MAX_UPLOAD_BYTES}
        />
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="attachment-description">
            Περιγραφή
          </label>
          <input
            className="govgr-field govgr-field--wide"
            type="text"
            id="attachment-description"
            name="description"
            maxLength={500}
          />
        </div>
        <div className="govgr-btn-row">
          <SubmitButton>Προσθήκη</SubmitButton>
          <Link to={back}>Πίσω στην πράξη</Link>
        </div>
      </Form>
    </>
  );
}
