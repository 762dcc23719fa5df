/**
 * seedDecisions: synthetic decisions (./generator.ts), in every status, every public one in the
 * search index, ADAs continuing each body's serial in ada_sequences exactly as publishing does.
 * Each version gets a pending document row (#db/pending-documents): the app renders its PDF from
 * the version on first request, since rendering a million PDFs here would take hours
 * (docs/decisions/015). So the seed needs nothing from app/documents.
 *
 * Written for volume (a million in minutes on two cores): a worker thread generates decisions
 * while this thread only writes, with one prepared statement per table, 10,000 decisions per
 * transaction (the search index joins the same transaction) and bulk-load pragmas (./bulk-load.ts).
 */
import type { DecisionStatus } from "#shared/decision-status";
import type { SearchDocument, SearchEngine } from "#search/engine";
import { composedDocumentText } from "#app/documents/composed-text";
import { createFts5Engine } from "#search/fts5";
import { mergeFts5Segments } from "#search/fts5-segments";
import { searchEngineConfig } from "#search/index";
import type { Db } from "#db/client";
import { PENDING_DOCUMENT_SHA256 } from "#db/pending-documents";
import { REVOCATION_REASON } from "../reference/dictionaries";
import { inThreadSource, workerSource, type BatchSource } from "./batch-source";
import { beginBulkLoad, decisionInserters, nextId, sequenceStatement } from "./bulk-load";
import type { GeneratedDecision, GeneratorSetup } from "./generator";
import { planIssuers } from "./issuers";
import { threadCpuSeconds } from "./thread-cpu";
import { partyAfms } from "#shared/party-afms";

export interface SeedDecisionsOptions {
  /** Same seed (and `now`), same decisions. Default 1. */
  seed?: number | string;
  /** The present of the run: nothing is dated later. Default Date.now(). */
  now?: number;
  /** Called after every batch (and at the end) with the decisions written so far. */
  onProgress?: (done: number, total: number) => void;
  /** Where public decisions are indexed. Default: the FTS5 engine of this database. */
  engine?: SearchEngine;
  /** Decisions per transaction. Default 10,000 (2,000 for small runs, so progress moves). */
  batchSize?: number;
  /** Generate in a worker thread. Default: for runs of 20,000 or more. */
  worker?: boolean;
  /**
   * Queue every indexed decision in search_outbox for an external engine, as publishing does.
   * Default: when one is configured (TYPESENSE_URL); FTS5 alone needs no queue.
   */
  outbox?: boolean;
  /**
   * Index each decision's document text (its composed PDF's words, decision 082). Default true;
   * false gives the register as it was before issue 10 searched documents, so a bench can put
   * the two side by side (bench/seed.ts --without-document-text).
   */
  documentText?: boolean;
}

export interface SeedDecisionsResult {
  count: number;
  statuses: Record<DecisionStatus, number>;
  corrected: number;
  indexed: number;
  milliseconds: number;
  /** Whether a worker thread generated the decisions. */
  worker: boolean;
  /**
   * CPU seconds of the writing thread (this one: SQLite, search index) and of the generating
   * worker, where the OS reports them; null otherwise. On two idle cores the run takes
   * about the larger of the two.
   */
  cpu: { writerSeconds: number | null; generatorSeconds: number | null };
}

const WORKER_THRESHOLD = 20_000;
async function openSource(
  setup: GeneratorSetup,
  batchSize: number,
  useWorker: boolean,
): Promise<{ source: BatchSource; worker: boolean }> {
  if (useWorker) {
    try {
      return { source: await workerSource(setup, batchSize), worker: true };
    } catch (error) {
      // A worker cannot load TypeScript outside tsx; generating here is slower but the same.
      console.warn(`seed: generating in the main thread (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { source: inThreadSource(setup, batchSize), worker: false };
}

export async function seedDecisions(
  db: Db,
  count: number,
  options: SeedDecisionsOptions = {},
): Promise<SeedDecisionsResult> {
  const started = performance.now();
  const cpuBefore = threadCpuSeconds();
  const sqlite = db.$client;
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? (count >= 50_000 ? 10_000 : 2_000);
  const withDocumentText = options.documentText ?? true;
  const statuses: Record<DecisionStatus, number> = { SUBMITTED: 0, PUBLISHED: 0, PENDING_REVOCATION: 0, REVOKED: 0 };
  let corrected = 0;
  let indexed = 0;

  const typeLabels = new Map(
    (
      sqlite.prepare("SELECT uid, label FROM decision_types WHERE allowed_in_decisions = 1").all() as {
        uid: string;
        label: string;
      }[]
    ).map((t) => [t.uid, t.label]),
  );
  const plan = planIssuers(db, count, seed);
  const orgLabels = new Map([...plan.demo, ...plan.others].map((i) => [i.uid, i.label]));
  const setup: GeneratorSetup = {
    seed,
    offset: Number(sqlite.prepare("SELECT count(*) FROM decisions").pluck().get()),
    now: options.now ?? Date.now(),
    count,
    plan,
    typeUids: [...typeLabels.keys()],
    revocationReasons: REVOCATION_REASON.map((r) => r.label),
  };
  const { source, worker } = await openSource(setup, batchSize, options.worker ?? count >= WORKER_THRESHOLD);
  const engine = options.engine ?? createFts5Engine(db);
  const outbox = options.outbox ?? searchEngineConfig().kind !== "fts5";
  const session = beginBulkLoad(sqlite);
  const insert = decisionInserters(sqlite);
  const saveSequence = sequenceStatement(sqlite);
  // Ids are handed out here, from the free ids read at the start of each batch's transaction.
  let decisionId = 0;
  let documentId = 0;

  const storePendingDocument = (filename: string, at: number): number => {
    const id = documentId++;
    insert.document.add(id, PENDING_DOCUMENT_SHA256, filename, "application/pdf", 0, at);
    return id;
  };

  /** Writes one decision (document, decision, versions); returns its search document if public. */
  function write(d: GeneratedDecision): SearchDocument | null {
    statuses[d.status]++;
    const published = d.publishedAt !== null;
    const pdfId = storePendingDocument(`${d.ada ?? d.versionId}.pdf`, d.createdAt);
    const id = decisionId++;
    insert.decision.add(
      id,
      d.ada,
      d.orgUid,
      d.status,
      d.correctedVersionId ?? d.versionId,
      d.publishedAt,
      d.updatedAt,
      d.createdAt,
      null,
      d.revocationReason,
      d.revokedAt,
      null,
    );
    const unitUids = d.unitUid ? [d.unitUid] : [];
    const signerUids = d.signerUid ? [d.signerUid] : [];
    const unitsJson = JSON.stringify(unitUids);
    const signersJson = JSON.stringify(signerUids);
    const privateData = d.privateData ? 1 : 0;
    insert.version.add(
      d.versionId,
      id,
      1,
      published ? "PUBLISHED" : "SUBMITTED",
      null,
      "Υποβολή",
      d.protocolNumber,
      d.subject,
      d.issueDate,
      d.typeUid,
      unitsJson,
      signersJson,
      d.thematicJson,
      d.amount,
      d.financialYear,
      d.extraJson,
      privateData,
      pdfId,
      d.createdAt,
      null,
      d.publishedAt,
    );
    if (d.correctedVersionId) {
      // Ορθή επανάληψη: the second version points at the first, which stays as it was.
      const submittedAt = d.correctedAt - 60_000;
      const correctedDocumentId = storePendingDocument(`${d.ada}.pdf`, submittedAt);
      insert.version.add(
        d.correctedVersionId,
        id,
        2,
        "PUBLISHED",
        d.versionId,
        "Ορθή επανάληψη",
        d.protocolNumber,
        d.latestSubject,
        d.issueDate,
        d.typeUid,
        unitsJson,
        signersJson,
        d.thematicJson,
        d.amount,
        d.financialYear,
        d.extraJson,
        privateData,
        correctedDocumentId,
        submittedAt,
        null,
        d.correctedAt,
      );
      corrected++;
    }
    if (!d.ada || d.publishedAt === null) return null;
    return {
      decisionId: id,
      ada: d.ada,
      versionId: d.correctedVersionId ?? d.versionId,
      orgUid: d.orgUid,
      orgLabel: orgLabels.get(d.orgUid)!,
      decisionTypeUid: d.typeUid,
      decisionTypeLabel: typeLabels.get(d.typeUid)!,
      status: d.status,
      subject: d.latestSubject,
      protocolNumber: d.protocolNumber,
      issueDate: d.issueDate,
      publishedAt: d.publishedAt,
      updatedAt: d.updatedAt,
      amount: d.amount,
      unitUids,
      signerUids,
      thematicCategoryUids: JSON.parse(d.thematicJson) as string[],
      // Most seeded types have no party: their extra fields are not parsed again.
      ...(d.extraJson.includes('"afm"') ? { afms: partyAfms(JSON.parse(d.extraJson)) } : {}),
      // The document text: what the composed PDF is made of, without rendering or parsing it
      // (docs/decisions/082); the parts that need label lookups (units, signers, details) are left out.
      body: withDocumentText
        ? composedDocumentText({
            ada: d.ada,
            subject: d.latestSubject,
            organization: orgLabels.get(d.orgUid)!,
            issueDate: d.issueDate,
            protocolNumber: d.protocolNumber,
            decisionType: typeLabels.get(d.typeUid)!,
            createdAt: d.publishedAt,
          })
        : undefined,
    };
  }

  // ada_sequences.next per body: one more for every ADA written, saved with each batch so the
  // table always agrees with the decisions committed so far.
  const nextSerial = new Map([...plan.demo, ...plan.others].map((i) => [i.uid, i.nextSerial]));
  const writeBatch = async (batch: GeneratedDecision[]) => {
    const docs: SearchDocument[] = [];
    const touched = new Set<string>();
    // IMMEDIATE: the write lock from the start, so the free ids read now stay free.
    sqlite.exec("BEGIN IMMEDIATE");
    decisionId = nextId(sqlite, "decisions");
    documentId = nextId(sqlite, "documents");
    for (const d of batch) {
      const doc = write(d);
      if (doc) {
        docs.push(doc);
        nextSerial.set(d.orgUid, nextSerial.get(d.orgUid)! + 1);
        touched.add(d.orgUid);
      }
    }
    for (const orgUid of touched) saveSequence.run(orgUid, nextSerial.get(orgUid));
    if (outbox) for (const doc of docs) insert.outbox.add(doc.decisionId, "upsert", doc.updatedAt);
    for (const inserter of Object.values(insert)) inserter.flush();
    // The FTS5 engine is synchronous and joins this transaction; an external engine may not be.
    const pending = engine.indexMany(docs);
    if (pending instanceof Promise) await pending;
    sqlite.exec("COMMIT");
    indexed += docs.length;
  };

  try {
    let done = 0;
    for (let batch = await source.next(); batch; batch = await source.next()) {
      await writeBatch(batch);
      done += batch.length;
      options.onProgress?.(done, count);
    }
    // The default engine (FTS5) wrote a segment per batch: merged into one while still in bulk mode.
    if (!options.engine && indexed > 0) mergeFts5Segments(db);
  } finally {
    for (const inserter of Object.values(insert)) inserter.discard(); // rows of a failed batch
    session.restore();
    await source.close();
  }

  const milliseconds = Math.round(performance.now() - started);
  const cpuAfter = threadCpuSeconds();
  const cpu = {
    writerSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 100) / 100,
    generatorSeconds: source.generatorCpuSeconds(),
  };
  // One audit row for the whole run: per-decision rows are not kept for synthetic data.
  sqlite
    .prepare(
      "INSERT INTO audit_log (at, user_id, action, entity_type, entity_id, details) VALUES (?, NULL, ?, ?, ?, ?)",
    )
    .run(
      Date.now(),
      "seed.decisions",
      "system",
      "seed",
      JSON.stringify({ count, seed, statuses, corrected, indexed, milliseconds, worker, cpu }),
    );
  return { count, statuses, corrected, indexed, milliseconds, worker, cpu };
}
