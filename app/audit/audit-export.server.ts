/**
 * The audit trail as CSV (issue 13: "searchable ... exportable"): every row the administrators'
 * filters select, newest first, with no row limit. Rows are read in keyset batches of 1,000 as
 * the client takes them (a ReadableStream pulled by the response), so memory stays flat and no
 * statement stays open between batches while other requests run.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { formatDateTimeSeconds } from "#shared/dates";
import { CSV_BOM, csvField } from "../export/csv";
import { auditRowColumns, auditWhere, type AuditFilters } from "./search.server";

const BATCH = 1_000;
const HEADER = ["Α/Α", "Χρόνος", "Χρήστης", "Ενέργεια", "Αντικείμενο", "Κωδικός αντικειμένου", "Λεπτομέρειες"];

const line = (fields: (string | number | null)[]) => fields.map(csvField).join(",") + "\r\n";

export function auditCsvStream(filters: AuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = auditWhere(filters);
  let before = Number.MAX_SAFE_INTEGER;
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + line(HEADER)));
        return;
      }
      const { auditLog: a, users: u } = schema;
      const rows = getDb()
        .select(auditRowColumns())
        .from(a)
        .leftJoin(u, eq(u.id, a.userId))
        .where(and(where, lt(a.id, before)))
        .orderBy(desc(a.id))
        .limit(BATCH)
        .all();
      if (rows.length === 0) {
        controller.close();
        return;
      }
      before = rows[rows.length - 1].id;
      const text = rows
        .map((row) =>
          line([
            row.id,
            formatDateTimeSeconds(row.at),
            row.username ?? "Σύστημα",
            row.action,
            row.entityType,
            row.entityId,
            row.details,
          ]),
        )
        .join("");
      controller.enqueue(encoder.encode(text));
    },
  });
}
