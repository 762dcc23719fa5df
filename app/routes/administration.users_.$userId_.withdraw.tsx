/**
 * /administration/users/{id}/withdraw?org=…&role=…: the confirmation page (GET) and the
 * withdrawal of one role on one organisation (POST; app/users/withdraw-role.server.ts). Only
 * whoever could grant the role there may withdraw it (role_grantors, checked on the POST).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireUserAdministrator } from "#app/access/guards.server";
import { ROLE_LABELS, ROLES } from "#app/access/permissions";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { userAdminView } from "#app/users/admin-view.server";
import { withdrawRole } from "#app/users/withdraw-role.server";

const PARAMS = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const CHOICE = z.object({
  org: z.string({ error: TEXT.badRequest }).min(1, { error: TEXT.badRequest }).max(50, { error: TEXT.badRequest }),
  role: z.enum(ROLES, { error: TEXT.invalidOption }),
});

export const meta: MetaFunction = () => [{ title: pageTitle("Αφαίρεση ρόλου") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer } = await requireUserAdministrator(request);
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  const { org, role } = parseQuery(CHOICE, request);
  const user = userAdminView(viewer, userId);
  if (!user) notFound(TEXT.userNotFound);
  const held = user.organizations.find((o) => o.orgUid === org)?.roles.find((r) => r.role === role);
  if (!held) notFound(TEXT.roleNotHeld);
  if (!held.mayWithdraw) await forbidden(request);
  const orgLabel = user.organizations.find((o) => o.orgUid === org)!.label;
  return { user: { id: user.id, username: user.username }, org, orgLabel, role, roleLabel: held.label };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { viewer: actor } = await requireUserAdministrator(request);
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  const { org, role } = parseFormWith(CHOICE, await readForm(request));
  const result = withdrawRole(actor, { userId, orgUid: org, role });
  if (!result.ok) {
    if (result.reason === "not-found") notFound(TEXT.userNotFound);
    if (result.reason === "forbidden") await forbidden(request);
  }
  const alert = result.ok
    ? { kind: "success" as const, text: TEXT.roleWithdrawn(ROLE_LABELS[role], result.username) }
    : { kind: "warning" as const, text: TEXT.roleNotHeld };
  throw redirect(paths.adminUser(userId), { status: 303, headers: { "Set-Cookie": await addFlash(request, alert) } });
}

export default function WithdrawRole() {
  const { user, org, orgLabel, role, roleLabel } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Αφαίρεση ρόλου</h1>
      <p>
        Να αφαιρεθεί ο ρόλος «{roleLabel}» του χρήστη {user.username} στον φορέα {orgLabel};
      </p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="org" value={org} />
        <input type="hidden" name="role" value={role} />
        <SubmitButton>Αφαίρεση</SubmitButton>{" "}
        <Link to={paths.adminUser(user.id)} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
