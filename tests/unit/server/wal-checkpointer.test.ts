/**
 * The WAL checkpoints on their own thread (server/wal-checkpointer.ts, decision 151): with the web
 * connection's own checkpoint raised out of reach, the log is copied into the database file by
 * the thread, and when the thread is stopped the connection checkpoints by itself again.
 */
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { startWalCheckpointer, type WalCheckpointer } from "#server/wal-checkpointer";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";

let t: TestDatabase | undefined;
let checkpointer: WalCheckpointer | undefined;
afterEach(async () => {
  await checkpointer?.stop();
  t?.cleanup();
});

/** Writes ~4 MB (about 1,000 pages) to the log in one transaction. */
function writeLog(db: TestDatabase["db"]) {
  const sqlite = db.$client;
  sqlite.exec("CREATE TABLE IF NOT EXISTS log_filler (id INTEGER PRIMARY KEY, body BLOB)");
  const insert = sqlite.prepare("INSERT INTO log_filler (body) VALUES (?)");
  sqlite.transaction(() => {
    for (let i = 0; i < 1_000; i++) insert.run(Buffer.alloc(4000, i % 251));
  })();
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

describe("the WAL checkpointer", () => {
  it("copies the log into the database file from its own thread, the connection's checkpoint raised", async () => {
    t = createTestDatabase();
    const sizeBefore = fs.statSync(t.file).size;
    checkpointer = startWalCheckpointer(t.db, { intervalMs: 50 });
    expect(t.db.$client.pragma("wal_autocheckpoint", { simple: true })).toBe(10_000);
    writeLog(t.db);
    // Nothing in this thread checkpoints (1,000 pages is below the raised bound): only the thread can.
    expect(await until(() => fs.statSync(t!.file).size > sizeBefore + 3_000_000, 5_000)).toBe(true);
  });

  it("gives the connection its own checkpoint back when stopped", async () => {
    t = createTestDatabase();
    checkpointer = startWalCheckpointer(t.db, { intervalMs: 60_000 });
    await checkpointer.stop();
    checkpointer = undefined;
    expect(t.db.$client.pragma("wal_autocheckpoint", { simple: true })).toBe(1_000);
  });
});
