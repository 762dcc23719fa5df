/**
 * /decision/view/v/{versionId}: one version of a decision. A published version's content never
 * changes (DESIGN.md principle 2), so its anonymous page is cached for an hour (policy
 * publishedVersion: a revocation or a newer version still marks it). A version that
 * has not gone public (a SUBMITTED decision, which has no ADA) is shown only to users with
 * PERM_DECISIONS_VIEW_SUBMITTED on the organisation: 404 for visitors, SPEC §6's refusal for
 * other users.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { type MetaFunction, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { forbidden, getOptionalUser } from "#app/access/guards.server";
import { DecisionActions } from "#app/components/decision/DecisionActions";
import { DecisionMetadata } from "#app/components/decision/DecisionMetadata";
import { DocumentLink } from "#app/components/decision/DocumentLink";
import { SignatureNote } from "#app/components/decision/SignatureNote";
import { StatusTag } from "#app/components/decision/StatusTag";
import { VersionHistory } from "#app/components/decision/VersionHistory";
import { versionPage } from "#app/decisions/page.server";
import { pageHeaders } from "#app/http/cache.server";
import { formatDateTime } from "#shared/dates";
import { notFound } from "#app/http/errors.server";
import { input, parseParams } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { versionId } = parseParams(z.object({ versionId: input.versionId }), params, {
    message: TEXT.versionNotFound,
  });
  const user = await getOptionalUser(request);
  const found = versionPage(versionId, user);
  if (found.kind === "hidden" && user) await forbidden(request);
  if (found.kind !== "found") notFound(TEXT.versionNotFound);
  const { cachePolicy, ...view } = found.view;
  // The ETag is the page's data: whatever the page shows (status, versions, actions) is in it.
  return data(view, { headers: await pageHeaders(request, user, cachePolicy, { etag: [JSON.stringify(view)] }) });
}

export const headers = cacheablePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  {
    title: pageTitle(
      loaded ? `${loaded.page.version.subject} (έκδοση ${loaded.page.version.versionNumber})` : undefined,
    ),
  },
];

export default function VersionView() {
  const { page, actions, showHistory, showDocument, signature } = useLoaderData<typeof loader>();
  const { decision, version, history } = page;
  const adaHref = decision.ada ? paths.decision(decision.ada) : null;
  return (
    <article>
      <span className="govgr-caption">
        {decision.ada ? `ΑΔΑ: ${decision.ada} · ` : ""}Έκδοση {version.versionNumber} ({version.versionId})
      </span>
      <h1 className="govgr-heading-xl">{version.subject}</h1>
      {!version.isLatest && adaHref ? (
        <p className="govgr-alert govgr-alert--warning">
          Αυτή η έκδοση έχει αντικατασταθεί. <Link to={adaHref}>Δείτε την τρέχουσα έκδοση της πράξης</Link>.
        </p>
      ) : adaHref ? (
        <p>
          <Link to={adaHref}>Η σελίδα της πράξης</Link>, με την τρέχουσα κατάσταση και όλες τις εκδόσεις.
        </p>
      ) : null}

      <DecisionMetadata
        version={version}
        ada={decision.ada}
        organization={{ label: decision.org.label, href: paths.organization(decision.org.latinName) }}
        status={<StatusTag status={decision.status} />}
      />
      <p className="govgr-hint">Δημιουργία έκδοσης: {formatDateTime(version.createdAt)}</p>
      {showDocument && version.document ? (
        <DocumentLink
          href={paths.documentVersion(version.versionId)}
          size={version.document.size}
          label="Έγγραφο αυτής της έκδοσης"
        />
      ) : null}
      {showDocument && signature ? <SignatureNote {...signature} /> : null}
      <DecisionActions actions={actions} />
      {showHistory ? <VersionHistory rows={history} currentVersionId={version.versionId} /> : null}
    </article>
  );
}
