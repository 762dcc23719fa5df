/**
 * /organization/edit/{uid}/legislation/{id}/remove: the confirmation page of removing an act from
 * a body's legislation (works without JavaScript; with it, the edit page opens the same answer in a
 * dialog, DialogLink). POST removes it (app/organizations/legislation.server.ts: one transaction and
 * an audit row) and returns to the edit page's table page named in the query
 * (`legislationLength`, `legislationPage`). For users who may edit the body (SPEC §6).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { forbidden, requireStaff } from "#app/access/guards.server";
import {
  LegislationRemoval,
  LEGISLATION_REMOVAL_TITLE,
  type LegislationRemovalData,
} from "#app/components/organization/LegislationRemoval";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseParams, parseQuery } from "#app/http/input.server";
import { LEGISLATION_PAGE_QUERY } from "#app/http/legislation-query.server";
import { TEXT } from "#app/messages";
import { legislationRemoval, removeLegislationFromForm } from "#app/organizations/legislation.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const GUARD = { permission: "PERM_ORG_CREATE" } as const;
const PARAMS = z.object({
  uid: input.segment,
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,11}$/)
    .transform(Number),
});
export const meta: MetaFunction = () => [{ title: pageTitle(LEGISLATION_REMOVAL_TITLE) }];

// Read once: opened as a dialog, its loader must not run again after the dialog's own POST, when
// the act is gone and the page would only answer 404.
export const shouldRevalidate = () => false;

async function check(request: Request, params: Record<string, string | undefined>) {
  const user = await requireStaff(request, GUARD);
  const { uid, id } = parseParams(PARAMS, params, { message: TEXT.legislationNotFound });
  // The edit page's table page to come back to.
  const back = parseQuery(LEGISLATION_PAGE_QUERY, request);
  const found = legislationRemoval(user, uid, id);
  if (!found.ok && found.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!found.ok && found.reason === "no-row") notFound(TEXT.legislationNotFound);
  if (!found.ok) return forbidden(request);
  return { user, uid, id, back, found };
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<LegislationRemovalData> {
  const { uid, id, back, found } = await check(request, params);
  return {
    org: found.org,
    act: found.act,
    action: paths.removeLegislation(uid, id, back),
    back: `${paths.editOrganization(uid, back)}#legislation`,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, uid, id, back } = await check(request, params);
  await readForm(request);
  const done = removeLegislationFromForm({ user, orgUid: uid, id });
  if (!done.ok && done.reason === "no-row") notFound(TEXT.legislationNotFound);
  if (!done.ok && done.reason === "not-found") notFound(TEXT.organizationNotFound);
  if (!done.ok) return forbidden(request);
  throw redirect(`${paths.editOrganization(uid, back)}#legislation`, {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.legislationRemoved(done.title) }) },
  });
}

export default function RemoveLegislation() {
  const data = useLoaderData<typeof loader>();
  return <LegislationRemoval data={data} />;
}
