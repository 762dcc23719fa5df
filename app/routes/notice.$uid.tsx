/**
 * /notice/{uid}: one notice for administrators (SPEC §7 update, changetargets, deactivate): its
 * text and targets in one form, a button to deactivate or reactivate it, and the way to delete it
 * (a confirmation page, notice.$uid_.delete.tsx).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { NoticeForm } from "#app/components/notices/NoticeForm";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { noticeAdminPage } from "#app/notices/admin-page.server";
import { NOTICE_FIELDS, noticeFormSchema, noticeFormValues, type NoticeFieldName } from "#app/notices/form";
import { setNoticeActive, updateNotice } from "#app/notices/notices.server";
import { targetLabel } from "#app/notices/targets";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";

export const links = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

const TITLE = "Ανακοίνωση";
const FIELD_ORDER: NoticeFieldName[] = ["message", "targetAll", "targetRoles", "targetOrganizations"];
const PARAMS = z.object({ uid: z.string().min(1).max(64) });
const INTENT = z.object({ intent: z.enum(["save", "deactivate", "activate"], { error: TEXT.badRequest }) });

function findOr404(uid: string) {
  const page = noticeAdminPage(uid);
  if (!page) notFound(TEXT.noticeNotFound);
  return page;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, { role: "ROLE_ADMIN" });
  const { uid } = parseParams(PARAMS, params, { message: TEXT.noticeNotFound });
  return findOr404(uid);
}

async function backToList(request: Request, text: string): Promise<never> {
  throw redirect(paths.notices(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text }) },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, { role: "ROLE_ADMIN" });
  const { uid } = parseParams(PARAMS, params, { message: TEXT.noticeNotFound });
  const form = await readForm(request);
  const { intent } = parseFormWith(INTENT, form);
  findOr404(uid);
  if (intent !== "save") {
    const result = setNoticeActive(user, uid, intent === "activate");
    if (!result.ok) notFound(TEXT.noticeNotFound);
    return backToList(request, intent === "activate" ? TEXT.noticeActivated : TEXT.noticeDeactivated);
  }
  const submission = parseWithZod(form, { schema: noticeFormSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const result = updateNotice(user, uid, submission.value);
  if (!result.ok) {
    if (result.reason === "not-found") notFound(TEXT.noticeNotFound);
    const lastResult = submission.reply({ fieldErrors: { targetOrganizations: [TEXT.organizationNotFound] } });
    return data({ lastResult }, { status: 400 });
  }
  return backToList(request, TEXT.noticeSaved);
}

export default function NoticePage() {
  const { notice, targets } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const errors = summaryOf(snapshot, FIELD_ORDER, fieldId, (name) => NOTICE_FIELDS[name as NoticeFieldName] ?? null);
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={errors.length > 0} />
      <p>
        <Link to={paths.notices()}>Όλες οι ανακοινώσεις</Link>
      </p>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={errors} />
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Κατάσταση</dt>
          <dd>{notice.active ? "Ενεργή" : "Ανενεργή"}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Παραλήπτες</dt>
          <dd>{notice.targets.map((t) => targetLabel(t, notice.organizations)).join(", ")}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Δημιουργία</dt>
          <dd>
            {formatDateTime(notice.createdAt)}
            {notice.authorName ? ` (${notice.authorName})` : ""}
          </dd>
        </div>
      </dl>
      <h2 className="govgr-heading-l">Αλλαγή κειμένου και παραληπτών</h2>
      <NoticeForm
        values={snapshot.values ?? noticeFormValues(notice.message, targets)}
        errors={snapshot.errors}
        submitLabel="Αποθήκευση"
        intent="save"
      />
      <h2 className="govgr-heading-l">Άλλες ενέργειες</h2>
      <div className="govgr-btn-row">
        <Form method="post">
          <CsrfField />
          <button
            type="submit"
            name="intent"
            value={notice.active ? "deactivate" : "activate"}
            className="govgr-btn govgr-btn-secondary"
          >
            {notice.active ? "Απενεργοποίηση" : "Ενεργοποίηση"}
          </button>
        </Form>
        <Link to={paths.deleteNotice(notice.uid)} className="govgr-btn govgr-btn-secondary">
          Διαγραφή
        </Link>
      </div>
    </>
  );
}
