/**
 * The ajax selectors' search rules (SPEC §5 and §9): a search starts only from 3 characters, and
 * 800 ms after the last keystroke. Shared by the enhanced combobox (JS) and the search sub-form
 * the server answers without JavaScript, so both refuse the same short terms.
 */
export const MIN_TERM_LENGTH = 3;
export const SEARCH_DELAY_MS = 800;
/** At most this many options come back from one search. */
export const MAX_SEARCH_RESULTS = 20;

export const SEARCH_TERM_HINT = `Γράψτε τουλάχιστον ${MIN_TERM_LENGTH} χαρακτήρες.`;
export const NO_RESULTS = "Δεν βρέθηκαν αποτελέσματα.";

/** Whether a typed term is long enough to search with (counted in characters, trimmed). */
export function isSearchable(term: string): boolean {
  return [...term.trim()].length >= MIN_TERM_LENGTH;
}

/** The form field holding a no-JS search term for the field named `name` (a flat name Conform keeps apart). */
export const searchTermField = (name: string) => `__term__${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
/** The submit button that asks the server for a field's options; its value is the field's name. */
export const SEARCH_BUTTON = "__search";
/** The submit button that re-renders the form with the values kept and nothing saved (SPEC §4). */
export const UPDATE_BUTTON = "__update";

/** A no-JS option search the server answered, for the field it was made for. */
export interface FieldSearch {
  term: string;
  options: { value: string; label: string }[];
  /** Why there are no options (term too short), if that is the reason. */
  problem?: string;
}
