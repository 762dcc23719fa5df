/**
 * vitest global setup: runs once before all test files. Kept light on purpose: it only makes
 * the scratch folder the tests may write into. Each test file builds its own database with
 * tests/support/test-db.ts.
 */
import fs from "node:fs";
import path from "node:path";

export default function setup(): void {
  fs.mkdirSync(path.resolve("tests/.tmp"), { recursive: true });
}
