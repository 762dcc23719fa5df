/**
 * The e-mail addresses notified when a decision is published (decision_recipients): set at
 * submission from the form, and confirmed or changed on the publishing confirmation page.
 */
import { eq } from "drizzle-orm";
import { schema } from "#db/client";
import type { DbOrTx } from "../audit.server";

export function recipientsOf(db: DbOrTx, decisionId: number): string[] {
  return db
    .select({ email: schema.decisionRecipients.email })
    .from(schema.decisionRecipients)
    .where(eq(schema.decisionRecipients.decisionId, decisionId))
    .all()
    .map((r) => r.email);
}

/** Replaces the decision's recipients with `emails` (already validated and de-duplicated). */
export function saveRecipients(tx: DbOrTx, decisionId: number, emails: readonly string[]): void {
  tx.delete(schema.decisionRecipients).where(eq(schema.decisionRecipients.decisionId, decisionId)).run();
  const unique = [...new Map(emails.map((e) => [e.toLowerCase(), e])).values()];
  if (unique.length) {
    tx.insert(schema.decisionRecipients)
      .values(unique.map((email) => ({ decisionId, email })))
      .run();
  }
}
