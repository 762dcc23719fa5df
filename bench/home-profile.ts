/**
 * Where the home page's server time goes (issue 16's profiling aid): starts the built server as
 * deployed but with one web process under `node --cpu-prof`, waits for the statistics refresh,
 * requests a page in a loop, stops the server and prints the functions with the most CPU time
 * (self, and with what they call) from the profile it wrote.
 *
 *   npm run build && npx tsx bench/home-profile.ts --database /tmp/…db [--page /] [--runs 500]
 *   npx tsx bench/home-profile.ts --profile FILE.cpuprofile --window MS --runs N   # read one again
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { aggregatesBuilt } from "./pages";
import { startServer } from "./soak/server";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    page: { type: "string", default: "/" },
    runs: { type: "string", default: "500" },
    top: { type: "string", default: "30" },
    // Reads a profile written before instead: its last --window ms were --runs requests.
    profile: { type: "string" },
    window: { type: "string" },
  },
});

/** Runs the server under the profiler; the profile's file and how many ms at its end were measured. */
async function measure(database: string, runs: number): Promise<{ file: string; windowMs: number; wallMs: number }> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "home-profile-"));
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "home-profile-outbox-"));
  process.env.WEB_PROCESSES = "1";
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} --cpu-prof --cpu-prof-dir=${profileDir}`.trim();
  const startedAt = Date.now();
  const server = await startServer({ databasePath: database, outboxDir, production: true });
  let wallMs = 0;
  let measuredFrom = 0;
  try {
    await aggregatesBuilt(database, undefined, startedAt);
    const url = `${server.baseUrl}${values.page}`;
    for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
    measuredFrom = Date.now();
    const started = performance.now();
    for (let i = 0; i < runs; i++) await (await fetch(url, { headers: { "Accept-Encoding": "gzip" } })).arrayBuffer();
    wallMs = performance.now() - started;
  } finally {
    await server.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
  // The web process's profile is the largest one written (a cluster primary's, if any, is idle).
  const files = fs.readdirSync(profileDir).map((f) => path.join(profileDir, f));
  const file = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  // Only the measured requests and the server's stop (short): the profile ends when the server exits.
  return { file, windowMs: Date.now() - measuredFrom, wallMs };
}

const runs = Number(values.runs);
if (!values.profile && !values.database) throw new Error("--database is required");
const { file, windowMs, wallMs } = values.profile
  ? { file: values.profile, windowMs: Number(values.window), wallMs: Number(values.window) }
  : await measure(values.database ?? "", runs);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};
// Hits per node, counted from the samples inside the window.
const hitsOf = new Map<number, number>();
{
  let at = profile.startTime;
  const from = profile.endTime - windowMs * 1000;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (at >= from) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
  });
}
const sampleMs = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const keyOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/")}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
// Inclusive time of a function: counted once per stack (a recursive function is not counted twice).
function walk(node: ProfileNode, onStack: Set<string>): number {
  const key = keyOf(node);
  let hits = hitsOf.get(node.id) ?? 0;
  self.set(key, (self.get(key) ?? 0) + hits);
  const inner = new Set(onStack).add(key);
  for (const child of node.children ?? []) hits += walk(byId.get(child)!, inner);
  if (!onStack.has(key)) total.set(key, (total.get(key) ?? 0) + hits);
  return hits;
}
const root = profile.nodes[0];
const allHits = walk(root, new Set());
const idle = [...self].filter(([k]) => k.startsWith("(idle)")).reduce((s, [, v]) => s + v, 0);
const busyMs = (allHits - idle) * sampleMs;
console.log(
  `${values.page}: ${runs} requests in ${(wallMs / 1000).toFixed(1)} s; CPU ${(busyMs / 1000).toFixed(1)} s in the ` +
    `measured window (${(busyMs / runs).toFixed(1)} ms per request), load ${os.loadavg()[0].toFixed(1)}`,
);
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    if (key.startsWith("(idle)") || key.startsWith("(root)")) continue;
    console.log(`${((hits / (allHits - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
};
print("self", self);
print("with callees", total);
console.log(`\nprofile: ${file}`);
