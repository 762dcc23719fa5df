/**
 * /search (SPEC §2, §7): the search box (it replaces only the free text of the query), the
 * advanced form (?advanced=true), facets for organisation, decision type and status (5 more a
 * step), the date filter with its presets, active filters, page links and export links; every
 * control is a link or a GET form, and the forms are answered by redirects to ordinary search
 * URLs (app/search-page/forms.ts).
 * A bad parameter is answered 400 with its Greek message above the form. The form reloads the
 * document even with JavaScript on, so a search (and its redirect to a decision found by ADA) is
 * one ordinary navigation in every browser.
 */
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { mayKeepBookmarks } from "#app/bookmarks/bookmarks.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DecisionRows } from "#app/components/decision/DecisionRows";
import { AdvancedSearchForm } from "#app/components/search/AdvancedSearchForm";
import { DateFilter } from "#app/components/search/DateFilter";
import { FacetList } from "#app/components/search/FacetList";
import { Pager } from "#app/components/search/Pager";
import { formatNumber, formatTotal } from "#app/format";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { searchPage } from "#app/search-page/run.server";
import dayPickerStyles from "react-day-picker/style.css?url";
import { pageTitle } from "#app/shell/site";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const outcome = await searchPage(new URL(request.url), Date.now(), request.signal);
  if ("redirect" in outcome) throw redirect(outcome.redirect);
  // The ETag is the page's data itself: the same results, facets and links give the same tag,
  // whichever engine answered and however fresh its index is.
  const policy = outcome.status === 200 ? "publicPage" : "error";
  // SPEC §2: the bookmark button, for those who may keep bookmarks, saves this very search.
  const url = new URL(request.url);
  const bookmarkLink =
    outcome.status === 200 && user && mayKeepBookmarks(user.access) ? url.pathname + url.search : null;
  const headers = await pageHeaders(request, user, policy, {
    etag: [JSON.stringify(outcome.page), bookmarkLink ?? ""],
  });
  // Issue 12: «Ειδοποίηση με e-mail» follows this search (a GET form, so a cached page needs no token).
  const alertLink = outcome.status === 200 ? url.pathname + url.search : null;
  return data({ ...outcome.page, bookmarkLink, alertLink }, { status: outcome.status, headers });
}

export const headers = cacheablePageHeaders;

// Rendered once per URL and ETag for anonymous visitors (decision 159): the ETag is the page's data.
export const handle = { keptPage: true };

// The date filter's calendar (DatePickerButton): its library's own stylesheet, a file (CSP).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dayPickerStyles }];

export const meta: MetaFunction<typeof loader> = ({ data: page }) => {
  const title = page?.form.query ? `Αναζήτηση: ${page.form.query}` : "Αναζήτηση πράξεων";
  const feeds = (page?.feeds ?? []).map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: FEED_TYPES[feed.format],
    title: `${title} (${feed.format === "rss" ? "RSS" : "Atom"})`,
    href: feed.href,
  }));
  return [{ title: pageTitle(page?.error ? `${TEXT.errorPrefix} ${title}` : title) }, ...feeds];
};

const FEED_TYPES = { rss: "application/rss+xml", atom: "application/atom+xml" } as const;

const SORT_LABELS = { recent: "Νεότερες πρώτα", oldest: "Παλαιότερες πρώτα", relevance: "Συνάφεια" } as const;

export default function Search() {
  const page = useLoaderData<typeof loader>();
  const { form, result } = page;
  return (
    <>
      <h1 className="govgr-heading-xl">Αναζήτηση πράξεων</h1>
      {page.error ? (
        <div className="govgr-error-summary" role="alert" aria-labelledby="search-error-title">
          <h2 id="search-error-title" className="govgr-heading-m">
            {TEXT.badRequest}
          </h2>
          <p>{page.error}</p>
          <p>
            <Link to={paths.search()}>Νέα αναζήτηση</Link>
          </p>
        </div>
      ) : null}

      <Form method="get" action={paths.search()} role="search" className="govgr-search-form" reloadDocument>
        <input type="hidden" name="form" value="box" />
        {form.query ? <input type="hidden" name="current" value={form.query} /> : null}
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="search-query">
            Αναζήτηση
          </label>
          <p className="govgr-hint" id="search-query-hint">
            Λέξεις του θέματος, ΑΔΑ ή αριθμός πρωτοκόλλου. Τόνοι και κεφαλαία δεν έχουν σημασία. Αλλάζει μόνο το κείμενο
            της αναζήτησης· τα φίλτρα μένουν.
          </p>
          <input
            className="govgr-field govgr-field--wide"
            id="search-query"
            name="query"
            type="search"
            defaultValue={form.text}
            aria-describedby="search-query-hint"
          />
        </div>
        {form.fq.map((fq) => (
          <input key={fq} type="hidden" name="fq" value={fq} />
        ))}
        <div className="govgr-form-group govgr-form-group--inline">
          <label className="govgr-label" htmlFor="search-sort">
            Ταξινόμηση
          </label>
          <select className="govgr-field" id="search-sort" name="sort" defaultValue={form.sort}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Αναζήτηση
        </button>
      </Form>
      <p className="govgr-btn-row">
        <Link to={page.advancedHref}>{page.advanced ? "Απλή αναζήτηση" : "Σύνθετη αναζήτηση"}</Link>
        <Link to={paths.searchInfo()}>Οδηγίες αναζήτησης</Link>
      </p>
      {form.query ? (
        <p className="govgr-hint">
          Ερώτημα: <code>{form.query}</code>
        </p>
      ) : null}
      {page.advanced ? <AdvancedSearchForm query={form.query} fq={form.fq} sort={form.sort} /> : null}

      {page.activeFilters.length > 0 ? (
        <section aria-labelledby="active-filters-title">
          <h2 id="active-filters-title" className="govgr-heading-s">
            Ενεργά φίλτρα
          </h2>
          <ul className="govgr-active-filters">
            {page.activeFilters.map((f) => (
              <li key={f.removeHref}>
                {f.label}{" "}
                <Link to={f.removeHref}>
                  Αφαίρεση<span className="govgr-visually-hidden"> του φίλτρου {f.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {result ? (
        <div className="govgr-search-layout">
          <aside aria-labelledby="facets-title">
            <h2 id="facets-title" className="govgr-heading-m">
              Φίλτρα
            </h2>
            {result.facets.map((facet) => (
              <FacetList
                key={facet.name}
                name={facet.name}
                title={facet.title}
                values={facet.values}
                more={facet.more}
                less={facet.less}
                unavailable={facet.unavailable}
              />
            ))}
            <DateFilter {...page.dates} query={form.query} fq={form.fq} sort={form.sort} />
            {!result.facetsAreExact ? (
              <p className="govgr-hint">Οι αριθμοί των φίλτρων μετρήθηκαν στις νεότερες πράξεις της αναζήτησης.</p>
            ) : null}
          </aside>
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="govgr-heading-m">
              {result.total === 0
                ? "Δεν βρέθηκαν πράξεις"
                : `Βρέθηκαν ${formatTotal(result.total, result.totalIsExact)} πράξεις`}
            </h2>
            {result.rows.length > 0 ? (
              <p className="govgr-hint">
                {result.position.firstRow !== null
                  ? `Εμφανίζονται οι ${formatNumber(result.position.firstRow)}–${formatNumber(result.position.firstRow + result.rows.length - 1)}`
                  : `Εμφανίζονται ${formatNumber(result.rows.length)} πράξεις`}
                , {SORT_LABELS[form.sort as keyof typeof SORT_LABELS].toLowerCase()}.
                {result.position.note ? ` ${result.position.note}` : null}
              </p>
            ) : result.total > 0 ? (
              <p>Δεν υπάρχουν αποτελέσματα σε αυτή τη σελίδα.</p>
            ) : null}
            {page.bookmarkLink ? (
              <form method="post" action={paths.bookmarkSave()} className="govgr-bookmark-form">
                <CsrfField />
                <input type="hidden" name="link" value={page.bookmarkLink} />
                <label className="govgr-label" htmlFor="bookmark-description">
                  Περιγραφή σελιδοδείκτη
                </label>
                <input
                  className="govgr-field"
                  id="bookmark-description"
                  name="description"
                  required
                  maxLength={200}
                  defaultValue={form.query.slice(0, 200)}
                />{" "}
                <button type="submit" className="govgr-btn govgr-btn-secondary">
                  Αποθήκευση αναζήτησης
                </button>
              </form>
            ) : null}
            <DecisionRows rows={result.rows} label="Αποτελέσματα αναζήτησης" />
            <Pager links={result.pages} />
            {page.exports.length > 0 && result.total > 0 ? (
              <p className="govgr-btn-row">
                Εξαγωγή αποτελεσμάτων:
                {page.exports.map((e) => (
                  <a key={e.format} href={e.href} download>
                    {e.format.toUpperCase()}
                  </a>
                ))}
              </p>
            ) : null}
            {page.feeds.length > 0 ? (
              <p className="govgr-btn-row">
                Ροή νέων πράξεων της αναζήτησης:
                {page.feeds.map((f) => (
                  <a key={f.format} href={f.href} type={FEED_TYPES[f.format]}>
                    {f.format === "rss" ? "RSS" : "Atom"}
                  </a>
                ))}
              </p>
            ) : null}
            {page.alertLink ? (
              <form method="get" action={paths.newAlert()} className="govgr-btn-row">
                <input type="hidden" name="link" value={page.alertLink} />
                <span>{TEXT.alertFollowHint}</span>
                <button type="submit" className="govgr-btn govgr-btn-secondary">
                  {TEXT.alertFollow}
                </button>
              </form>
            ) : null}
          </section>
        </div>
      ) : null}
    </>
  );
}
