/**
 * /profile/email/confirm?uac=…: the link mailed to a new e-mail address. GET shows which address
 * it confirms (a GET changes nothing: mail scanners follow links); the button POSTs and the
 * account's address changes (app/users/change-email.server.ts). A bad link is a Greek 400.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { confirmEmailChange, emailChangeTarget } from "#app/users/change-email.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Επιβεβαίωση ηλεκτρονικού ταχυδρομείου") }];

const LINK = z.object({ uac: input.optionalText(100) });

export function loader({ request }: LoaderFunctionArgs) {
  const { uac = "" } = parseQuery(LINK, request);
  const target = emailChangeTarget(uac);
  if (!target.ok) badRequest(TEXT.invalidAccountLink);
  return { uac, email: target.email, username: target.username };
}

export async function action({ request }: ActionFunctionArgs) {
  const { uac = "" } = parseFormWith(LINK, await readForm(request));
  const result = confirmEmailChange(uac);
  if (!result.ok) badRequest(TEXT.invalidAccountLink);
  throw redirect(paths.home(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.emailChanged(result.email) }) },
  });
}

export default function ConfirmEmail() {
  const { uac, email, username } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Επιβεβαίωση ηλεκτρονικού ταχυδρομείου</h1>
      <p>
        Η διεύθυνση {email} θα γίνει η διεύθυνση του λογαριασμού {username}.
      </p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="uac" value={uac} />
        <SubmitButton>Επιβεβαίωση</SubmitButton>
      </Form>
    </div>
  );
}
