/**
 * /faq/search (SPEC §2): the published frequently asked questions, searchable by their words
 * (accents and case do not matter), with a link to ask a new one. Editors (PERM_VIEW_FEEDBACK)
 * also see the questions waiting for an answer. Public and cacheable for visitors.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { faqPage } from "#app/faq/faq.server";
import { pageHeaders } from "#app/http/cache.server";
import { parseQuery } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

const TITLE = "Συχνές ερωτήσεις";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];
export const headers = cacheablePageHeaders;

const QUERY = z.object({ q: z.string().trim().max(200, { error: "Η αναζήτηση είναι πολύ μεγάλη." }).optional() });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const { q } = parseQuery(QUERY, request);
  const query = q ?? "";
  const page = faqPage(user?.access ?? null, query);
  return data(page, { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(page)] }) });
}

export default function FaqSearch() {
  const { query, entries, pending } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <Form method="get" role="search" aria-label="Συχνές ερωτήσεις" className="govgr-search-form">
        <label className="govgr-label" htmlFor="faq-q">
          Αναζήτηση στις ερωτήσεις
        </label>
        <div className="govgr-search-form__row">
          <input className="govgr-field" type="search" id="faq-q" name="q" defaultValue={query} maxLength={200} />
          <button type="submit" className="govgr-btn govgr-btn-secondary">
            Αναζήτηση
          </button>
        </div>
      </Form>
      <p>
        Δεν βρίσκετε αυτό που ψάχνετε; <Link to={paths.faqPost()}>Υποβάλετε μια ερώτηση</Link>.
      </p>

      {pending ? (
        <section aria-labelledby="faq-pending" className="faq-pending">
          <h2 className="govgr-heading-l" id="faq-pending">
            Ερωτήσεις σε αναμονή ({pending.length})
          </h2>
          {pending.length === 0 ? (
            <p>Δεν υπάρχουν ερωτήσεις που περιμένουν απάντηση.</p>
          ) : (
            <ul className="govgr-list">
              {pending.map((p) => (
                <li key={p.id}>
                  <Link to={paths.faqEntry(p.id)}>{p.question}</Link> ({formatDateTime(p.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <h2 className="govgr-heading-l" aria-live="polite">
        {query
          ? entries.length === 0
            ? `Καμία ερώτηση δεν ταιριάζει με «${query}»`
            : `${entries.length} ${entries.length === 1 ? "ερώτηση ταιριάζει" : "ερωτήσεις ταιριάζουν"} με «${query}»`
          : "Όλες οι ερωτήσεις"}
      </h2>
      {query ? (
        <p>
          <Link to={paths.faqSearch()}>Όλες οι ερωτήσεις</Link>
        </p>
      ) : null}
      {entries.map((e) => (
        <section key={e.id} className="faq-entry" aria-labelledby={`faq-${e.id}`}>
          <h3 className="govgr-heading-m" id={`faq-${e.id}`}>
            {e.question}
          </h3>
          <p className="govgr-body faq-entry__answer">{e.answer}</p>
        </section>
      ))}
    </div>
  );
}
