/**
 * /search/pick (SPEC §2 "A decision-search dialog by ada"): find a decision and copy its ADA into
 * a DECISION_SEARCH_BOX field. A plain GET form and a list, so it works without JavaScript (the
 * field links here, opening a new tab; with JavaScript the same content opens in place in a
 * dialog, app/fields/ada.widget.tsx). Public and cacheable like /search.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { PickDecision } from "#app/components/search/PickDecision";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { pickPage } from "#app/search-page/pick.server";
import { pageTitle } from "#app/shell/site";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const { page, status } = await pickPage(new URL(request.url));
  const policy = status === 200 ? "publicPage" : "error";
  const headers = await pageHeaders(request, user, policy, { etag: [JSON.stringify(page)] });
  return data(page, { status, headers });
}

export const headers = cacheablePageHeaders;
// The ADA widget's dialog loads this page again for each search; the form around it is not re-read.
export const shouldRevalidate = () => false;
export const meta: MetaFunction = () => [{ title: pageTitle("Επιλογή πράξης") }];

export default function PickDecisionPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Επιλογή πράξης</h1>
      <p>Βρείτε την πράξη και αντιγράψτε τον ΑΔΑ της στο πεδίο της φόρμας σας.</p>
      <PickDecision page={page} headingLevel={2} />
    </div>
  );
}
