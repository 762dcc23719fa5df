import fs from "node:fs"; import os from "node:os"; import path from "node:path"; import { execSync } from "node:child_process";
import { startServer } from "./soak/server";
process.env.WEB_PROCESSES = "1";
const s = await startServer({ databasePath: "/tmp/lead-1m.db", outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), "p-")), production: true });
await new Promise((r) => setTimeout(r, 12000));
const tick = 100;
function cpuOfTree(): number {
  const pids = execSync(`pgrep -P ${s.pid} || true`).toString().trim().split(/\s+/).filter(Boolean).concat(String(s.pid));
  let t = 0; for (const p of pids) { try { const f = fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" "); t += +f[11] + +f[12]; } catch {} }
  return (t / tick) * 1000;
}
async function run(label: string, headers: Record<string, string>, n = 400, url = (i: number) => "/") {
  for (let i = 0; i < 30; i++) await (await fetch(s.baseUrl + url(-i - 1), { headers })).arrayBuffer();
  const c0 = cpuOfTree(); const t0 = performance.now(); const lat: number[] = [];
  for (let i = 0; i < n; i++) { const a = performance.now(); const r = await fetch(s.baseUrl + url(i), { headers }); await r.arrayBuffer(); lat.push(performance.now() - a); }
  const c1 = cpuOfTree(); lat.sort((a, b) => a - b);
  console.log(label.padEnd(12), "server CPU", ((c1 - c0) / n).toFixed(2), "ms/req", "p50", lat[n / 2].toFixed(1), "p95", lat[Math.floor(n * 0.95)].toFixed(1), "load", os.loadavg()[0].toFixed(1));
}
const first = await fetch(s.baseUrl + "/"); const etag = first.headers.get("etag")!; await first.arrayBuffer();
for (let k = 0; k < 2; k++) {
  await run("full gzip", { "accept-encoding": "gzip" });
  await run("full plain", { "accept-encoding": "identity" });
  await run("fresh ?n", { "accept-encoding": "gzip" }, 400, (i) => `/?n=${i}${Math.random()}`); await run("304", { "if-none-match": etag, "accept-encoding": "gzip" });
}
await s.stop();
