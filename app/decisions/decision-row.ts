/**
 * A decision as a list shows it (search results, latest publications of the home page and of an
 * organisation): the domain produces it, the DecisionRows component renders it.
 */
export interface DecisionRow {
  ada: string;
  subject: string;
  orgLabel: string;
  decisionTypeLabel: string;
  issueDate: string;
  status: string;
  /** The amount, where the decision has one (search results). */
  amount?: number | null;
  /** Search results with text: the subject split at the matched words (search/snippets.ts). */
  subjectParts?: MarkedText;
  /** Search results with text: a passage of the document's text around a match, if it has one. */
  passage?: MarkedText;
}

/** Text split into parts, the ones a search matched marked; rendered as text and <mark>, never as HTML. */
export type MarkedText = { text: string; mark: boolean }[];
