/**
 * SPEC §2's yes/no dialog: a question answered «Ναι» (a plain POST form, so it works without
 * JavaScript) or «Όχι». On its own page «Όχι» leads back; inside a DialogLink's <dialog>
 * (docs/decisions/078) it closes the dialog and nothing is sent.
 */
import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { type DialogContent } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { ConfirmationHeading } from "#app/components/dialog/ConfirmationHeading";

interface Props {
  title: string;
  question: ReactNode;
  /** Where «Ναι» posts, with these hidden fields. */
  action: string;
  fields: Readonly<Record<string, string>>;
  /** Where «Όχι» leads on the page. */
  noHref: string;
  /** What the question is about, shown under it. */
  children?: ReactNode;
  dialog?: DialogContent;
}

export function YesNoQuestion({ title, question, action, fields, noHref, children, dialog }: Props) {
  return (
    <>
      <ConfirmationHeading title={title} dialog={dialog} pageTitle={false} />
      <p className="govgr-body">{question}</p>
      {children}
      <Form method="post" action={action}>
        <CsrfField />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="govgr-btn-row">
          <button type="submit" className="govgr-btn govgr-btn-primary">
            Ναι
          </button>
          {dialog ? (
            <button type="button" className="govgr-btn govgr-btn-secondary" onClick={dialog.close}>
              Όχι
            </button>
          ) : (
            <Link to={noHref} className="govgr-btn govgr-btn-secondary">
              Όχι
            </Link>
          )}
        </div>
      </Form>
    </>
  );
}
