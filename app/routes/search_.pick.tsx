/**
 * /search/pick (SPEC §2 "A decision-search dialog by ada"): find a decision and copy its ADA into
 * a DECISION_SEARCH_BOX field. A plain GET form and a list, so it works without JavaScript (the
 * field links here, opening a new tab). Public and cacheable like /search.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { formatTotal } from "#app/format";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pickPage } from "#app/search-page/pick.server";
import { formatDate } from "#shared/dates";
import { pageTitle } from "#app/shell/site";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const { page, status } = await pickPage(new URL(request.url));
  const policy = status === 200 ? "publicPage" : "error";
  const headers = await pageHeaders(request, user, policy, { etag: [JSON.stringify(page)] });
  return data(page, { status, headers });
}

export const headers = cacheablePageHeaders;
export const meta: MetaFunction = () => [{ title: pageTitle("Επιλογή πράξης") }];

export default function PickDecision() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Επιλογή πράξης</h1>
      <p>Βρείτε την πράξη και αντιγράψτε τον ΑΔΑ της στο πεδίο της φόρμας σας.</p>
      {page.error ? (
        <div className="govgr-error-summary" role="alert" aria-labelledby="pick-error-title">
          <h2 id="pick-error-title" className="govgr-heading-m">
            {TEXT.badRequest}
          </h2>
          <p>{page.error}</p>
        </div>
      ) : null}
      <Form
        method="get"
        action={paths.pickDecision()}
        role="search"
        aria-label="Αναζήτηση πράξης για επιλογή"
        reloadDocument
      >
        <label className="govgr-label" htmlFor="pick-query">
          Θέμα, ΑΔΑ ή αριθμός πρωτοκόλλου
        </label>
        <input
          className="govgr-field govgr-field--wide"
          id="pick-query"
          name="query"
          type="search"
          defaultValue={page.text}
        />{" "}
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Αναζήτηση
        </button>
      </Form>
      {page.text || page.rows.length ? (
        <section aria-labelledby="pick-results-title">
          <h2 id="pick-results-title" className="govgr-heading-m">
            {page.total === 0
              ? "Δεν βρέθηκαν πράξεις"
              : `Βρέθηκαν ${formatTotal(page.total, page.totalIsExact)} πράξεις`}
          </h2>
          <ul className="govgr-list--plain" aria-label="Πράξεις για επιλογή">
            {page.rows.map((row) => (
              <li key={row.ada} className="govgr-result">
                <h3>{row.subject}</h3>
                <p>
                  ΑΔΑ: <code>{row.ada}</code> · {row.orgLabel} · {row.decisionTypeLabel} · {formatDate(row.issueDate)}
                </p>
                <label className="govgr-label" htmlFor={`pick-${row.ada}`}>
                  ΑΔΑ για αντιγραφή<span className="govgr-visually-hidden"> ({row.subject})</span>
                </label>
                <input className="govgr-field" id={`pick-${row.ada}`} readOnly value={row.ada} size={16} />
              </li>
            ))}
          </ul>
          <p className="govgr-btn-row">
            {page.previous ? <Link to={page.previous}>Προηγούμενη</Link> : null}
            {page.next ? <Link to={page.next}>Επόμενη</Link> : null}
          </p>
        </section>
      ) : null}
    </div>
  );
}
