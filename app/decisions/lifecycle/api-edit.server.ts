/**
 * What the JSON API's edits (POST /luminapi/api/decisions/v/{versionId}, /decisions/{ada},
 * /decisions/revoked/v/{versionId}/{ada}; docs/decisions/105) start from: the same status-machine
 * check as the edit pages (checkAction: not-found, forbidden, conflict, not-allowed, in that order),
 * for the action the call names rather than the one the status suggests, and the decision form of
 * the decision's organisation with the version's stored values, which the fields a caller leaves
 * out keep. Read before the body is, so a caller without the right is refused whatever it sent.
 */
import { getDb } from "#db/client";
import type { DecisionForm } from "#app/decisions/form-schema";
import { loadDecisionForm } from "#app/decisions/form-schema.server";
import { recipientsOf } from "#app/decisions/recipients.server";
import { formValuesOf } from "./form-values";
import { checkAction, refused, type Actor, type DecisionRef, type Expected, type Refused } from "./target.server";

export type ApiEditAction = "editSubmitted" | "editPublished" | "createCorrectedCopy" | "editRevoked";

export interface ApiEditTarget {
  decisionId: number;
  ada: string | null;
  orgUid: string;
  /** The version acted on (the latest one) and the decision's updatedAt when it was read. */
  versionId: string;
  updatedAt: number;
  typeUid: string;
  /** The version's values in the decision schema's shape. */
  stored: Record<string, unknown>;
  form: (typeUid: string) => DecisionForm | null;
}

export function apiEditTarget(
  user: Actor & { id: number },
  action: ApiEditAction,
  ref: DecisionRef,
  expected: Expected = {},
): { ok: true; target: ApiEditTarget } | Refused {
  const db = getDb();
  const check = checkAction(db, user, action, ref, expected);
  if (!check.ok) return check;
  const { decision, version } = check.target;
  const form = (typeUid: string) =>
    loadDecisionForm({ typeUid, orgUid: decision.orgUid, access: user.access, userId: user.id, via: "api" });
  const own = form(version.decisionTypeUid);
  // As on the edit page: a user who may not use the entry form for the organisation may not edit.
  if (!own) return refused("forbidden", decision);
  return {
    ok: true,
    target: {
      decisionId: decision.id,
      ada: decision.ada,
      orgUid: decision.orgUid,
      versionId: version.versionId,
      updatedAt: decision.updatedAt,
      typeUid: version.decisionTypeUid,
      stored: formValuesOf(version, decision.orgUid, own.fields, recipientsOf(db, decision.id)),
      form,
    },
  };
}
