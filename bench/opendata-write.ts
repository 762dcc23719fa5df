/**
 * Bulk publication through the OpenData write API (issue 15): decisions/s of
 * `POST /opendata/decisions` with a PDF each and `publish: true`, on the built server over a fresh
 * database (migrations and the demo seed), by the document-system harness
 * (tests/support/document-system.ts) at a few client concurrencies. Each publication is stored,
 * published (ADA, search index, audit) and its document stamped and signed after the answer.
 * Besides decisions/s (which follows the machine's load), each run prints the server's CPU ms per
 * decision (from /proc, searches of the run included), the steadier figure on a shared machine.
 *
 *   npm run build && [WEB_PROCESSES=2] npm run bench -- --only opendata-write [--decisions 200] [--clients 4]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { playDocumentSystem } from "#tests/support/document-system";
import { startServer } from "./soak/server";

/** One process's CPU time so far, in ms (Linux; 0 elsewhere). */
function processCpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat (12 and 13 after the command), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The child processes of a process (Linux; none elsewhere). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * The server's CPU time so far, in ms: the process and, with WEB_PROCESSES > 1, its web processes
 * (node:cluster children, which do all the serving). A process that ended is not counted, so the
 * figure holds while none restarts.
 */
function cpuMsOf(pid: number): number {
  return processCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + processCpuMs(child), 0);
}

/** Publications before the measured runs, per web process (see the warm-up below). */
const WARM_UP_PUBLICATIONS = 4000;

/** The document system's account (the demo seed's API user) and organisation. */
function documentSystem(baseUrl: string, auth: "token" | "basic") {
  return {
    baseUrl,
    username: "apiuser",
    password: process.env.DEMO_PASSWORD ?? "demo-password",
    org: "6013",
    auth,
  };
}

/**
 * The server's CPU time once it has settled (less than 5 % of a core used for half a second), in
 * ms. Measured from settled to settled, a run counts the stamping that follows its last answers
 * and nothing of a web process still starting up or of the run before it.
 */
async function settledCpuMs(pid: number): Promise<number> {
  let before = cpuMsOf(pid);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMsOf(pid);
    if (now - before < 25) return now;
    before = now;
  }
}

export async function runOpendataWriteBench(options: { decisions: number; concurrencies?: number[] }): Promise<void> {
  // The per-user limit (API_CALLS_PER_MINUTE, 600 by default) would measure the throttle, not the writes.
  process.env.API_CALLS_PER_MINUTE = "1000000";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "opendata-write-bench-"));
  const server = await startServer({
    databasePath: path.join(dir, "register.db"),
    outboxDir: path.join(dir, "outbox"),
  });
  try {
    // Warm-up, printed apart from the measured runs: every web process loads its lazily imported
    // modules, fills its caches and, above all, lets V8 optimise its hot code. V8 keeps compiling for
    // the first few thousand publications (~1,500 optimised compilations in the first 2,000, ~250 in the
    // third 2,000; --trace-opt), on threads that share the two cores, so a fresh server publishes a
    // third slower than a warm one (docs/decisions/157).
    const webProcesses = Number(process.env.WEB_PROCESSES ?? 1);
    const warmUp = await playDocumentSystem({
      ...documentSystem(server.baseUrl, "basic"),
      count: WARM_UP_PUBLICATIONS * webProcesses,
      concurrency: 4,
    });
    console.log(
      `${String(warmUp.adas.length).padStart(5)} decisions of warm-up, fresh server, 4 clients, basic: ` +
        `${warmUp.decisionsPerSecond.toFixed(1).padStart(6)} decisions/s (not counted)`,
    );
    for (const concurrency of options.concurrencies ?? [1, 4, 8]) {
      for (const auth of ["token", "basic"] as const) {
        const cpuBefore = await settledCpuMs(server.pid);
        const report = await playDocumentSystem({
          ...documentSystem(server.baseUrl, auth),
          count: options.decisions,
          concurrency,
        });
        const cpuMs = ((await settledCpuMs(server.pid)) - cpuBefore) / options.decisions;
        const found = report.foundJson === options.decisions && report.foundXml === options.decisions;
        console.log(
          `${String(options.decisions).padStart(5)} decisions, ${webProcesses} web processes, ${concurrency} clients, ${auth.padEnd(5)}: ` +
            `${report.decisionsPerSecond.toFixed(1).padStart(6)} decisions/s (${report.publishSeconds.toFixed(2)} s), ` +
            `server ${cpuMs.toFixed(0)} ms CPU per decision, client ${report.clientCpuMsPerDecision.toFixed(1)} ms` +
            `${found ? "" : "  SEARCH MISSED SOME"}`,
        );
      }
    }
    if (server.log.errors) console.log(`server log errors: ${server.log.errors}`, server.log.examples);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
