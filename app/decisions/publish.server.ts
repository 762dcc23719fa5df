/**
 * Publishing a submitted decision (Ανάρτηση): it gets its ADA and becomes public.
 * See docs/decisions/007-publish-transaction.md.
 *
 * One IMMEDIATE transaction (the write lock is taken at BEGIN, so two publishers cannot both read
 * SUBMITTED) does everything or nothing:
 *   re-check (status machine + latest version + organisation active and in effect) ->
 *   next serial of the organisation -> ADA -> decision PUBLISHED -> version published_at ->
 *   FTS5 index row + search_outbox row -> recipients -> one mail_outbox row per recipient ->
 *   the REST notices a document system asked for when it stored the decision -> audit row.
 * No mail is sent inside the transaction: the notices are queued with it (app/mail/outbox.server.ts,
 * docs/decisions/013-mail-outbox.md), so a crash after the commit cannot lose them. After the
 * commit they are tried at once and the publisher is told whether they went out; whatever did
 * not is retried by the delivery worker. Mail never undoes a publication.
 */
import type { schema, Db } from "#db/client";
import type { SearchDocument } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { hasRole, permissionsOn } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { deliverNow } from "../mail/delivery.server";
import { decisionUrl, documentUrl } from "../mail/links";
import { queueMail } from "../mail/outbox.server";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { publicationMail } from "../mail/templates";
import { stampAfterCommit } from "../documents/published-document.server";
import { versionDocumentText } from "../documents/version-text.server";
import { partyAfms } from "#shared/party-afms";
import { makeAda } from "./ada";
import { publishStatements } from "./publish-statements.server";
import { organizationRecipients } from "../mail/organization-recipients.server";
import { recipientsOf, saveRecipients, uniqueEmails } from "./recipients.server";
import { isDecisionStatus } from "#shared/decision-status";
import { isAllowed, statusAfter, type ActionContext } from "./status-machine";
import { notifySoon, queueRestNotifications } from "../opendata/rest-notify.server";
import { takePublicationRequests } from "./publication-requests.server";

type Decision = typeof schema.decisions.$inferSelect;
type Version = typeof schema.decisionVersions.$inferSelect;
type Organization = typeof schema.organizations.$inferSelect;

export interface PublishTarget {
  decision: Decision;
  version: Version;
  organization: Organization;
  decisionTypeLabel: string;
  /** The decision's own recipients (the confirmation lets the publisher change them). */
  recipients: string[];
}

export type PublishRefusal = "not-found" | "forbidden" | "not-publishable" | "organization-cannot-publish";

/** A refusal carries the decision's ADA, if it has one, so the user can be sent to it. */
export type PublishCheck =
  { ok: true; target: PublishTarget } | { ok: false; reason: PublishRefusal; ada?: string | null };

type Actor = Pick<SessionUser, "id" | "access">;

/** SPEC §4: only an organisation that is active and in effect can publish. */
export function organizationCanPublish(org: Pick<Organization, "isActive" | "inEffect">): boolean {
  return org.isActive && org.inEffect;
}

/**
 * Whether `user` may publish this version now, asked of the status machine. Used by the
 * confirmation page (GET) and again inside the publishing transaction.
 * "forbidden": the user lacks the right. "not-publishable": the right is there, but the decision
 * is no longer a submitted latest version (published meanwhile, or superseded).
 */
export function checkPublish(db: Db, user: Actor, versionId: string): PublishCheck {
  const statements = publishStatements(db);
  const version = statements.version.get({ versionId });
  if (!version) return { ok: false, reason: "not-found" };
  const decision = statements.decision.get({ id: version.decisionId });
  if (!decision || !isDecisionStatus(decision.status)) return { ok: false, reason: "not-found" };

  const ctx: ActionContext = {
    status: decision.status,
    isLatestVersion: decision.latestVersionId === version.versionId,
    permissions: permissionsOn(user.access, decision.orgUid),
    isAdmin: hasRole(user.access, "ROLE_ADMIN"),
  };
  if (!isAllowed("publish", ctx)) {
    const withRightState = isAllowed("publish", { ...ctx, status: "SUBMITTED", isLatestVersion: true });
    return { ok: false, reason: withRightState ? "not-publishable" : "forbidden", ada: decision.ada };
  }

  const organization = statements.organization.get({ uid: decision.orgUid });
  if (!organization) return { ok: false, reason: "not-found" };
  if (!organizationCanPublish(organization))
    return { ok: false, reason: "organization-cannot-publish", ada: decision.ada };
  const type = statements.typeLabel.get({ uid: version.decisionTypeUid });
  return {
    ok: true,
    target: {
      decision,
      version,
      organization,
      decisionTypeLabel: type?.label ?? version.decisionTypeUid,
      recipients: recipientsOf(db, decision.id),
    },
  };
}

/** The organisation's next ADA: bumps its serial, skipping any ADA already taken (imported data). */
function nextAda(db: Db, org: Organization): string {
  const statements = publishStatements(db);
  for (;;) {
    const { next } = statements.nextSerial.get({ orgUid: org.uid });
    const ada = makeAda(org.adaCode, next - 1);
    if (!statements.decisionWithAda.get({ ada })) return ada;
  }
}

function searchDocument(t: PublishTarget, ada: string, status: string, now: number, body: string): SearchDocument {
  return {
    decisionId: t.decision.id,
    ada,
    versionId: t.version.versionId,
    orgUid: t.organization.uid,
    orgLabel: t.organization.label,
    decisionTypeUid: t.version.decisionTypeUid,
    decisionTypeLabel: t.decisionTypeLabel,
    status,
    subject: t.version.subject,
    protocolNumber: t.version.protocolNumber,
    issueDate: t.version.issueDate,
    publishedAt: now,
    updatedAt: now,
    amount: t.version.amount,
    unitUids: t.version.unitUids,
    signerUids: t.version.signerUids,
    thematicCategoryUids: t.version.thematicCategoryUids,
    afms: partyAfms(t.version.extraFieldValues),
    body,
  };
}

export interface PublishArgs {
  user: Actor;
  versionId: string;
  /** Recipients confirmed on the confirmation page; undefined keeps the stored ones. */
  recipients?: readonly string[];
  /** Base of the links in the e-mail (PUBLIC_URL or the request's origin). */
  baseUrl: string;
  now?: number;
  /** How long to wait for the first delivery of the notices before answering (default 5 s). */
  mailWaitMs?: number;
  /** False: publish without notifying the recipients (a batch publish without notifyRecipients). */
  notify?: boolean;
  /**
   * False: answer without waiting for the stamped, signed copy (the OpenData write API's bulk
   * publication, decision 077); it is made right after, or on the first request for the document.
   */
  awaitStamp?: boolean;
}

/**
 * The notices of a publication: `queued` messages (one per recipient), `sent` of them delivered
 * before the answer; `ok` when all were. The rest stay queued and are retried.
 */
export interface PublicationMailReport {
  ok: boolean;
  queued: number;
  sent: number;
}

export type PublishResult =
  | {
      ok: true;
      ada: string;
      decisionId: number;
      versionId: string;
      recipients: string[];
      mail: PublicationMailReport | null;
    }
  | { ok: false; reason: PublishRefusal; ada?: string | null };

/** The committed part: returns what the e-mail needs, or why nothing was changed. */
function publishInTransaction(db: Db, args: PublishArgs, documentText: string) {
  return db.transaction(
    (tx) => {
      // The reads and writes prepared once run on the connection, inside this transaction (./publish-statements.server.ts).
      const check = checkPublish(db, args.user, args.versionId);
      if (!check.ok) return check;
      const t = check.target;
      const now = args.now ?? Date.now();
      const status = statusAfter("publish", "SUBMITTED");
      const ada = nextAda(db, t.organization);

      // The WHERE clauses repeat the checks: if anything slipped past them, no row changes and we abort.
      const statements = publishStatements(db);
      const moved = statements.publishDecision.run({ ada, status, now, id: t.decision.id });
      const frozen = statements.publishVersion.run({ status, now, versionId: t.version.versionId });
      if (moved.changes !== 1 || frozen.changes !== 1)
        throw new Error(`decision ${t.decision.id} changed while publishing`);

      createFts5Engine(db).index(searchDocument(t, ada, status, now, documentText));
      statements.searchOutboxUpsert.run({ decisionId: t.decision.id, now });
      if (args.recipients) saveRecipients(tx, t.decision.id, args.recipients);
      // The decision's own recipients and its organisation's defaults, each once (issue 9).
      const recipients = uniqueEmails(recipientsOf(tx, t.decision.id), organizationRecipients(t.organization.uid, db));
      // A document system's stored `actions` (decision 107) hold whoever publishes: its recipients
      // are told even by a batch published without notices, and its callbacks get their notice.
      const requested = takePublicationRequests(tx, t.decision.id);
      const mailIds =
        args.notify === false && !requested?.notifyRecipients
          ? []
          : queueMail(tx, {
              key: `publish.${t.version.versionId}`,
              purpose: "decision.publish",
              to: recipients,
              now,
              ...publicationMail(
                {
                  ada,
                  subject: t.version.subject,
                  organization: t.organization.label,
                  decisionType: t.decisionTypeLabel,
                  url: decisionUrl(args.baseUrl, ada),
                  documentUrl: documentUrl(args.baseUrl, ada),
                },
                storedMailTemplate("publication", tx),
              ),
            });
      const noticeIds = queueRestNotifications(tx, requested?.restNotifications ?? [], {
        decisionId: t.decision.id,
        ada,
        versionId: t.version.versionId,
        at: now,
      });
      writeAudit(tx, {
        userId: args.user.id,
        action: "decision.publish",
        entityType: "decision",
        entityId: t.decision.id,
        details: {
          ada,
          versionId: t.version.versionId,
          recipients: recipients.length,
          notified: mailIds.length,
          ...(noticeIds.length ? { restNotifications: noticeIds.length } : {}),
        },
        at: now,
      });
      return { ok: true as const, ada, target: t, recipients, mailIds, noticeIds };
    },
    { behavior: "immediate" },
  );
}

export async function publishDecision(db: Db, args: PublishArgs): Promise<PublishResult> {
  // The document's text is read before the transaction (extraction is asynchronous, bounded).
  const documentText = await versionDocumentText(db, args.versionId);
  const done = publishInTransaction(db, args, documentText);
  if (!done.ok) return done;
  const { ada, target, recipients, mailIds, noticeIds } = done;
  // The REST notices are tried right after the commit and never delay the answer; the worker retries.
  void notifySoon(db, noticeIds);
  // The notices are claimed first (deliverNow claims before its first await, so the background
  // worker cannot take them meanwhile); the document is stamped and signed while they go out.
  const delivery = mailIds.length > 0 ? deliverNow(db, mailIds, { waitMs: args.mailWaitMs }) : Promise.resolve(0);
  const stamping = stampAfterCommit(db, [target.version.versionId], args.now);
  if (args.awaitStamp !== false) await stamping;
  const sent = await delivery;
  const mail: PublicationMailReport | null =
    mailIds.length > 0 ? { ok: sent === mailIds.length, queued: mailIds.length, sent } : null;
  return { ok: true, ada, decisionId: target.decision.id, versionId: target.version.versionId, recipients, mail };
}
