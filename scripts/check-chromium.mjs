// Fails fast, with one line saying what to do, when the browser for the e2e tests is missing.
// Playwright cannot download its own browser on these machines: the tests use Debian's Chromium.
import fs from "node:fs";

const executable = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

let ok = false;
try {
  fs.accessSync(executable, fs.constants.X_OK);
  ok = fs.statSync(executable).isFile();
} catch {
  ok = false;
}

if (!ok) {
  console.error(
    `Chromium not found at ${executable}: install it with \`sudo apt-get install -y chromium\` (Debian), or set CHROMIUM_PATH to a Chromium executable.`,
  );
  process.exit(1);
}
