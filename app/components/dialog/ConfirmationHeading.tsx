/**
 * The heading of a confirmation that is both a page (without JavaScript) and a dialog (with it):
 * in the dialog an h2 whose id names the dialog (aria-labelledby); on its own page the h1, and
 * the browser's title when the page sets none of its own.
 */
import { DocumentTitle } from "#app/components/form/DocumentTitle";

export function ConfirmationHeading({
  title,
  dialog,
  hasErrors = false,
  pageTitle = true,
}: {
  title: string;
  dialog?: { titleId: string };
  hasErrors?: boolean;
  /** false: the route's meta already names the page. */
  pageTitle?: boolean;
}) {
  if (dialog) {
    return (
      <h2 id={dialog.titleId} className="govgr-heading-l">
        {title}
      </h2>
    );
  }
  return (
    <>
      {pageTitle ? <DocumentTitle title={title} hasErrors={hasErrors} /> : null}
      <h1 className="govgr-heading-xl">{title}</h1>
    </>
  );
}
