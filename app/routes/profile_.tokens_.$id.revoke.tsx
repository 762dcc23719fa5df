/**
 * /profile/tokens/{id}/revoke (issue 13): GET is the confirmation page (works without
 * JavaScript), POST revokes the token (app/users/api-tokens.server.ts: one transaction with its
 * audit row); a script using it gets 401 from its next call. The owner revokes their own tokens,
 * an administrator anyone's; a token the viewer may not revoke is a 404, as if it did not exist.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash, type Alert } from "#app/access/flash.server";
import { requireUser } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { revokeApiToken, tokenToRevoke } from "#app/users/api-tokens.server";

const PARAMS = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const meta: MetaFunction = () => [{ title: pageTitle("Ανάκληση κλειδιού API") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request);
  const { id } = parseParams(PARAMS, params, { message: TEXT.apiTokenNotFound });
  const token = tokenToRevoke(viewer, id);
  if (!token || token.revokedAt !== null) notFound(TEXT.apiTokenNotFound);
  const own = token.ownerId === viewer.id;
  return {
    token: { id: token.id, label: token.label, prefix: token.prefix, owner: token.ownerUsername },
    back: own ? paths.apiTokens() : paths.adminUserTokens(token.ownerId),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireUser(request);
  const { id } = parseParams(PARAMS, params, { message: TEXT.apiTokenNotFound });
  await readForm(request);
  const result = revokeApiToken(viewer, id);
  if (!result.ok && result.reason === "not-found") notFound(TEXT.apiTokenNotFound);
  const alert: Alert = result.ok
    ? { kind: "success", text: TEXT.apiTokenRevoked }
    : { kind: "warning", text: TEXT.apiTokenNotFound };
  const back = !result.ok || result.ownerId === viewer.id ? paths.apiTokens() : paths.adminUserTokens(result.ownerId);
  throw redirect(back, { status: 303, headers: { "Set-Cookie": await addFlash(request, alert) } });
}

export default function RevokeToken() {
  const { token, back } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Ανάκληση κλειδιού API</h1>
      <p>
        Το κλειδί «{token.label}» (<code>{token.prefix}…</code>) του χρήστη {token.owner} θα πάψει αμέσως να λειτουργεί:
        τα προγράμματα που το χρησιμοποιούν θα λαμβάνουν «Παρακαλώ συνδεθείτε!» (401). Η ανάκληση δεν αναιρείται.
      </p>
      <Form method="post">
        <CsrfField />
        <SubmitButton>Ανάκληση</SubmitButton>{" "}
        <Link to={back} className="govgr-btn govgr-btn-secondary">
          Άκυρο
        </Link>
      </Form>
    </div>
  );
}
