/**
 * SPEC §7 "Decisions", the reading calls: a decision by ADA or by versionId (view and full are
 * the same answer here: the version with its labels, documents and extra fields), and its
 * history. The same domain reads as the decision page (app/decisions/read.server.ts), with the
 * same visibility rule: an unpublished version only for staff of its organisation.
 */
import { z } from "zod";
import type { SessionUser } from "#app/access/session-user";
import { adaForLookup } from "#app/decisions/ada";
import { getDecisionByAda, getVersion, type DecisionPage } from "#app/decisions/read.server";
import { absoluteUrl } from "#app/http/public-url";
import { refuse } from "#app/http/refuse.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { DECISION_STATUSES } from "#shared/decision-status";
import { defineCall, type ApiCall } from "../call";
import { apiDate, apiInstant, dayOf, instantOf, label } from "../schemas";

const TAG = "Πράξεις";

const documentInfo = z.object({
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});

const historyEntry = z.object({
  versionId: z.string(),
  versionNumber: z.number().int(),
  status: z.string(),
  createdAt: apiInstant,
  publishDate: apiDate.nullable(),
  description: z.string().nullable(),
  correctedVersionId: z.string().nullable(),
  correctedBy: z.string().nullable(),
  isLatest: z.boolean(),
});

/** A decision version as the reading calls answer it (and the writes answer what they saved). */
export const decisionView = z.object({
  ada: z.string().nullable(),
  status: z.enum(DECISION_STATUSES),
  organization: z.object({ uid: z.string(), label: z.string(), latinName: z.string() }),
  versionId: z.string(),
  versionNumber: z.number().int(),
  isLatest: z.boolean(),
  correctedVersionId: z.string().nullable(),
  protocolNumber: z.string(),
  subject: z.string(),
  issueDate: apiDate,
  publishDate: apiDate.nullable(),
  publishTimestamp: apiInstant.nullable(),
  decisionType: label,
  units: z.array(label),
  signers: z.array(label),
  thematicCategories: z.array(label),
  amount: z.number().nullable(),
  financialYear: z.number().int().nullable(),
  extraFields: z.array(z.object({ uid: z.string(), label: z.string(), value: z.string() })),
  revocationReason: z.string().nullable(),
  document: documentInfo.nullable(),
  documentUrl: z.string().nullable(),
  attachments: z.array(z.object({ id: z.string(), description: z.string().nullable(), document: documentInfo })),
  url: z.string(),
});

function viewOf(page: DecisionPage): z.input<typeof decisionView> {
  const { decision: d, version: v } = page;
  const published = v.publishedAt !== null;
  const doc = (info: NonNullable<typeof v.document>) => ({
    filename: info.filename,
    mimeType: info.mimeType,
    size: info.size,
    sha256: info.sha256,
  });
  return {
    ada: d.ada,
    status: d.status,
    organization: d.org,
    versionId: v.versionId,
    versionNumber: v.versionNumber,
    isLatest: v.isLatest,
    correctedVersionId: v.correctedVersionId,
    protocolNumber: v.protocolNumber,
    subject: v.subject,
    issueDate: v.issueDate,
    publishDate: v.publishedAt === null ? null : dayOf(v.publishedAt),
    publishTimestamp: v.publishedAt === null ? null : instantOf(v.publishedAt),
    decisionType: v.decisionType,
    units: v.units,
    signers: v.signers,
    thematicCategories: v.thematicCategories,
    amount: v.amount,
    financialYear: v.financialYear,
    extraFields: v.extraFields,
    revocationReason: d.revocationReason,
    document: v.document ? doc(v.document) : null,
    documentUrl: v.document && published ? absoluteUrl(paths.documentVersion(v.versionId)) : null,
    attachments: v.attachments.map((a) => ({ id: a.id, description: a.description, document: doc(a.document) })),
    url: absoluteUrl(d.ada && v.isLatest ? paths.decision(d.ada) : paths.decisionVersion(v.versionId)),
  };
}

function historyOf(page: DecisionPage): z.input<typeof historyEntry>[] {
  return page.history.map((h) => ({
    versionId: h.versionId,
    versionNumber: h.versionNumber,
    status: h.status,
    createdAt: instantOf(h.createdAt),
    publishDate: h.publishedAt === null ? null : dayOf(h.publishedAt),
    description: h.description,
    correctedVersionId: h.correctedVersionId,
    correctedBy: h.correctedBy,
    isLatest: h.isLatest,
  }));
}

const adaParam = z.object({ ada: z.string().min(1).max(40) });
const versionParam = z.object({ versionId: z.uuid() });

function byAda(ada: string, user: SessionUser | null): DecisionPage {
  return getDecisionByAda(adaForLookup(ada), user?.access ?? null) ?? refuse(404, TEXT.apiNotFound, "api");
}

/** A version the caller may not see: 401 to an anonymous caller, 403 to a signed-in one. */
/** The view of one version as `user` may see it (the writes answer the version they saved). */
export function versionView(versionId: string, user: SessionUser | null): z.input<typeof decisionView> {
  return viewOf(byVersion(versionId, user));
}

function byVersion(versionId: string, user: SessionUser | null): DecisionPage {
  const found = getVersion(versionId.toLowerCase(), user?.access ?? null);
  if (!found.found) refuse(404, TEXT.apiNotFound, "api");
  if (!found.visible) refuse(user ? 403 : 401, user ? MSG.forbidden : MSG.pleaseLogin, "api");
  return found.page;
}

const viewCall = (path: string, summary: string, example: string, read: "ada" | "version"): ApiCall =>
  read === "ada"
    ? defineCall({
        method: "GET",
        path,
        tag: TAG,
        summary,
        access: "public",
        params: adaParam,
        response: decisionView,
        example,
        handler: ({ params, user }) => viewOf(byAda(params.ada, user)),
      })
    : defineCall({
        method: "GET",
        path,
        tag: TAG,
        summary,
        access: "public",
        params: versionParam,
        response: decisionView,
        example,
        handler: ({ params, user }) => viewOf(byVersion(params.versionId, user)),
      });

export const DECISION_CALLS: ApiCall[] = [
  viewCall(
    "/decisions/view/{ada}",
    "Η νεότερη δημοσιευμένη έκδοση μιας πράξης, με τον ΑΔΑ της.",
    "/decisions/view/{ada}",
    "ada",
  ),
  viewCall(
    "/decisions/{ada}/full",
    "Η πράξη με όλα τα στοιχεία της (ίδια απάντηση με view).",
    "/decisions/{ada}/full",
    "ada",
  ),
  viewCall(
    "/decisions/view/v/{versionId}",
    "Μία έκδοση πράξης· μη δημοσιευμένη μόνο για το προσωπικό του φορέα της.",
    "/decisions/view/v/{versionId}",
    "version",
  ),
  viewCall(
    "/decisions/v/{versionId}/full",
    "Μία έκδοση με όλα τα στοιχεία της.",
    "/decisions/v/{versionId}/full",
    "version",
  ),
  defineCall({
    method: "GET",
    path: "/decisions/{ada}/history",
    tag: TAG,
    summary: "Οι εκδόσεις μιας πράξης που βλέπει ο καλών, νεότερη πρώτη.",
    access: "public",
    params: adaParam,
    response: z.array(historyEntry),
    example: "/decisions/{ada}/history",
    handler: ({ params, user }) => historyOf(byAda(params.ada, user)),
  }),
  defineCall({
    method: "GET",
    path: "/decisions/v/{versionId}/history",
    tag: TAG,
    summary: "Οι εκδόσεις της πράξης στην οποία ανήκει μια έκδοση.",
    access: "public",
    params: versionParam,
    response: z.array(historyEntry),
    example: "/decisions/v/{versionId}/history",
    handler: ({ params, user }) => historyOf(byVersion(params.versionId, user)),
  }),
];
