/**
 * New numeric uids for organisations, units and signers: one past the largest ever used, counting
 * the deleted ones (their audit rows keep their uid), so a uid never names two things and an old
 * link or audit row never points at a newcomer.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../audit.server";

const TABLES = { organization: "organizations", unit: "units", signer: "signers" } as const;

export function nextUid(db: DbOrTx, entity: keyof typeof TABLES): string {
  const table = sql.raw(TABLES[entity]);
  const row = db.get<{ max: number | null }>(sql`
    SELECT max(m) AS max FROM (
      SELECT max(CAST(uid AS INTEGER)) AS m FROM ${table}
      UNION ALL
      SELECT max(CAST(entity_id AS INTEGER)) FROM audit_log WHERE entity_type = ${entity}
    )`);
  return String((row?.max ?? 0) + 1);
}
