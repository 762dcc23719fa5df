/**
 * The home page (SPEC §2 "Home page"): what the register is, a search form, the KPI counters
 * (abbreviated for thousands and millions), two charts drawn on the server (publications per day
 * and per organisation category), quick searches, the latest publications, and tabs of
 * organisations by category. A tab is a link (`/?category=MUNICIPALITY#organizations`): it works
 * without script, and the page stays cacheable because the tab is part of its URL.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { BarChart } from "#app/components/charts/BarChart";
import { LineChart } from "#app/components/charts/LineChart";
import { DecisionRows } from "#app/components/decision/DecisionRows";
import { NewsList } from "#app/components/layout/NewsList";
import { RouterLinkList } from "#app/components/layout/RouterLinkList";
import { abbreviateCount, formatNumber } from "#app/format";
import { TEXT } from "#app/messages";
import { pageHeaders } from "#app/http/cache.server";
import { parseQuery } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { ignoreEmptyBox } from "#app/components/layout/HeaderSearch";
import { paths } from "#app/paths";
import { formatDate, formatDateTime } from "#shared/dates";
import { KeptMarkup } from "#app/shell/kept-markup";
import { pageTitle, SITE_NAME, SITE_TAGLINE } from "#app/shell/site";
import { homePage } from "#app/stats/home-page.server";
import { HOME_CATEGORIES, homeQuerySchema } from "#app/stats/org-categories";

export const meta: MetaFunction = () => [
  { title: pageTitle() },
  {
    name: "description",
    content: `${SITE_NAME}: ${SITE_TAGLINE}. Αναζήτηση και ανάγνωση των πράξεων των δημόσιων φορέων.`,
  },
];

/** Anonymous visitors get a kept copy of the page per URL and data (app/shell/kept-page.server.ts). */
export const handle = { keptPage: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const { category } = parseQuery(homeQuerySchema, request);
  const home = homePage(category);
  return data(home, { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(home)] }) });
}

export const headers = cacheablePageHeaders;

export default function Home() {
  const { kpis, latest, quickSearches, charts, category, organizations, news } = useLoaderData<typeof loader>();
  const perDay = (charts?.perDay ?? []).map((d) => ({ label: formatDate(d.day), value: d.count }));
  const perCategory = (charts?.perCategory ?? []).map((c) => ({ label: c.label, value: c.count }));
  const lastDays = perDay.reduce((sum, d) => sum + d.value, 0);
  const openTab = HOME_CATEGORIES.find((c) => c.uid === category) ?? HOME_CATEGORIES[0];
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

      {/* SPEC §2 "Search box": like the header's, the text goes to /search quoted, at page 0. */}
      <Form
        method="get"
        action={paths.search()}
        role="search"
        className="govgr-search-form"
        reloadDocument
        onSubmit={ignoreEmptyBox}
      >
        <input type="hidden" name="box" value="1" />
        <input type="hidden" name="from" value={paths.home()} />
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
              {c.value === null ? (
                // SPEC §8: a counter that could not be counted goes blank (the total keeps its last value).
                <span className="govgr-kpi__value">
                  <span aria-hidden="true">—</span>
                  <span className="govgr-visually-hidden">{TEXT.counterUnavailableShort}</span>
                </span>
              ) : (
                <span className="govgr-kpi__value" title={formatNumber(c.value)}>
                  {abbreviateCount(c.value)}
                </span>
              )}
              {c.label}
            </li>
          ))}
        </ul>
        <p className="govgr-hint">
          Τα στατιστικά ανανεώνονται κάθε ώρα. Τελευταία ενημέρωση: {formatDateTime(kpis.computedAt)}.
        </p>
      </section>

      {charts ? (
        <section aria-labelledby="charts-title">
          <h2 id="charts-title" className="govgr-heading-l">
            Αναρτήσεις σε γραφήματα
          </h2>
          {/* Drawn once per statistics refresh and kept (app/shell/kept-markup.tsx): the same
              props give the same HTML, so later visitors get the kept copy. */}
          <KeptMarkup>
            <LineChart
              id="home-chart-days"
              title="Αναρτήσεις ανά ημέρα, τελευταίες 30 ημέρες"
              description={`Γράφημα γραμμής: ${formatNumber(lastDays)} αναρτήσεις από ${perDay[0]?.label ?? ""} έως ${
                perDay[perDay.length - 1]?.label ?? ""
              }. Οι τιμές κάθε ημέρας είναι στον πίνακα που ακολουθεί.`}
              columns={["Ημέρα", "Αναρτήσεις"]}
              rows={perDay}
            />
          </KeptMarkup>
          <KeptMarkup>
            <BarChart
              id="home-chart-categories"
              title="Αναρτήσεις ανά κατηγορία φορέα"
              description={`Ραβδόγραμμα: ${perCategory
                .slice(0, 3)
                .map((c) => `${c.label} ${formatNumber(c.value)}`)
                .join(", ")}${perCategory.length > 3 ? " κ.ά." : ""}. Όλες οι τιμές είναι στον πίνακα που ακολουθεί.`}
              columns={["Κατηγορία φορέα", "Αναρτήσεις"]}
              rows={perCategory}
            />
          </KeptMarkup>
          <p className="govgr-hint">
            Τα γραφήματα ανανεώνονται κάθε ώρα. Τελευταία ενημέρωση: {formatDateTime(charts.computedAt)}.
          </p>
        </section>
      ) : null}

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

      {news.length > 0 ? (
        <section aria-labelledby="news-title">
          <h2 id="news-title" className="govgr-heading-l">
            Νέα
          </h2>
          <NewsList items={news} />
        </section>
      ) : null}

      <section aria-labelledby="organizations-title" id="organizations">
        <h2 id="organizations-title" className="govgr-heading-l">
          Φορείς ανά κατηγορία
        </h2>
        <nav aria-label="Κατηγορίες φορέων">
          <ul className="govgr-tabs">
            {HOME_CATEGORIES.map((c) => (
              <li key={c.uid}>
                <Link
                  to={paths.homeCategory(c.uid)}
                  aria-current={c.uid === category ? "page" : undefined}
                  preventScrollReset
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <h3 className="govgr-heading-m">
          {openTab.label} ({formatNumber(organizations.length)})
        </h3>
        <RouterLinkList
          className="govgr-list govgr-list--columns"
          links={organizations.map((o) => ({ key: o.uid, href: paths.organization(o.latinName), label: o.label }))}
        />
      </section>
    </>
  );
}
