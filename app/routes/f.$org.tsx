/**
 * /f/{latinName}: an organisation's page. Its uid works too and redirects to the latinName
 * address, the one SPEC §2 names. Links to the body's RSS feed (also as <link rel=alternate>).
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { DecisionRows } from "#app/components/decision/DecisionRows";
import { pageHeaders } from "#app/http/cache.server";
import { notFound } from "#app/http/errors.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { input, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { organizationPage } from "#app/organizations/page.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org } = parseParams(z.object({ org: input.segment }), params, { message: TEXT.organizationNotFound });
  const page = organizationPage(org);
  if (!page) notFound(TEXT.organizationNotFound);
  if (org !== page.org.latinName) throw redirect(paths.organization(page.org.latinName), 301);
  const user = await getOptionalUser(request);
  return data({ page }, { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(page)] }) });
}

export const headers = cacheablePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: pageTitle(data.page.org.label) },
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: `Πράξεις: ${data.page.org.label}`,
          href: paths.organizationFeed(data.page.org.uid),
        },
        {
          tagName: "link",
          rel: "alternate",
          type: "application/atom+xml",
          title: `Πράξεις: ${data.page.org.label} (Atom)`,
          href: paths.organizationAtom(data.page.org.uid),
        },
      ]
    : [{ title: pageTitle(TEXT.notFoundTitle) }];

export default function OrganizationView() {
  const { page } = useLoaderData<typeof loader>();
  const { org } = page;
  const filtered = paths.organizationSearch(org.uid);
  return (
    <>
      <span className="govgr-caption">{page.categoryLabel}</span>
      <h1 className="govgr-heading-xl">{org.label}</h1>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Κατάσταση</dt>
          <dd>{page.statusText}</dd>
        </div>
        {org.abbreviation ? (
          <div className="govgr-summary-list__row">
            <dt>Συντομογραφία</dt>
            <dd>{org.abbreviation}</dd>
          </div>
        ) : null}
        {org.vatNumber ? (
          <div className="govgr-summary-list__row">
            <dt>ΑΦΜ</dt>
            <dd>{org.vatNumber}</dd>
          </div>
        ) : null}
        {page.supervisor ? (
          <div className="govgr-summary-list__row">
            <dt>Εποπτεύων φορέας</dt>
            <dd>
              <Link to={page.supervisor.href}>{page.supervisor.label}</Link>
            </dd>
          </div>
        ) : null}
        {org.website ? (
          <div className="govgr-summary-list__row">
            <dt>Ιστότοπος</dt>
            <dd>
              <a href={org.website}>{org.website}</a>
            </dd>
          </div>
        ) : null}
        {org.emailContact ? (
          <div className="govgr-summary-list__row">
            <dt>Ηλεκτρονικό ταχυδρομείο</dt>
            <dd>
              <a href={`mailto:${org.emailContact}`}>{org.emailContact}</a>
            </dd>
          </div>
        ) : null}
      </dl>

      <p className="govgr-btn-row">
        <Link to={filtered}>Όλες οι πράξεις του φορέα</Link>
        <a href={paths.organizationFeed(org.uid)} type="application/rss+xml">
          Ροή RSS των αναρτήσεων του φορέα
        </a>
        <a href={paths.organizationAtom(org.uid)} type="application/atom+xml">
          Ροή Atom των αναρτήσεων του φορέα
        </a>
      </p>

      <section aria-labelledby="org-latest-title">
        <h2 id="org-latest-title" className="govgr-heading-l">
          Πρόσφατες αναρτήσεις
        </h2>
        {page.latest.length === 0 ? (
          <p>Ο φορέας δεν έχει αναρτήσει ακόμη πράξεις.</p>
        ) : (
          <DecisionRows rows={page.latest} label="Πρόσφατες αναρτήσεις του φορέα" />
        )}
      </section>
    </>
  );
}
