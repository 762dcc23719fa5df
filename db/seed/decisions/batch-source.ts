/**
 * Where the writer gets its batches of generated decisions: from a worker thread (large runs: the
 * decisions are made on the second core while this thread writes SQLite) or from this thread
 * (small runs, and where workers cannot load TypeScript, e.g. under vitest). Same generator, so
 * the same decisions either way.
 */
import { Worker } from "node:worker_threads";
import { decodeBatch, type EncodedBatch } from "./batch-codec";
import { DecisionGenerator, type GeneratedDecision, type GeneratorSetup } from "./generator";

export interface BatchSource {
  /** The next batch, or null when the run is complete. */
  next(): Promise<GeneratedDecision[] | null>;
  /** CPU seconds the generating thread used, when it is another thread and the OS tells. */
  generatorCpuSeconds(): number | null;
  close(): Promise<void>;
}

export function inThreadSource(setup: GeneratorSetup, batchSize: number): BatchSource {
  const generator = new DecisionGenerator(setup);
  let start = 0;
  return {
    async next() {
      if (start >= setup.count) return null;
      const end = Math.min(setup.count, start + batchSize);
      const batch: GeneratedDecision[] = [];
      for (let i = start; i < end; i++) batch.push(generator.make(i));
      start = end;
      return batch;
    },
    generatorCpuSeconds: () => null,
    close: async () => {},
  };
}

type Message =
  | { ready: true }
  | { batch: EncodedBatch; start: number; end: number }
  | { done: true; cpuSeconds: number | null }
  | { error: string };

/** Starts the generator worker; rejects if it cannot start (then use inThreadSource). */
export function workerSource(setup: GeneratorSetup, batchSize: number, ahead = 3): Promise<BatchSource> {
  // Run from TypeScript (tsx): a bootstrap registers tsx in the worker first. Compiled: the .js entry.
  const entry = import.meta.url.endsWith(".ts") ? "./generator-worker-boot.mjs" : "./generator-worker.js";
  const worker = new Worker(new URL(entry, import.meta.url), { workerData: { setup, batchSize } });
  const queue: (GeneratedDecision[] | null)[] = [];
  let waiting: { resolve: (b: GeneratedDecision[] | null) => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;
  let generatorCpu: number | null = null;

  const deliver = (batch: GeneratedDecision[] | null) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w.resolve(batch);
    } else queue.push(batch);
  };
  const fail = (error: Error) => {
    failure = error;
    waiting?.reject(error);
    waiting = null;
  };

  return new Promise((resolveStart, rejectStart) => {
    let started = false;
    worker.on("error", (error) => (started ? fail(error) : rejectStart(error)));
    worker.on("exit", (code) => {
      if (code !== 0 && !failure) (started ? fail : rejectStart)(new Error(`seed worker exited with code ${code}`));
    });
    worker.on("message", (message: Message) => {
      if ("ready" in message) {
        started = true;
        worker.postMessage({ credit: ahead });
        resolveStart(source);
      } else if ("batch" in message) {
        deliver(decodeBatch(message.batch));
      } else if ("done" in message) {
        generatorCpu = message.cpuSeconds;
        deliver(null);
      } else {
        const error = new Error(`seed worker failed: ${message.error}`);
        if (started) fail(error);
        else rejectStart(error);
      }
    });

    const source: BatchSource = {
      next() {
        if (failure) return Promise.reject(failure);
        if (queue.length > 0) {
          const batch = queue.shift()!;
          if (batch) worker.postMessage({ credit: 1 });
          return Promise.resolve(batch);
        }
        return new Promise((resolve, reject) => {
          waiting = {
            resolve: (batch) => {
              if (batch) worker.postMessage({ credit: 1 });
              resolve(batch);
            },
            reject,
          };
        });
      },
      generatorCpuSeconds: () => generatorCpu,
      close: async () => {
        await worker.terminate();
      },
    };
  });
}
