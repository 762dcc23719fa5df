/**
 * /opendata/dumps: the daily bulk dumps of every public decision (JSON lines, gzip) with their
 * sizes and SHA-256 checksums (app/export/dump.server.ts; written by `npm run dump`). Public and
 * cacheable; the list changes once a day.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { dumpsPage } from "#app/export/dump.server";
import { formatDate } from "#shared/dates";
import { formatFileSize } from "#app/format";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Μαζική λήψη δεδομένων";

export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const page = dumpsPage();
  const user = await getOptionalUser(request);
  return data(page, { headers: await pageHeaders(request, user, "publicPage", { etag: [JSON.stringify(page)] }) });
}

export const headers = cacheablePageHeaders;

export default function Dumps() {
  const { dumps, keepDays } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p>
        Κάθε ημέρα δημιουργείται ένα αρχείο με όλες τις αναρτημένες πράξεις του μητρώου: μία γραμμή JSON ανά πράξη (JSON
        Lines), με τα πεδία της εξαγωγής αναζήτησης, συμπιεσμένο με gzip. Το αρχείο .sha256 δίνει το άθροισμα ελέγχου (
        <code>sha256sum -c</code>). Διατηρούνται τα αρχεία των τελευταίων {keepDays} ημερών.
      </p>
      {dumps.length === 0 ? (
        <p>Δεν υπάρχουν ακόμη αρχεία.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Αρχεία μαζικής λήψης, νεότερο πρώτο</caption>
          <thead>
            <tr>
              <th scope="col">Ημερομηνία</th>
              <th scope="col">Αρχείο</th>
              <th scope="col">Μέγεθος</th>
              <th scope="col">SHA-256</th>
            </tr>
          </thead>
          <tbody>
            {dumps.map((dump) => (
              <tr key={dump.name}>
                <td>{formatDate(dump.day)}</td>
                <td>
                  <a href={paths.dumpFile(dump.name)} download>
                    {dump.name}
                  </a>
                </td>
                <td>{formatFileSize(dump.bytes)}</td>
                <td>
                  <a href={paths.dumpFile(`${dump.name}.sha256`)}>
                    <code>{dump.sha256.slice(0, 16)}…</code>
                    <span className="govgr-visually-hidden"> (άθροισμα ελέγχου του {dump.name})</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
