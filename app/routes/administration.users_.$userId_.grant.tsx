/**
 * /administration/users/{id}/grant: the form to grant a role on an organisation ('0' = every
 * organisation), and its POST (app/users/grant-role.server.ts). Who may grant which role is data
 * (role_grantors) checked on every grant: a role the manager may not grant there is a 403 with
 * SPEC §6's message, and nothing changes. An unknown organisation is a 400 with the form again.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireUserAdministrator } from "#app/access/guards.server";
import { ROLE_LABELS, ROLES } from "#app/access/permissions";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { userAdminView } from "#app/users/admin-view.server";
import { grantRole } from "#app/users/grant-role.server";

const PARAMS = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const FORM = z.object({
  org: z.string({ error: MSG.required }).trim().min(1, { error: MSG.required }).max(50, { error: TEXT.badRequest }),
  role: z.enum(ROLES, { error: TEXT.invalidOption }),
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Απόδοση ρόλου στον χρήστη ${data.user.username}` : undefined) },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer } = await requireUserAdministrator(request);
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  const user = userAdminView(viewer, userId);
  if (!user) notFound(TEXT.userNotFound);
  if (user.grantableRoles.length === 0) await forbidden(request);
  return { user: { id: user.id, username: user.username, name: user.name }, roles: user.grantableRoles };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer: actor } = await requireUserAdministrator(request);
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  const { org, role } = parseFormWith(FORM, await readForm(request));
  const result = grantRole(actor, { userId, orgUid: org, role });
  if (!result.ok) {
    if (result.reason === "not-found") notFound(TEXT.userNotFound);
    if (result.reason === "forbidden") await forbidden(request);
    const message = result.reason === "unknown-organization" ? TEXT.unknownOrganization : TEXT.roleAlreadyHeld;
    return data({ org, role, error: message }, { status: 400 });
  }
  throw redirect(paths.adminUser(userId), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: TEXT.roleGranted(ROLE_LABELS[role], result.username),
      }),
    },
  });
}

export default function GrantRole() {
  const { user, roles } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors = failed?.error ? [failed.error] : [];
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Απόδοση ρόλου στον χρήστη {user.username}</h1>
      <ErrorSummary errors={errors.map((message) => ({ fieldId: "org", message }))} />
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup id="org" label="Κωδικός φορέα" hint="«0» σημαίνει όλους τους φορείς." errors={errors} required>
          {(control) => <input {...control} name="org" type="text" defaultValue={failed?.org ?? ""} required />}
        </FormGroup>
        <FormGroup id="role" label="Ρόλος" required>
          {(control) => (
            <select {...control} className="govgr-select" name="role" defaultValue={failed?.role ?? roles[0]?.role}>
              {roles.map((r) => (
                <option key={r.role} value={r.role}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <SubmitButton>Απόδοση</SubmitButton>{" "}
        <Link to={paths.adminUser(user.id)} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
