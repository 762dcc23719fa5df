/**
 * Runs the browser suite's two projects (no-js and js) side by side, one Playwright process each,
 * over one build (`npm run test:e2e`, which `npm test` runs; docs/decisions/117-browser-projects-side-by-side.md).
 *
 * Each process gets its own portal, SMTP sink, outside-services speaker, database, mail folder and
 * results folder, so the specs' serial, state-changing flows never meet the other project's. The
 * two runs' lines are printed as they come, each behind its project's name; the exit status is the
 * first failure's, or 0.
 *
 *   node scripts/e2e-projects.mjs [playwright args...]     both projects, side by side
 *   E2E_SIDE_BY_SIDE=0 node scripts/e2e-projects.mjs ...   one after the other (a slow machine)
 */
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

const PROJECTS = ["no-js", "js"];
const basePort = Number(process.env.E2E_PORT || 3210);
const baseSmtpPort = Number(process.env.SMTP_SINK_PORT || 2525);
const sideBySide = process.env.E2E_SIDE_BY_SIDE !== "0";
const extraArgs = process.argv.slice(2);
const tmp = path.resolve("tests/.tmp");

/**
 * Ports two apart: production.spec.ts starts a second server on its project's port + 1, and the
 * outside-services speaker listens on port + 100.
 */
function environmentOf(project, index) {
  return {
    ...process.env,
    E2E_PORT: String(basePort + 2 * index),
    SMTP_SINK_PORT: String(baseSmtpPort + index),
    FAKE_SERVICES_PORT: String(basePort + 100 + 2 * index),
    E2E_DIR: path.join(tmp, `e2e-${project}`),
    MAIL_DIR: path.join(tmp, `mail-${project}`),
    E2E_OUTPUT_DIR: path.join(tmp, `test-results-${project}`),
  };
}

function run(project, index) {
  const child = spawn("npx", ["playwright", "test", `--project=${project}`, "--pass-with-no-tests", ...extraArgs], {
    env: environmentOf(project, index),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const label = `${project.padEnd(5)} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => process.stdout.write(label + line + "\n"));
  }
  return new Promise((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

let codes;
if (sideBySide) {
  codes = await Promise.all(PROJECTS.map(run));
} else {
  codes = [];
  for (const [index, project] of PROJECTS.entries()) codes.push(await run(project, index));
}
for (const [index, project] of PROJECTS.entries())
  console.log(`${project}: ${codes[index] === 0 ? "passed" : "FAILED"}`);
process.exit(codes.find((code) => code !== 0) ?? 0);
