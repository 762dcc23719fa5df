/**
 * The simple search's parameters (GET /search) written as one query of the query language
 * (search/query-language.ts), as the real register does and echoes in `info.query`
 * (reference/diavgeia.md §1.3). The query is then run exactly like /search/advanced, so both
 * calls and the /search page share one query builder. Pure.
 *
 * Where this differs from the real register (docs/opendata.md): no issue-date window is
 * injected and no range is clamped to 180 days; `to_date` covers its whole Athens day (the real
 * one stops at its midnight); an organisation's latin name is turned into its uid here, since the
 * index holds uids.
 */
import { STATUS_LABELS, type PublicStatus } from "#shared/decision-status";
import { andOf, type QueryNode } from "#search/query-syntax";
import type { SimpleSearchParams, SimpleStatus } from "./params";

const STATUS_OF: Record<Exclude<SimpleStatus, "all">, PublicStatus> = {
  published: "PUBLISHED",
  revoked: "REVOKED",
  pending_revocation: "PENDING_REVOCATION",
};

const phrase = (field: string, value: string): QueryNode => ({
  kind: "field",
  field,
  values: [{ value, quoted: true }],
  list: false,
});

const anyOf = (field: string, values: readonly string[]): QueryNode => ({
  kind: "field",
  field,
  values: values.map((value) => ({ value, quoted: true })),
  list: values.length > 1,
});

const range = (field: string, from: string | undefined, to: string | undefined): QueryNode | null =>
  from === undefined && to === undefined ? null : { kind: "range", field, from: from ?? "*", to: to ?? "*" };

/** The statuses searched: published unless `status` says otherwise; `all` lifts the filter. */
export function simpleStatuses(status: readonly SimpleStatus[] | undefined): PublicStatus[] | null {
  const asked = status ?? ["published"];
  if (asked.includes("all")) return null;
  return asked.map((s) => STATUS_OF[s as Exclude<SimpleStatus, "all">]);
}

/**
 * The query of a simple search. `orgUid` turns an `org` value (uid or latin name) into the
 * organisation's uid; an unknown value stays as it is and simply matches nothing.
 */
export function simpleSearchQuery(
  params: SimpleSearchParams,
  orgUid: (uidOrLatinName: string) => string,
): QueryNode | null {
  const statuses = simpleStatuses(params.status);
  const parts: (QueryNode | null)[] = [
    ...(params.term?.split(/\s+/) ?? []).map((word): QueryNode => ({ kind: "term", text: word, quoted: false })),
    params.ada ? phrase("ada", params.ada) : null,
    params.subject ? phrase("subject", params.subject) : null,
    params.protocol ? phrase("protocolNumber", params.protocol) : null,
    range("submissionTimestamp", params.from_date, params.to_date),
    range("issueDate", params.from_issue_date, params.to_issue_date),
    params.org ? anyOf("organizationUid", [...new Set(params.org.map(orgUid))]) : null,
    params.unit ? anyOf("unitUid", params.unit) : null,
    params.signer ? anyOf("signerUid", params.signer) : null,
    params.type ? anyOf("decisionTypeUid", params.type) : null,
    params.tag ? anyOf("thematicCategory", params.tag) : null,
    statuses
      ? anyOf(
          "status",
          statuses.map((s) => STATUS_LABELS[s]),
        )
      : null,
  ];
  return andOf(parts.filter((p): p is QueryNode => p !== null));
}
