/**
 * Several web processes (WEB_PROCESSES=2, decision 085): the built server, started as
 * `npm run serve` starts it, prepares its fresh database once, then two processes answer;
 * /healthz stays honest from either; a web process that dies is replaced while the other goes on
 * serving; SIGTERM stops them all cleanly (exit 0).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { E2E_PORT, TMP_DIR } from "./support/env";
import { expect, test } from "./support/fixtures";

const PORT = E2E_PORT + 2;
const URL_BASE = `http://127.0.0.1:${PORT}`;

/** GET on a connection of its own (fetch would reuse one its pool opened to a process now dead). */
function statusOnNewConnection(pathAndQuery: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathAndQuery, agent: false }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      })
      .on("error", reject);
  });
}

interface LogLine {
  msg?: string;
  pid?: number;
  [key: string]: unknown;
}

test("two web processes serve one database, a dead one is replaced, SIGTERM stops all", async ({}, testInfo) => {
  // Loading the bundle takes a web process seconds, and much longer on a busy shared machine.
  test.setTimeout(360_000);
  const dir = path.join(TMP_DIR, `e2e-web-processes-${testInfo.project.name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      WEB_PROCESSES: "2",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dir, "portal.db"),
      OUTBOX_DIR: path.join(dir, "outbox"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const lines = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  const serving = () => lines().filter((line) => line.msg?.startsWith("Μητρώο πράξεων"));
  const waitFor = async (what: string, done: () => boolean) => {
    const deadline = Date.now() + 150_000;
    while (!done()) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  try {
    await waitFor("two web processes did not start", () => serving().length === 2);
    // The database was seeded once, by the first process, before either web process started.
    expect(output.match(/Αρχικά δεδομένα/g)).toHaveLength(1);
    const [first, second] = serving().map((line) => line.pid!);
    expect(first).not.toBe(second);
    expect(first).not.toBe(child.pid);

    // Both answer (the first process hands connections out in turn), each with an honest /healthz.
    const answeredBy = new Set<unknown>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${URL_BASE}/healthz`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { status: string; checks: { webProcesses: { answeredBy: number } } };
      expect(body).toMatchObject({ status: "ok", database: "reachable", migrations: "current" });
      answeredBy.add(body.checks.webProcesses.answeredBy);
    }
    expect(answeredBy.size).toBe(2);

    // A web process dies: the other goes on serving, and a new one takes its place. (Connections
    // the dead process held die with it: the next requests come on new connections.)
    process.kill(first, "SIGKILL");
    expect(await statusOnNewConnection("/")).toBe(200);
    await waitFor("the dead web process was not replaced", () => serving().length === 3);
    expect(lines().some((line) => line.msg === "web process died: restarting it" && line.pid === first)).toBe(true);
    const replacement = serving()[2].pid!;
    expect([first, second]).not.toContain(replacement);
    expect(await statusOnNewConnection(`/search?query=${encodeURIComponent("δήμος")}`)).toBe(200);

    // SIGTERM to the first process stops every web process gracefully, then it exits 0.
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(lines().filter((line) => line.msg === "stopped")).toHaveLength(2);
    expect(lines().some((line) => line.msg === "all web processes stopped")).toBe(true);
    for (const pid of [second, replacement]) expect(() => process.kill(pid, 0)).toThrow();
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
  }
});
