/**
 * Warnings a submitter may ignore (SPEC §8: items with canBeIgnored, listed apart from errors, shown
 * as 'code: message'): another decision of the same body already carries this protocol number.
 * The form lists them and saves only when the user confirms (CONFIRM_WARNINGS), with or without
 * JavaScript; a revoked decision does not count.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { TEXT } from "../messages";

export const CONFIRM_WARNINGS = "confirmWarnings";
export const DUPLICATE_PROTOCOL_NUMBER = "DUPLICATE_PROTOCOL_NUMBER";

export interface IgnorableWarning {
  errorCode: string;
  errorMessage: string;
  canBeIgnored: true;
}

/**
 * Up to five decisions of the body, not revoked, whose current version has this protocol number
 * (placeholders `protocolNumber`, `orgUid`, and `exceptDecisionId`, 0 for none: ids start at 1).
 * From the versions with the number (decision_versions_protocol_idx) to their decision by its key:
 * a body of 170,000 decisions is not walked for each submission.
 */
export function sameProtocolNumberQuery(db: Db) {
  const d = schema.decisions;
  const v = schema.decisionVersions;
  return db
    .select({ ada: d.ada })
    .from(v)
    .innerJoin(d, and(eq(d.id, v.decisionId), eq(d.latestVersionId, v.versionId)))
    .where(
      and(
        eq(v.protocolNumber, sql.placeholder("protocolNumber")),
        eq(d.orgUid, sql.placeholder("orgUid")),
        ne(d.status, "REVOKED"),
        // An edit is not a duplicate of the decision it changes.
        ne(d.id, sql.placeholder("exceptDecisionId")),
      ),
    )
    .limit(5);
}

/** Asked at every save: built once per connection (decision 152). */
const sameProtocolNumberStatement = preparedPerConnection((db: Db) => sameProtocolNumberQuery(db).prepare());

/** The warnings of a decision of `orgUid` (other than `exceptDecisionId`) with this protocol number (none when confirmed). */
export function submissionWarnings(
  args: { orgUid: string; protocolNumber: string; confirmed: boolean; exceptDecisionId?: number },
  db: Db = getDb(),
): IgnorableWarning[] {
  if (args.confirmed) return [];
  const same = sameProtocolNumberStatement(db).all({
    protocolNumber: args.protocolNumber,
    orgUid: args.orgUid,
    exceptDecisionId: args.exceptDecisionId ?? 0,
  });
  if (same.length === 0) return [];
  const adas = same.map((r) => r.ada).filter((a): a is string => Boolean(a));
  return [
    {
      errorCode: DUPLICATE_PROTOCOL_NUMBER,
      errorMessage: TEXT.duplicateProtocolNumber(args.protocolNumber, adas),
      canBeIgnored: true,
    },
  ];
}
