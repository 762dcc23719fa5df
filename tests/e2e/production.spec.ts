/**
 * The production start path: the bundle `npm run build` makes (build/server/main.js), run with
 * plain `node` and NODE_ENV=production, as `npm run serve` does, on a fresh database of its own.
 * It runs two web processes (decisions 085 and 164) and must seed only the reference data, send
 * HSTS, log one JSON line per request (no stack for bad input), keep answering while a process that
 * died is replaced, and stop every process cleanly on SIGTERM with a request in flight. One server
 * for all of it: starting one costs ~15 s of the suite.
 */
import Database from "better-sqlite3";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { send } from "#tests/support/http-client";
import { E2E_PORT, TMP_DIR } from "./support/env";
import { expect, test } from "./support/fixtures";

const PORT = E2E_PORT + 1;
const URL_BASE = `http://127.0.0.1:${PORT}`;

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startProduction(dir: string, env: Record<string, string> = {}): Promise<Server> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  // Production signs published documents with a configured PKCS#12 file (docs/decisions/054).
  const p12 = path.join(dir, "signing.p12");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=Production check/C=GR",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
      "-days",
      "2",
    ],
    { stdio: "ignore" },
  );
  execFileSync(
    "openssl",
    [
      "pkcs12",
      "-export",
      "-inkey",
      path.join(dir, "key.pem"),
      "-in",
      path.join(dir, "cert.pem"),
      "-out",
      p12,
      "-passout",
      "pass:production-check",
    ],
    { stdio: "ignore" },
  );
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: URL_BASE,
      SESSION_SECRET: "production-check-secret",
      DATABASE_PATH: path.join(dir, "portal.db"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      SIGNING_P12_PATH: p12,
      SIGNING_P12_PASSPHRASE: "production-check",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!output.includes("Μητρώο πράξεων: http://")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`production server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, exited };
}

interface HealthAnswer {
  checks: { webProcesses: { answeredBy: number } };
}

/** The processes that answer /healthz within `tries` new connections, by cluster id. */
async function answering(tries: number): Promise<Set<number>> {
  const ids = new Set<number>();
  // `send` opens a connection of its own each time, which any of the processes may take.
  for (let i = 0; i < tries; i++) {
    const health = JSON.parse((await send(URL_BASE, { path: "/healthz" })).body) as HealthAnswer;
    ids.add(health.checks.webProcesses.answeredBy);
  }
  return ids;
}

const childrenOf = (pid: number): number[] =>
  execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);

test("the built server runs in production with plain node, two web processes, and stops cleanly", async ({}, testInfo) => {
  test.setTimeout(150_000);
  const dir = path.join(TMP_DIR, `e2e-production-${testInfo.project.name}`);
  const server = await startProduction(dir, { WEB_PROCESSES: "2" });
  const primary = server.child.pid!;
  try {
    const home = await fetch(`${URL_BASE}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(home.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");

    const health = await fetch(`${URL_BASE}/healthz`);
    expect(await health.json()).toMatchObject({ status: "ok", database: "reachable", migrations: "current" });

    const missing = await fetch(`${URL_BASE}/no-such-page`);
    expect(missing.status).toBe(404);
    const missingId = missing.headers.get("x-request-id");

    // Both processes answer; one dies, the first process logs it and forks another (cluster id 3),
    // and the portal answers all the while (a request that hangs fails the test by its timeout).
    await expect.poll(() => answering(12), { timeout: 30_000 }).toEqual(new Set([1, 2]));
    const [first, second] = childrenOf(primary);
    expect(second).toBeDefined();
    process.kill(first, "SIGKILL");
    await expect.poll(async () => (await answering(12)).has(3), { timeout: 30_000 }).toBe(true);
    expect(server.output()).toContain("web process died: restarting it");
    const web = childrenOf(primary);
    expect(web).toHaveLength(2);

    // A request in flight when SIGTERM arrives still gets its whole answer, and every process stops.
    const inFlight = fetch(`${URL_BASE}/search?query=${encodeURIComponent("δήμος")}`).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("</html>");
    expect(await server.exited).toBe(0);
    testInfo.annotations.push({ type: "shutdown", description: `${Date.now() - signalled} ms from SIGTERM to exit` });
    for (const pid of web) expect(() => process.kill(pid, 0), `web process ${pid} still runs`).toThrow();

    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const notFound = lines.filter((line) => line.reqId === missingId);
    expect(notFound).toHaveLength(1);
    expect(notFound[0]).toMatchObject({
      level: 40,
      req: { method: "GET", path: "/no-such-page" },
      res: { status: 404 },
    });
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace anywhere in the log
    expect(lines.some((line) => line.msg === "stopped")).toBe(true);

    // Production seeds the reference data only: no demo users, no demo decisions.
    const db = new Database(path.join(dir, "portal.db"), { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) FROM organizations").pluck().get()).toBeGreaterThan(0);
      expect(db.prepare("SELECT count(*) FROM users").pluck().get()).toBe(0);
      expect(db.prepare("SELECT count(*) FROM decisions").pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  }
});
