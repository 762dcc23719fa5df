/**
 * Every declared call of the JSON API (SPEC §7 under /luminapi/api), in one list: the splat route
 * app/routes/luminapi.api.$.tsx dispatches to it, /api/openapi.json documents it, and the
 * contract tests (app/api/contract.test.ts) and the route table's API rows are checked against it.
 * A new call is added to its group's module under calls/ and appears everywhere.
 */
import type { ApiCall } from "./call";
import { CONFIG_CALLS } from "./calls/config.server";
import { DECISION_ACTION_CALLS } from "./calls/decision-actions.server";
import { DECISION_CALLS } from "./calls/decisions.server";
import { DECISION_LIST_CALLS } from "./calls/decision-lists.server";
import { DECISION_WRITE_CALLS } from "./calls/decision-writes.server";
import { DECISION_TYPE_WRITE_CALLS } from "./calls/decision-type-writes.server";
import { EPROCUREMENT_CALLS } from "./calls/eprocurement.server";
import { LOOKUP_CALLS } from "./calls/lookups.server";
import { MAIL_VAT_CONFIG_CALLS } from "./calls/mail-vat-config.server";
import { ORGANIZATION_TREE_CALLS } from "./calls/organization-tree.server";
import { ORGANIZATION_CALLS } from "./calls/organizations.server";
import { POSITION_CALLS } from "./calls/positions.server";
import { PREFERENCE_CALLS } from "./calls/preferences.server";
import { SEARCH_CALLS } from "./calls/search.server";
import { STRUCTURE_EDIT_CALLS } from "./calls/structure-edits.server";
import { STRUCTURE_CALLS } from "./calls/structure.server";
import { USER_CALLS } from "./calls/users.server";
import { apiRouter } from "./dispatch.server";

export const API_CALLS: readonly ApiCall[] = [
  ...USER_CALLS,
  ...LOOKUP_CALLS,
  ...DECISION_TYPE_WRITE_CALLS,
  ...ORGANIZATION_CALLS,
  ...ORGANIZATION_TREE_CALLS,
  ...STRUCTURE_CALLS,
  ...STRUCTURE_EDIT_CALLS,
  ...EPROCUREMENT_CALLS,
  ...DECISION_CALLS,
  ...DECISION_LIST_CALLS,
  ...DECISION_ACTION_CALLS,
  ...DECISION_WRITE_CALLS,
  ...SEARCH_CALLS,
  ...PREFERENCE_CALLS,
  ...POSITION_CALLS,
  ...CONFIG_CALLS,
  ...MAIL_VAT_CONFIG_CALLS,
];

export const API_ROUTER = apiRouter(API_CALLS);
