/**
 * The pick-a-decision content (SPEC §2 "A decision-search dialog by ada"), shared by the page
 * /search/pick (no JavaScript: a GET form, links, an ADA to copy) and the ADA widget's in-place
 * dialog (decision 078: the same content, its search and pages loaded into the dialog, and a
 * «Επιλογή» button per decision that puts its ADA into the field).
 */
import { Form, Link } from "@remix-run/react";
import { useId, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { formatTotal } from "#app/format";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pickQueryPath, type PickPage } from "#app/search-page/pick";
import { formatDate } from "#shared/dates";

export interface PickInDialog {
  /** Loads another pick page into the dialog. */
  load: (href: string) => void;
  /** Puts the ADA into the field and closes the dialog. */
  choose: (ada: string) => void;
}

export function PickDecision({
  page,
  headingLevel,
  dialog,
}: {
  page: PickPage;
  /** 2 inside the page (its h1 is the title), 3 inside a dialog (whose h2 names it). */
  headingLevel: 2 | 3;
  dialog?: PickInDialog;
}) {
  const prefix = useId();
  const query = useRef<HTMLInputElement>(null);
  const H = headingLevel === 2 ? "h2" : "h3";
  const R = headingLevel === 2 ? "h3" : "h4";
  const search = () => dialog?.load(pickQueryPath(query.current?.value ?? ""));
  const box = (
    <>
      <label className="govgr-label" htmlFor={`${prefix}-query`}>
        Θέμα, ΑΔΑ ή αριθμός πρωτοκόλλου
      </label>
      <input
        ref={query}
        className="govgr-field govgr-field--wide"
        id={`${prefix}-query`}
        name={dialog ? undefined : "query"}
        type="search"
        defaultValue={page.text}
        onKeyDown={(event: KeyboardEvent) => {
          // Enter searches in the dialog instead of sending the form around it.
          if (!dialog || event.key !== "Enter") return;
          event.preventDefault();
          search();
        }}
      />{" "}
    </>
  );
  const follow = (href: string) => (event: MouseEvent) => {
    if (!dialog) return;
    event.preventDefault();
    dialog.load(href);
  };
  return (
    <>
      {page.error ? (
        <div className="govgr-error-summary" role="alert" aria-labelledby={`${prefix}-error`}>
          <H id={`${prefix}-error`} className="govgr-heading-m">
            {TEXT.badRequest}
          </H>
          <p>{page.error}</p>
        </div>
      ) : null}
      {dialog ? (
        // Inside a dialog the box sits within the form being filled: no nested <form>, and no
        // name, so nothing of it is sent with that form.
        <div role="search" aria-label="Αναζήτηση πράξης για επιλογή">
          {box}
          <button type="button" className="govgr-btn govgr-btn-primary" onClick={search}>
            Αναζήτηση
          </button>
        </div>
      ) : (
        <Form
          method="get"
          action={paths.pickDecision()}
          role="search"
          aria-label="Αναζήτηση πράξης για επιλογή"
          reloadDocument
        >
          {box}
          <button type="submit" className="govgr-btn govgr-btn-primary">
            Αναζήτηση
          </button>
        </Form>
      )}
      {page.text || page.rows.length ? (
        <section aria-labelledby={`${prefix}-results`}>
          <H id={`${prefix}-results`} className="govgr-heading-m" aria-live={dialog ? "polite" : undefined}>
            {page.total === 0
              ? "Δεν βρέθηκαν πράξεις"
              : `Βρέθηκαν ${formatTotal(page.total, page.totalIsExact)} πράξεις`}
          </H>
          <ul className="govgr-list--plain" aria-label="Πράξεις για επιλογή">
            {page.rows.map((row) => (
              <li key={row.ada} className="govgr-result">
                <R>{row.subject}</R>
                <p>
                  ΑΔΑ: <code>{row.ada}</code> · {row.orgLabel} · {row.decisionTypeLabel} · {formatDate(row.issueDate)}
                </p>
                {dialog ? (
                  <button
                    type="button"
                    className="govgr-btn govgr-btn-secondary"
                    onClick={() => dialog.choose(row.ada)}
                  >
                    Επιλογή<span className="govgr-visually-hidden"> της πράξης {row.ada}</span>
                  </button>
                ) : (
                  <>
                    <label className="govgr-label" htmlFor={`${prefix}-${row.ada}`}>
                      ΑΔΑ για αντιγραφή<span className="govgr-visually-hidden"> ({row.subject})</span>
                    </label>
                    <input className="govgr-field" id={`${prefix}-${row.ada}`} readOnly value={row.ada} size={16} />
                  </>
                )}
              </li>
            ))}
          </ul>
          <p className="govgr-btn-row">
            {page.previous ? (
              <Link to={page.previous} onClick={follow(page.previous)}>
                Προηγούμενη
              </Link>
            ) : null}
            {page.next ? (
              <Link to={page.next} onClick={follow(page.next)}>
                Επόμενη
              </Link>
            ) : null}
          </p>
        </section>
      ) : null}
    </>
  );
}
