/**
 * The statements of a publication's transaction (./publish.server.ts), their SQL built by drizzle
 * and prepared once per connection (docs/decisions/131-bulk-publication-second-process-and-statements.md).
 * drizzle otherwise builds the text of every query anew on each call: these were the publication's
 * costliest to build (its re-check, the ADA serial, the two updates and the search outbox row).
 * They run on the connection of `db`, also inside a transaction of that connection (better-sqlite3:
 * a transaction is the connection's), so the transaction's `tx` is not needed to run them.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";

/** A value given when the statement runs, for an update's SET (whose types take SQL, not a bare placeholder). */
const setTo = (name: string) => sql`${sql.placeholder(name)}`;

function preparePublishStatements(db: Db) {
  const d = schema.decisions;
  const v = schema.decisionVersions;
  return {
    version: db
      .select()
      .from(v)
      .where(eq(v.versionId, sql.placeholder("versionId")))
      .prepare(),
    decision: db
      .select()
      .from(d)
      .where(eq(d.id, sql.placeholder("id")))
      .prepare(),
    organization: db
      .select()
      .from(schema.organizations)
      .where(eq(schema.organizations.uid, sql.placeholder("uid")))
      .prepare(),
    typeLabel: db
      .select({ label: schema.decisionTypes.label })
      .from(schema.decisionTypes)
      .where(eq(schema.decisionTypes.uid, sql.placeholder("uid")))
      .prepare(),
    /** Bumps the organisation's ADA serial and returns it. */
    nextSerial: db
      .insert(schema.adaSequences)
      .values({ orgUid: sql.placeholder("orgUid"), next: 1 })
      .onConflictDoUpdate({ target: schema.adaSequences.orgUid, set: { next: sql`${schema.adaSequences.next} + 1` } })
      .returning({ next: schema.adaSequences.next })
      .prepare(),
    decisionWithAda: db
      .select({ id: d.id })
      .from(d)
      .where(eq(d.ada, sql.placeholder("ada")))
      .prepare(),
    // The WHERE clauses repeat the checks: if anything slipped past them, no row changes.
    publishDecision: db
      .update(d)
      .set({
        ada: setTo("ada"),
        status: setTo("status"),
        publishedAt: setTo("now"),
        updatedAt: setTo("now"),
      })
      .where(and(eq(d.id, sql.placeholder("id")), eq(d.status, "SUBMITTED")))
      .prepare(),
    publishVersion: db
      .update(v)
      .set({ status: setTo("status"), publishedAt: setTo("now") })
      .where(and(eq(v.versionId, sql.placeholder("versionId")), isNull(v.publishedAt)))
      .prepare(),
    searchOutboxUpsert: db
      .insert(schema.searchOutbox)
      .values({ decisionId: sql.placeholder("decisionId"), op: "upsert", createdAt: sql.placeholder("now") })
      .prepare(),
  };
}

export const publishStatements = preparedPerConnection(preparePublishStatements);
