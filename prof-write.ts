import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { createTestDatabase } from "#tests/support/test-db";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { createApiToken } from "#app/users/api-tokens.server";
import { opendataAction } from "#app/http/opendata-response.server";
import { storeRequest } from "#app/http/testing/opendata-write-client";

process.env.API_CALLS_PER_MINUTE = "1000000";
const t = createTestDatabase();
seedReference(t.db);
await seedDemoUsers(t.db);
setDb(t.db);
const uid = t.db.$client.prepare("SELECT id FROM users WHERE username='apiuser'").pluck().get() as number;
const tok = createApiToken(uid, "bench");
if (!tok.ok) throw new Error("token");
const token = (tok as any).token as string;
const N = Number(process.env.N ?? 200);
const pdfs = Array.from({ length: N + 20 }, (_, i) => tinyPdf(`Decision ${i}`));
async function one(i: number) {
  const form = new FormData();
  form.append("metadata", JSON.stringify(storeRequest(t.db, { protocolNumber: `P/${i}`, subject: `ΑΝΑΛΗΨΗ ${i}` })));
  form.append("decisionFile", new File([new Uint8Array(pdfs[i])], "a.pdf", { type: "application/pdf" }));
  const r = await opendataAction(
    new Request("http://register.test/opendata/decisions", { method: "POST", body: form, headers: { "X-Auth-Token": token } }),
    "192.0.2.1",
  );
  if (r.status !== 200) throw new Error(`${r.status} ${await r.text()}`);
  await r.text();
}
for (let i = 0; i < 20; i++) await one(N + i);
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < N; i++) await one(i);
const s = (performance.now() - t0) / 1000;
const c = process.cpuUsage(c0);
console.log(`${N} in ${s.toFixed(2)} s: ${(N / s).toFixed(1)}/s; CPU ${((c.user + c.system) / 1000 / N).toFixed(1)} ms per decision`);
await new Promise((r) => setTimeout(r, 2000));
t.cleanup();
process.exit(0);
