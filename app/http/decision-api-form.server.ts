/**
 * The decision form a write API caller gets for a body's type and organisation, shared by the
 * OpenData write API (opendata-write.server.ts) and the portal's JSON API (app/api/calls/
 * decision-writes.server.ts): the organisations the caller may submit for through an API, and the
 * types open to that organisation. Refused as SPEC §8 says: an organisation the caller may not
 * submit for is a refusal of rights (403; a missing one is a bad body, 400), a type the
 * organisation may not use is a bad body (400), each with the form's Greek message.
 */
import type { SessionUser } from "#app/access/session-user";
import type { DecisionForm } from "#app/decisions/form-schema";
import { loadDecisionForm, submitOrganizationOptions } from "#app/decisions/form-schema.server";
import { TEXT } from "#app/messages";

export type ApiFormRefusal = {
  refused: true;
  status: 400 | 403;
  field: "organizationId" | "decisionTypeId";
  message: string;
};

export function apiDecisionForm(
  user: Pick<SessionUser, "id" | "access">,
  typeUid: string,
  orgUid: string,
): DecisionForm | ApiFormRefusal {
  const form = loadDecisionForm({ typeUid, orgUid, access: user.access, userId: user.id, via: "api" });
  if (form) return form;
  const mayUse = submitOrganizationOptions(user.access, undefined, "api").some((o) => o.value === orgUid);
  if (!mayUse) {
    return {
      refused: true,
      status: orgUid === "" ? 400 : 403,
      field: "organizationId",
      message: TEXT.invalidOrganization,
    };
  }
  return { refused: true, status: 400, field: "decisionTypeId", message: TEXT.invalidDecisionType };
}

export const isFormRefusal = (value: DecisionForm | ApiFormRefusal): value is ApiFormRefusal => "refused" in value;
