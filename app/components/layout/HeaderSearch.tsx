/**
 * The header's search box (SPEC §2 "Search box"). It is a plain GET form to /search; the hidden
 * `box` field tells /search that the text came from here, so the server quotes it, starts at
 * page 0, and treats an empty box as "stay where you were" (the JS-free form of "does nothing").
 */
import type { FormEvent } from "react";
import { paths } from "#app/paths";

/**
 * SPEC §2 "Empty text does nothing": with JavaScript the form is not even sent (without it, the
 * server sends the browser back where it was).
 */
export function ignoreEmptyBox(event: FormEvent<HTMLFormElement>) {
  const box = event.currentTarget.elements.namedItem("query");
  if (box instanceof HTMLInputElement && !box.value.trim()) event.preventDefault();
}

export function HeaderSearch({ returnTo }: { returnTo: string }) {
  return (
    <form method="get" action={paths.search()} role="search" className="govgr-header-search" onSubmit={ignoreEmptyBox}>
      <input type="hidden" name="box" value="1" />
      <input type="hidden" name="from" value={returnTo} />
      <label htmlFor="header-search-query" className="govgr-visually-hidden">
        Αναζήτηση
      </label>
      <input
        id="header-search-query"
        className="govgr-field"
        type="search"
        name="query"
        placeholder="Θέμα, ΑΔΑ ή αριθμός πρωτοκόλλου"
        autoComplete="off"
      />
      <button type="submit" className="govgr-btn govgr-btn-secondary">
        Αναζήτηση
      </button>
    </form>
  );
}
