/**
 * /administration/dt/{uid}/withdraw: the confirmation page (GET) and the change (POST) that
 * withdraws a decision type from new decisions, or restores a withdrawn one
 * (app/decision-types/catalogue-admin.server.ts). Published decisions keep their type.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { adminDecisionType, setDecisionTypeWithdrawn } from "#app/decision-types/catalogue-admin.server";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { DECISION_TYPE_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(20) });
const FORM = z.object({ withdraw: z.enum(["true", "false"], { error: TEXT.badRequest }) });

export const meta: MetaFunction = () => [{ title: pageTitle("Απόσυρση είδους πράξης") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  const type = adminDecisionType(uid) ?? notFound(DECISION_TYPE_TEXT.unknownType);
  return { type };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: DECISION_TYPE_TEXT.unknownType });
  const { withdraw } = parseFormWith(FORM, await readForm(request));
  const result = setDecisionTypeWithdrawn(user, uid, withdraw === "true");
  if (!result.ok) notFound(result.message);
  throw redirect(paths.adminDecisionTypes(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: result.message }) },
  });
}

export default function WithdrawDecisionType() {
  const { type } = useLoaderData<typeof loader>();
  const title = type.withdrawn ? "Επαναφορά είδους πράξης" : "Απόσυρση είδους πράξης";
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{title}</h1>
      <p>
        {type.withdrawn
          ? `Να γίνει ξανά διαθέσιμο το είδος «${type.uid} ${type.label}» για νέες πράξεις;`
          : `Να αποσυρθεί το είδος «${type.uid} ${type.label}»; Δεν θα προσφέρεται ούτε θα γίνεται δεκτό σε νέες πράξεις· οι υπάρχουσες πράξεις το διατηρούν.`}
      </p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="withdraw" value={type.withdrawn ? "false" : "true"} />
        <SubmitButton>{type.withdrawn ? "Επαναφορά" : "Απόσυρση"}</SubmitButton>{" "}
        <Link to={paths.adminDecisionTypes()} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
