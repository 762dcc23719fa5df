/**
 * The write API's own cost, in process, without HTTP (issue 15's profiling aid): N publications
 * through `POST /opendata/decisions` (a real PDF each, `publish: true`) into the dispatcher the
 * /opendata routes use, over a fresh migrated database with the demo seed, as «apiuser» with an
 * API token (or HTTP Basic). Prints CPU ms per decision, counting the stamping that runs after
 * each answer, and decisions per wall second. On a shared machine, CPU ms are the steadier figure.
 *
 *   npx tsx bench/opendata-write-cpu.ts [--decisions 200] [--auth token|basic] [--profile out.cpuprofile]
 *
 * --profile writes a V8 CPU profile of the measured publications only (not of loading the modules
 * and seeding, which would dominate `node --cpu-prof`), for Chrome DevTools or speedscope.
 */
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import { parseArgs } from "node:util";
import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { opendataAction } from "#app/http/opendata-response.server";
import { basic, multipart, storeRequest } from "#app/http/testing/opendata-write-client";
import { createApiToken } from "#app/users/api-tokens.server";
import { createTestDatabase } from "#tests/support/test-db";
import { decisionPdf } from "#tests/support/document-system";

const { values } = parseArgs({
  options: {
    decisions: { type: "string", default: "200" },
    auth: { type: "string", default: "token" },
    profile: { type: "string" },
  },
});
const count = Number(values.decisions);
process.env.API_CALLS_PER_MINUTE = "1000000";
const t = createTestDatabase();
seedReference(t.db);
await seedDemoUsers(t.db);
setDb(t.db);

const userId = t.db.$client.prepare("SELECT id FROM users WHERE username = 'apiuser'").pluck().get() as number;
const created = createApiToken(userId, "bench");
if (!created.ok) throw new Error(created.reason);
const auth: Record<string, string> =
  values.auth === "basic" ? { Authorization: basic("apiuser") } : { "X-Auth-Token": created.token };
const pdf = await decisionPdf("ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ bench");

async function publish(i: number): Promise<void> {
  const body = multipart(storeRequest(t.db, { protocolNumber: `BENCH/${i}`, subject: `ΑΝΑΛΗΨΗ bench ${i}` }), pdf);
  const response = await opendataAction(
    new Request("http://register.test/opendata/decisions", { method: "POST", body, headers: auth }),
    "192.0.2.80",
  );
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** Waits until the stamping after the last answers is over (no CPU used for half a second). */
async function settled(): Promise<void> {
  for (;;) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = process.cpuUsage(before);
    if (used.user + used.system < 25_000) return;
  }
}

await publish(-1); // warm: modules, statements, caches of the first call
await settled();
const profiler = values.profile ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
}
const cpu = process.cpuUsage();
const started = performance.now();
for (let i = 0; i < count; i++) await publish(i);
const wall = (performance.now() - started) / 1000;
await settled();
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
if (profiler && values.profile) {
  const { profile } = await profiler.post("Profiler.stop");
  fs.writeFileSync(values.profile, JSON.stringify(profile));
  profiler.disconnect();
}
console.log(
  `${count} decisions (${values.auth}): ${(cpuMs / count).toFixed(1)} ms CPU per decision ` +
    `(${(1000 / (cpuMs / count)).toFixed(1)}/s per core), ${(count / wall).toFixed(1)} decisions/s wall`,
);
setDb(undefined);
t.cleanup();
