/**
 * /administration/search/reindex/:jobId (issue 17): a reindex job's progress, done/total. While
 * it runs the page reloads itself every few seconds (`<meta http-equiv="refresh">`, no JavaScript
 * needed); an interrupted job offers to carry on from where it stopped.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { formatNumber } from "#app/format";
import { notFound } from "#app/http/errors.server";
import { parseParams } from "#app/http/input.server";
import { paths } from "#app/paths";
import { reindexJobPage } from "#app/search-settings/admin.server";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

const TITLE = "Πρόοδος επαναδημιουργίας ευρετηρίου";
const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
/** Seconds between reloads of a running job's page. */
const REFRESH_SECONDS = 2;
const NOT_FOUND = "Δεν βρέθηκε εργασία επαναδημιουργίας ευρετηρίου με αυτόν τον αριθμό.";

const PARAMS = z.object({
  jobId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { jobId } = parseParams(PARAMS, params, { message: NOT_FOUND });
  const job = reindexJobPage(jobId);
  if (!job) notFound(NOT_FOUND);
  return { job };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(TITLE) },
  ...(data?.job.state === "running" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

const STATE_TEXT = {
  running: "Σε εξέλιξη· η σελίδα ανανεώνεται αυτόματα.",
  interrupted: "Διακόπηκε (ο διακομιστής που την εκτελούσε σταμάτησε).",
  done: "Ολοκληρώθηκε.",
  failed: "Απέτυχε.",
} as const;

export default function ReindexProgress() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p role="status" data-testid="reindex-state">
        {STATE_TEXT[job.state]}
      </p>
      <p>
        <label htmlFor="reindex-progress">Πράξεις που ξαναγράφτηκαν: </label>
        <progress id="reindex-progress" max={job.total} value={job.done}>
          {job.percent}%
        </progress>{" "}
        <span data-testid="reindex-count">
          {formatNumber(job.done)} / {formatNumber(job.total)}
        </span>{" "}
        ({job.percent}%)
      </p>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Μηχανή</dt>
          <dd className="govgr-summary-list__value">{job.engine}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Έναρξη</dt>
          <dd className="govgr-summary-list__value">{formatDateTime(job.startedAt)}</dd>
        </div>
        {job.finishedAt ? (
          <div className="govgr-summary-list__row">
            <dt className="govgr-summary-list__key">Λήξη</dt>
            <dd className="govgr-summary-list__value">{formatDateTime(job.finishedAt)}</dd>
          </div>
        ) : null}
        {job.error ? (
          <div className="govgr-summary-list__row">
            <dt className="govgr-summary-list__key">Σφάλμα</dt>
            <dd className="govgr-summary-list__value">{job.error}</dd>
          </div>
        ) : null}
      </dl>
      {job.state === "interrupted" || job.state === "failed" ? (
        <Form method="post" action={paths.adminSearchReindex()}>
          <CsrfField />
          <SubmitButton name="confirm" value="yes">
            {job.state === "interrupted" ? "Συνέχιση επαναδημιουργίας" : "Νέα επαναδημιουργία ευρετηρίου"}
          </SubmitButton>
        </Form>
      ) : null}
      <p>
        <Link to={paths.adminSearch()}>Επιστροφή στις ρυθμίσεις αναζήτησης</Link>
      </p>
    </>
  );
}
