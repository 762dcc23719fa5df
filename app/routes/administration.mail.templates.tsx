/**
 * /administration/mail/templates (SPEC §1, §2; issue 17): every e-mail the register sends, with
 * what it is for and whether an administrator changed it; each name opens its edit page. A link
 * leads to the mail settings (SMTP server, test message, default recipients).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireStaff } from "#app/access/guards.server";
import { mailTemplateSummaries } from "#app/mail/template-pages.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Πρότυπα μηνυμάτων";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, { permission: "PERM_ADMIN_SYSTEM_CONFIG" });
  return { templates: mailTemplateSummaries() };
}

export default function MailTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p>
        Το κείμενο κάθε μηνύματος που στέλνει το μητρώο. Μια αλλαγή ισχύει από το επόμενο μήνυμα. Ο διακομιστής
        αλληλογραφίας, το δοκιμαστικό μήνυμα και οι προεπιλεγμένοι παραλήπτες των ειδοποιήσεων ανάρτησης ορίζονται στις{" "}
        <Link to={paths.adminMailSettings()}>Ρυθμίσεις αλληλογραφίας</Link>.
      </p>
      <table className="govgr-table">
        <caption className="govgr-visually-hidden">{TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Μήνυμα</th>
            <th scope="col">Πότε στέλνεται</th>
            <th scope="col">Κείμενο</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((t) => (
            <tr key={t.id}>
              <td>
                <Link to={paths.adminMailTemplate(t.id)}>{t.label}</Link>
              </td>
              <td>{t.sentWhen}</td>
              <td>{t.customised ? "Αλλαγμένο" : "Αρχικό"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
