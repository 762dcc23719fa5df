/**
 * /security/activation?uac=… (SPEC §7 GET and POST): the link mailed after a registration. GET
 * only shows whose account it opens (mail scanners follow links; a GET changes nothing); the
 * button POSTs and the account is enabled (app/users/activate.server.ts). A used, expired or
 * unknown link is a 400 with one Greek sentence, whichever it was.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { badRequest } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { activateAccount, activationTarget } from "#app/users/activate.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Ενεργοποίηση λογαριασμού") }];

const LINK = z.object({ uac: input.optionalText(100) });

export function loader({ request }: LoaderFunctionArgs) {
  const { uac = "" } = parseQuery(LINK, request);
  const target = activationTarget(uac);
  if (!target.ok) badRequest(TEXT.invalidAccountLink);
  return data({ uac, username: target.username });
}

export async function action({ request }: ActionFunctionArgs) {
  const { uac = "" } = parseFormWith(LINK, await readForm(request));
  const result = activateAccount(uac);
  if (!result.ok) badRequest(TEXT.invalidAccountLink);
  throw redirect(paths.login(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.accountActivated }) },
  });
}

export default function Activation() {
  const { uac, username } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Ενεργοποίηση λογαριασμού</h1>
      <p>Ενεργοποίηση του λογαριασμού με όνομα χρήστη {username}.</p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="uac" value={uac} />
        <SubmitButton>Ενεργοποίηση</SubmitButton>
      </Form>
    </div>
  );
}
