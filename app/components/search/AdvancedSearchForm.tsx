/**
 * ?advanced=true (SPEC §2): the query, shown and editable, and one input per field; the server
 * (form=advanced) ANDs the filled inputs onto the query as clauses of the query language and
 * redirects to the results. A plain GET form.
 */
import { ADVANCED_FIELDS, ADVANCED_RANGES } from "#app/search-page/forms";
import { paths } from "#app/paths";

export interface AdvancedSearchFormProps {
  query: string;
  fq: string[];
  sort: string;
}

export function AdvancedSearchForm({ query, fq, sort }: AdvancedSearchFormProps) {
  return (
    <form method="get" action={paths.search()} className="govgr-advanced-search" aria-labelledby="advanced-title">
      <h2 id="advanced-title" className="govgr-heading-m">
        Σύνθετη αναζήτηση
      </h2>
      <input type="hidden" name="form" value="advanced" />
      {fq.map((f) => (
        <input key={f} type="hidden" name="fq" value={f} />
      ))}
      {sort !== "recent" ? <input type="hidden" name="sort" value={sort} /> : null}
      <div className="govgr-form-group">
        <label className="govgr-label" htmlFor="advanced-query">
          Ερώτημα
        </label>
        <p className="govgr-hint" id="advanced-query-hint">
          Η αναζήτηση στη γλώσσα ερωτημάτων (δείτε τις <a href={paths.searchInfo()}>οδηγίες αναζήτησης</a>). Τα πεδία
          που συμπληρώνετε παρακάτω προστίθενται με AND.
        </p>
        <textarea
          className="govgr-field govgr-field--wide"
          id="advanced-query"
          name="query"
          rows={3}
          defaultValue={query}
          aria-describedby="advanced-query-hint"
        />
      </div>
      {ADVANCED_FIELDS.map((f) => (
        <div className="govgr-form-group" key={f.name}>
          <label className="govgr-label" htmlFor={`advanced-${f.name}`}>
            {f.label} <span className="govgr-hint">({f.field})</span>
          </label>
          <input className="govgr-field" id={`advanced-${f.name}`} name={f.name} type="text" />
        </div>
      ))}
      {ADVANCED_RANGES.map((r) => (
        <fieldset className="govgr-fieldset" key={r.field}>
          <legend className="govgr-label">
            {r.label} <span className="govgr-hint">({r.kind === "date" ? "ηη/μμ/εεεε" : "π.χ. 1500,50"})</span>
          </legend>
          <label className="govgr-label" htmlFor={`advanced-${r.from}`}>
            Από
          </label>
          <input
            className="govgr-field"
            id={`advanced-${r.from}`}
            name={r.from}
            inputMode={r.kind === "date" ? "numeric" : "decimal"}
            maxLength={r.kind === "date" ? 10 : 20}
          />
          <label className="govgr-label" htmlFor={`advanced-${r.to}`}>
            Έως
          </label>
          <input
            className="govgr-field"
            id={`advanced-${r.to}`}
            name={r.to}
            inputMode={r.kind === "date" ? "numeric" : "decimal"}
            maxLength={r.kind === "date" ? 10 : 20}
          />
        </fieldset>
      ))}
      <button type="submit" className="govgr-btn govgr-btn-primary">
        Αναζήτηση
      </button>
    </form>
  );
}
