/**
 * The e-mail addresses notified when a decision is published (decision_recipients): set at
 * submission from the form, and confirmed or changed on the publishing confirmation page. A
 * publication notifies them and the organisation's defaults (app/mail/organization-recipients.server.ts).
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

/** Each address once, compared case-insensitively; the first list's spelling wins. */
export function uniqueEmails(...lists: readonly (readonly string[])[]): string[] {
  const byLowerCase = new Map<string, string>();
  for (const email of lists.flat())
    if (!byLowerCase.has(email.toLowerCase())) byLowerCase.set(email.toLowerCase(), email);
  return [...byLowerCase.values()];
}

/** Replaces the decision's recipients with `emails` (already validated). */
export function saveRecipients(tx: DbOrTx, decisionId: number, emails: readonly string[]): void {
  tx.delete(schema.decisionRecipients).where(eq(schema.decisionRecipients.decisionId, decisionId)).run();
  const unique = uniqueEmails(emails);
  if (unique.length) {
    tx.insert(schema.decisionRecipients)
      .values(unique.map((email) => ({ decisionId, email })))
      .run();
  }
}
