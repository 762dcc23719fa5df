/**
 * What the publishing confirmation page (/decision/publish/{versionId}, SPEC §2 dialog) shows,
 * in one call: the status machine's answer for this user now (publish.server.ts checkPublish),
 * and on success the decision's summary and its stored recipients.
 */
import type { SessionUser } from "../access/session-user";
import { getDb } from "#db/client";
import { formatDate } from "#shared/dates";
import type { PublishConfirmation } from "./publish-confirmation";
import { organizationRecipients } from "../mail/organization-recipients.server";
import {
  checkPublish,
  publishDecision,
  type PublishArgs,
  type PublishCheck,
  type PublishRefusal,
  type PublishResult,
} from "./publish.server";

export type { PublishConfirmation };

export type PublishPage =
  { ok: true; page: PublishConfirmation } | { ok: false; reason: PublishRefusal; ada: string | null };

export function publishPage(user: Pick<SessionUser, "id" | "access">, versionId: string): PublishPage {
  const check = checkPublish(getDb(), user, versionId);
  if (!check.ok) return { ok: false, reason: check.reason, ada: check.ada ?? null };
  const { version, organization, decisionTypeLabel, recipients } = check.target;
  return {
    ok: true,
    page: {
      versionId,
      summary: {
        subject: version.subject,
        protocolNumber: version.protocolNumber,
        issueDate: formatDate(version.issueDate),
        organization: organization.label,
        decisionType: `${version.decisionTypeUid} ${decisionTypeLabel}`,
      },
      recipients,
      organizationRecipients: organizationRecipients(organization.uid),
    },
  };
}

/** Whether `user` may publish this version now: the action asks before it reads the body. */
export function publishRights(user: Pick<SessionUser, "id" | "access">, versionId: string): PublishCheck {
  return checkPublish(getDb(), user, versionId);
}

/** Publishes from the confirmation form, on the register's database (publish.server.ts). */
export function publishFromForm(args: PublishArgs): Promise<PublishResult> {
  return publishDecision(getDb(), args);
}
