/**
 * npm run seed -- [--decisions N] [--database path] [--seed S]
 *
 * Opens DATABASE_PATH (default ./data/portal.db) or --database, applies the migrations, loads the
 * reference data and the demo users if they are missing, then adds N synthetic decisions (default
 * 0) with a progress bar on stderr, and prints the time taken and the rate.
 */
import { parseArgs } from "node:util";
import { databasePath, openDatabase } from "../client";
import { applyMigrations } from "../migrate";
import { hasOrganizations, seedDecisions, seedDemoUsers, seedReference } from "./index";
import { createProgressBar } from "./progress";

function usage(message: string): never {
  console.error(`${message}\nusage: npm run seed -- [--decisions N] [--database path] [--seed S]`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({
    options: {
      decisions: { type: "string", short: "n", default: "0" },
      database: { type: "string", short: "d" },
      seed: { type: "string", default: "1" },
    },
  });
  const count = Number(values.decisions);
  if (!Number.isInteger(count) || count < 0) usage(`--decisions must be a whole number, not "${values.decisions}"`);
  const file = values.database ?? databasePath();

  const db = openDatabase(file);
  applyMigrations(db);
  if (!hasOrganizations(db)) {
    const t = performance.now();
    const r = seedReference(db);
    console.log(
      `Δεδομένα αναφοράς: ${r.organizationsInserted} φορείς, ${r.leafTypes} τύποι πράξεων (${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
  }
  const users = await seedDemoUsers(db);
  if (users > 0) console.log(`Χρήστες επίδειξης: ${users}`);

  if (count > 0) {
    const bar = createProgressBar(count);
    const seed = /^\d+$/.test(values.seed) ? Number(values.seed) : values.seed;
    const result = await seedDecisions(db, count, { seed, onProgress: (done) => bar.update(done) });
    bar.finish();
    const seconds = result.milliseconds / 1000;
    const s = result.statuses;
    console.log(
      `${count.toLocaleString("el-GR")} πράξεις σε ${seconds.toFixed(1)} s ` +
        `(${Math.round(count / seconds).toLocaleString("el-GR")} πράξεις/s${result.worker ? ", με νήμα παραγωγής" : ""}): ` +
        `${s.PUBLISHED} αναρτημένες, ${s.SUBMITTED} υποβληθείσες, ${s.PENDING_REVOCATION} εν αναμονή ανάκλησης, ` +
        `${s.REVOKED} ανακληθείσες, ${result.corrected} ορθές επαναλήψεις`,
    );
  }
  db.$client.close();
  console.log(`Βάση: ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
