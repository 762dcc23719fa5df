/**
 * Units and signers. Real ones for ΔΗΜΟΣ ΛΗΜΝΟΥ (6174) from the sample files; generated ones,
 * with Greek names, for any other body the demo needs (the demo bodies, and every body synthetic
 * decisions are issued by). Generation is deterministic per body and idempotent.
 *
 * Generated uids are numeric like Diavgeia's but outside its ranges (real uids have at most 9
 * digits): units "7" + body uid padded to 9 + 2-digit index, signers "8" + the same.
 */
import type { Db } from "#db/client";
import { readSample, type SampleSigner, type SampleUnit } from "../data-files";
import { randomPerson, upper } from "../names";
import { Random } from "../random";

/** Diavgeia II went live on 10 June 2014; generated units and signers are active from then. */
const ACTIVE_FROM = Date.UTC(2014, 5, 10);

interface UnitTemplate {
  label: string;
  category: string;
  /** Index of the parent unit in the same template; top-level units hang from the body. */
  parent?: number;
}

interface SignerTemplate {
  position: string;
  /** Index of the unit signed for; undefined means the body itself (organisation sign rights). */
  unit?: number;
}

interface StaffTemplate {
  units: UnitTemplate[];
  signers: SignerTemplate[];
}

const DEFAULT_TEMPLATE: StaffTemplate = {
  units: [
    { label: "ΔΙΟΙΚΗΤΙΚΟ ΣΥΜΒΟΥΛΙΟ", category: "COMMITTEE" },
    { label: "ΔΙΕΥΘΥΝΣΗ ΔΙΟΙΚΗΤΙΚΟΥ - ΟΙΚΟΝΟΜΙΚΟΥ", category: "ADMINISTRATION" },
    { label: "ΤΜΗΜΑ ΠΡΟΜΗΘΕΙΩΝ", category: "DEPARTMENT", parent: 1 },
  ],
  signers: [{ position: "POS_10007" }, { position: "POS_10138", unit: 1 }, { position: "POS_10040", unit: 2 }],
};

const TEMPLATES: Record<string, StaffTemplate> = {
  MUNICIPALITY: {
    units: [
      { label: "ΓΡΑΦΕΙΟ ΔΗΜΑΡΧΟΥ", category: "OFFICE" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΟΙΚΟΝΟΜΙΚΩΝ ΥΠΗΡΕΣΙΩΝ", category: "ADMINISTRATION" },
      { label: "ΤΜΗΜΑ ΠΡΟΜΗΘΕΙΩΝ", category: "DEPARTMENT", parent: 1 },
      { label: "ΔΙΕΥΘΥΝΣΗ ΤΕΧΝΙΚΩΝ ΥΠΗΡΕΣΙΩΝ", category: "ADMINISTRATION" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΚΑΘΑΡΙΟΤΗΤΑΣ ΚΑΙ ΑΝΑΚΥΚΛΩΣΗΣ", category: "ADMINISTRATION" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΔΙΟΙΚΗΤΙΚΩΝ ΥΠΗΡΕΣΙΩΝ", category: "ADMINISTRATION" },
      { label: "ΔΗΜΟΤΙΚΗ ΕΠΙΤΡΟΠΗ", category: "COMMITTEE" },
      { label: "ΔΗΜΟΤΙΚΟ ΣΥΜΒΟΥΛΙΟ", category: "COMMITTEE" },
    ],
    signers: [
      { position: "POS_10091" },
      { position: "POS_10138", unit: 1 },
      { position: "POS_10092", unit: 0 },
      { position: "POS_10040", unit: 2 },
    ],
  },
  MINISTRY: {
    units: [
      { label: "ΓΡΑΦΕΙΟ ΥΠΟΥΡΓΟΥ", category: "OFFICE" },
      { label: "ΓΕΝΙΚΗ ΔΙΕΥΘΥΝΣΗ ΟΙΚΟΝΟΜΙΚΩΝ ΥΠΗΡΕΣΙΩΝ", category: "GENERAL_ADMINISTRATION" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΠΡΟΫΠΟΛΟΓΙΣΜΟΥ ΚΑΙ ΔΗΜΟΣΙΟΝΟΜΙΚΩΝ ΑΝΑΦΟΡΩΝ", category: "ADMINISTRATION", parent: 1 },
      { label: "ΔΙΕΥΘΥΝΣΗ ΠΡΟΜΗΘΕΙΩΝ", category: "ADMINISTRATION", parent: 1 },
      { label: "ΓΕΝΙΚΗ ΔΙΕΥΘΥΝΣΗ ΔΙΟΙΚΗΤΙΚΩΝ ΥΠΗΡΕΣΙΩΝ", category: "GENERAL_ADMINISTRATION" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΑΝΘΡΩΠΙΝΟΥ ΔΥΝΑΜΙΚΟΥ", category: "ADMINISTRATION", parent: 4 },
    ],
    signers: [
      { position: "POS_10001" },
      { position: "POS_90003" },
      { position: "POS_10138", unit: 2 },
      { position: "POS_10075", unit: 3 },
    ],
  },
  REGION: {
    units: [
      { label: "ΓΡΑΦΕΙΟ ΠΕΡΙΦΕΡΕΙΑΡΧΗ", category: "OFFICE" },
      { label: "ΓΕΝΙΚΗ ΔΙΕΥΘΥΝΣΗ ΟΙΚΟΝΟΜΙΚΩΝ ΥΠΗΡΕΣΙΩΝ", category: "GENERAL_ADMINISTRATION" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΟΙΚΟΝΟΜΙΚΟΥ", category: "ADMINISTRATION", parent: 1 },
      {
        label: "ΓΕΝΙΚΗ ΔΙΕΥΘΥΝΣΗ ΑΝΑΠΤΥΞΙΑΚΟΥ ΠΡΟΓΡΑΜΜΑΤΙΣΜΟΥ, ΠΕΡΙΒΑΛΛΟΝΤΟΣ ΚΑΙ ΥΠΟΔΟΜΩΝ",
        category: "GENERAL_ADMINISTRATION",
      },
      { label: "ΠΕΡΙΦΕΡΕΙΑΚΗ ΕΠΙΤΡΟΠΗ", category: "COMMITTEE" },
    ],
    signers: [{ position: "POS_90001" }, { position: "POS_10138", unit: 2 }, { position: "POS_90002", unit: 0 }],
  },
  ADMINISTRATIVEREGION: {
    units: [
      { label: "ΓΡΑΦΕΙΟ ΣΥΝΤΟΝΙΣΤΗ", category: "OFFICE" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΟΙΚΟΝΟΜΙΚΟΥ", category: "ADMINISTRATION" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΔΑΣΩΝ", category: "ADMINISTRATION" },
    ],
    signers: [{ position: "POS_90004" }, { position: "POS_10138", unit: 1 }],
  },
  UNIVERSITY: {
    units: [
      { label: "ΠΡΥΤΑΝΕΙΑ", category: "OFFICE" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΟΙΚΟΝΟΜΙΚΗΣ ΔΙΑΧΕΙΡΙΣΗΣ", category: "ADMINISTRATION" },
      { label: "ΕΙΔΙΚΟΣ ΛΟΓΑΡΙΑΣΜΟΣ ΚΟΝΔΥΛΙΩΝ ΕΡΕΥΝΑΣ", category: "UNIT" },
      { label: "ΣΥΓΚΛΗΤΟΣ", category: "COMMITTEE" },
    ],
    signers: [{ position: "POS_90006" }, { position: "POS_10138", unit: 1 }, { position: "POS_10036", unit: 2 }],
  },
  INDEPENDENTAUTHORITY: {
    units: [
      { label: "ΓΡΑΦΕΙΟ ΠΡΟΕΔΡΟΥ", category: "OFFICE" },
      { label: "ΔΙΕΥΘΥΝΣΗ ΔΙΟΙΚΗΤΙΚΟΥ - ΟΙΚΟΝΟΜΙΚΟΥ", category: "ADMINISTRATION" },
      { label: "ΤΜΗΜΑ ΠΡΟΜΗΘΕΙΩΝ", category: "DEPARTMENT", parent: 1 },
    ],
    signers: [{ position: "POS_10036" }, { position: "POS_10138", unit: 1 }],
  },
};

export function unitUid(orgUid: string, index: number): string {
  return `7${orgUid.padStart(9, "0")}${String(index).padStart(2, "0")}`;
}

export function signerUid(orgUid: string, index: number): string {
  return `8${orgUid.padStart(9, "0")}${String(index).padStart(2, "0")}`;
}

function statements(db: Db) {
  const sqlite = db.$client;
  return {
    unit: sqlite.prepare(
      `INSERT OR IGNORE INTO units (uid, org_uid, parent_uid, label, abbreviation, category_uid, active, active_from, active_until)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    signer: sqlite.prepare(
      `INSERT OR IGNORE INTO signers (uid, org_uid, first_name, last_name, active, active_from, active_until, has_org_sign_rights)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    signerUnit: sqlite.prepare(
      "INSERT OR IGNORE INTO signer_units (signer_uid, unit_uid, position_uid) VALUES (?, ?, ?)",
    ),
  };
}

/** The real units and signers of ΔΗΜΟΣ ΛΗΜΝΟΥ (6174). */
export function loadSampleStaff(db: Db): { units: number; signers: number } {
  const s = statements(db);
  const { units } = readSample<{ units: SampleUnit[] }>("units_6174.json");
  const { signers } = readSample<{ signers: SampleSigner[] }>("signers_6174.json");
  for (const u of units) {
    s.unit.run(
      u.uid,
      "6174",
      u.parentId,
      u.label,
      u.abbreviation,
      u.category,
      u.active ? 1 : 0,
      u.activeFrom,
      u.activeUntil,
    );
  }
  for (const g of signers) {
    s.signer.run(
      g.uid,
      g.organizationId,
      g.firstName,
      g.lastName,
      g.active ? 1 : 0,
      g.activeFrom,
      g.activeUntil,
      g.hasOrganizationSignRights ? 1 : 0,
    );
    for (const u of g.units) s.signerUnit.run(g.uid, u.uid, u.positionId);
  }
  return { units: units.length, signers: signers.length };
}

/**
 * Generated units and signers for the given bodies (skipping bodies that already have signers).
 * `full` bodies get the whole template; others only the first units and two signers.
 */
export function generateStaff(
  db: Db,
  orgs: readonly { uid: string; categoryUid: string }[],
  full: ReadonlySet<string>,
): number {
  const s = statements(db);
  const hasSigners = new Set(db.$client.prepare("SELECT DISTINCT org_uid FROM signers").pluck().all() as string[]);
  let generated = 0;
  for (const org of orgs) {
    if (hasSigners.has(org.uid)) continue;
    const template = TEMPLATES[org.categoryUid] ?? DEFAULT_TEMPLATE;
    const isFull = full.has(org.uid);
    const signerTemplates = isFull ? template.signers : template.signers.slice(0, 2);
    const neededUnits = Math.max(isFull ? template.units.length : 2, ...signerTemplates.map((t) => (t.unit ?? -1) + 1));
    const random = new Random(`staff:${org.uid}`);
    template.units.slice(0, neededUnits).forEach((u, i) => {
      const parent = u.parent === undefined ? org.uid : unitUid(org.uid, u.parent);
      s.unit.run(unitUid(org.uid, i), org.uid, parent, u.label, null, u.category, 1, ACTIVE_FROM, null);
    });
    signerTemplates.forEach((t, i) => {
      const person = randomPerson(random);
      const uid = signerUid(org.uid, i);
      s.signer.run(
        uid,
        org.uid,
        upper(person.firstName),
        upper(person.lastName),
        1,
        ACTIVE_FROM,
        null,
        t.unit === undefined ? 1 : 0,
      );
      s.signerUnit.run(uid, t.unit === undefined ? org.uid : unitUid(org.uid, t.unit), t.position);
    });
    generated++;
  }
  return generated;
}

export interface StaffMember {
  signerUid: string;
  /** The unit signed for; null when signing for the body itself. */
  unitUid: string | null;
  name: string;
  position: string;
}

/** Signers of each body with the unit and position they sign in (for synthetic decisions). */
export function staffByOrganization(db: Db, orgUids: readonly string[]): Map<string, StaffMember[]> {
  const wanted = new Set(orgUids);
  const rows = db.$client
    .prepare(
      `SELECT s.org_uid AS orgUid, s.uid AS signerUid, su.unit_uid AS unitUid, s.first_name AS firstName,
              s.last_name AS lastName, p.label AS position, (u.uid IS NOT NULL) AS isUnit
         FROM signers s
         JOIN signer_units su ON su.signer_uid = s.uid
         LEFT JOIN positions p ON p.uid = su.position_uid
         LEFT JOIN units u ON u.uid = su.unit_uid
        WHERE s.active = 1
        ORDER BY s.org_uid, s.uid, su.unit_uid`,
    )
    .all() as {
    orgUid: string;
    signerUid: string;
    unitUid: string;
    firstName: string;
    lastName: string;
    position: string | null;
    isUnit: number;
  }[];
  const out = new Map<string, StaffMember[]>();
  for (const r of rows) {
    if (!wanted.has(r.orgUid)) continue;
    const list = out.get(r.orgUid) ?? [];
    if (list.some((m) => m.signerUid === r.signerUid)) continue; // first unit only
    list.push({
      signerUid: r.signerUid,
      unitUid: r.isUnit ? r.unitUid : null,
      name: `${r.firstName} ${r.lastName}`,
      position: r.position ?? "Με εξουσιοδότηση",
    });
    out.set(r.orgUid, list);
  }
  return out;
}
