/**
 * Keeping the search index in step with a decision after an action, in the action's transaction
 * (as publishing does, docs/decisions/007-publish-transaction.md): the embedded FTS5 index is
 * rewritten from the decision's current public version and status, and a search_outbox row tells
 * an external engine (Typesense) to do the same. A decision that is not public (submitted, or
 * deleted) is only queued for removal.
 */
import { eq, sql } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import type { SearchDocument } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { isPublicStatus } from "#shared/decision-status";
import type { DbOrTx } from "#app/audit.server";
import { partyAfms } from "#shared/party-afms";

/**
 * The document text a re-index keeps: the one indexed for the decision so far (the action did
 * not change the document), unless the action brings a new document's text.
 */
function indexedBody(tx: DbOrTx, decisionId: number): string {
  const row = tx.get<{ body: string } | undefined>(sql`SELECT body FROM search_docs WHERE decision_id = ${decisionId}`);
  return row?.body ?? "";
}

function documentOf(tx: DbOrTx, decisionId: number, documentText: string | undefined): SearchDocument | null {
  const d = tx.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get();
  if (!d || !d.ada || d.publishedAt === null || !isPublicStatus(d.status)) return null;
  const v = tx
    .select()
    .from(schema.decisionVersions)
    .where(eq(schema.decisionVersions.versionId, d.latestVersionId))
    .get();
  const org = tx.select().from(schema.organizations).where(eq(schema.organizations.uid, d.orgUid)).get();
  if (!v || !org) return null;
  const type = tx
    .select({ label: schema.decisionTypes.label })
    .from(schema.decisionTypes)
    .where(eq(schema.decisionTypes.uid, v.decisionTypeUid))
    .get();
  return {
    decisionId: d.id,
    ada: d.ada,
    versionId: v.versionId,
    orgUid: org.uid,
    orgLabel: org.label,
    decisionTypeUid: v.decisionTypeUid,
    decisionTypeLabel: type?.label ?? v.decisionTypeUid,
    status: d.status,
    subject: v.subject,
    protocolNumber: v.protocolNumber,
    issueDate: v.issueDate,
    publishedAt: d.publishedAt,
    updatedAt: d.updatedAt,
    amount: v.amount,
    unitUids: v.unitUids,
    signerUids: v.signerUids,
    thematicCategoryUids: v.thematicCategoryUids,
    afms: partyAfms(v.extraFieldValues),
    body: documentText ?? indexedBody(tx, d.id),
  };
}

/**
 * Re-indexes (or removes) one decision as it now stands; call inside the action's transaction.
 * `documentText`: the text of a new document the action gave the decision (a corrected copy);
 * without it the decision keeps the document text it was indexed with.
 */
export function syncSearch(db: Db, tx: DbOrTx, decisionId: number, now: number, documentText?: string): void {
  const doc = documentOf(tx, decisionId, documentText);
  const fts5 = createFts5Engine(db);
  if (doc) fts5.index(doc);
  else fts5.remove(decisionId);
  tx.insert(schema.searchOutbox)
    .values({ decisionId, op: doc ? "upsert" : "delete", createdAt: now })
    .run();
}
