// Fails fast, with one line saying what to do, when the browser for the e2e tests is missing.
// Playwright cannot download its own browser on these machines: the tests use Debian's Chromium
// headless shell (tests/support/chromium-path.ts).
import fs from "node:fs";
import { chromiumPath } from "../tests/support/chromium-path";

const executable = chromiumPath();

let ok = false;
try {
  fs.accessSync(executable, fs.constants.X_OK);
  ok = fs.statSync(executable).isFile();
} catch {
  ok = false;
}

if (!ok) {
  console.error(
    `Chromium not found at ${executable}: install it with \`sudo apt-get install -y chromium-headless-shell\` (Debian), or set CHROMIUM_PATH to a Chromium executable.`,
  );
  process.exit(1);
}
