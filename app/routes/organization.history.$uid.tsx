/**
 * /organization/history/{uid}: an organisation's former states (SPEC §7 /organizations/all/{uid}):
 * its names, supervisor and status over time, newest first, and the bodies merged into it. Public
 * and cacheable like the dashboard; the uid is taken as it is (a merged body shows its own record,
 * not the body it joined). Read from the audit trail (app/organizations/history.server.ts).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { pageHeaders } from "#app/http/cache.server";
import { notFound } from "#app/http/errors.server";
import { input, parseParams } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { organizationHistory } from "#app/organizations/history.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { uid } = parseParams(z.object({ uid: input.segment }), params, { message: TEXT.organizationNotFound });
  const history = organizationHistory(uid);
  if (!history) notFound(TEXT.organizationNotFound);
  const user = await getOptionalUser(request);
  return data(
    { history },
    { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(history)] }) },
  );
}

export const headers = cacheablePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Ιστορικό: ${data.history.states[0].label}` : TEXT.notFoundTitle) },
];

const when = (at: number | null) => (at === null ? "—" : formatDateTime(at));

export default function OrganizationHistoryPage() {
  const { history } = useLoaderData<typeof loader>();
  const current = history.states[0];
  return (
    <>
      <span className="govgr-caption">Ιστορικό φορέα</span>
      <h1 className="govgr-heading-xl">{current.label}</h1>
      <p className="govgr-body">
        <Link to={paths.organization(current.mergedInto?.uid ?? current.latinName)}>
          {current.mergedInto ? `Σελίδα του φορέα «${current.mergedInto.label}»` : "Σελίδα του φορέα"}
        </Link>
      </p>
      <table className="govgr-table">
        <caption className="govgr-heading-m">Καταστάσεις του φορέα, νεότερη πρώτη</caption>
        <thead>
          <tr>
            <th scope="col">Από</th>
            <th scope="col">Έως</th>
            <th scope="col">Επωνυμία</th>
            <th scope="col">Λατινικό όνομα</th>
            <th scope="col">Εποπτεύων φορέας</th>
            <th scope="col">Κατάσταση</th>
          </tr>
        </thead>
        <tbody>
          {history.states.map((s, i) => (
            <tr key={i}>
              <td>{when(s.from)}</td>
              <td>{s.until === null ? "σήμερα" : when(s.until)}</td>
              <td>{s.label}</td>
              <td>{s.latinName}</td>
              <td>{s.supervisor?.label ?? "—"}</td>
              <td>
                {s.statusLabel}
                {s.mergedInto ? ` (συγχωνεύθηκε στον φορέα «${s.mergedInto.label}»)` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.absorbed.length ? (
        <>
          <h2 className="govgr-heading-m">Φορείς που συγχωνεύθηκαν σε αυτόν</h2>
          <ul className="govgr-list">
            {history.absorbed.map((b) => (
              <li key={b.uid}>
                <Link to={paths.organizationHistory(b.uid)}>{b.label}</Link> ({when(b.at)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
