/**
 * One of the processes of tests/unit/server/concurrent-writers.test.ts: it opens the test's
 * database file itself (its own connection, as a second web process would), waits for the
 * start time both processes were given, then publishes its decisions one after the other and,
 * after each, bumps a shared counter BUMPS_PER_DECISION times in a transaction of the default kind (read, then write).
 * It prints one JSON line: how many it published and every error a user would have seen.
 *
 *   tsx tests/support/concurrent-writer.ts <database> <start epoch ms> <publisher JSON> <versionId>…
 */
import { openDatabase } from "#db/client";
import { publishDecision } from "#app/decisions/publish.server";

/** Read-then-write transactions after each publication (the test counts them). */
const BUMPS_PER_DECISION = 50;

const [file, startAt, publisherJson, ...versionIds] = process.argv.slice(2);
const db = openDatabase(file);
const user = JSON.parse(publisherJson) as Parameters<typeof publishDecision>[1]["user"];
const errors: string[] = [];
let published = 0;

await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
for (const versionId of versionIds) {
  try {
    const result = await publishDecision(db, {
      user,
      versionId,
      baseUrl: "https://register.example",
      notify: false,
    });
    if (result.ok) published++;
    else errors.push(`refused: ${result.reason}`);
    for (let i = 0; i < BUMPS_PER_DECISION; i++) {
      db.transaction(() => {
        const n = db.$client.prepare("SELECT n FROM race_counter").pluck().get() as number;
        db.$client.prepare("UPDATE race_counter SET n = ?").run(n + 1);
      });
    }
  } catch (error) {
    errors.push(error instanceof Error ? `${(error as { code?: string }).code ?? ""} ${error.message}` : String(error));
  }
}
db.$client.close();
console.log(JSON.stringify({ published, errors }));
