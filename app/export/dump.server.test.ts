/**
 * The bulk dump: every public decision as a JSON line, gzip, a checksum that `sha256sum -c`
 * accepts, old days pruned, and only complete dumps listed or served.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS } from "#search/contract";
import { createFts5Engine } from "#search/fts5";
import { createTestDatabase } from "#tests/support/test-db";
import type { ExportRow } from "./columns";
import { dumpFilePath, listDumps, writeDump } from "./dump.server";

const testDb = createTestDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dumps-"));
afterAll(() => {
  testDb.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeAll(() => createFts5Engine(testDb.db).indexMany(CORPUS));

const dump = (day: string) =>
  writeDump({ databaseFile: testDb.file, dir, day, origin: "https://example.gr", keepDays: 2 });

describe("bulk dump", () => {
  it("writes every public decision, oldest first, as gzip JSON lines with a checksum sha256sum accepts", async () => {
    const result = await dump("2026-01-10");
    expect(result.rows).toBe(CORPUS.length);
    const gz = fs.readFileSync(result.file);
    expect(crypto.createHash("sha256").update(gz).digest("hex")).toBe(result.sha256);
    const rows = zlib
      .gunzipSync(gz)
      .toString("utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as ExportRow);
    const oldestFirst = [...CORPUS].sort((a, b) => a.publishedAt - b.publishedAt || a.decisionId - b.decisionId);
    expect(rows.map((r) => r.ada)).toEqual(oldestFirst.map((d) => d.ada));
    expect(rows[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\/example\.gr\/decision\/view\//) });
    const check = spawnSync("sha256sum", ["-c", "decisions-2026-01-10.jsonl.gz.sha256"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(check.stdout).toContain("decisions-2026-01-10.jsonl.gz: OK");
    expect(fs.readdirSync(dir).some((f) => f.endsWith(".partial"))).toBe(false);
  });

  it("keeps the last keepDays days, lists them newest first, and serves only listed names", async () => {
    await dump("2026-01-11");
    const third = await dump("2026-01-12");
    expect(third.removed).toEqual(["decisions-2026-01-10.jsonl.gz"]);
    expect(listDumps(dir).map((d) => d.day)).toEqual(["2026-01-12", "2026-01-11"]);
    expect(listDumps(dir)[0]).toMatchObject({ bytes: fs.statSync(third.file).size, sha256: third.sha256 });
    expect(dumpFilePath(dir, "decisions-2026-01-12.jsonl.gz")).toBe(third.file);
    expect(dumpFilePath(dir, "decisions-2026-01-12.jsonl.gz.sha256")).toBe(`${third.file}.sha256`);
    expect(dumpFilePath(dir, "decisions-2026-01-10.jsonl.gz")).toBeNull();
    expect(dumpFilePath(dir, "../decisions-2026-01-12.jsonl.gz")).toBeNull();
    // A dump without its checksum (still being written, or broken) is neither listed nor served.
    fs.writeFileSync(path.join(dir, "decisions-2026-01-13.jsonl.gz"), "partial");
    expect(listDumps(dir)).toHaveLength(2);
    expect(dumpFilePath(dir, "decisions-2026-01-13.jsonl.gz")).toBeNull();
  });
});
