// Fails when documentation points at something that does not exist: every relative link in the
// Markdown files (docs/, README.md, search/README.md) and every docs/…md path a source comment
// cites. Part of `npm run lint`, so a renamed record or a wrong number cannot go unnoticed.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const SKIP_DIRS = new Set([
  "node_modules",
  "build",
  ".git",
  ".tools",
  ".cache",
  "data",
  "outbox",
  "test-results",
  "playwright-report",
]);
const SOURCE = /\.(ts|tsx|js|cjs|mjs|sh)$/;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name === ".tmp") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const problems = [];
const rel = (file) => path.relative(root, file);

for (const file of walk(root)) {
  const text = fs.readFileSync(file, "utf8");
  if (file.endsWith(".md")) {
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const resolved = path.resolve(path.dirname(file), decodeURIComponent(target.split("#")[0]));
      if (!fs.existsSync(resolved)) problems.push(`${rel(file)}: link to ${target} (no such file)`);
    }
  } else if (SOURCE.test(file) && !file.endsWith("check-doc-links.mjs")) {
    for (const [cited] of text.matchAll(/docs\/[\w/.-]+\.md/g)) {
      if (!fs.existsSync(path.join(root, cited))) problems.push(`${rel(file)}: cites ${cited} (no such file)`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Broken documentation links:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
