/**
 * The process the batch-publish kill test (app/decisions/lifecycle/batch-kill.test.ts) starts and
 * kills. Run with tsx:
 *
 *   KILL_DB=<file> KILL_PUBLISHER=<json user> OUTBOX_DIR=<dir> node --import tsx tests/support/batch-kill-child.ts
 *
 * Publishes every SUBMITTED decision through batchPublish (the /decision/batch page's function),
 * with notification, in batches of KILL_BATCH_SIZE (default 10), printing "published <n>" after
 * each batch, until done ("all published") or killed.
 */
import { eq } from "drizzle-orm";
import { openDatabase, schema, setDb } from "#db/client";
import { batchPublish } from "#app/decisions/lifecycle/batch.server";

const db = openDatabase(process.env.KILL_DB);
setDb(db);
const publisher = JSON.parse(process.env.KILL_PUBLISHER ?? "{}");
const size = Number(process.env.KILL_BATCH_SIZE ?? 10);

const submitted = db
  .select({ versionId: schema.decisions.latestVersionId })
  .from(schema.decisions)
  .where(eq(schema.decisions.status, "SUBMITTED"))
  .orderBy(schema.decisions.id)
  .all()
  .map((r) => r.versionId);
let published = 0;
for (let i = 0; i < submitted.length; i += size) {
  const result = await batchPublish(db, {
    user: publisher,
    versionIds: submitted.slice(i, i + size),
    notifyRecipients: true,
    baseUrl: "https://register.example",
  });
  if (result.refused) throw new Error(`refused: ${JSON.stringify(result.items.filter((item) => !item.ok))}`);
  published += result.done;
  console.log(`published ${published}`);
}
console.log("all published");
