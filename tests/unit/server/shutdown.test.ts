/**
 * Graceful shutdown (server/shutdown.ts) in a real process that gets a real SIGTERM while a
 * request is in flight.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { send } from "#tests/support/http-client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";

/** tsx compiles the whole server before it listens: generous on a loaded machine. */
const SERVER_START_MS = 60_000;

interface Child {
  process: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

function startServer(file: string, graceMs: number): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/edge-server.ts", String(graceMs)], {
    env: { ...process.env, DATABASE_PATH: file, NODE_ENV: "test", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => resolve({ code, at: performance.now() })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), SERVER_START_MS);
    child.stdout.on("data", () => {
      const match = /listening (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, port: Number(match[1]), output: () => output, exited });
      }
    });
    child.on("exit", () => reject(new Error(`server exited early:\n${output}`)));
  });
}

const logLines = (output: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("graceful shutdown", () => {
  let testDb: TestDatabase | undefined;
  let child: Child | undefined;
  afterEach(() => {
    if (child && child.process.exitCode === null) child.process.kill("SIGKILL");
    testDb?.cleanup();
  });

  it(
    "lets a request in flight finish, refuses new ones, closes the database and exits 0",
    async () => {
      testDb = createTestDatabase();
      testDb.db.$client.close(); // the server process opens the file itself
      child = await startServer(testDb.file, 10_000);
      const url = `http://127.0.0.1:${child.port}`;

      const inFlight = send(url, { path: "/slow?ms=1500" });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      child.process.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(send(url, { path: "/" })).rejects.toThrow(/ECONNREFUSED/);

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.body).toBe("done");

      const { code, at } = await child.exited;
      expect(code).toBe(0);
      const lines = logLines(child.output());
      const messages = lines.map((line) => line.msg);
      expect(messages).toEqual(expect.arrayContaining(["shutting down", "worker finished its job", "stopped"]));
      const stopped = lines.find((line) => line.msg === "stopped");
      expect(stopped).toMatchObject({ drained: true });
      // The WAL was folded into the file and the connection closed.
      expect(fs.existsSync(`${testDb.file}-wal`) ? fs.statSync(`${testDb.file}-wal`).size : 0).toBe(0);
      console.info(`shutdown with a 1.5 s request in flight: ${Math.round(at - signalled)} ms from SIGTERM to exit`);
    },
    2 * SERVER_START_MS,
  );

  it(
    "cuts requests still running after the grace period, then exits 0",
    async () => {
      testDb = createTestDatabase();
      testDb.db.$client.close();
      child = await startServer(testDb.file, 300);
      const url = `http://127.0.0.1:${child.port}`;
      const stuck = send(url, { path: "/slow?ms=20000" }).catch((error: Error) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signalled = performance.now();
      child.process.kill("SIGTERM");
      const { code, at } = await child.exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(5_000);
      expect(await stuck).toBeInstanceOf(Error);
      expect(logLines(child.output()).find((line) => line.msg === "stopped")).toMatchObject({ drained: false });
    },
    2 * SERVER_START_MS,
  );
});
