/**
 * npm run fuzz: thousands of generated requests against the built portal (run `npm run build`
 * first; this script builds nothing). It starts the built server `node build/server/main.js` as the e2e run
 * does (NODE_ENV=test, a scratch database and outbox under /tmp), logs in as every demo user,
 * snapshots the database, sends the requests, and prints counts per status and per route.
 *
 * The bar, and the exit code: no response >= 500, every complete request answered (the server
 * neither hung nor died), `PRAGMA integrity_check` ok, and the row count
 * of every table unchanged, except the throttle's counters (rate_limits), which failed logins
 * are meant to change. The generator never sends a request that may legitimately change data
 * (no valid PDF, publishing only aimed at an already published version, logout only without a
 * valid token when logged in), so any other change is a defect.
 *
 *   npm run fuzz -- [--seed 1] [--requests 10000] [--concurrency 8] [--port 3290] [--keep]
 */
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEMO_USERS } from "#db/seed/demo-users";
import { placeholdersFrom, type Placeholders } from "#tests/support/route-table";
import { send } from "./http";
import { createRng } from "./random";
import { generate, type Identity } from "./requests";

const { values: args } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    requests: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "3290" },
    keep: { type: "boolean", default: false },
  },
});
const SEED = Number(args.seed);
const TOTAL = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "demo-password";
const EXCLUDED_TABLES = new Set(["rate_limits"]);

async function startServer(dir: string): Promise<ChildProcess> {
  if (!fs.existsSync("build/server/main.js")) {
    console.error("Δεν υπάρχει build: τρέξτε πρώτα `npm run build`.");
    process.exit(2);
  }
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dir, "portal.db"),
      OUTBOX_DIR: path.join(dir, "outbox"),
      DEMO_PASSWORD: PASSWORD,
      NODE_ENV: "test",
      SMTP_URL: "",
      PUBLIC_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = fs.createWriteStream(path.join(dir, "server.log"));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the portal did not start; see ${dir}/server.log`);
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

async function identity(who: string): Promise<Identity> {
  const jar = new Map<string, string>();
  const page = async () => {
    const response = await fetch(`${BASE}/login`, { headers: { Cookie: cookieHeader(jar) }, redirect: "manual" });
    cookiesOf(response, jar);
    return /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? "";
  };
  let token = await page();
  if (who !== "anonymous") {
    const response = await fetch(`${BASE}/login`, {
      method: "POST",
      headers: { Cookie: cookieHeader(jar), Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: token, username: who, password: PASSWORD }),
      redirect: "manual",
    });
    if (response.status !== 303) throw new Error(`login as ${who}: ${response.status}`);
    cookiesOf(response, jar);
    const home = await fetch(`${BASE}/userhome`, { headers: { Cookie: cookieHeader(jar) }, redirect: "manual" });
    token = /name="csrf" value="([^"]+)"/.exec(await home.text())?.[1] ?? token;
  }
  return { who, cookie: cookieHeader(jar), token };
}

interface Snapshot {
  integrity: string;
  counts: Record<string, number>;
}

function snapshot(file: string): Snapshot {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    const counts: Record<string, number> = {};
    for (const t of tables) counts[t] = db.prepare(`SELECT count(*) FROM "${t}"`).pluck().get() as number;
    return { integrity: String(db.prepare("PRAGMA integrity_check").pluck().get()), counts };
  } finally {
    db.close();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "register-fuzz-"));
  console.log(`Fuzz: ${TOTAL} αιτήματα, seed ${SEED}, φάκελος ${dir}`);
  const server = await startServer(dir);
  let exitCode = 1;
  try {
    const identities = [await identity("anonymous")];
    for (const u of DEMO_USERS) identities.push(await identity(u.username));
    const dbFile = path.join(dir, "portal.db");
    const db = new Database(dbFile, { readonly: true });
    const real = placeholdersFrom(db);
    db.close();
    // Publishing is aimed at a version that is published already: the action runs to its end
    // and refuses, so no fuzzed request can publish anything.
    const values: Placeholders = { ...real, submittedVersionId: real.versionId };
    const before = snapshot(dbFile);

    const rng = createRng(SEED);
    const byStatus = new Map<number, number>();
    const byRoute = new Map<string, Map<number, number>>();
    const serverErrors: string[] = [];
    /** Requests that got no answer although they were complete: the server hung or died. */
    const unanswered: string[] = [];
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < TOTAL) {
        next++;
        const g = generate(rng, identities, values, PORT);
        const response = await send(PORT, g.request, g.request.truncateBy ? 3000 : 20_000);
        byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
        const route = byRoute.get(g.row.pattern) ?? new Map<number, number>();
        route.set(response.status, (route.get(response.status) ?? 0) + 1);
        byRoute.set(g.row.pattern, route);
        if (response.status >= 500) {
          serverErrors.push(`${response.status} ${g.describe}`);
          // The whole request and answer, to replay it (kept with --keep).
          fs.writeFileSync(
            path.join(dir, `5xx-${serverErrors.length}.json`),
            JSON.stringify(
              {
                ...g.request,
                body: g.request.body?.toString("base64"),
                response: response.body.toString("utf8").slice(0, 20_000),
              },
              null,
              1,
            ),
          );
        }
        if (response.status === 0 && !g.request.truncateBy) unanswered.push(g.describe);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (Date.now() - started) / 1000;
    const after = snapshot(dbFile);

    const fmt = (m: Map<number, number>) =>
      [...m]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s === 0 ? "χωρίς απάντηση" : s}: ${n}`)
        .join(", ");
    console.log(`\n${TOTAL} αιτήματα σε ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)}/s)`);
    console.log(`Ανά κατάσταση: ${fmt(byStatus)}`);
    console.log("Ανά διαδρομή:");
    for (const [pattern, m] of [...byRoute].sort()) console.log(`  ${pattern.padEnd(36)} ${fmt(m)}`);

    const changed = Object.keys({ ...before.counts, ...after.counts }).filter(
      (t) => !EXCLUDED_TABLES.has(t) && before.counts[t] !== after.counts[t],
    );
    console.log(`\nPRAGMA integrity_check: ${after.integrity}`);
    console.log(
      changed.length === 0
        ? `Γραμμές πινάκων: αμετάβλητες σε ${Object.keys(after.counts).length - EXCLUDED_TABLES.size} πίνακες (εκτός των μετρητών rate_limits: ${before.counts.rate_limits ?? 0} -> ${after.counts.rate_limits ?? 0})`
        : `Γραμμές πινάκων που άλλαξαν: ${changed.map((t) => `${t} ${before.counts[t]} -> ${after.counts[t]}`).join(", ")}`,
    );
    console.log(`Απαντήσεις >= 500: ${serverErrors.length}`);
    for (const line of serverErrors.slice(0, 40)) console.log(`  ${line}`);
    const alive = await fetch(`${BASE}/`).then(
      (r) => r.ok,
      () => false,
    );
    console.log(`Πλήρη αιτήματα χωρίς απάντηση: ${unanswered.length}`);
    for (const line of unanswered.slice(0, 10)) console.log(`  ${line}`);
    console.log(`Ο διακομιστής απαντά στο τέλος: ${alive ? "ναι" : "ΟΧΙ"}`);
    const ok =
      serverErrors.length === 0 && unanswered.length === 0 && alive && after.integrity === "ok" && changed.length === 0;
    console.log(ok ? "\nΟ πήχης τηρείται." : "\nΟ πήχης ΔΕΝ τηρείται.");
    exitCode = ok ? 0 : 1;
  } finally {
    server.kill("SIGTERM");
    if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
