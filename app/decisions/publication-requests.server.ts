/**
 * The actions a document system asked for a decision it stored without publishing
 * (`publish: false` with `notifyRecipients` or `requestRestNotification`, reference/diavgeia.md
 * §1.6, docs/decisions/107): kept with the decision in its submission's transaction, and taken
 * (read and deleted) by its publication's transaction, whoever publishes it, which then queues
 * the recipients' mail and the REST notices with the publication. The Basic password of a notice
 * is therefore kept only while the decision waits (then on the notice's row until it settles).
 */
import { eq, sql } from "drizzle-orm";
import { schema } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import type { DbOrTx } from "../audit.server";
import type { RestNotificationRequest } from "../opendata/rest-notify.server";

export interface PublicationRequests {
  /** E-mail the decision's recipients on publication, even from a batch published without notices. */
  notifyRecipients: boolean;
  restNotifications: readonly RestNotificationRequest[];
}

const table = schema.publicationRequests;

/** Stores the requests of a decision just submitted (nothing when none was asked). */
export function savePublicationRequests(
  tx: DbOrTx,
  decisionId: number,
  requests: PublicationRequests,
  now: number,
): void {
  if (!requests.notifyRecipients && requests.restNotifications.length === 0) return;
  tx.insert(table)
    .values({
      decisionId,
      notifyRecipients: requests.notifyRecipients,
      restNotifications: [...requests.restNotifications],
      createdAt: now,
    })
    .run();
}

/** Asked at every publication: built once per connection (decision 152). */
const takeStatement = preparedPerConnection((db: DbOrTx) =>
  db
    .delete(table)
    .where(eq(table.decisionId, sql.placeholder("decisionId")))
    .returning()
    .prepare(),
);

/** The requests of a decision being published, removed in the same transaction (none: nothing asked). */
export function takePublicationRequests(tx: DbOrTx, decisionId: number): PublicationRequests | null {
  const row = takeStatement(tx).get({ decisionId });
  return row ? { notifyRecipients: row.notifyRecipients, restNotifications: row.restNotifications } : null;
}
