/**
 * Moves a batch of generated decisions from the worker thread to the writing thread cheaply: all
 * fields in one string (unit and record separators; generated text never contains them).
 * Structured-cloning the objects instead cost more than writing them to SQLite.
 */
import type { DecisionStatus } from "#shared/decision-status";
import type { GeneratedDecision } from "./generator";

export interface EncodedBatch {
  text: string;
}

const FIELD = "\u001f";
const RECORD = "\u001e";

const str = (v: string | null) => v ?? "";
const num = (v: number | null) => (v === null ? "" : String(v));
const strOrNull = (v: string) => (v === "" ? null : v);
const numOrNull = (v: string) => (v === "" ? null : Number(v));

export function encodeBatch(batch: readonly GeneratedDecision[]): EncodedBatch {
  const records: string[] = [];
  for (const d of batch) {
    records.push(
      [
        d.orgUid,
        d.typeUid,
        d.status,
        str(d.ada),
        d.issueDate,
        d.protocolNumber,
        d.subject,
        d.latestSubject === d.subject ? "" : d.latestSubject,
        d.versionId,
        str(d.correctedVersionId),
        d.createdAt,
        num(d.publishedAt),
        d.correctedAt,
        d.updatedAt,
        num(d.revokedAt),
        str(d.revocationReason),
        str(d.unitUid),
        str(d.signerUid),
        d.thematicJson,
        d.extraJson,
        num(d.amount),
        num(d.financialYear),
        d.privateData ? "1" : "",
      ].join(FIELD),
    );
  }
  return { text: records.join(RECORD) };
}

export function decodeBatch({ text }: EncodedBatch): GeneratedDecision[] {
  const out: GeneratedDecision[] = [];
  if (text === "") return out;
  for (const record of text.split(RECORD)) {
    const f = record.split(FIELD);
    out.push({
      orgUid: f[0],
      typeUid: f[1],
      status: f[2] as DecisionStatus,
      ada: strOrNull(f[3]),
      issueDate: f[4],
      protocolNumber: f[5],
      subject: f[6],
      latestSubject: f[7] === "" ? f[6] : f[7],
      versionId: f[8],
      correctedVersionId: strOrNull(f[9]),
      createdAt: Number(f[10]),
      publishedAt: numOrNull(f[11]),
      correctedAt: Number(f[12]),
      updatedAt: Number(f[13]),
      revokedAt: numOrNull(f[14]),
      revocationReason: strOrNull(f[15]),
      unitUid: strOrNull(f[16]),
      signerUid: strOrNull(f[17]),
      thematicJson: f[18],
      extraJson: f[19],
      amount: numOrNull(f[20]),
      financialYear: numOrNull(f[21]),
      privateData: f[22] === "1",
    });
  }
  return out;
}
