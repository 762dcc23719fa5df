/**
 * /stats: the statistics page (SPEC §2 informational pages, issue 16). Publications per month,
 * per organisation category, per decision type and per organisation over a chosen period, each
 * downloadable as CSV; the period is a plain GET form with preset links, so no script is needed.
 * Users with PERM_VIEW_STATS also see their organisation's internal figures (then the page is
 * private). The numbers come from hourly aggregates, never from counting on the visitor's request.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { BarChart } from "#app/components/charts/BarChart";
import { LineChart } from "#app/components/charts/LineChart";
import { formatNumber } from "#app/format";
import { pageHeaders } from "#app/http/cache.server";
import { parseQuery } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { resolvePeriod, statsQuerySchema } from "#app/stats/period";
import { statsPage, type StatsDimension } from "#app/stats/stats-page.server";
import { formatDateTime, formatMonth } from "#shared/dates";

const TITLE = "Στατιστικά";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];
export const headers = cacheablePageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const period = resolvePeriod(parseQuery(statsQuerySchema, request));
  const page = statsPage(user?.access ?? null, period);
  return data(page, { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(page)] }) });
}

function Download({
  dimension,
  period,
  what,
}: {
  dimension: StatsDimension;
  period: { from: string; to: string };
  what: string;
}) {
  return (
    <p>
      <a href={paths.statsDownload(dimension, period)} download>
        Λήψη {what} (CSV)
      </a>
    </p>
  );
}

export default function Stats() {
  const { stats, presets, internal, organizationCount } = useLoaderData<typeof loader>();
  const { period } = stats;
  const span = `${formatMonth(period.from)} έως ${formatMonth(period.to)}`;
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p className="govgr-body">
        Οι αναρτήσεις πράξεων ανά μήνα, κατηγορία φορέα, τύπο πράξης και φορέα. Τα στατιστικά ανανεώνονται κάθε ώρα
        (τελευταίος υπολογισμός: {formatDateTime(stats.computedAt)}).
      </p>

      <h2 className="govgr-heading-l">Περίοδος</h2>
      <Form method="get" className="stats-period">
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="stats-from">
            Από μήνα
          </label>
          <p className="govgr-hint" id="stats-from-hint">
            εεεε-μμ, π.χ. 2026-01
          </p>
          <input
            className="govgr-field"
            type="month"
            id="stats-from"
            name="from"
            defaultValue={period.from}
            aria-describedby="stats-from-hint"
            maxLength={7}
          />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="stats-to">
            Έως μήνα
          </label>
          <p className="govgr-hint" id="stats-to-hint">
            εεεε-μμ
          </p>
          <input
            className="govgr-field"
            type="month"
            id="stats-to"
            name="to"
            defaultValue={period.to}
            aria-describedby="stats-to-hint"
            maxLength={7}
          />
        </div>
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Εμφάνιση
        </button>
      </Form>
      <ul className="govgr-list stats-presets" aria-label="Έτοιμες περίοδοι">
        {presets.map((p) => (
          <li key={p.label}>
            <Link
              to={paths.stats({ from: p.from, to: p.to })}
              aria-current={p.from === period.from && p.to === period.to ? "true" : undefined}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>

      <p className="govgr-body stats-total">
        <strong>{formatNumber(stats.total)}</strong> αναρτήσεις από {span}.
      </p>

      {internal.length > 0 ? (
        <section aria-labelledby="internal-stats">
          <h2 className="govgr-heading-l" id="internal-stats">
            Εσωτερικά στοιχεία του φορέα σας
          </h2>
          <div className="govgr-table-wrapper">
            <table className="govgr-table">
              <caption className="govgr-visually-hidden">Εσωτερικά στοιχεία, {span}</caption>
              <thead>
                <tr>
                  <th scope="col">Φορέας</th>
                  <th scope="col">Σε αναμονή ανάρτησης</th>
                  <th scope="col">Σε αναμονή ανάκλησης</th>
                  <th scope="col">Αναρτήσεις στην περίοδο</th>
                  <th scope="col">Ανακλήσεις στην περίοδο</th>
                  <th scope="col">Μέσος χρόνος από υποβολή σε ανάρτηση</th>
                </tr>
              </thead>
              <tbody>
                {internal.map((f) => (
                  <tr key={f.scope}>
                    <th scope="row">{f.label}</th>
                    <td>{formatNumber(f.awaitingPublication)}</td>
                    <td>{formatNumber(f.pendingRevocation)}</td>
                    <td>{formatNumber(f.publishedInPeriod)}</td>
                    <td>{formatNumber(f.revokedInPeriod)}</td>
                    <td>
                      {f.averageDaysToPublish === null
                        ? "—"
                        : `${f.averageDaysToPublish.toLocaleString("el-GR")} ${f.averageDaysToPublish === 1 ? "ημέρα" : "ημέρες"}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <h2 className="govgr-heading-l">Ανά μήνα</h2>
      <LineChart
        title={`Αναρτήσεις ανά μήνα, ${span}`}
        description={`Γραμμή με τον αριθμό των αναρτήσεων κάθε μήνα από ${span}.`}
        columns={["Μήνας", "Αναρτήσεις"]}
        rows={stats.perMonth.map((m) => ({ label: formatMonth(m.month), value: m.count }))}
      />
      <Download dimension="month" period={period} what="ανά μήνα" />

      <h2 className="govgr-heading-l">Ανά κατηγορία φορέα</h2>
      <BarChart
        title={`Αναρτήσεις ανά κατηγορία φορέα, ${span}`}
        description="Οριζόντιες μπάρες με τις αναρτήσεις κάθε κατηγορίας φορέα, από τη μεγαλύτερη."
        columns={["Κατηγορία φορέα", "Αναρτήσεις"]}
        rows={stats.perCategory.map((c) => ({ label: c.label, value: c.count }))}
      />
      <Download dimension="category" period={period} what="ανά κατηγορία φορέα" />

      <h2 className="govgr-heading-l">Ανά τύπο πράξης</h2>
      {stats.perType.length === 0 ? (
        <p className="govgr-body">Καμία ανάρτηση στην περίοδο.</p>
      ) : (
        <div className="govgr-table-wrapper">
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Αναρτήσεις ανά τύπο πράξης, {span}</caption>
            <thead>
              <tr>
                <th scope="col">Τύπος πράξης</th>
                <th scope="col">Αναρτήσεις</th>
              </tr>
            </thead>
            <tbody>
              {stats.perType.map((t) => (
                <tr key={t.uid}>
                  <th scope="row">
                    {t.uid} {t.label}
                  </th>
                  <td>{formatNumber(t.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Download dimension="type" period={period} what="ανά τύπο πράξης" />

      <h2 className="govgr-heading-l">Ανά φορέα</h2>
      <p className="govgr-body">
        {organizationCount > stats.perOrganization.length
          ? `Οι ${stats.perOrganization.length} φορείς με τις περισσότερες αναρτήσεις από τους ${formatNumber(organizationCount)} που ανάρτησαν στην περίοδο. Η λήψη τους περιέχει όλους.`
          : `${formatNumber(organizationCount)} φορείς ανάρτησαν στην περίοδο.`}
      </p>
      {stats.perOrganization.length > 0 ? (
        <div className="govgr-table-wrapper">
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Αναρτήσεις ανά φορέα, {span}</caption>
            <thead>
              <tr>
                <th scope="col">Φορέας</th>
                <th scope="col">Αναρτήσεις</th>
              </tr>
            </thead>
            <tbody>
              {stats.perOrganization.map((o) => (
                <tr key={o.uid}>
                  <th scope="row">
                    {o.latinName ? <Link to={paths.organization(o.latinName)}>{o.label}</Link> : o.label}
                  </th>
                  <td>{formatNumber(o.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Download dimension="organization" period={period} what="ανά φορέα" />
    </>
  );
}
