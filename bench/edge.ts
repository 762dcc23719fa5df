/**
 * Figures for the server edge (docs/decisions/010, 011), printed, not asserted:
 *  1. resident memory of the built server before and after anonymous 100 MB POSTs, one with
 *     Content-Length (refused before reading) and one chunked (cut off at the limit);
 *  2. shutdown time on SIGTERM with requests in flight, and whether each got its whole answer.
 *
 *   npm run build && node --import tsx bench/edge.ts [--port 3225] [--in-flight 20] [--delay-ms 100] [--log-level info]
 * It runs build/server/main.js on a scratch database in the system's temporary folder.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { send } from "#tests/support/http-client";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3225" },
    "in-flight": { type: "string", default: "20" },
    "delay-ms": { type: "string", default: "100" },
    /** The server's LOG_LEVEL (its log goes to this script's stdout). */
    "log-level": { type: "string", default: "info" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

const fmt = (m: { rssMb: number; peakMb: number }) => `RSS ${m.rssMb.toFixed(0)} MB (peak ${m.peakMb.toFixed(0)} MB)`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-edge-"));
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: path.join(dir, "portal.db"),
      LOG_LEVEL: values["log-level"],
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let serverLog = "";
  child.stdout.on("data", (chunk: Buffer) => (serverLog += chunk.toString("utf8")));
  await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid!;
  try {
    // Warm up: the pages and the search every visitor would hit.
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/search?query=δήμος&page=${(i % 5) + 1}`)).text();
    const before = memory(pid);
    console.log(`memory before:                          ${fmt(before)}`);

    const declared = await send(base, {
      method: "POST",
      path: "/decision/new",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": 100 * MB },
      bodyBytes: 100 * MB,
    });
    console.log(
      `100 MB POST with Content-Length:        ${declared.status}, client sent ${(declared.bytesSent / MB).toFixed(1)} MB; ${fmt(memory(pid))}`,
    );
    const chunked = await send(base, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
      bodyBytes: 100 * MB,
    });
    console.log(
      `100 MB chunked POST (form limit 256 KB): ${chunked.status}, client sent ${(chunked.bytesSent / MB).toFixed(1)} MB; ${fmt(memory(pid))}`,
    );

    const count = Number(values["in-flight"]);
    const started = performance.now();
    const inFlight = Array.from({ length: count }, (_, i) =>
      fetch(`${base}/search?query=${encodeURIComponent(i % 2 ? "απόφαση" : "δήμος")}&page=${(i % 10) + 1}`)
        .then(async (res) => ({ status: res.status, complete: (await res.text()).includes("</html>") }))
        .catch((error: Error) => ({
          status: 0,
          complete: false,
          error: String((error.cause as Error)?.message ?? error.message),
        })),
    );
    // Long enough for the server to accept every connection: ones still in the kernel's backlog
    // when it stops listening are reset (docs/decisions/011: drain at the load balancer first).
    await new Promise((resolve) => setTimeout(resolve, Number(values["delay-ms"])));
    const signalled = performance.now();
    child.kill("SIGTERM");
    const answers = await Promise.all(inFlight);
    const code = await exited;
    for (const failed of answers.filter((a) => a.status !== 200))
      console.log(`  not answered: ${JSON.stringify(failed)}`);
    const whole = answers.filter((a) => a.status === 200 && a.complete).length;
    // What the server itself saw: responses in progress when the signal came.
    const shuttingDown = serverLog
      .split("\n")
      .filter((line) => line.includes('"msg":"shutting down"'))
      .map((line) => JSON.parse(line) as { inFlight: number })[0];
    console.log(
      `shutdown with ${count} requests in flight: exit ${code} after ${Math.round(performance.now() - signalled)} ms ` +
        `(requests sent ${Math.round(signalled - started)} ms before SIGTERM, ${shuttingDown?.inFlight ?? "?"} of them ` +
        `accepted and in progress then); ${whole}/${count} got their whole answer`,
    );
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
