/**
 * /administration/audit/export?user&action&org&from&to: every audit row the filters select, as CSV
 * (RFC 4180 with a BOM, newest first, no row limit), streamed (app/audit/audit-export.server.ts).
 * ROLE_ADMIN only; private, never stored by a cache. A bad date is a Greek 400.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "#app/access/guards.server";
import { AUDIT_FILTERS, auditFiltersOf } from "#app/audit/audit-query.server";
import { auditCsvStream } from "#app/audit/audit-export.server";
import { CSV_CONTENT_TYPE } from "#app/export/csv";
import { cacheControl } from "#app/http/cache-policy";
import { parseQuery } from "#app/http/input.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { athensDay } from "#shared/dates";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, { role: "ROLE_ADMIN" });
  const filters = auditFiltersOf(parseQuery(AUDIT_FILTERS, request, "resource"));
  return new Response(auditCsvStream(filters), {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="audit-${athensDay(Date.now())}.csv"`,
      "Cache-Control": cacheControl("privatePage"),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
