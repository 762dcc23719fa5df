/**
 * /administration/search/reindex (issue 17): the confirmation page of «Επαναδημιουργία
 * ευρετηρίου». The POST starts the background job (app/search-settings/reindex-job.server.ts), or
 * carries on an interrupted one, or finds the one already running, and goes to its progress page.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { formatNumber } from "#app/format";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { latestReindexJobView, startReindexFrom } from "#app/search-settings/admin.server";
import { indexEngine } from "#app/search-settings/index-servers.server";
import { pageTitle } from "#app/shell/site";

const TITLE = "Επαναδημιουργία ευρετηρίου";
const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];
/** The button says yes; anything else is refused (400), nothing started. */
const FORM = z.object({ confirm: z.literal("yes", { error: TEXT.badRequest }) });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { latest: latestReindexJobView(), engine: indexEngine().label };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  parseFormWith(FORM, await readForm(request));
  const started = startReindexFrom(user);
  throw redirect(started.jobId === null ? paths.adminSearch() : paths.adminSearchReindexJob(started.jobId), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: started.kind, text: started.message }) },
  });
}

export default function ReindexConfirmation() {
  const { latest, engine } = useLoaderData<typeof loader>();
  const running = latest?.state === "running";
  const interrupted = latest?.state === "interrupted";
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      {running ? (
        <p>
          Μια επαναδημιουργία εκτελείται ήδη ({formatNumber(latest.done)} από {formatNumber(latest.total)} πράξεις).{" "}
          <Link to={paths.adminSearchReindexJob(latest.id)}>Πρόοδος της εργασίας</Link>
        </p>
      ) : (
        <>
          <p>
            Το ευρετήριο ({engine}) θα ξαναγραφτεί από τις δημόσιες πράξεις του μητρώου, σε παρτίδες. Η αναζήτηση
            συνεχίζει να λειτουργεί στο μεταξύ.
          </p>
          {interrupted ? (
            <p>
              Η προηγούμενη επαναδημιουργία διακόπηκε στις {formatNumber(latest.done)} από {formatNumber(latest.total)}{" "}
              πράξεις· θα συνεχιστεί από εκεί.
            </p>
          ) : null}
          <Form method="post" className="govgr-btn-row">
            <CsrfField />
            <SubmitButton name="confirm" value="yes">
              {interrupted ? "Συνέχιση επαναδημιουργίας" : "Επαναδημιουργία ευρετηρίου"}
            </SubmitButton>
            <Link className="govgr-btn govgr-btn-secondary" to={paths.adminSearch()}>
              Άκυρο
            </Link>
          </Form>
        </>
      )}
    </>
  );
}
