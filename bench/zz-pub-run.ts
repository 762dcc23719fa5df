import { playDocumentSystem } from "#tests/support/document-system";
const baseUrl = process.argv[2];
const count = Number(process.argv[3] ?? 200);
for (const auth of ["basic", "token"] as const) {
  const r = await playDocumentSystem({ baseUrl, username: "apiuser", password: process.env.DEMO_PASSWORD ?? "demo-password", org: "6013", auth, count, concurrency: 4 });
  console.log(auth, r.decisionsPerSecond.toFixed(1), "decisions/s");
}
