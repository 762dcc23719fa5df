/**
 * Where the PDF work of ./pdf-work.ts runs (docs/decisions/148, 153): on PDF_THREADS worker threads
 * (piscina) when the server is built, else on the calling thread.
 *
 * A web process answers every request on one thread, and the database calls on it are synchronous.
 * Reading a document's text and stamping and signing a published copy are a third of a bulk
 * publication's CPU and touch no database, so on a worker thread they use another core and no
 * longer hold up the pages being rendered meanwhile. The worker is the bundle scripts/build-server.mjs
 * makes beside the server (build/server/pdf-worker.js). From the source (tests, scripts, the dev
 * server) there is no such file and the work runs in process: the same functions, the same bytes.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Piscina from "piscina";
import { config } from "#config/env";
import {
  extractTextTask,
  pdfProblemTask,
  stampAndSignTask,
  type PdfProblem,
  type StampTask,
  type TextTask,
} from "./pdf-work";

/** The worker's bundle, beside the module that starts it (both are in build/server/ once built). */
const WORKER_FILE = "pdf-worker.js";

let pool: Piscina | null | undefined;

function workerFile(): string | null {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), WORKER_FILE);
  return fs.existsSync(file) ? file : null;
}

/** Worker threads running the bundle at `file` (the tests start one on a bundle of their own). */
export function startPdfPool(file: string, threads: number): Piscina {
  return new Piscina({
    filename: pathToFileURL(file).href,
    minThreads: threads,
    maxThreads: threads,
    // Kept while the process runs: a publication should not wait for a thread to start.
    idleTimeout: Infinity,
  });
}

/** The process's worker threads, started on first use; null when the work runs in process. */
export function pdfPool(): Piscina | null {
  if (pool === undefined) {
    const threads = config().PDF_THREADS;
    const file = threads > 0 ? workerFile() : null;
    pool = file ? startPdfPool(file, threads) : null;
  }
  return pool;
}

/** What keeps an uploaded PDF from being published (null: nothing), off the web thread when built. */
export async function pdfProblem(bytes: Uint8Array): Promise<PdfProblem | null> {
  const workers = pdfPool();
  if (!workers) return pdfProblemTask({ bytes });
  try {
    return (await workers.run({ bytes }, { name: "check" })) as PdfProblem | null;
  } catch (error) {
    // A thread that died (and is replaced) does not decide an upload: the check runs here instead.
    console.warn(`upload check not run on a worker thread (${String(error)}); run in process`);
    return pdfProblemTask({ bytes });
  }
}

/** A PDF's text for the search index ("" when it cannot be read), off the web thread when built. */
export async function pdfText(task: TextTask): Promise<string> {
  const workers = pdfPool();
  if (!workers) return extractTextTask(task);
  try {
    return (await workers.run(task, { name: "text" })) as string;
  } catch (error) {
    // The reader itself never throws (it gives ""); a thread that died does, and is replaced.
    console.warn(`${task.label}: document text not extracted (${String(error)}); indexed without it`);
    return "";
  }
}

/** The stamped, signed bytes of a published version's file, off the web thread when built. */
export async function stampedAndSigned(task: StampTask): Promise<Buffer> {
  const workers = pdfPool();
  const bytes = workers ? ((await workers.run(task, { name: "stamp" })) as Uint8Array) : await stampAndSignTask(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
