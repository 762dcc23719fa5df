/**
 * The document the register composes for a version that has no uploaded file (docs/decisions/015):
 * rendered from what the register records about the version, and stored the first time a
 * published version's document is asked for. A published version never changes, so neither does
 * its rendering; storing it keeps later requests cheap and its ETag stable.
 */
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { PENDING_DOCUMENT_SHA256 } from "#db/pending-documents";
import { describeExtraFields } from "../decisions/extra-fields.server";
import { decisionTypeLabel, signerLabels, unitLabels } from "../decisions/labels.server";
import { storeContent } from "./content-store.server";
import { renderDecisionPdf, type DecisionPdfInput } from "./pdf";

/** What the composed document shows: the version's recorded content, nothing invented. */
export function versionDocumentInput(versionId: string): DecisionPdfInput | null {
  const v = schema.decisionVersions;
  const d = schema.decisions;
  const o = schema.organizations;
  const row = getDb()
    .select({
      ada: d.ada,
      organization: o.label,
      subject: v.subject,
      protocolNumber: v.protocolNumber,
      issueDate: v.issueDate,
      decisionTypeUid: v.decisionTypeUid,
      unitUids: v.unitUids,
      signerUids: v.signerUids,
      extraFieldValues: v.extraFieldValues,
      definitionId: v.definitionId,
      createdAt: v.createdAt,
      publishedAt: v.publishedAt,
    })
    .from(v)
    .innerJoin(d, eq(d.id, v.decisionId))
    .innerJoin(o, eq(o.uid, d.orgUid))
    .where(eq(v.versionId, versionId))
    .get();
  if (!row) return null;
  return {
    // An unpublished version shows no ADA even if an earlier version of the decision has one.
    ada: row.publishedAt === null ? null : row.ada,
    subject: row.subject,
    organization: row.organization,
    units: unitLabels(row.unitUids).map((u) => u.label),
    issueDate: row.issueDate,
    protocolNumber: row.protocolNumber,
    decisionType: decisionTypeLabel(row.decisionTypeUid).label,
    details: describeExtraFields(row.decisionTypeUid, row.extraFieldValues ?? {}, row.definitionId),
    signers: signerLabels(row.signerUids).map((s) => s.label),
    footnote: `Το έγγραφο συντάχθηκε από το Μητρώο με τα καταχωρισμένα στοιχεία της πράξης (έκδοση ${versionId}).`,
    createdAt: row.publishedAt ?? row.createdAt,
  };
}

export async function renderVersionDocument(versionId: string): Promise<Buffer | null> {
  const input = versionDocumentInput(versionId);
  return input ? renderDecisionPdf(input) : null;
}

/**
 * Fills in a pending documents row with its rendering, in one transaction. If another request
 * stored it first, that one stays (the rendering is the same) and is returned.
 */
export function storeRenderedDocument(documentId: number, pdf: Buffer) {
  const doc = schema.documents;
  return getDb().transaction((tx) => {
    const pending = tx
      .select({ id: doc.id })
      .from(doc)
      .where(and(eq(doc.id, documentId), eq(doc.sha256, PENDING_DOCUMENT_SHA256)))
      .get();
    if (pending) {
      const sha256 = storeContent(tx, pdf, Date.now());
      tx.update(doc).set({ sha256, size: pdf.byteLength }).where(eq(doc.id, documentId)).run();
    }
    return tx
      .select({
        id: doc.id,
        filename: doc.filename,
        mimeType: doc.mimeType,
        size: doc.size,
        sha256: doc.sha256,
        createdAt: doc.createdAt,
      })
      .from(doc)
      .where(eq(doc.id, documentId))
      .get();
  });
}
