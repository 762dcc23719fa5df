/**
 * Graceful shutdown on SIGTERM (orchestrators, systemd) and SIGINT (Ctrl-C): stop accepting,
 * let requests in flight finish (bounded wait), then run the closing steps in order (stop the
 * background workers, checkpoint and close the database) and exit 0. A second signal exits at
 * once with 1. Answers still being prepared say `Connection: close`, and connections kept alive
 * for a next request are closed once idle (after a short settling time, see below), so no client
 * starts a new request on a server that is going away.
 */
import type http from "node:http";
import net from "node:net";
import type { Db } from "#db/client";
import type { Logger } from "./logging";

export interface ShutdownStep {
  name: string;
  run(): void | Promise<void>;
}

export interface ShutdownOptions {
  server: http.Server;
  logger: Logger;
  /** How long requests in flight may take before their connections are cut. */
  graceMs: number;
  steps: readonly ShutdownStep[];
  /** Where the signals come from (the process). */
  signals?: NodeJS.EventEmitter;
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** Runs the shutdown (what a signal does); resolves when the exit code was handed to `exit`. */
  shutdown(reason: string): Promise<void>;
  readonly shuttingDown: boolean;
}

/** How long open connections may still deliver a request after the server stops listening. */
const SETTLE_MS = 250;
const IDLE_SWEEP_MS = 50;

export function installGracefulShutdown(options: ShutdownOptions): GracefulShutdown {
  const { server, logger, graceMs, steps } = options;
  const signals = options.signals ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = new Set<http.ServerResponse>();
  let started = false;

  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (started && !res.headersSent) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
  });

  async function shutdown(reason: string): Promise<void> {
    if (started) return;
    started = true;
    const began = performance.now();
    logger.info({ reason, inFlight: inFlight.size }, "shutting down");
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");

    // Stop listening with net.Server's close, not http.Server's: the latter also closes every
    // "idle" connection at once, and a connection accepted a moment ago whose request has not
    // been parsed yet counts as idle, so that request would be reset. Connections get a short
    // settling time to deliver what they are sending (answered with Connection: close); only
    // then are the ones still idle closed.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    let sweep: NodeJS.Timeout | undefined;
    const settle = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    }, SETTLE_MS);
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      closed.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    clearTimeout(settle);
    clearInterval(sweep);
    if (!drained) {
      logger.warn({ cut: inFlight.size, graceMs }, "requests still running after the grace period: connections cut");
      server.closeAllConnections();
    }

    let code = 0;
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        code = 1;
        logger.error({ err: error, step: step.name }, "shutdown step failed");
      }
    }
    logger.info({ durationMs: Math.round(performance.now() - began), drained }, "stopped");
    logger.flush?.();
    exit(code);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      logger.warn({ signal }, "second signal: exiting now");
      exit(1);
      return;
    }
    void shutdown(signal);
  };
  signals.on("SIGTERM", onSignal);
  signals.on("SIGINT", onSignal);

  return {
    shutdown,
    get shuttingDown() {
      return started;
    },
  };
}

/**
 * The last step: fold the WAL back into the database file (TRUNCATE leaves an empty -wal, so a
 * copy of the file alone is complete) and close the connection. One of several web processes
 * (`shared`) folds what it can without waiting for the others (PASSIVE); the primary truncates
 * once they have all stopped.
 */
export function closeDatabaseStep(db: Db, { shared = false }: { shared?: boolean } = {}): ShutdownStep {
  return {
    name: "database",
    run() {
      if (!db.$client.open) return;
      db.$client.pragma(shared ? "wal_checkpoint(PASSIVE)" : "wal_checkpoint(TRUNCATE)");
      db.$client.close();
    },
  };
}
