/**
 * Worker thread entry: runs the DecisionGenerator and posts encoded batches to the seeding thread,
 * staying at most `ahead` batches ahead of what the writer has taken (so memory stays bounded).
 *
 * Messages in: { credit: n } (the writer can take n more batches).
 * Messages out: { ready }, { batch: EncodedBatch, start, end }, { done, cpuSeconds }, { error }.
 */
import { parentPort, workerData } from "node:worker_threads";
import { encodeBatch } from "./batch-codec";
import { DecisionGenerator, type GeneratedDecision, type GeneratorSetup } from "./generator";
import { threadCpuSeconds } from "./thread-cpu";

interface WorkerInput {
  setup: GeneratorSetup;
  batchSize: number;
}

const port = parentPort!;
const { setup, batchSize } = workerData as WorkerInput;

let credit = 0;
let wake: (() => void) | null = null;
port.on("message", (message: { credit?: number }) => {
  credit += message.credit ?? 0;
  wake?.();
});

async function run() {
  const cpuBefore = threadCpuSeconds();
  const generator = new DecisionGenerator(setup);
  port.postMessage({ ready: true });
  for (let start = 0; start < setup.count; start += batchSize) {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    const end = Math.min(setup.count, start + batchSize);
    const batch: GeneratedDecision[] = [];
    for (let i = start; i < end; i++) batch.push(generator.make(i));
    const encoded = encodeBatch(batch);
    port.postMessage({ batch: encoded, start, end });
  }
  const cpuAfter = threadCpuSeconds();
  const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  port.postMessage({ done: true, cpuSeconds });
}

run().catch((error: unknown) => {
  port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
