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
}
