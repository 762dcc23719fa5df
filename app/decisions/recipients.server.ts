/**
 * The e-mail addresses notified when a decision is published (decision_recipients): set at
 * submission from the form, and confirmed or changed on the publishing confirmation page. A
 * publication notifies them and the organisation's defaults (app/mail/organization-recipients.server.ts).
 */
import { eq, sql } from "drizzle-orm";
import { schema } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import type { DbOrTx } from "../audit.server";

/** Read and written at every submission and publication: built once per connection (decision 152). */
const recipientStatements = preparedPerConnection((db: DbOrTx) => {
  const r = schema.decisionRecipients;
  const decisionId = sql.placeholder("decisionId");
  return {
    list: db.select({ email: r.email }).from(r).where(eq(r.decisionId, decisionId)).prepare(),
    deleteAll: db.delete(r).where(eq(r.decisionId, decisionId)).prepare(),
    insert: db
      .insert(r)
      .values({ decisionId, email: sql.placeholder("email") })
      .prepare(),
  };
});

export function recipientsOf(db: DbOrTx, decisionId: number): string[] {
  return recipientStatements(db)
    .list.all({ decisionId })
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
  const statements = recipientStatements(tx);
  statements.deleteAll.run({ decisionId });
  for (const email of uniqueEmails(emails)) statements.insert.run({ decisionId, email });
}
