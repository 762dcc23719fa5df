/**
 * Requests take turns (server/turns.ts, decision 162): queued requests run first come, first
 * served, a turn runs them only for its budget and then lets the event loop go round (where
 * libuv accepts the next connection), and a request whose client has gone is not run.
 */
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { takingTurns } from "#server/turns";

interface FakeClient {
  req: Request;
  res: Response;
  hangUp(): void;
}

function client(): FakeClient {
  const socket = { destroyed: false };
  const res = { destroyed: false };
  return {
    req: { socket } as unknown as Request,
    res: res as unknown as Response,
    hangUp: () => {
      socket.destroyed = true;
      res.destroyed = true;
    },
  };
}

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Queues `count` requests; each, when run, records its number after `work()`; resolves when `expected` have run. */
function queueRequests(
  turns: ReturnType<typeof takingTurns>,
  clients: FakeClient[],
  work: () => void,
  expected = clients.length,
): { ran: number[]; done: Promise<void> } {
  const ran: number[] = [];
  let finish: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  clients.forEach((c, i) =>
    turns.handler(c.req, c.res, () => {
      work();
      ran.push(i);
      if (ran.length === expected) finish();
    }),
  );
  return { ran, done };
}

describe("requests taking turns", () => {
  it("runs queued requests first come, first served, and empties the queue", async () => {
    const turns = takingTurns(10);
    const clients = Array.from({ length: 8 }, client);
    const { ran, done } = queueRequests(turns, clients, () => {});
    expect(turns.waiting()).toBe(8);
    await done;
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(turns.waiting()).toBe(0);
  });

  it("lets the event loop go round once a turn has used its budget, and again until all have run", async () => {
    const turns = takingTurns(10);
    const clients = Array.from({ length: 20 }, client);
    const ranWhenTheLoopCameRound: number[] = [];
    const { ran, done } = queueRequests(turns, clients, () => busyFor(4));
    // A timer is due at once, but timers run only when the loop comes round to them: it stands
    // for the accept of a new connection, which libuv does once per turn of the loop.
    const ticking = setInterval(() => ranWhenTheLoopCameRound.push(ran.length), 0);
    await done;
    clearInterval(ticking);
    expect(ran).toHaveLength(20);
    // 20 requests of 4 ms with a 10 ms budget: about three a turn, so the loop came round
    // between them, several times, yet not after every request (a busy machine may cut a turn short).
    const turnsSeen = new Set(ranWhenTheLoopCameRound.filter((count) => count > 0 && count < 20));
    expect(turnsSeen.size).toBeGreaterThanOrEqual(4);
    expect(turnsSeen.size).toBeLessThanOrEqual(12);
  });

  it("does not run a request whose client hung up while it waited", async () => {
    const turns = takingTurns(10);
    const clients = Array.from({ length: 4 }, client);
    const { ran, done } = queueRequests(turns, clients, () => {}, 3);
    clients[1].hangUp();
    await done;
    // Let the queue's last callbacks run: nothing else may appear.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(ran).toEqual([0, 2, 3]);
    expect(turns.waiting()).toBe(0);
  });
});
