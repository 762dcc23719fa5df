/**
 * The home page (SPEC §2 "Home page"): what the register is, a search form, the KPI counters
 * (abbreviated for thousands and millions), quick searches and the latest publications.
 * Charts and organisation tabs come later.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { DecisionRows } from "#app/components/decision/DecisionRows";
import { abbreviateCount, formatNumber } from "#app/format";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";
import { pageTitle, SITE_NAME, SITE_TAGLINE } from "#app/shell/site";
import { homePage } from "#app/stats/home-page.server";

export const meta: MetaFunction = () => [
  { title: pageTitle() },
  {
    name: "description",
    content: `${SITE_NAME}: ${SITE_TAGLINE}. Αναζήτηση και ανάγνωση των πράξεων των δημόσιων φορέων.`,
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const home = homePage();
  return data(home, { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(home)] }) });
}

export const headers = cacheablePageHeaders;

export default function Home() {
  const { kpis, latest, quickSearches } = useLoaderData<typeof loader>();
  const counters = [
    { label: "Αναρτημένες πράξεις", value: kpis.decisions },
    { label: "Φορείς", value: kpis.organizations },
    { label: "Χρήστες", value: kpis.users },
  ];
  return (
    <>
      <h1 className="govgr-heading-xl">{SITE_NAME}</h1>
      <p className="govgr-body">
        Οι δημόσιοι φορείς αναρτούν εδώ τις πράξεις τους. Κάθε αναρτημένη πράξη παίρνει έναν μοναδικό Αριθμό
        Διαδικτυακής Ανάρτησης (ΑΔΑ) και είναι ελεύθερα διαθέσιμη σε όλους.
      </p>

      <Form method="get" action={paths.search()} role="search" className="govgr-search-form" reloadDocument>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="home-query">
            Αναζήτηση
          </label>
          <p className="govgr-hint" id="home-query-hint">
            Λέξεις του θέματος, ΑΔΑ ή αριθμός πρωτοκόλλου
          </p>
          <input
            className="govgr-field govgr-field--wide"
            id="home-query"
            name="query"
            type="search"
            aria-describedby="home-query-hint"
          />
        </div>
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Αναζήτηση
        </button>
      </Form>

      <section aria-labelledby="kpi-title">
        <h2 id="kpi-title" className="govgr-heading-l">
          Το μητρώο με αριθμούς
        </h2>
        <ul className="govgr-kpis">
          {counters.map((c) => (
            <li key={c.label} className="govgr-kpi">
              <span className="govgr-kpi__value" title={formatNumber(c.value)}>
                {abbreviateCount(c.value)}
              </span>
              {c.label}
            </li>
          ))}
        </ul>
        <p className="govgr-hint">
          Τα στατιστικά ανανεώνονται κάθε ώρα. Τελευταία ενημέρωση: {formatDateTime(kpis.computedAt)}.
        </p>
      </section>

      <section aria-labelledby="quick-title">
        <h2 id="quick-title" className="govgr-heading-l">
          Γρήγορες αναζητήσεις
        </h2>
        <ul className="govgr-list">
          {quickSearches.map((q) => (
            <li key={q.href}>
              <Link to={q.href}>{q.label}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="latest-title">
        <h2 id="latest-title" className="govgr-heading-l">
          Πρόσφατες αναρτήσεις
        </h2>
        <DecisionRows rows={latest} label="Πρόσφατες αναρτήσεις" />
        <p>
          <Link to={paths.search()}>Όλες οι αναρτήσεις</Link>
        </p>
      </section>
    </>
  );
}
