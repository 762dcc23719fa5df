/**
 * Submitting a new decision (Υποβολή): stored without publication, status SUBMITTED, no ADA
 * (reference/diavgeia.md §2.2). One transaction writes the document, the decision, its first
 * version, its recipients and the audit row: all of it or nothing.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb, schema, type Db, type DbOrTx } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { hasPermission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { currentDefinitionId } from "../decision-types/definitions.server";
import { decisionTypeRefusal } from "../decision-types/open-types.server";
import { storeDocument } from "../documents/upload.server";
import type { FieldDef } from "../fields/types";
import type { CheckedAttachment } from "../documents/attachment-types";
import type { UploadedFile } from "../fields/upload.rule";
import type { DecisionInput } from "./form-schema";
import { saveRecipients } from "./recipients.server";
import { versionContent } from "./versions";
import { savePublicationRequests, type PublicationRequests } from "./publication-requests.server";

export class SubmitForbiddenError extends Error {
  constructor() {
    super("user may not submit decisions for this organisation");
  }
}

/** The decision's type may not be used by its organisation; `message` says so in Greek (a 4xx for callers). */
export class DecisionTypeRefusedError extends Error {}

export interface SubmitArgs {
  user: Pick<SessionUser, "id" | "access">;
  /** Validated by the decision schema (app/decisions/form-schema.ts). */
  input: DecisionInput;
  document: UploadedFile;
  /** The type's field definitions, for the headline amount and year. */
  fields: readonly FieldDef[];
  /** Attachments stored with the first version (the OpenData write API's `attachments`). */
  attachments?: readonly { file: CheckedAttachment; description?: string }[];
  /** What the publication shall do, whoever publishes (the write API's `actions`, decision 107). */
  publicationRequests?: PublicationRequests;
  now?: number;
}

export interface Submitted {
  decisionId: number;
  versionId: string;
}

const auditedRequests = (r: PublicationRequests) => ({
  notifyRecipients: r.notifyRecipients,
  restNotifications: r.restNotifications.map((n) => n.url),
});

/**
 * The decision's row and its first version, built once per connection (decision 152): a bulk
 * publication through the API runs them hundreds of times a minute.
 */
const submitStatements = preparedPerConnection((db: DbOrTx) => {
  const value = (name: string) => sql.placeholder(name);
  return {
    insertDecision: db
      .insert(schema.decisions)
      .values({
        ada: null,
        orgUid: value("orgUid"),
        status: "SUBMITTED",
        latestVersionId: value("latestVersionId"),
        publishedAt: null,
        updatedAt: value("now"),
        createdAt: value("now"),
        createdBy: value("createdBy"),
      })
      .returning({ id: schema.decisions.id })
      .prepare(),
    insertFirstVersion: db
      .insert(schema.decisionVersions)
      .values({
        versionId: value("versionId"),
        decisionId: value("decisionId"),
        versionNumber: 1,
        status: "SUBMITTED",
        description: "Υποβολή",
        protocolNumber: value("protocolNumber"),
        subject: value("subject"),
        issueDate: value("issueDate"),
        decisionTypeUid: value("decisionTypeUid"),
        unitUids: value("unitUids"),
        signerUids: value("signerUids"),
        thematicCategoryUids: value("thematicCategoryUids"),
        amount: value("amount"),
        financialYear: value("financialYear"),
        extraFieldValues: value("extraFieldValues"),
        privateData: value("privateData"),
        definitionId: value("definitionId"),
        documentId: value("documentId"),
        createdAt: value("createdAt"),
        createdBy: value("createdBy"),
        publishedAt: null,
      })
      .prepare(),
  };
});

export function submitDecision(db: Db, args: SubmitArgs): Submitted {
  const { user, input, document, fields } = args;
  // The route's guard already asked; the domain asks again, so no caller can skip it.
  if (!hasPermission(user.access, "PERM_DECISIONS_SUBMIT", input.organizationId)) throw new SubmitForbiddenError();
  // Likewise the type: withdrawn, or closed to the body's category, is refused on every save path.
  const refusal = decisionTypeRefusal(input.organizationId, input.decisionTypeId, db);
  if (refusal) throw new DecisionTypeRefusedError(refusal);
  const now = args.now ?? Date.now();
  const versionId = crypto.randomUUID();

  return db.transaction(
    (tx) => {
      const documentId = storeDocument(tx, document, "application/pdf", now);
      const statements = submitStatements(tx);
      const { id: decisionId } = statements.insertDecision.get({
        orgUid: input.organizationId,
        latestVersionId: versionId,
        now,
        createdBy: user.id,
      });
      statements.insertFirstVersion.run({
        versionId,
        decisionId,
        ...versionContent(input, fields),
        definitionId: currentDefinitionId(tx, input.decisionTypeId),
        documentId,
        createdAt: now,
        createdBy: user.id,
      });
      const attachmentIds = (args.attachments ?? []).map(({ file, description }) => {
        const id = crypto.randomUUID();
        const stored = storeDocument(tx, file, file.mimeType, now);
        tx.insert(schema.attachments)
          .values({ id, versionId, documentId: stored, description: description?.trim() || null })
          .run();
        return id;
      });
      saveRecipients(tx, decisionId, input.recipients);
      if (args.publicationRequests) savePublicationRequests(tx, decisionId, args.publicationRequests, now);
      writeAudit(tx, {
        userId: user.id,
        action: "decision.submit",
        entityType: "decision",
        entityId: decisionId,
        details: {
          versionId,
          orgUid: input.organizationId,
          decisionTypeUid: input.decisionTypeId,
          documentId,
          ...(attachmentIds.length ? { attachmentIds } : {}),
          // What the publication shall do (the callback's URL only: never its credentials).
          ...(args.publicationRequests ? { onPublication: auditedRequests(args.publicationRequests) } : {}),
        },
        at: now,
      });
      return { decisionId, versionId };
    },
    { behavior: "immediate" },
  );
}

/** Submits from the entry form, on the register's database (the route never holds the handle). */
export function submitFromForm(args: SubmitArgs): Submitted {
  return submitDecision(getDb(), args);
}
