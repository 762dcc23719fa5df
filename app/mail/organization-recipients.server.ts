/**
 * An organisation's default recipients of publication notices (issue 9: notices go "to the
 * recipients of the decision and the organisation's defaults"): addresses its administrator wants
 * told of every decision the body publishes (its press office, its own archive). They are added to
 * each decision's own recipients when it is published (app/decisions/recipients.server.ts), shown
 * on the publishing confirmation, and kept as a stored setting per body (audited like every setting).
 */
import { z } from "zod";
import { parseEmailList } from "#app/fields/email-list.rule";
import { orgAdminScope, type OrgAdminScope } from "#app/organizations/org-admin-scope.server";
import { readSetting, writeSetting } from "#app/settings/store.server";
import type { AccessEntry } from "#app/access/permissions";
import { getDb, type Db } from "#db/client";
import { SETTINGS_TEXT } from "../messages";
import { MAX_RECIPIENTS } from "./notify-recipients.server";

const keyOf = (orgUid: string) => `orgRecipients.${orgUid}`;

export function organizationRecipients(orgUid: string, db: Db = getDb()): string[] {
  return readSetting(keyOf(orgUid), z.array(z.string()), [], db);
}

export type OrganizationRecipientsPage = Extract<OrgAdminScope, { ok: true }> & { recipients: string[] };

/** The page of the body chosen by ?org= among those the user administers (SPEC §6 ROLE_ORG_ADMIN). */
export function organizationRecipientsPage(
  access: readonly AccessEntry[],
  wanted: string | undefined,
  db: Db = getDb(),
): OrganizationRecipientsPage | { ok: false; reason: "forbidden" } {
  const scope = orgAdminScope(access, wanted, db);
  if (!scope.ok) return scope;
  return { ...scope, recipients: organizationRecipients(scope.org.uid, db) };
}

export type SaveOrganizationRecipientsResult =
  | { ok: true; orgUid: string; recipients: string[] }
  | { ok: false; reason: "forbidden" }
  | { ok: false; reason: "invalid"; message: string };

/** Checks the list (text with commas or line breaks) and stores it for the body, audited. */
export function saveOrganizationRecipients(
  user: { id: number; access: readonly AccessEntry[] },
  wanted: string | undefined,
  value: unknown,
  db: Db = getDb(),
): SaveOrganizationRecipientsResult {
  const scope = orgAdminScope(user.access, wanted, db);
  if (!scope.ok) return scope;
  const parsed = parseEmailList(value);
  if (!parsed.ok) return { ok: false, reason: "invalid", message: parsed.message };
  if (parsed.value.length > MAX_RECIPIENTS)
    return { ok: false, reason: "invalid", message: SETTINGS_TEXT.tooManyRecipients };
  db.transaction((tx) => writeSetting(tx, keyOf(scope.org.uid), parsed.value, user.id));
  return { ok: true, orgUid: scope.org.uid, recipients: parsed.value };
}
