/**
 * seedReference: everything a register needs before its first decision, in one transaction,
 * idempotent (existing rows are kept, missing ones added). Generated (fictional) staff for the
 * demo bodies is added only outside production: real deployments get their staff from the bodies.
 */
import { config } from "#config/env";
import type { Db } from "#db/client";
import { DEMO_BODY_UIDS } from "../demo-bodies";
import { loadAccess } from "./access";
import { loadDecisionTypes, loadDictionaries, loadPositions } from "./catalogue";
import { loadConfig } from "./config";
import { loadOrganizations } from "./organizations";
import { generateStaff, loadSampleStaff } from "./staff";

export interface ReferenceSeedOptions {
  /** Generate units and signers for the demo bodies (default: unless NODE_ENV is production). */
  demoStaff?: boolean;
}

export interface ReferenceSeedResult {
  organizationsInserted: number;
  dictionaries: number;
  leafTypes: number;
}

export function seedReference(db: Db, options: ReferenceSeedOptions = {}): ReferenceSeedResult {
  const demoStaff = options.demoStaff ?? !config().isProduction;
  return db.$client.transaction(() => {
    const { inserted, orgs } = loadOrganizations(db);
    const dictionaries = loadDictionaries(db, orgs);
    const { leaves } = loadDecisionTypes(db);
    loadPositions(db);
    loadAccess(db);
    loadConfig(db);
    loadSampleStaff(db);
    if (demoStaff) {
      const demo = new Set(DEMO_BODY_UIDS);
      const bodies = orgs.filter((o) => demo.has(o.uid)).map((o) => ({ uid: o.uid, categoryUid: o.category }));
      generateStaff(db, bodies, demo);
    }
    return { organizationsInserted: inserted, dictionaries, leafTypes: leaves.length };
  })();
}
