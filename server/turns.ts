/**
 * Requests take turns (decision 162), so that a busy process still accepts new connections.
 *
 * libuv accepts ONE new connection per turn of the event loop (since libuv 1.45, Node 20:
 * libuv/libuv#3696). Without turns, each turn ran every request that had arrived on the open
 * connections: at 50 clients a turn took 50-150 ms, so a burst of new connections was accepted
 * one every 50-150 ms and the last waited 2-3.5 s for its first answer (nodejs/node#57364).
 *
 * Here a request reaching the app joins a queue, and each turn runs queued requests only for
 * TURN_BUDGET_MS (by the clock); the rest wait for the next turn, after the loop has polled the sockets
 * (and accepted a connection). First come, first served. A request whose client has gone away
 * while it waited is dropped without running (its loader and page would be thrown away).
 */
import type { Request, RequestHandler, Response } from "express";
import type { HealthCheck } from "./health";

/** How long one turn of the event loop runs queued requests before it lets the loop go round. */
export const TURN_BUDGET_MS = 5;

interface Waiting {
  req: Request;
  res: Response;
  run: () => void;
}

export interface Turns {
  handler: RequestHandler;
  /** Requests waiting for a turn now. */
  waiting(): number;
  /** The same figure on /healthz: a queue that keeps growing is a process past its capacity. */
  healthCheck: HealthCheck;
}

export function takingTurns(budgetMs = TURN_BUDGET_MS): Turns {
  const queue: Waiting[] = [];
  let turnStartedAt = -1;

  const endTurn = () => {
    turnStartedAt = -1;
  };

  // One runNext per queued request, each its own setImmediate callback: Node runs the microtasks
  // (the rest of a request's synchronous work) between two of them, so the clock below sees the
  // time the requests before took. A callback queued from inside the check phase runs in the
  // next turn, after endTurn, which was queued earlier.
  const runNext = () => {
    const now = performance.now();
    if (turnStartedAt < 0) {
      turnStartedAt = now;
      setImmediate(endTurn);
    } else if (now - turnStartedAt >= budgetMs) {
      setImmediate(runNext);
      return;
    }
    const next = queue.shift();
    if (next && !clientGone(next.req, next.res)) next.run();
  };

  return {
    handler: (req, res, next) => {
      queue.push({ req, res, run: () => next() });
      setImmediate(runNext);
    },
    waiting: () => queue.length,
    healthCheck: { name: "requestTurns", run: () => ({ ok: true, waiting: queue.length }) },
  };
}

function clientGone(req: Request, res: Response): boolean {
  return req.socket.destroyed || res.destroyed;
}
