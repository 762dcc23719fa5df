/**
 * A renamed body's decisions take its new name in the search index, as a merged body's take the
 * name of the body they joined: the search rows, the search's organisation facet, the feeds'
 * items and the open API's search read the body's name from the index (search_docs.org_label,
 * search_facet_counts), not from the organisations table. So a rename re-files the body's public
 * decisions in the rename's own transaction, and through the search outbox an external engine
 * does the same (app/decisions/lifecycle/search-sync.server.ts). A rename is rare and its cost
 * grows with the body's decisions, like a merge's (docs/decisions/100-rename-refiles-search-index.md).
 */
import { eq } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import type { DbOrTx } from "../audit.server";
import { syncSearch } from "../decisions/lifecycle/search-sync.server";

/** Re-files every decision of the body in the search index; returns how many. */
export function refileDecisionsOf(tx: DbOrTx, db: Db, orgUid: string, now: number): number {
  const ids = tx
    .select({ id: schema.decisions.id })
    .from(schema.decisions)
    .where(eq(schema.decisions.orgUid, orgUid))
    .all();
  for (const { id } of ids) syncSearch(db, tx, id, now);
  return ids.length;
}
