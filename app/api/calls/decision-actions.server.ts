/**
 * SPEC §7 "Decisions", the actions after the first save: revocation requested, completed, done
 * for many at once, cancelled; submitted decisions published or deleted in batch; an attachment
 * removed. The same lifecycle functions as the pages (app/decisions/lifecycle/pages.server.ts):
 * the status machine, the optimistic check (`expected`: the version and the decision's updatedAt
 * the caller read; optional, as for every API caller), one transaction and audit row per decision.
 * A refusal of a single action is the SPEC §8 payload with the pages' Greek sentence; a batch
 * answers each decision's outcome.
 */
import { z } from "zod";
import type { RevocationResult } from "#app/decisions/lifecycle/revocation.server";
import type { LifecycleRefusal } from "#app/decisions/lifecycle/target.server";
import { adaForLookup } from "#app/decisions/ada";
import { MAX_MASS_REVOCATION } from "#app/decisions/lifecycle/ada-list";
import { MAX_BATCH } from "#app/decisions/lifecycle/batch.server";
import {
  batchFromForm,
  batchPreview,
  cancelRevocationFromForm,
  completeRevocationFromForm,
  massRevokeFromForm,
  refusedWhole,
  removeAttachmentFromForm,
  requestRevocationFromForm,
  type BatchOp,
} from "#app/decisions/lifecycle/pages.server";
import { revocationReasonSchema } from "#app/decisions/revocation-grounds";
import { publicBaseUrl } from "#app/http/public-url";
import { refuse } from "#app/http/refuse.server";
import { MSG, OPENDATA_WRITE_TEXT, TEXT } from "#app/messages";
import { DECISION_STATUSES } from "#shared/decision-status";
import { defineCall, type ApiCall } from "../call";

const TAG = "Ενέργειες σε πράξεις";

const ada = z.string().min(1).max(40);
const versionId = z.uuid();
export const expected = z
  .object({
    versionId: versionId.optional().describe("η έκδοση που διάβασε ο καλών"),
    updatedAt: z.number().int().nonnegative().optional().describe("το updatedAt της πράξης που διάβασε (epoch ms)"),
  })
  .optional()
  .describe("Ο έλεγχος ότι η πράξη δεν άλλαξε στο μεταξύ (αλλιώς 409).");

const refusalReason = z.enum(["not-found", "forbidden", "conflict", "not-allowed", "reason-required"]);
type Refusal = z.infer<typeof refusalReason>;

/** A single action's refusal, as the pages word it. */
export function refuseAction(reason: Refusal | LifecycleRefusal): never {
  switch (reason) {
    case "not-found":
      return refuse(404, TEXT.apiNotFound, "api");
    case "forbidden":
      return refuse(403, MSG.forbidden, "api");
    case "conflict":
      return refuse(409, TEXT.decisionConflict, "api");
    case "not-allowed":
      return refuse(409, TEXT.actionNotAllowed, "api");
    case "reason-required":
      return refuse(400, TEXT.revocationReasonRequired, "api");
  }
}

const stepAnswer = z.object({ ada: z.string(), status: z.enum(DECISION_STATUSES) });

type Caller = NonNullable<Parameters<ApiCall["handler"]>[0]["user"]>;

/** One revocation step on one decision named by its ADA: its new status, or the pages' refusal. */
function stepCall<B extends z.ZodType>(spec: {
  path: string;
  summary: string;
  permission: "PERM_DECISIONS_REQUEST_REVOCATION" | "PERM_ADMIN_DECISIONS_REVOKE";
  body: B;
  exampleBody: unknown;
  run: (user: Caller, body: z.output<B>) => RevocationResult;
}): ApiCall {
  return defineCall({
    method: "POST",
    path: spec.path,
    tag: TAG,
    summary: spec.summary,
    access: { permission: spec.permission },
    body: spec.body,
    response: stepAnswer,
    conflicts: true,
    example: spec.path,
    exampleBody: spec.exampleBody,
    handler: ({ user, body }) => {
      const result = spec.run(user!, body);
      return result.ok ? { ada: result.ada, status: result.status } : refuseAction(result.reason);
    },
  });
}

const requestBody = revocationReasonSchema.extend({ ada, expected });
const completeBody = z.object({ ada, reason: revocationReasonSchema.optional(), expected });
const cancelBody = z.object({ ada, expected });
const EXAMPLE_REASON = { ground: "REVOCATION_REASON_2", comment: "Αναρτήθηκε λάθος έγγραφο." };

export const requestRevocationCall = stepCall({
  path: "/decisions/actions/revocations/requests",
  summary:
    "Αίτημα ανάκλησης μιας αναρτημένης πράξης, σε έναν από τους τρεις λόγους με αιτιολογία: γίνεται «σε αναμονή ανάκλησης».",
  permission: "PERM_DECISIONS_REQUEST_REVOCATION",
  body: requestBody,
  exampleBody: { ada: "ΨΛΦΩ46ΜΤΛΡ-ΞΤ2", ...EXAMPLE_REASON },
  run: (user, body) =>
    requestRevocationFromForm({
      user,
      ada: adaForLookup(body.ada),
      ground: body.ground,
      comment: body.comment,
      expected: body.expected ?? {},
    }),
});

export const completeRevocationCall = stepCall({
  path: "/decisions/actions/revocations",
  summary: "Ολοκληρώνει την ανάκληση: με τον λόγο του αιτήματος, ή (χωρίς αίτημα) με δικό της λόγο στο reason.",
  permission: "PERM_ADMIN_DECISIONS_REVOKE",
  body: completeBody,
  exampleBody: { ada: "ΨΛΦΩ46ΜΤΛΡ-ΞΤ2", reason: EXAMPLE_REASON },
  run: (user, body) =>
    completeRevocationFromForm({
      user,
      ada: adaForLookup(body.ada),
      reason: body.reason,
      expected: body.expected ?? {},
    }),
});

export const cancelRevocationCall = stepCall({
  path: "/decisions/actions/revocations/cancellations",
  summary: "Ακυρώνει ένα αίτημα ανάκλησης: η πράξη είναι ξανά αναρτημένη.",
  permission: "PERM_DECISIONS_REQUEST_REVOCATION",
  body: cancelBody,
  exampleBody: { ada: "ΨΛΦΩ46ΜΤΛΡ-ΞΤ2" },
  run: (user, body) => cancelRevocationFromForm({ user, ada: adaForLookup(body.ada), expected: body.expected ?? {} }),
});

export const massRevocationCall = defineCall({
  method: "POST",
  path: "/decisions/actions/massrevocation",
  tag: TAG,
  summary: `Ανακαλεί έως ${MAX_MASS_REVOCATION} πράξεις με τους ΑΔΑ τους· όσες έχουν αίτημα κρατούν τον λόγο του, οι άλλες παίρνουν τον κοινό. Κάθε πράξη χωριστά: η απάντηση λέει τι έγινε σε καθεμία.`,
  access: { permission: "PERM_ADMIN_DECISIONS_REVOKE" },
  body: revocationReasonSchema.extend({ adas: z.array(ada).min(1).max(MAX_MASS_REVOCATION) }),
  response: z.object({
    items: z.array(z.object({ ada: z.string(), ok: z.boolean(), refusal: refusalReason.optional() })),
    done: z.number().int(),
    refused: z.number().int(),
  }),
  example: "/decisions/actions/massrevocation",
  exampleBody: { adas: ["ΨΛΦΩ46ΜΤΛΡ-ΞΤ2"], ...EXAMPLE_REASON },
  handler: ({ user, body }) =>
    massRevokeFromForm({
      user: user!,
      adas: [...new Set(body.adas.map(adaForLookup))],
      reason: { ground: body.ground, comment: body.comment },
    }),
});

const batchAnswer = z.object({
  items: z.array(
    z.object({
      versionId: z.string(),
      ok: z.boolean(),
      ada: z.string().nullable().optional(),
      reason: z.string().optional().describe("γιατί δεν έγινε (not-found, forbidden, conflict, not-allowed, …)"),
    }),
  ),
  done: z.number().int(),
  refused: z.number().int(),
  notified: z.number().int(),
});
const versionIds = z.array(versionId).min(1).max(MAX_BATCH);

async function runBatch(op: BatchOp, user: Caller, ids: string[], notify: boolean) {
  const lower = ids.map((id) => id.toLowerCase());
  // As the page: a selection of only decisions the caller has no right over is refused (SPEC §6).
  if (refusedWhole(batchPreview(user, op, lower))) refuse(403, MSG.forbidden, "api");
  const result = await batchFromForm(op, {
    user,
    versionIds: lower,
    notifyRecipients: notify,
    baseUrl: publicBaseUrl(),
  });
  return {
    ...result,
    items: result.items.map((item) =>
      item.ok
        ? { versionId: item.versionId, ok: true, ada: item.ada }
        : { versionId: item.versionId, ok: false, reason: item.reason },
    ),
  };
}

const batchBody = z.object({
  versionIds,
  actions: z
    .array(
      z.object({
        name: z.enum(["notifyRecipients"], {
          error: (issue) => OPENDATA_WRITE_TEXT.unknownAction(String(issue.input)),
        }),
        args: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(5)
    .optional()
    .describe("notifyRecipients: ειδοποίηση των παραληπτών κάθε πράξης με την ανάρτησή της"),
});

export const batchPublishCall = defineCall({
  method: "POST",
  path: "/decisions/actions/batch",
  tag: TAG,
  summary: `Αναρτά έως ${MAX_BATCH} υποβληθείσες πράξεις (versionIds), καθεμία με δικό της ΑΔΑ· με την ενέργεια notifyRecipients ειδοποιούνται και οι παραλήπτες τους.`,
  access: { permission: "PERM_DECISIONS_PUBLISH_SUBMITTED" },
  body: batchBody,
  response: batchAnswer,
  example: "/decisions/actions/batch",
  exampleBody: { versionIds: ["00000000-0000-4000-8000-000000000000"], actions: [{ name: "notifyRecipients" }] },
  handler: ({ user, body }) =>
    runBatch(
      "publish",
      user!,
      body.versionIds,
      (body.actions ?? []).some((a) => a.name === "notifyRecipients"),
    ),
});

export const batchDeleteCall = defineCall({
  method: "POST",
  path: "/decisions/actions/deletions",
  tag: TAG,
  summary: `Διαγράφει έως ${MAX_BATCH} υποβληθείσες (μη αναρτημένες) πράξεις· η διαγραφή δεν αναιρείται.`,
  access: { permission: "PERM_DECISIONS_EDIT_SUBMITTED" },
  body: z.object({ versionIds }),
  response: batchAnswer,
  example: "/decisions/actions/deletions",
  exampleBody: { versionIds: ["00000000-0000-4000-8000-000000000000"] },
  handler: ({ user, body }) => runBatch("delete", user!, body.versionIds, false),
});

export const removeAttachmentCall = defineCall({
  method: "POST",
  path: "/decisions/v/{versionId}/attachments/remove",
  tag: TAG,
  summary: "Αφαιρεί ένα συνημμένο (attachmentId) από την έκδοση μιας υποβληθείσας πράξης.",
  access: { permission: "PERM_DECISIONS_EDIT_SUBMITTED" },
  params: z.object({ versionId }),
  body: z.object({ attachmentId: z.string().min(1).max(100), expected }),
  response: z.object({ versionId: z.string(), removed: z.string().describe("το όνομα του αρχείου") }),
  conflicts: true,
  example: "/decisions/v/{submittedVersionId}/attachments/remove",
  exampleBody: { attachmentId: "00000000-0000-4000-8000-000000000000" },
  handler: ({ user, params, body }) => {
    const result = removeAttachmentFromForm({
      user: user!,
      versionId: params.versionId.toLowerCase(),
      attachmentId: body.attachmentId,
      expected: body.expected ?? {},
    });
    return result.ok ? { versionId: result.versionId, removed: result.filename } : refuseAction(result.reason);
  },
});

export const DECISION_ACTION_CALLS: ApiCall[] = [
  requestRevocationCall,
  completeRevocationCall,
  massRevocationCall,
  cancelRevocationCall,
  batchPublishCall,
  batchDeleteCall,
  removeAttachmentCall,
];
