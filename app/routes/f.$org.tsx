/**
 * /f/{latinName}: an organisation's page (SPEC §2 dashboard). Its uid works too and redirects to
 * the latinName address, the one SPEC §2 names. Tabs are links (?tab=types|units|signers|thematic),
 * so they work without JavaScript; an unknown tab is a Greek 400. Its legislation is paged as on the
 * edit page (?legislationLength=5|15|20|all&legislationPage=N, default 5). Links to the body's RSS feed
 * (also as <link rel=alternate>).
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { LineChart } from "#app/components/charts/LineChart";
import { DecisionRows } from "#app/components/decision/DecisionRows";
import { pageHeaders } from "#app/http/cache.server";
import { notFound } from "#app/http/errors.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { input, parseParams, parseQuery } from "#app/http/input.server";
import { LEGISLATION_PAGE_QUERY } from "#app/http/legislation-query.server";
import { TEXT } from "#app/messages";
import { LegislationPaging } from "#app/components/organization/LegislationPaging";
import { OrganizationStatusTag } from "#app/components/organization/OrganizationStatusTag";
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS } from "#app/organizations/dashboard-tabs";
import { organizationPage, type OrganizationPage } from "#app/organizations/page.server";
import { websiteLinks } from "#app/organizations/website";
import type { LegislationPage } from "#app/organizations/legislation-form";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDate, formatMonth } from "#shared/dates";

const QUERY = z.object({
  tab: z.enum(DASHBOARD_TABS, { error: TEXT.badRequest }).default("types"),
  ...LEGISLATION_PAGE_QUERY.shape,
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { org } = parseParams(z.object({ org: input.segment }), params, { message: TEXT.organizationNotFound });
  const query = parseQuery(QUERY, request);
  const page = organizationPage(org, query.tab, { length: query.legislationLength, page: query.legislationPage });
  if (!page) notFound(TEXT.organizationNotFound);
  if (org !== page.org.latinName) {
    const search = new URL(request.url).search;
    throw redirect(paths.organization(page.org.latinName) + search, 301);
  }
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
          <dd>
            <OrganizationStatusTag status={page.status} /> · {page.statusText}
          </dd>
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
              <WebsiteLinks text={org.website} />
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
        <Link to={paths.organizationHistory(org.uid)}>Ιστορικό του φορέα</Link>
        <Link to={paths.organizationTree(org.uid)}>Δέντρο εποπτείας του φορέα</Link>
      </p>

      {page.status !== "active" ? (
        <p className="govgr-warning-text" role="note">
          <strong>{page.statusText}.</strong>
        </p>
      ) : null}

      <section aria-labelledby="org-tabs-title" id="tabs">
        <h2 id="org-tabs-title" className="govgr-heading-l">
          Οι πράξεις του φορέα ανά
        </h2>
        <nav aria-label="Καρτέλες του φορέα">
          <ul className="govgr-btn-row org-tabs">
            {DASHBOARD_TABS.map((tab) => (
              <li key={tab}>
                {tab === page.tab ? (
                  <strong aria-current="page">{DASHBOARD_TAB_LABELS[tab]}</strong>
                ) : (
                  <Link to={`${paths.organization(org.latinName)}?tab=${tab}#tabs`}>{DASHBOARD_TAB_LABELS[tab]}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {page.tabEntries.length === 0 ? (
          <p>Δεν υπάρχουν αναρτημένες πράξεις σε αυτή την καρτέλα.</p>
        ) : (
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">
              {DASHBOARD_TAB_LABELS[page.tab]}: πλήθος αναρτημένων πράξεων
            </caption>
            <thead>
              <tr>
                <th scope="col">{DASHBOARD_TAB_LABELS[page.tab]}</th>
                <th scope="col">Πράξεις</th>
              </tr>
            </thead>
            <tbody>
              {page.tabEntries.map((entry) => (
                <tr key={entry.href}>
                  <td>
                    <Link to={entry.href}>{entry.label}</Link>
                  </td>
                  <td>{entry.count.toLocaleString("el-GR")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <MonthChart org={org.label} months={page.months} />

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

      <section aria-labelledby="org-pubdocs-title">
        <h2 id="org-pubdocs-title" className="govgr-heading-l">
          Δημόσια έγγραφα
        </h2>
        {page.publicDocuments.length === 0 ? (
          <p>Ο φορέας δεν έχει αναρτήσει δημόσια έγγραφα.</p>
        ) : (
          <ul className="govgr-list">
            {page.publicDocuments.map((doc) => (
              <li key={doc.id}>
                <a href={paths.publicDocument(doc.id)} type="application/pdf">
                  {doc.title}
                </a>{" "}
                (PDF)
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="org-buildings-title">
        <h2 id="org-buildings-title" className="govgr-heading-l">
          Κτίρια
        </h2>
        {page.buildings.length === 0 ? (
          <p>Ο φορέας δεν έχει καταχωρίσει κτίρια.</p>
        ) : (
          <ul className="govgr-list">
            {page.buildings.map((b, i) => (
              <li key={`${b.description}-${i}`}>
                {b.description}
                {b.mainBuilding ? <strong> (κεντρικό κτίριο)</strong> : null}
                {b.address ? `: ${b.address}` : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {page.legislation.total > 0 ? (
        <Legislation latinName={org.latinName} tab={page.tab} table={page.legislation} />
      ) : null}

      {page.supervised.length > 0 ? (
        <section aria-labelledby="org-supervised-title">
          <h2 id="org-supervised-title" className="govgr-heading-l">
            Εποπτευόμενοι φορείς
          </h2>
          <ul className="govgr-list">
            {page.supervised.map((body) => (
              <li key={body.href}>
                <Link to={body.href}>{body.label}</Link>
                {body.status === "active" ? null : (
                  <>
                    {" "}
                    (<OrganizationStatusTag status={body.status} />)
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The body's acts, a page at a time as on its edit page (GET links and form, no script needed). */
function Legislation({ latinName, tab, table }: { latinName: string; tab: string; table: LegislationPage }) {
  const pageHref = (page: number) =>
    `${paths.organization(latinName, { tab, legislationLength: table.length, legislationPage: page })}#legislation`;
  return (
    <section id="legislation" aria-labelledby="org-legislation-title">
      <h2 id="org-legislation-title" className="govgr-heading-l">
        Νομοθεσία
      </h2>
      <LegislationPaging table={table} action={paths.organization(latinName)} keep={{ tab }} pageHref={pageHref}>
        {(shown) => (
          <>
            <p className="govgr-body">{shown}</p>
            <ul className="govgr-list">
              {table.rows.map((act) => (
                <li key={act.id}>
                  {act.url ? <a href={act.url}>{act.title}</a> : act.title}, {act.reference}
                  {act.actDate ? ` (${formatDate(act.actDate)})` : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </LegislationPaging>
    </section>
  );
}

/** Publications per month, drawn by the server (no script needed), its numbers in a table. */
function MonthChart({ org, months }: { org: string; months: OrganizationPage["months"] }) {
  const span = `${formatMonth(months.period.from)} έως ${formatMonth(months.period.to)}`;
  return (
    <section aria-labelledby="org-months-title">
      <h2 id="org-months-title" className="govgr-heading-l">
        Αναρτήσεις ανά μήνα
      </h2>
      <p className="govgr-body">Τα στατιστικά ανανεώνονται κάθε ώρα.</p>
      <LineChart
        title={`Αναρτήσεις του φορέα ${org} ανά μήνα, ${span}`}
        description={`Γραμμή με τον αριθμό των αναρτήσεων του φορέα κάθε μήνα από ${span}.`}
        columns={["Μήνας", "Αναρτήσεις"]}
        rows={months.perMonth.map((m) => ({ label: formatMonth(m.month), value: m.count }))}
      />
    </section>
  );
}

/** The website field: a link per address (the real data may hold several in one field). */
function WebsiteLinks({ text }: { text: string }) {
  const { links, rest } = websiteLinks(text);
  return (
    <>
      {links.map((link, i) => (
        <span key={link.href}>
          {i > 0 ? ", " : null}
          <a href={link.href}>{link.label}</a>
        </span>
      ))}
      {rest.length > 0 ? ` ${rest.join(" ")}` : null}
    </>
  );
}
