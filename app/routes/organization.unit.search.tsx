/**
 * /organization/unit/search (SPEC §2): a body's units as a tree, for users holding the create-unit
 * permission on it or the admin role (SPEC §6). ?org= names the body (uid or latin name); without
 * it, the user's only body, or a form to choose one. ?showHistory=true adds the units no longer
 * in effect (SPEC §7 showHistory).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { OrganizationChooser } from "#app/components/organization/OrganizationChooser";
import { UnitTree } from "#app/components/organization/UnitTree";
import { badRequest } from "#app/http/errors.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { unitsPage } from "#app/organizations/units.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Μονάδες";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({
  org: input.optionalText(200),
  showHistory: z.enum(["true", "false"], { error: TEXT.badRequest }).optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, { permission: "PERM_UNITS_CREATE" });
  const query = parseQuery(QUERY, request);
  const page = unitsPage(user.access, query.org || undefined, query.showHistory === "true");
  if (!page.ok && page.reason === "not-found") badRequest(TEXT.organizationNotFound);
  if (!page.ok && page.reason === "forbidden") return forbidden(request);
  return { page };
}

export default function UnitSearch() {
  const { page } = useLoaderData<typeof loader>();
  if (!page.ok) {
    return (
      <>
        <h1 className="govgr-heading-xl">{TITLE}</h1>
        <OrganizationChooser action={paths.unitSearch()} />
      </>
    );
  }
  const { org, tree, showHistory, canDelete } = page;
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{org.label}</span>
        {TITLE}
      </h1>
      <p className="govgr-btn-row">
        <Link to={paths.newUnit(org.uid)} className="govgr-btn govgr-btn-primary">
          Νέα μονάδα
        </Link>
        {showHistory ? (
          <Link to={paths.unitSearch({ org: org.uid })}>Μόνο οι μονάδες σε ισχύ</Link>
        ) : (
          <Link to={paths.unitSearch({ org: org.uid, showHistory: true })}>Εμφάνιση και των ανενεργών μονάδων</Link>
        )}
        <Link to={paths.signerSearch({ org: org.uid })}>Υπογράφοντες του φορέα</Link>
      </p>
      {tree.length === 0 ? (
        <p>{showHistory ? "Ο φορέας δεν έχει μονάδες." : "Ο φορέας δεν έχει μονάδες σε ισχύ."}</p>
      ) : (
        <UnitTree nodes={tree} canDelete={canDelete} />
      )}
    </>
  );
}
