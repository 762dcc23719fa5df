/**
 * The seed: reference data (real organisations, catalogues, roles), demo users and synthetic
 * decisions. `seedIfEmpty` is what `npm start` runs on a new database; `npm run seed` (./cli.ts)
 * adds decisions in bulk.
 */
import { config } from "#config/env";
import type { Db } from "../client";
import { seedDecisions } from "./decisions";
import { seedDemoUsers } from "./demo-users";
import { seedFaq } from "./faq";
import { seedDemoLegislation } from "./legislation";
import { seedReference } from "./reference";

export { seedDecisions, type SeedDecisionsOptions, type SeedDecisionsResult } from "./decisions";
export { DEMO_USERS, demoPassword, seedDemoUsers } from "./demo-users";
export { seedReference, type ReferenceSeedOptions } from "./reference";

/** How many synthetic decisions a new (non-production) database starts with. */
export const DEFAULT_DEMO_DECISIONS = 2000;

export function hasOrganizations(db: Db): boolean {
  return db.$client.prepare("SELECT 1 FROM organizations LIMIT 1").get() !== undefined;
}

/**
 * On a database without organisations: reference data, demo users, the demo body's legislation
 * and 2,000 decisions. In production only the reference data: users and decisions there are real ones.
 */
export async function seedIfEmpty(db: Db, decisions = DEFAULT_DEMO_DECISIONS): Promise<boolean> {
  if (hasOrganizations(db)) return false;
  const started = performance.now();
  seedReference(db);
  seedFaq(db);
  const production = config().isProduction;
  if (!production) {
    await seedDemoUsers(db);
    seedDemoLegislation(db);
    await seedDecisions(db, decisions);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Αρχικά δεδομένα: οργανισμοί και κατάλογοι${production ? "" : `, χρήστες επίδειξης και ${decisions} πράξεις`} σε ${seconds.toFixed(1)} s`,
  );
  return true;
}
