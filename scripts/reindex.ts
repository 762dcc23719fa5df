/**
 * npm run reindex -- [--in-place] [--fts5] [--document-text] [--batch N] [--grace S] [--database path]
 *
 * Rebuilds the search index from search_docs, the register's search projection
 * (docs/decisions/014-search-sync-and-reindex.md), with a progress bar on stderr:
 *
 * - with TYPESENSE_URL: copies every public decision, in batches, into a fresh Typesense collection
 *   and then points the `decisions` alias at it, dropping the old one: searches read the old
 *   collection until the new one is complete, and documents that should no longer be there go
 *   with it (`--in-place` upserts into the live collection instead, keeping stale documents). It takes the search-sync
 *   lease from the running servers first and waits `--grace` seconds (default 10) for a batch
 *   they may have in flight, so no older version of a decision can land after the copy's; the
 *   servers resume syncing when it is done;
 * - without it (or with `--fts5`): the FTS5 index is kept in the same transaction as every
 *   publication, so it is never behind; this runs its integrity rebuild instead: FTS5's own check,
 *   every document's words rewritten, filter rows and aggregates recomputed.
 *
 * - with `--document-text`: first gives the decisions indexed without a document text (before
 *   its migration, docs/decisions/082) the text of their document, read from the stored PDFs.
 *
 * Safe while the server runs: only short transactions write (see search/fts5-rebuild.ts).
 */
import { parseArgs } from "node:util";
import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { databasePath, openDatabase } from "#db/client";
import { fillDocumentTexts } from "#app/documents/fill-document-text.server";
import { holdLease, releaseLease, takeLease } from "#db/leases";
import { applyMigrations } from "#db/migrate";
import { createProgressBar, type ProgressBar } from "#db/seed/progress";
import { createSearchEngine, searchEngineConfig } from "#search/index";
import { rebuildFts5 } from "#search/fts5-rebuild";
import { reindexExternal } from "#search/reindex";
import { SEARCH_SYNC_LEASE } from "#search/sync";

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run reindex -- [--in-place] [--fts5] [--document-text] [--batch N] [--grace S] [--database path]`,
  );
  process.exit(2);
}

const grouped = (n: number) => n.toLocaleString("el-GR");

async function main() {
  const { values } = parseArgs({
    options: {
      "in-place": { type: "boolean", default: false },
      fts5: { type: "boolean", default: false },
      "document-text": { type: "boolean", default: false },
      batch: { type: "string", default: "2000" },
      grace: { type: "string", default: "10" },
      database: { type: "string", short: "d" },
    },
  });
  const batchSize = Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    usage(`--batch must be a positive whole number, not "${values.batch}"`);
  const graceSeconds = Number(values.grace);
  if (!(graceSeconds >= 0)) usage(`--grace must be a number of seconds, not "${values.grace}"`);
  const engineConfig = searchEngineConfig();
  if (values["in-place"] && engineConfig.kind === "fts5") usage("--in-place applies to Typesense (TYPESENSE_URL)");
  const swap = !values["in-place"];

  const file = values.database ?? databasePath();
  const db = openDatabase(file);
  applyMigrations(db);
  let bar: ProgressBar | undefined;
  const onProgress = (done: number, total: number) => {
    bar ??= createProgressBar(total);
    bar.update(done);
  };
  const started = performance.now();
  try {
    if (values["document-text"]) {
      const filled = await fillDocumentTexts(db, { onProgress });
      bar?.finish();
      bar = undefined;
      console.log(
        `Κείμενο εγγράφου: ${grouped(filled.filled)} από ${grouped(filled.checked)} πράξεις χωρίς κείμενο το απέκτησαν`,
      );
    }
    if (engineConfig.kind === "typesense" && !values.fts5) {
      console.log(
        `Typesense ${engineConfig.url}, συλλογή ${engineConfig.collection}${swap ? " (νέα συλλογή, εναλλαγή στο τέλος)" : " (στη θέση της)"}`,
      );
      const holder = `reindex:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
      const leaseMs = 5 * 60_000;
      takeLease(db, SEARCH_SYNC_LEASE, holder, leaseMs);
      let result;
      try {
        if (graceSeconds > 0) await sleep(graceSeconds * 1000);
        result = await reindexExternal(db, createSearchEngine(db, engineConfig), {
          batchSize,
          swap,
          onProgress: (done, total) => {
            if (!holdLease(db, SEARCH_SYNC_LEASE, holder, leaseMs)) throw new Error("another reindex took over");
            onProgress(done, total);
          },
        });
      } finally {
        releaseLease(db, SEARCH_SYNC_LEASE, holder);
      }
      bar?.finish();
      console.log(
        `${grouped(result.copied)} πράξεις στο Typesense σε ${((performance.now() - started) / 1000).toFixed(1)} s` +
          (result.swapped
            ? `; η αναζήτηση διαβάζει τώρα τη συλλογή ${result.swapped.collection}` +
              (result.swapped.replaced ? ` (η ${result.swapped.replaced} διαγράφηκε)` : "") +
              `; ${grouped(result.outboxMarked)} εκκρεμείς αλλαγές καλύφθηκαν`
            : ""),
      );
    } else {
      console.log(
        "Το ευρετήριο FTS5 ενημερώνεται στην ίδια συναλλαγή με κάθε ανάρτηση· γίνεται έλεγχος και ανακατασκευή του από τον πίνακα search_docs.",
      );
      const result = rebuildFts5(db, { batchSize, onProgress });
      bar?.finish();
      console.log(`Έλεγχος ακεραιότητας FTS5 πριν: ${result.integrityBefore}`);
      const { documents, check, apply } = result.milliseconds;
      console.log(
        `${grouped(result.documents)} πράξεις ξαναγράφτηκαν σε ${(documents / 1000).toFixed(1)} s, ` +
          `έλεγχος σε ${(check / 1000).toFixed(1)} s, διορθώσεις σε ${apply} ms: ` +
          `${grouped(result.orphanTexts)} ορφανά κείμενα, ${grouped(result.strayValues)} περιττές τιμές φίλτρων, ` +
          `${grouped(result.correctedCounts)} λάθος μετρήσεις`,
      );
    }
  } finally {
    db.$client.close();
  }
  console.log(`Βάση: ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
