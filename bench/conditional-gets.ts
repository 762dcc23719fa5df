/**
 * What a 304 saves: the built app (build/server, `npm run build`) answers public GETs in-process,
 * once as a first visit (200, full body) and once as an edge or browser revalidating with the
 * ETag it holds (304, no body). Prints the mean time per request of each.
 *
 *   npx tsx bench/conditional-gets.ts [database file, default tests/.tmp/e2e/portal.db] [requests, default 200]
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";

const file = path.resolve(process.argv[2] ?? "tests/.tmp/e2e/portal.db");
const rounds = Number(process.argv[3] ?? 200);
process.env.DATABASE_PATH = file;

const { getDb } = await import("../db/client");
const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const origin = "http://bench.local";

const one = (sql: string) => getDb().$client.prepare(sql).get() as Record<string, string>;
const published = one(
  `SELECT d.ada, d.latest_version_id AS versionId, o.latin_name AS latinName FROM decisions d
     JOIN organizations o ON o.uid = d.org_uid WHERE d.status = 'PUBLISHED' ORDER BY d.id LIMIT 1`,
);
const enc = encodeURIComponent;
const targets: [string, string][] = [
  ["home", "/"],
  ["search", "/search?query=%CE%B1%CF%80%CF%8C%CF%86%CE%B1%CF%83%CE%B7"],
  ["decision by ADA", `/decision/view/${enc(published.ada)}`],
  ["version page", `/decision/view/v/${published.versionId}`],
  ["document by ADA", `/doc/${enc(published.ada)}`],
  ["organisation page", `/f/${enc(published.latinName)}`],
  ["export (json)", "/search/export?wt=json&sort=oldest"],
];

async function time(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  let status = 0;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const response = await handle(new Request(origin + url, { headers }));
    status = response.status;
    await response.arrayBuffer();
  }
  return { ms: (performance.now() - started) / rounds, status };
}

console.log(`${rounds} requests each, database ${file}`);
console.log("page                 first visit (200)   revalidation (304)");
for (const [name, url] of targets) {
  const first = await handle(new Request(origin + url));
  const etag = first.headers.get("ETag") ?? "";
  await first.arrayBuffer();
  await time(url, {}); // warm up
  const full = await time(url, {});
  const revalidated = await time(url, { "If-None-Match": etag });
  console.log(
    `${name.padEnd(20)} ${full.ms.toFixed(2).padStart(8)} ms (${full.status})   ${revalidated.ms.toFixed(2).padStart(8)} ms (${revalidated.status})`,
  );
}
