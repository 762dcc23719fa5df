/**
 * Where the seed's sample files come from: db/seed/data/ (committed, so a fresh clone works on
 * its own) and, only when a file is missing there, the shared sample folder next to the repo.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, "../..");
export const LOCAL_DATA_DIR = path.join(here, "data");
export const SHARED_DATA_DIR = path.resolve(repoRoot, "../shared/data/diavgeia-api-samples");

/** Local file name -> path of the same fixture in the shared sample folder. */
const SHARED_PATHS = {
  "organizations_active.json": "organizations/organizations_active.json",
  "organizations_inactive_ministry.json": "organizations/organizations_inactive_ministry.json",
  "units_6174.json": "organizations/an_orgs_units.json",
  "signers_6174.json": "organizations/an_orgs_signers.json",
  "positions_6174.json": "organizations/an_orgs_positions.json",
  "all_types.json": "types/all_types.json",
  "details_of_b_6_type.json": "types/details_of_b_6_type.json",
  "details_of_2_4_6_1_type.json": "types/details_of_2_4_6_1_type.json",
  "FEKTYPES.json": "dictionaries/FEKTYPES.json",
  "dictionaries_list.json": "dictionaries/dictionaries_list.json",
} as const;

export type SampleFile = keyof typeof SHARED_PATHS;

export function samplePath(name: SampleFile): string {
  const local = path.join(LOCAL_DATA_DIR, name);
  if (fs.existsSync(local)) return local;
  const shared = path.join(SHARED_DATA_DIR, SHARED_PATHS[name]);
  if (fs.existsSync(shared)) return shared;
  throw new Error(`seed data file ${name} not found in ${LOCAL_DATA_DIR} or ${SHARED_DATA_DIR}`);
}

export function readSample<T>(name: SampleFile): T {
  return JSON.parse(fs.readFileSync(samplePath(name), "utf8")) as T;
}

// ---------------------------------------------------------------- shapes of the fixtures

export interface SampleOrganization {
  uid: string;
  label: string;
  abbreviation: string | null;
  latinName: string;
  status: string;
  category: string;
  vatNumber: string | null;
  fekNumber: string | null;
  fekIssue: string | null;
  fekYear: string | null;
  odeManagerEmail: string | null;
  website: string | null;
  supervisorId: string | null;
  supervisorLabel: string | null;
  organizationDomains: string[] | null;
}

export interface SampleUnit {
  uid: string;
  label: string;
  abbreviation: string | null;
  category: string | null;
  unitDomains: string[] | null;
  active: boolean;
  activeFrom: number | null;
  activeUntil: number | null;
  parentId: string | null;
}

export interface SampleSigner {
  uid: string;
  firstName: string;
  lastName: string;
  active: boolean;
  activeFrom: number | null;
  activeUntil: number | null;
  organizationId: string;
  hasOrganizationSignRights: boolean;
  units: { uid: string; positionId: string | null; positionLabel: string | null }[];
}

export interface SampleDecisionType {
  uid: string;
  label: string;
  parent: string | null;
  allowedInDecisions: boolean;
}

export interface SampleExtraField {
  uid: string;
  label: string | null;
  type: string | null;
  validation: string | null;
  required: boolean;
  multiple: boolean;
  maxLength: number;
  dictionary: string | null;
  searchTerm: string | null;
  nestedFields: SampleExtraField[];
}
