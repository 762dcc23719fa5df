// Bundles the server entry (server/index.ts) and the backup command (scripts/backup.ts) to plain
// JavaScript in build/server/, beside Remix's build, so production runs `node build/server/main.js`
// with no TypeScript runner and no dev dependency. Packages stay external (node_modules); the
// project's own modules, with their #app/… aliases (tsconfig paths), are bundled in.
// The migrations and the seed's reference data are read from disk next to the code that reads
// them, so they are copied beside the bundle.
import fs from "node:fs";
import path from "node:path";
import { bundleServerCode } from "./server-bundle.mjs";

const out = path.resolve("build/server");

await bundleServerCode(
  // pdf-worker: the worker thread of a publication's PDF work (app/documents/pdf-pool.server.ts, decision 148).
  { main: "server/index.ts", backup: "scripts/backup.ts", "pdf-worker": "app/documents/pdf-worker.ts" },
  out,
  { sourcemap: "linked" },
);

fs.cpSync("db/migrations", path.join(out, "migrations"), { recursive: true });
fs.cpSync("db/seed/data", path.join(out, "data"), { recursive: true });
console.log("server bundle: build/server/main.js, build/server/backup.js, build/server/pdf-worker.js");
