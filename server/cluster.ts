/**
 * Several web processes over the one SQLite file (WEB_PROCESSES > 1, decision 085): this is the
 * first process (node:cluster's primary). It has already applied the migrations and seeded; it
 * serves nothing itself, it forks the web processes, which share the listening socket (each takes
 * new connections from it), restarts one that dies, and on SIGTERM/SIGINT asks each to stop
 * gracefully, waits for them all and exits 0 (1 if one did not stop cleanly).
 *
 * A web process stops through its own graceful shutdown (server/shutdown.ts), asked by an IPC
 * message rather than a signal: after Ctrl-C the terminal has already sent SIGINT to every process
 * of the group, and a second signal would make a web process exit at once.
 */
import cluster, { type Worker } from "node:cluster";
import type { HealthCheck } from "./health";
import type { Logger } from "./logging";

/** The message that asks a web process to shut down gracefully. */
export const STOP_MESSAGE = "register:stop";

/** A process that dies sooner than this after its start is restarted after RESTART_DELAY_MS. */
const QUICK_DEATH_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

export interface PrimaryOptions {
  processes: number;
  logger: Logger;
  /** How long web processes get to stop (their grace period and closing steps) before a SIGKILL. */
  stopTimeoutMs: number;
  /** Runs once every web process has exited, before the exit (the last checkpoint). */
  afterAll?: () => void;
  signals?: NodeJS.EventEmitter;
  exit?: (code: number) => void;
}

export interface Primary {
  /** What a signal does: stop every web process, then exit. */
  stop(reason: string): Promise<void>;
}

export function runPrimary(options: PrimaryOptions): Primary {
  const { processes, logger, stopTimeoutMs, afterAll } = options;
  const signals = options.signals ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const startedAt = new Map<Worker, number>();
  let stopping: Promise<void> | null = null;
  let failed = false;

  // The processes take new connections from the shared listening socket themselves. With the
  // primary handing them out in turn (node's default), a connection handed to a process that had
  // just died was never answered nor closed: its client waited until its own timeout (decision 164).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      return;
    }
    // Not asked to stop: it crashed or was killed. Its requests in flight are lost; the others
    // go on serving, and a new process takes its place (not in a tight loop if it dies at start).
    logger.error({ pid: worker.process.pid, code, signal, livedMs: lived }, "web process died: restarting it");
    if (lived < QUICK_DEATH_MS) setTimeout(() => stopping || fork(), RESTART_DELAY_MS).unref();
    else fork();
  });

  for (let i = 0; i < processes; i++) fork();
  logger.info({ processes, pid: process.pid }, "web processes started");

  async function stopAll(reason: string): Promise<void> {
    logger.info({ reason, processes: startedAt.size }, "stopping web processes");
    const running = [...startedAt.keys()];
    const exited = Promise.all(
      running.map((worker) =>
        worker.isDead() ? Promise.resolve() : new Promise<void>((resolve) => worker.once("exit", () => resolve())),
      ),
    );
    for (const worker of running) if (worker.isConnected()) worker.send(STOP_MESSAGE);
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), stopTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      failed = true;
      logger.warn({ stopTimeoutMs }, "web processes still running after the stop timeout: killed");
      for (const worker of running) if (!worker.isDead()) worker.process.kill("SIGKILL");
      await exited;
    }
    logger.info({ failed }, "all web processes stopped");
    afterAll?.();
    logger.flush?.();
    exit(failed ? 1 : 0);
  }

  const stop = (reason: string) => (stopping ??= stopAll(reason));
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: killing the web processes");
      for (const worker of startedAt.keys()) worker.process.kill("SIGKILL");
      exit(1);
      return;
    }
    void stop(signal);
  };
  signals.on("SIGTERM", onSignal);
  signals.on("SIGINT", onSignal);
  return { stop };
}

/**
 * In a web process: listens for the primary's stop request from the start, and hands it to the
 * graceful shutdown once that is installed (`whenAsked`), so a stop asked while the process is
 * still loading is not lost.
 */
export function listenForStopRequest(): { whenAsked(stop: (reason: string) => void): void } {
  let asked = false;
  let handler: ((reason: string) => void) | null = null;
  process.on("message", (message) => {
    if (message !== STOP_MESSAGE) return;
    asked = true;
    handler?.("asked by the primary");
  });
  return {
    whenAsked(stop) {
      handler = stop;
      if (asked) stop("asked by the primary");
    },
  };
}

/**
 * /healthz's figures on the processes: how many serve, and which one answered (its cluster id
 * grows with every restart, so a monitor sees processes being replaced).
 */
export function webProcessCheck(processes: number): HealthCheck {
  return { name: "webProcesses", run: () => ({ ok: true, processes, answeredBy: cluster.worker?.id ?? 0 }) };
}
