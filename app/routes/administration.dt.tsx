/**
 * /administration/dt (SPEC §1, §2; issue 17): the decision-type catalogue. Each leaf type with
 * its group, its definition version and whether it is withdrawn; a link to its field definitions
 * and to withdraw or restore it (a confirmation page, no JavaScript needed).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "#app/access/guards.server";
import { adminDecisionTypes } from "#app/decision-types/catalogue-admin.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Τύποι πράξεων";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, { permission: "PERM_ADMIN_DECISION_TYPES" });
  return { types: adminDecisionTypes() };
}

export default function DecisionTypesAdministration() {
  const { types } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p>
        Τα πεδία κάθε είδους ορίζουν τη φόρμα καταχώρισης. Ένα είδος δεν διαγράφεται, γιατί αναρτημένες πράξεις
        αναφέρονται σε αυτό· αποσύρεται. Ποια είδη χρησιμοποιεί κάθε κατηγορία φορέων ορίζεται στη σελίδα{" "}
        <Link to={paths.adminDecisionTypesPerCategory()}>Τύποι πράξεων ανά κατηγορία φορέα</Link>.
      </p>
      <p>
        <Link to={paths.adminNewDecisionType()} className="govgr-btn govgr-btn-secondary">
          Νέο είδος πράξης
        </Link>
      </p>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">{TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Κωδικός</th>
            <th scope="col">Είδος</th>
            <th scope="col">Ομάδα</th>
            <th scope="col">Έκδοση ορισμού</th>
            <th scope="col">Κατάσταση</th>
            <th scope="col">Ενέργειες</th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t.uid}>
              <td>{t.uid}</td>
              <td>
                <Link to={paths.adminDecisionType(t.uid)}>{t.label}</Link>
              </td>
              <td>{t.group ?? ""}</td>
              <td>{t.definitionVersion === 0 ? "αρχική" : t.definitionVersion}</td>
              <td>{t.withdrawn ? "Αποσυρμένο" : "Σε χρήση"}</td>
              <td>
                <Link to={paths.adminDecisionTypeWithdraw(t.uid)}>
                  {t.withdrawn ? "Επαναφορά" : "Απόσυρση"}
                  <span className="govgr-visually-hidden"> {t.uid}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
