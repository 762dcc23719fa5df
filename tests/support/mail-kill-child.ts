/**
 * The process the mail kill test (app/mail/kill.test.ts) starts and kills. Run with tsx:
 *
 *   KILL_DB=<file> KILL_MODE=publish|drain KILL_PUBLISHER=<json user> SMTP_URL=... MAIL_LEASE_SECONDS=2 \
 *     node --import tsx tests/support/mail-kill-child.ts
 *
 * publish: runs the mail delivery worker and publishes every SUBMITTED decision, one after the
 *   other, as the publish page does, printing "published <n>" after each commit, until the
 *   parent kills it.
 * drain: runs only the worker until the outbox has nothing pending, then prints "drained".
 */
import { eq } from "drizzle-orm";
import { publishDecision } from "#app/decisions/publish.server";
import { openDatabase, schema } from "#db/client";
import { startMailWorker } from "#app/mail/delivery.server";
import { mailQueueFigures } from "#app/mail/outbox.server";

const db = openDatabase(process.env.KILL_DB);
// The claim lease comes from MAIL_LEASE_SECONDS, which the test shortens.
const worker = startMailWorker(db, { intervalMs: 20 });

async function publishAll() {
  const publisher = JSON.parse(process.env.KILL_PUBLISHER ?? "{}");
  const submitted = db
    .select({ versionId: schema.decisions.latestVersionId })
    .from(schema.decisions)
    .where(eq(schema.decisions.status, "SUBMITTED"))
    .orderBy(schema.decisions.id)
    .all();
  let published = 0;
  for (const { versionId } of submitted) {
    // No wait for the first delivery: publications and deliveries overlap, as under load.
    const result = await publishDecision(db, {
      user: publisher,
      versionId: versionId,
      baseUrl: "https://register.example",
      mailWaitMs: 0,
    });
    if (!result.ok) throw new Error(`publish refused: ${result.reason}`);
    console.log(`published ${++published}`);
  }
  console.log("all published");
}

async function drain() {
  while (mailQueueFigures(db).pending > 0) await new Promise((r) => setTimeout(r, 50));
  await worker.stop();
  console.log("drained");
  db.$client.close();
}

// If the test itself dies, its end of our stdin closes: leave no orphan behind.
process.stdin.on("end", () => process.exit(0)).resume();

(process.env.KILL_MODE === "drain" ? drain() : publishAll()).catch((error) => {
  console.error(error);
  process.exit(1);
});
