/**
 * /decision/view/{ada}: a decision's page. The ADA is normalised (Latin look-alike letters, lower
 * case, dashes) and a differently typed form redirects to the canonical address. Everything the
 * page shows comes from one call (decisionPage). Anonymous views are cached at the edge for a
 * minute and revalidated by ETag, so status changes show up quickly.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { type MetaFunction, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { DecisionActions } from "#app/components/decision/DecisionActions";
import { DecisionMetadata } from "#app/components/decision/DecisionMetadata";
import { DocumentLink } from "#app/components/decision/DocumentLink";
import { SignatureNote } from "#app/components/decision/SignatureNote";
import { StatusTag } from "#app/components/decision/StatusTag";
import { VersionHistory } from "#app/components/decision/VersionHistory";
import { parseAda } from "#app/decisions/ada";
import { decisionPage } from "#app/decisions/page.server";
import { pageHeaders } from "#app/http/cache.server";
import { formatDate, formatDateTime } from "#shared/dates";
import { notFound } from "#app/http/errors.server";
import { input, parseParams } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { MSG, TEXT } from "#app/messages";
import { formatFileSize } from "#app/format";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

/** Kept for anonymous visitors in its own room (decision 163): a much-read decision is rendered once per version of its data. */
export const handle = { keptPage: "decisions" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ada: typed } = parseParams(z.object({ ada: input.segment }), params, { message: MSG.invalidAda });
  const ada = parseAda(typed);
  if (!ada) notFound(MSG.invalidAda);
  if (ada !== typed) throw redirect(paths.decision(ada), 301);

  const user = await getOptionalUser(request);
  const found = decisionPage(ada, user);
  if (found.kind !== "found") notFound(TEXT.decisionNotFound);
  const { cachePolicy, ...view } = found.view;
  // The ETag is the page's data: whatever the page shows (status, versions, actions) is in it.
  return data(view, { headers: await pageHeaders(request, user, cachePolicy, { etag: [JSON.stringify(view)] }) });
}

export const headers = cacheablePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? `${loaded.page.version.subject} (ΑΔΑ ${loaded.page.decision.ada})` : undefined) },
];

export default function DecisionView() {
  const { page, actions, showDocument, signature } = useLoaderData<typeof loader>();
  const { decision, version, history } = page;
  return (
    <article>
      <span className="govgr-caption">ΑΔΑ: {decision.ada}</span>
      <h1 className="govgr-heading-xl">{version.subject}</h1>

      {decision.status === "PENDING_REVOCATION" ? (
        <p className="govgr-alert govgr-alert--warning">
          Έχει υποβληθεί αίτημα ανάκλησης της ανάρτησης· ως την εξέτασή του η πράξη μένει αναρτημένη.
          {decision.revocationReason ? ` Αιτιολογία: ${decision.revocationReason}` : ""}
        </p>
      ) : null}
      {decision.status === "REVOKED" ? (
        <p className="govgr-alert govgr-alert--error">
          Η ανάρτηση της πράξης ανακλήθηκε{decision.revokedAt ? ` στις ${formatDate(decision.revokedAt)}` : ""}.
          {decision.revocationReason ? ` Αιτιολογία: ${decision.revocationReason}` : ""}
        </p>
      ) : null}
      {decision.status === "PENDING_REVOCATION" ? (
        <p className="govgr-alert govgr-alert--warning">
          Έχει υποβληθεί αίτημα ανάκλησης της ανάρτησης αυτής της πράξης.
        </p>
      ) : null}

      <DecisionMetadata
        version={version}
        ada={decision.ada}
        organization={{ label: decision.org.label, href: paths.organization(decision.org.latinName) }}
        status={<StatusTag status={decision.status} />}
      />
      <p className="govgr-hint">
        Ανάρτηση: {formatDateTime(decision.publishedAt)} · Τελευταία μεταβολή: {formatDateTime(decision.updatedAt)}
      </p>

      {showDocument && version.document && decision.ada ? (
        <DocumentLink href={paths.document(decision.ada)} size={version.document.size} />
      ) : null}
      {showDocument && signature ? <SignatureNote {...signature} /> : null}
      {version.attachments.length > 0 ? (
        <section aria-labelledby="attachments-title">
          <h2 id="attachments-title" className="govgr-heading-m">
            Συνημμένα
          </h2>
          <ul className="govgr-list">
            {version.attachments.map((a) => (
              <li key={a.id}>
                <a href={paths.attachment(version.versionId, a.id)} download>
                  {a.description ?? a.document.filename}
                </a>{" "}
                ({a.document.filename}, {formatFileSize(a.document.size)})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DecisionActions actions={actions} />
      <VersionHistory rows={history} />
    </article>
  );
}
