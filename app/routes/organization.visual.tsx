/**
 * /organization/visual (SPEC §2 "Organisation tree visualisation"): the supervisor tree of the
 * chosen body (?org=uid or latin name), or every top-level body when none is chosen. Nested lists
 * work without script and in a screen reader; a zoomable SVG view joins them when script runs.
 * Public and cacheable; an unknown body is a Greek 404.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { OrganizationTreeList, OrganizationTreeSvg } from "#app/components/organization/OrganizationTree";
import treeStyles from "#app/components/organization/tree.css?url";
import { pageHeaders } from "#app/http/cache.server";
import { notFound } from "#app/http/errors.server";
import { blankAsMissing, parseQuery } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { organizationTree } from "#app/organizations/tree.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const QUERY = z.object({
  org: z.preprocess(
    blankAsMissing,
    z.string({ error: TEXT.badRequest }).max(200, { error: TEXT.badRequest }).optional(),
  ),
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: treeStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { org } = parseQuery(QUERY, request);
  const tree = organizationTree(org ?? null);
  if (!tree) notFound(TEXT.organizationNotFound);
  const user = await getOptionalUser(request);
  return data(
    { tree, org: org ?? "" },
    { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(tree)] }) },
  );
}

export const headers = cacheablePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.tree.rootUid ? `Δέντρο εποπτείας: ${data.tree.rootText}` : "Δέντρο εποπτείας φορέων") },
];

export default function OrganizationVisual() {
  const { tree, org } = useLoaderData<typeof loader>();
  const root = tree.rootUid
    ? {
        text: tree.rootText,
        importance: tree.rootImportance,
        uid: tree.rootUid,
        latinName: "",
        status: "active" as const,
        children: tree.roots,
      }
    : null;
  return (
    <>
      <h1 className="govgr-heading-xl">Δέντρο εποπτείας φορέων</h1>
      <Form method="get" className="govgr-form-group" role="search" aria-label="Επιλογή φορέα">
        <label className="govgr-label" htmlFor="tree-org">
          Φορέας (κωδικός ή λατινικό όνομα)
        </label>
        <input id="tree-org" className="govgr-field" name="org" type="text" defaultValue={org} />
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Εμφάνιση
        </button>
      </Form>
      {tree.ancestors.length ? (
        <nav aria-label="Εποπτεύοντες φορείς">
          <ol className="govgr-list">
            <li>
              <Link to={paths.organizationTree()}>Όλοι οι φορείς χωρίς εποπτεύοντα</Link>
            </li>
            {tree.ancestors.map((a) => (
              <li key={a.uid}>
                <Link to={paths.organizationTree(a.uid)}>{a.text}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h2 className="govgr-heading-l">{tree.rootText}</h2>
      <p className="govgr-body">
        {tree.rootUid
          ? `${tree.rootImportance - 1} φορείς εποπτεύονται από αυτόν, άμεσα ή έμμεσα.`
          : `${tree.roots.length} φορείς δεν έχουν εποπτεύοντα φορέα. Επιλέξτε έναν για να δείτε το δέντρο του.`}
      </p>
      {tree.roots.length ? <OrganizationTreeList nodes={tree.roots} /> : <p>Ο φορέας δεν εποπτεύει άλλους φορείς.</p>}
      {root && root.children.length ? <OrganizationTreeSvg root={root} /> : null}
    </>
  );
}
