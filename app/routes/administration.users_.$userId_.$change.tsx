/**
 * /administration/users/{id}/{enable|disable|lock|unlock}: GET is the confirmation page (a page,
 * so it works without JavaScript), POST makes the change (app/users/account-status.server.ts:
 * one transaction with its audit row; disabling or locking ends the user's sessions) and returns
 * to the user's page with an alert. A manager without the right gets SPEC §6's answer.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash, type Alert } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { changeAccountStatus } from "#app/users/account-status.server";
import { STATUS_CHANGES } from "#app/users/status";
import { userAdminView } from "#app/users/admin-view.server";

const PARAMS = z.object({
  userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  change: z.enum(STATUS_CHANGES),
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `${TEXT.userStatusChange[data.change]} χρήστη ${data.user.username}` : undefined) },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request, { role: "ROLE_USER_MANAGER" });
  const { userId, change } = parseParams(PARAMS, params);
  const user = userAdminView(viewer, userId);
  if (!user) notFound(TEXT.userNotFound);
  if (!user.mayChangeStatus) await forbidden(request);
  return { change, user: { id: user.id, username: user.username, name: user.name } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStaff(request, { role: "ROLE_USER_MANAGER" });
  const { userId, change } = parseParams(PARAMS, params);
  await readForm(request);
  const result = changeAccountStatus(actor, userId, change);
  if (!result.ok) {
    if (result.reason === "not-found") notFound(TEXT.userNotFound);
    if (result.reason === "forbidden") await forbidden(request);
  }
  const alert: Alert = result.ok
    ? { kind: "success", text: TEXT.userStatusChanged[change](result.username) }
    : { kind: "warning", text: result.reason === "self" ? TEXT.userSelfChange : TEXT.userUnchanged };
  throw redirect(paths.adminUser(userId), { status: 303, headers: { "Set-Cookie": await addFlash(request, alert) } });
}

const CONSEQUENCE: Record<(typeof STATUS_CHANGES)[number], string> = {
  enable: "Ο χρήστης θα μπορεί ξανά να συνδεθεί.",
  disable: "Ο χρήστης δεν θα μπορεί να συνδεθεί και όλες οι συνδέσεις του τερματίζονται αμέσως.",
  lock: "Ο χρήστης δεν θα μπορεί να συνδεθεί μέχρι να ξεκλειδωθεί και όλες οι συνδέσεις του τερματίζονται αμέσως.",
  unlock: "Ο χρήστης θα μπορεί ξανά να συνδεθεί, εφόσον ο λογαριασμός του είναι ενεργός.",
};

export default function ConfirmStatusChange() {
  const { change, user } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">
        {TEXT.userStatusChange[change]} χρήστη {user.username}
      </h1>
      <p>
        {user.name} ({user.username}). {CONSEQUENCE[change]}
      </p>
      <Form method="post">
        <CsrfField />
        <SubmitButton>{TEXT.userStatusChange[change]}</SubmitButton>{" "}
        <Link to={paths.adminUser(user.id)} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
