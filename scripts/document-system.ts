/**
 * A document-management system (ΣΗΔΕ) playing against a running register through the OpenData
 * write API (issue 15): publishes --count decisions with PDFs, sends a corrected copy of one,
 * requests the revocation of another, and finds them all through /opendata/search in JSON and
 * XML (tests/support/document-system.ts). Exit status 0 when every decision was found.
 *
 *   node --import tsx scripts/document-system.ts --url http://127.0.0.1:3000 \
 *     [--user apiuser] [--password demo-password] [--org 6013] [--count 100] [--concurrency 4] [--auth basic|token]
 */
import { parseArgs } from "node:util";
import { playDocumentSystem } from "#tests/support/document-system";

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:3000" },
      user: { type: "string", default: "apiuser" },
      password: { type: "string", default: "demo-password" },
      org: { type: "string", default: "6013" },
      count: { type: "string", default: "100" },
      concurrency: { type: "string", default: "4" },
      auth: { type: "string", default: "basic" },
    },
  });
  const report = await playDocumentSystem({
    baseUrl: values.url.replace(/\/+$/, ""),
    username: values.user,
    password: values.password,
    org: values.org,
    count: Number(values.count),
    concurrency: Number(values.concurrency),
    auth: values.auth === "token" ? "token" : "basic",
    log: (line) => console.log(line),
  });
  const ok = report.foundJson === report.adas.length && report.foundXml === report.adas.length;
  console.log(ok ? "OK: every decision found in JSON and XML" : "MISSING decisions in the search");
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
