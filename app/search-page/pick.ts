/**
 * What the pick-a-decision page shows (app/search-page/pick.server.ts reads it, the page and the
 * ADA widget's dialog render it with app/components/search/PickDecision.tsx): a plain module, so
 * components share the shape without importing server code.
 */

export interface PickRow {
  ada: string;
  subject: string;
  orgLabel: string;
  decisionTypeLabel: string;
  issueDate: string;
}

export interface PickPage {
  /** What the box shows (the free text of the query). */
  text: string;
  error: string | null;
  rows: PickRow[];
  total: number;
  totalIsExact: boolean;
  next: string | null;
  previous: string | null;
}

export const PICK_PATH = "/search/pick";

/** `/search/pick?…` for a `/search?…` path (the page's own links). */
export function pickPath(search: string): string {
  return `${PICK_PATH}${search.slice("/search".length)}`;
}

/** The pick page of a free text (the dialog's search form). */
export function pickQueryPath(text: string): string {
  return text.trim() ? `${PICK_PATH}?${new URLSearchParams({ query: text })}` : PICK_PATH;
}
