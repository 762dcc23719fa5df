/**
 * /decision/diff/{from}/{to}: two versions of one decision compared field by field (issue 9),
 * older on the left whatever the order in the address, changed rows marked in words. Public for
 * published versions (fixed content: cached like a published version's page); an unpublished one
 * is shown only to who may see it (404 for visitors, SPEC §6's refusal for other users). A version
 * compared with itself, or with another decision's, is a 400 saying so.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { forbidden, getOptionalUser } from "#app/access/guards.server";
import { versionDiffPage } from "#app/decisions/version-diff.server";
import { pageHeaders } from "#app/http/cache.server";
import { badRequest, notFound } from "#app/http/errors.server";
import { input, parseParams } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

const PARAMS = z.object({ from: input.versionId, to: input.versionId });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { from, to } = parseParams(PARAMS, params, { message: TEXT.versionNotFound });
  const user = await getOptionalUser(request);
  const found = await versionDiffPage(from, to, user?.access ?? null);
  if (!found.ok && found.reason === "hidden" && user) await forbidden(request);
  if (!found.ok && found.reason === "same-version") badRequest(TEXT.diffSameVersion);
  if (!found.ok && found.reason === "other-decision") badRequest(TEXT.diffOtherDecision);
  if (!found.ok) notFound(TEXT.versionNotFound);
  const { page } = found;
  const published = page.decision.ada !== null && page.history.every((h) => h.publishedAt !== null);
  return data(page, {
    headers: await pageHeaders(request, user, published ? "publishedVersion" : "privatePage", {
      etag: [JSON.stringify(page)],
    }),
  });
}

export const headers = cacheablePageHeaders;

export const meta: MetaFunction = () => [{ title: pageTitle("Σύγκριση εκδόσεων") }];

export default function VersionDiff() {
  const { decision, before, after, rows, documentText } = useLoaderData<typeof loader>();
  const changed = rows.filter((r) => r.changed).length;
  const name = (v: typeof before) => `Έκδοση ${v.versionNumber} (${formatDateTime(v.createdAt)})`;
  return (
    <article>
      <span className="govgr-caption">{decision.ada ? `ΑΔΑ: ${decision.ada}` : decision.org.label}</span>
      <h1 className="govgr-heading-xl">Σύγκριση εκδόσεων</h1>
      <p className="govgr-body">
        <Link to={paths.decisionVersion(before.versionId)}>{name(before)}</Link>
        {before.description ? `, ${before.description}` : ""} με{" "}
        <Link to={paths.decisionVersion(after.versionId)}>{name(after)}</Link>
        {after.description ? `, ${after.description}` : ""}.{" "}
        {changed === 0 ? "Τα στοιχεία τους δεν διαφέρουν." : `Διαφέρουν σε ${changed} πεδία.`}
      </p>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">Τα στοιχεία των δύο εκδόσεων, πεδίο προς πεδίο</caption>
        <thead>
          <tr>
            <th scope="col">Πεδίο</th>
            <th scope="col">Έκδοση {before.versionNumber}</th>
            <th scope="col">Έκδοση {after.versionNumber}</th>
            <th scope="col">Αλλαγή</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.before}</td>
              <td>{row.changed ? <strong>{row.after}</strong> : row.after}</td>
              <td>{row.changed ? "Άλλαξε" : "Ίδιο"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DocumentTextChanges diff={documentText} before={before.versionNumber} after={after.versionNumber} />
      {decision.ada ? (
        <p>
          <Link to={paths.decision(decision.ada)}>Η πράξη</Link>
        </p>
      ) : null}
    </article>
  );
}

const NOT_COMPARED = {
  "no-document": "Μία από τις δύο εκδόσεις δεν έχει έγγραφο.",
  "no-text": "Το κείμενο των εγγράφων δεν συγκρίνεται: ένα από τα δύο δεν έχει κείμενο (π.χ. σαρωμένο έγγραφο).",
  "too-long": "Τα έγγραφα είναι πολύ μεγάλα για σύγκριση γραμμή προς γραμμή.",
} as const;

/** The documents' text, line by line: removed lines of the older, added lines of the newer. */
function DocumentTextChanges({
  diff,
  before,
  after,
}: {
  diff: ReturnType<typeof useLoaderData<typeof loader>>["documentText"];
  before: number;
  after: number;
}) {
  return (
    <section aria-labelledby="document-text-title">
      <h2 id="document-text-title" className="govgr-heading-m">
        Κείμενο του εγγράφου
      </h2>
      {diff.kind === "same" ? <p>Οι δύο εκδόσεις έχουν το ίδιο έγγραφο.</p> : null}
      {diff.kind === "not-compared" ? <p>{NOT_COMPARED[diff.reason]}</p> : null}
      {diff.kind === "changes" && diff.lines.length === 0 ? <p>Το κείμενο των δύο εγγράφων δεν διαφέρει.</p> : null}
      {diff.kind === "changes" && diff.lines.length > 0 ? (
        <ul className="govgr-list--plain text-diff">
          {diff.lines.map((line, index) =>
            line.kind === "skipped" ? (
              <li key={index} className="govgr-hint">
                … {line.lines} ίδιες γραμμές …
              </li>
            ) : line.kind === "same" ? (
              <li key={index}>{line.text}</li>
            ) : line.kind === "removed" ? (
              <li key={index}>
                <del>
                  <span className="govgr-visually-hidden">Αφαιρέθηκε από την έκδοση {before}: </span>− {line.text}
                </del>
              </li>
            ) : (
              <li key={index}>
                <ins>
                  <span className="govgr-visually-hidden">Προστέθηκε στην έκδοση {after}: </span>+ {line.text}
                </ins>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}
