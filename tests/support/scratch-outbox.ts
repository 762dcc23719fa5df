/**
 * Publication and alert e-mails of a vitest file go to a scratch outbox directory (one per test),
 * never to an SMTP server: OUTBOX_DIR set and SMTP_URL unset before each test, both put back after.
 *
 *   const outbox = useScratchOutbox();
 *   ...fs.readdirSync(outbox.dir())   // the .eml files written by this test
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

export function useScratchOutbox(): { dir: () => string } {
  let dir = "";
  const saved = { OUTBOX_DIR: process.env.OUTBOX_DIR, SMTP_URL: process.env.SMTP_URL };
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    delete process.env.SMTP_URL;
    process.env.OUTBOX_DIR = dir;
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { dir: () => dir };
}
