/**
 * The search page's date filter (SPEC §2 "Search page helpers", §9): the presets (today, last 7
 * days, last 30 days) as links, and a plain GET form with 'exactly' (one dd/mm/yyyy day, at most
 * 10 characters) or 'range' (from / to, by default the last 30 days). It filters on the issue
 * date, replacing the search's issue-date filter; the server reads it (form=date) and redirects
 * to the ordinary search URL. No script needed; with it each input also has a calendar
 * (DatePickerButton).
 */
import { Link } from "@remix-run/react";
import { paths } from "#app/paths";
import { DatePickerButton } from "./DatePickerButton";

export interface DateFilterProps {
  presets: { label: string; href: string; current: boolean }[];
  /** Default range (dd/mm/yyyy) and the latest day allowed (today). */
  from: string;
  to: string;
  max: string;
  /** The search the filter is added to. */
  query: string;
  fq: string[];
  sort: string;
}

export function DateFilter({ presets, from, to, max, query, fq, sort }: DateFilterProps) {
  return (
    <section className="govgr-facet" aria-labelledby="date-filter-title">
      <h3 id="date-filter-title">Ημερομηνία έκδοσης</h3>
      <ul>
        {presets.map((p) => (
          <li key={p.label}>
            {p.current ? (
              <strong aria-current="true">{p.label} (επιλεγμένο)</strong>
            ) : (
              <Link to={p.href}>{p.label}</Link>
            )}
          </li>
        ))}
      </ul>
      <form method="get" action={paths.search()} className="govgr-date-filter">
        <input type="hidden" name="form" value="date" />
        {query ? <input type="hidden" name="query" value={query} /> : null}
        {fq.map((f) => (
          <input key={f} type="hidden" name="fq" value={f} />
        ))}
        {sort !== "recent" ? <input type="hidden" name="sort" value={sort} /> : null}
        <fieldset className="govgr-fieldset">
          <legend className="govgr-label">Επιλογή ημερομηνίας</legend>
          <p className="govgr-hint" id="date-hint">
            Μορφή ηη/μμ/εεεε, έως και σήμερα ({max}).
          </p>
          <div className="govgr-radios">
            <input type="radio" id="date-mode-exactly" name="dateMode" value="exactly" />
            <label htmlFor="date-mode-exactly">Ακριβώς</label>
            <input type="radio" id="date-mode-range" name="dateMode" value="range" defaultChecked />
            <label htmlFor="date-mode-range">Διάστημα</label>
          </div>
          <label className="govgr-label" htmlFor="date-exact">
            Ημερομηνία (ακριβώς)
          </label>
          <input
            className="govgr-field"
            id="date-exact"
            name="dateExact"
            inputMode="numeric"
            maxLength={10}
            placeholder="ηη/μμ/εεεε"
            aria-describedby="date-hint"
          />
          <DatePickerButton inputId="date-exact" label="Ημερομηνία (ακριβώς)" max={max} />
          <label className="govgr-label" htmlFor="date-from">
            Από
          </label>
          <input
            className="govgr-field"
            id="date-from"
            name="dateFrom"
            inputMode="numeric"
            maxLength={10}
            defaultValue={from}
            aria-describedby="date-hint"
          />
          <DatePickerButton inputId="date-from" label="Από" max={max} />
          <label className="govgr-label" htmlFor="date-to">
            Έως
          </label>
          <input
            className="govgr-field"
            id="date-to"
            name="dateTo"
            inputMode="numeric"
            maxLength={10}
            defaultValue={to}
            aria-describedby="date-hint"
          />
          <DatePickerButton inputId="date-to" label="Έως" max={max} />
        </fieldset>
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Εφαρμογή ημερομηνίας
        </button>
      </form>
    </section>
  );
}
