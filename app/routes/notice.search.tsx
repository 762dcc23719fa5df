/**
 * /notice/search: the notices administration (SPEC §2; admin role, SPEC §6). The list of every
 * notice with its targets and state, each linking to its page, and the form for a new one.
 * Plain forms: no JavaScript needed.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { NoticeForm } from "#app/components/notices/NoticeForm";
import { targetLabel } from "#app/notices/targets";
import { readForm } from "#app/http/form.server";
import { MSG, TEXT } from "#app/messages";
import { NOTICE_FIELDS, noticeFormSchema, type NoticeFieldName } from "#app/notices/form";
import { noticeAdminList } from "#app/notices/admin-page.server";
import { createNotice } from "#app/notices/notices.server";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";

export const links = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

const TITLE = "Έκτακτες ανακοινώσεις";
const FIELD_ORDER: NoticeFieldName[] = ["message", "targetAll", "targetRoles", "targetOrganizations"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, { role: "ROLE_ADMIN" });
  return { notices: noticeAdminList() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, { role: "ROLE_ADMIN" });
  const submission = parseWithZod(await readForm(request), { schema: noticeFormSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const result = createNotice(user, submission.value);
  if (!result.ok) {
    const lastResult = submission.reply({ fieldErrors: { targetOrganizations: [TEXT.organizationNotFound] } });
    return data({ lastResult }, { status: 400 });
  }
  throw redirect(paths.notices(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.noticeCreated }) },
  });
}

export default function NoticesAdministration() {
  const { notices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const errors = summaryOf(snapshot, FIELD_ORDER, fieldId, (name) => NOTICE_FIELDS[name as NoticeFieldName] ?? null);
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={errors.length > 0} />
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={errors} />
      {notices.length === 0 ? (
        <p className="govgr-body">{MSG.noNotices}</p>
      ) : (
        <div className="govgr-table-wrapper">
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Όλες οι ανακοινώσεις, νεότερες πρώτα</caption>
            <thead>
              <tr>
                <th scope="col">Κείμενο</th>
                <th scope="col">Παραλήπτες</th>
                <th scope="col">Κατάσταση</th>
                <th scope="col">Δημιουργία</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((n) => (
                <tr key={n.uid}>
                  <td>
                    <Link to={paths.notice(n.uid)}>{n.message}</Link>
                  </td>
                  <td>{n.targets.map((t) => targetLabel(t, n.organizations)).join(", ")}</td>
                  <td>{n.active ? "Ενεργή" : "Ανενεργή"}</td>
                  <td>
                    {formatDateTime(n.createdAt)}
                    {n.authorName ? ` (${n.authorName})` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="govgr-heading-l">Νέα ανακοίνωση</h2>
      <NoticeForm values={snapshot.values ?? {}} errors={snapshot.errors} submitLabel="Δημιουργία ανακοίνωσης" />
    </>
  );
}
