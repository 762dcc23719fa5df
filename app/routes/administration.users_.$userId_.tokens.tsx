/**
 * /administration/users/{id}/tokens (issue 13): an administrator sees one user's API tokens and
 * may revoke any of them (the confirmation page /profile/tokens/{id}/revoke). The tokens
 * themselves are never shown: only their beginning, as on the owner's page.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { TokenTable } from "#app/components/api/TokenTable";
import { notFound } from "#app/http/errors.server";
import { parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { userTokensForAdmin } from "#app/users/api-tokens.server";

const PARAMS = z.object({ userId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Κλειδιά API του χρήστη ${data.username}` : "Κλειδιά API") },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, { role: "ROLE_ADMIN" });
  const { userId } = parseParams(PARAMS, params, { message: TEXT.userNotFound });
  return userTokensForAdmin(userId) ?? notFound(TEXT.userNotFound);
}

export default function AdminUserTokens() {
  const { userId, username, tokens } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Κλειδιά API του χρήστη {username}</h1>
      <TokenTable tokens={tokens} caption={`Τα κλειδιά API του χρήστη ${username}`} />
      <p>
        <Link to={paths.adminUser(userId)}>Επιστροφή στον χρήστη</Link>
      </p>
    </div>
  );
}
