/**
 * The server under soak: the built app started the way playwright.config.ts starts it
 * (`node build/server/main.js`, NODE_ENV=test) on 127.0.0.1, with its log read line by line
 * (aborted React renders and other errors are counted) and its resident memory sampled.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

export interface ServerLog {
  lines: number;
  /** React's "render was aborted" errors: a streamed page cut off after ABORT_DELAY. */
  abortedRenders: number;
  /** Lines that look like errors (stack traces count once, by their first line). */
  errors: number;
  /** The first few error lines, to show what went wrong. */
  examples: string[];
}

export interface SoakServer {
  pid: number;
  baseUrl: string;
  log: ServerLog;
  /** Resident set size in bytes, read from /proc (Linux; 0 elsewhere). */
  rss(): number;
  stop(): Promise<void>;
}

const ABORTED = /render was aborted|aborted by the server|AbortError|The operation was aborted/i;
const ERROR = /\berror\b|"level":(50|60)/i;

/** A port nobody listens on now (0: one the OS picks). */
export function freePort(port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new Error(`port ${port} is in use: pick another with --port`) : error),
    );
    probe.listen(port, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

/** What NODE_ENV=production requires (config/env.ts), with a self-signed certificate made by openssl. */
function productionEnv(baseUrl: string): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-signing-"));
  const [key, cert, p12] = ["key.pem", "cert.pem", "signing.p12"].map((f) => path.join(dir, f));
  const subject = "/CN=bench";
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", subject],
    { stdio: "ignore" },
  );
  execFileSync("openssl", ["pkcs12", "-export", "-inkey", key, "-in", cert, "-out", p12, "-passout", "pass:bench"], {
    stdio: "ignore",
  });
  return {
    NODE_ENV: "production",
    PUBLIC_URL: baseUrl,
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    SIGNING_P12_PATH: p12,
    SIGNING_P12_PASSPHRASE: "bench",
  };
}

export async function startServer(options: {
  /** Default: a free port. */
  port?: number;
  databasePath: string;
  outboxDir: string;
  readyTimeoutMs?: number;
  /**
   * Run as deployed (NODE_ENV=production: React's production build, one process per core) with
   * a throwaway signing certificate, instead of NODE_ENV=test (React's development build, which
   * renders pages about twice as slowly).
   */
  production?: boolean;
}): Promise<SoakServer> {
  // Checked first: a server already on the port would answer for ours, which would fail to start.
  const port = await freePort(options.port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      ...(options.production ? productionEnv(baseUrl) : { NODE_ENV: "test" }),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_PATH: options.databasePath,
      OUTBOX_DIR: options.outboxDir,
      // Request logs at this rate would measure the logger; warnings and errors are kept.
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: ServerLog = { lines: 0, abortedRenders: 0, errors: 0, examples: [] };
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      log.lines++;
      if (ABORTED.test(line)) log.abortedRenders++;
      if (ERROR.test(line)) {
        log.errors++;
        if (log.examples.length < 5) log.examples.push(line.slice(0, 300));
      }
    });
  }
  await waitUntilServing(child, baseUrl, options.readyTimeoutMs ?? 120_000);
  const pid = child.pid!;
  return {
    pid,
    baseUrl,
    log,
    rss: () => residentBytes(pid),
    stop: () => stopProcess(child),
  };
}

async function waitUntilServing(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Set by the exit handler; the cast keeps TypeScript from narrowing it to null for good.
  let exited = null as number | null;
  child.once("exit", (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the server exited with code ${exited} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer ${baseUrl}/ within ${timeoutMs / 1000} s`);
}

function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {
    /* not Linux, or the process is gone */
  }
  return 0;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
