/**
 * /administration/users/{id}: one user as a user manager sees them (SPEC §3 "User (admin view)":
 * enabled and locked flags, organisations, roles, permissions), with the changes the manager may
 * make: enable or disable, lock or unlock, grant a role, withdraw a role. Each change has its own
 * page (a confirmation for the destructive ones), so everything works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUserAdministrator } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { notFound } from "#app/http/errors.server";
import { parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import type { StatusChange } from "#app/users/status";
import { userAdminView } from "#app/users/admin-view.server";
import { formatDateTime } from "#shared/dates";

const USER_ID_PARAMS = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Χρήστης ${data.user.username}` : "Χρήστης") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { viewer } = await requireUserAdministrator(request);
  const { userId } = parseParams(USER_ID_PARAMS, params, { message: TEXT.userNotFound });
  const user = userAdminView(viewer, userId);
  if (!user) notFound(TEXT.userNotFound);
  return { user };
}

export default function AdministrationUser() {
  const { user } = useLoaderData<typeof loader>();
  // Enabling and unlocking give access back and are undone easily: a button. Disabling and locking
  // end the user's sessions: a confirmation page first.
  const statusActions: { change: StatusChange; confirm: boolean }[] = [
    user.enabled ? { change: "disable", confirm: true } : { change: "enable", confirm: false },
    user.locked ? { change: "unlock", confirm: false } : { change: "lock", confirm: true },
  ];
  return (
    <>
      <p>
        <Link to={paths.adminUsers()}>Διαχείριση χρηστών</Link>
      </p>
      <h1 className="govgr-heading-xl">Χρήστης {user.username}</h1>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Ονοματεπώνυμο</dt>
          <dd>{user.name}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Ηλεκτρονικό ταχυδρομείο</dt>
          <dd>{user.email}</dd>
        </div>
        {user.phone ? (
          <div className="govgr-summary-list__row">
            <dt>Τηλέφωνο</dt>
            <dd>{user.phone}</dd>
          </div>
        ) : null}
        <div className="govgr-summary-list__row">
          <dt>Κατάσταση</dt>
          <dd>{TEXT.userStatus[user.status]}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Ενεργός λογαριασμός</dt>
          <dd>{user.enabled ? "Ναι" : "Όχι"}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Κλειδωμένος λογαριασμός</dt>
          <dd>{user.locked ? "Ναι" : "Όχι"}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Τελευταία σύνδεση</dt>
          <dd>{user.lastLogin ? formatDateTime(user.lastLogin) : "Ποτέ"}</dd>
        </div>
      </dl>

      {user.mayChangeStatus ? (
        <ul className="govgr-list user-actions">
          {statusActions.map(({ change, confirm }) => (
            <li key={change}>
              {confirm ? (
                <Link to={paths.adminUserStatus(user.id, change)} className="govgr-btn govgr-btn-secondary">
                  {TEXT.userStatusChange[change]}
                </Link>
              ) : (
                <Form method="post" action={paths.adminUserStatus(user.id, change)}>
                  <CsrfField />
                  <button type="submit" className="govgr-btn govgr-btn-secondary">
                    {TEXT.userStatusChange[change]}
                  </button>
                </Form>
              )}
            </li>
          ))}
          {user.hasSecondFactor ? (
            <li>
              <Link to={paths.adminUserSecondFactorReset(user.id)} className="govgr-btn govgr-btn-secondary">
                {TEXT.secondFactorResetTitle}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}

      <h2 className="govgr-heading-l">Φορείς, ρόλοι και δικαιώματα</h2>
      {user.organizations.length === 0 ? (
        <p>Ο χρήστης δεν έχει ρόλο σε κανέναν φορέα.</p>
      ) : (
        user.organizations.map((org) => (
          <section key={org.orgUid} aria-labelledby={`org-${org.orgUid}`}>
            <h3 className="govgr-heading-m" id={`org-${org.orgUid}`}>
              {org.label} <span className="govgr-hint">({org.orgUid})</span>
            </h3>
            <table className="govgr-table">
              <caption className="govgr-visually-hidden">Ρόλοι στον φορέα {org.label}</caption>
              <thead>
                <tr>
                  <th scope="col">Ρόλος</th>
                  <th scope="col">Ενέργεια</th>
                </tr>
              </thead>
              <tbody>
                {org.roles.map((r) => (
                  <tr key={r.role}>
                    <td>{r.label}</td>
                    <td>
                      {r.mayWithdraw ? (
                        <Link to={paths.adminUserWithdraw(user.id, org.orgUid, r.role)}>
                          Αφαίρεση<span className="govgr-visually-hidden"> του ρόλου {r.label}</span>
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="govgr-body">
              <strong>Δικαιώματα:</strong>{" "}
              {org.permissions.length === 0 ? "κανένα" : org.permissions.map((p) => p.name).join(", ")}
            </p>
          </section>
        ))
      )}
      {user.grantableRoles.length > 0 ? (
        <p>
          <Link to={paths.adminUserGrant(user.id)} className="govgr-btn govgr-btn-primary">
            Απόδοση ρόλου
          </Link>
        </p>
      ) : null}
    </>
  );
}
