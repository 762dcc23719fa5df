/**
 * Loads the 5,342 active organisations and the 36 former ministries from the sample files.
 *
 * - Each body gets a unique ADA code `organizationAdaCode(n)`, n counting the bodies in uid order
 *   (numeric), so a fresh database always gives a body the same code; codes already taken by
 *   bodies in the database are skipped.
 * - Every contact e-mail is replaced by org-<uid>@example.org: the seed must never hold, or mail,
 *   a real person's address. "Websites" that are really e-mail addresses are dropped.
 * - latinName is unique in our schema but not in Diavgeia's data (22 clashes): the body with the
 *   lower uid keeps it, the other gets `<latinName>_<uid>`.
 * - Supervisor links to bodies that are not in the data are dropped, so the tree has no dangling
 *   edges (33 of 5,378 bodies point at bodies that are in neither file).
 */
import { organizationAdaCode } from "#app/decisions/ada";
import type { Db } from "#db/client";
import { readSample, type SampleOrganization } from "../data-files";

export function compareUids(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export function sampleOrganizations(): SampleOrganization[] {
  const active = readSample<{ organizations: SampleOrganization[] }>("organizations_active.json");
  const inactive = readSample<{ organizations: SampleOrganization[] }>("organizations_inactive_ministry.json");
  const byUid = new Map<string, SampleOrganization>();
  for (const org of [...active.organizations, ...inactive.organizations]) {
    if (!byUid.has(org.uid)) byUid.set(org.uid, org);
  }
  return [...byUid.values()].sort((a, b) => compareUids(a.uid, b.uid));
}

export function exampleEmail(uid: string): string {
  return `org-${uid}@example.org`;
}

const blank = (v: string | null | undefined) => (v === null || v === undefined || v.trim() === "" ? null : v.trim());

export interface OrganizationLoad {
  inserted: number;
  orgs: SampleOrganization[];
}

export function loadOrganizations(db: Db): OrganizationLoad {
  const sqlite = db.$client;
  const orgs = sampleOrganizations();
  const existing = sqlite
    .prepare("SELECT uid, latin_name AS latinName, ada_code AS adaCode FROM organizations")
    .all() as { uid: string; latinName: string; adaCode: string }[];
  const existingUids = new Set(existing.map((o) => o.uid));
  const usedCodes = new Set(existing.map((o) => o.adaCode));
  const usedLatin = new Set(existing.map((o) => o.latinName.toLowerCase()));
  const knownUids = new Set([...existingUids, ...orgs.map((o) => o.uid)]);

  const insertOrg = sqlite.prepare(
    `INSERT INTO organizations (uid, label, abbreviation, latin_name, status, category_uid, vat_number,
       fek_number, fek_issue, fek_year, email_contact, website, supervisor_uid, is_active, in_effect, ada_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertDomain = sqlite.prepare("INSERT OR IGNORE INTO organization_domains (org_uid, domain_uid) VALUES (?, ?)");

  let codeIndex = 0;
  let inserted = 0;
  for (const org of orgs) {
    if (existingUids.has(org.uid)) continue;
    while (usedCodes.has(organizationAdaCode(codeIndex))) codeIndex++;
    const adaCode = organizationAdaCode(codeIndex++);
    usedCodes.add(adaCode);
    let latinName = org.latinName;
    if (usedLatin.has(latinName.toLowerCase())) latinName = `${latinName}_${org.uid}`;
    usedLatin.add(latinName.toLowerCase());
    const active = org.status === "active";
    const website = blank(org.website);
    insertOrg.run(
      org.uid,
      org.label.trim(),
      blank(org.abbreviation),
      latinName,
      org.status,
      org.category,
      blank(org.vatNumber),
      org.fekNumber === "0" ? null : blank(org.fekNumber),
      blank(org.fekIssue),
      org.fekYear === "0" ? null : blank(org.fekYear),
      exampleEmail(org.uid),
      website && !website.includes("@") ? website : null,
      org.supervisorId && knownUids.has(org.supervisorId) ? org.supervisorId : null,
      // SPEC §4: a body Diavgeia lists as inactive here is a former ministry, replaced in a
      // reorganisation: still an active record (its decisions stay), no longer in effect, so it is
      // shown as abolished and cannot publish new acts.
      1,
      active ? 1 : 0,
      adaCode,
    );
    for (const domain of org.organizationDomains ?? []) insertDomain.run(org.uid, domain);
    inserted++;
  }
  return { inserted, orgs };
}
