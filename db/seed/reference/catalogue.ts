/**
 * Loads the catalogues: dictionaries and their items, tag categories, the decision-type tree with
 * its field definitions, decision types per organisation category, and positions. Idempotent:
 * rows that exist are kept (an administrator may have edited them), missing ones are added.
 */
import type { Db } from "#db/client";
import { readSample, type SampleDecisionType, type SampleOrganization } from "../data-files";
import { COMMON_FIELDS, TYPE_FIELDS, fieldUid, type FieldSpec } from "../field-definitions";
import { DICTIONARIES, ORG_CATEGORY, type DictionarySeed } from "./dictionaries";
import { ORG_DOMAIN_LABELS } from "./org-domains";

// ---------------------------------------------------------------- dictionaries

/** ADMIN_STRUCTURE_KALLIKRATIS from the organisations: regions, and the municipalities under them. */
function kallikratis(orgs: SampleOrganization[]): DictionarySeed {
  const regions = orgs.filter((o) => o.category === "REGION" && o.status === "active");
  const regionUids = new Set(regions.map((r) => r.uid));
  const municipalities = orgs.filter(
    (o) => o.category === "MUNICIPALITY" && o.status === "active" && o.supervisorId && regionUids.has(o.supervisorId),
  );
  return {
    uid: "ADMIN_STRUCTURE_KALLIKRATIS",
    label: "Δομή Καλλικρατικών Περιφερειών και Δήμων",
    items: [
      ...regions.map((r) => ({ uid: r.uid, label: r.label.trim() })),
      ...municipalities.map((m) => ({ uid: m.uid, label: m.label.trim(), parentUid: m.supervisorId! })),
    ],
  };
}

function sampleDictionaries(orgs: SampleOrganization[]): DictionarySeed[] {
  const fek = readSample<{ items: { uid: string; label: string; parent: string | null }[] }>("FEKTYPES.json");
  const list = readSample<{ dictionaries: { uid: string; label: string }[] }>("dictionaries_list.json");
  const labelOf = new Map(list.dictionaries.map((d) => [d.uid, d.label]));
  return [
    { uid: "FEKTYPES", label: labelOf.get("FEKTYPES")!, items: fek.items.map((i) => ({ uid: i.uid, label: i.label })) },
    {
      uid: "ORG_DOMAIN",
      label: labelOf.get("ORG_DOMAIN")!,
      items: Object.entries(ORG_DOMAIN_LABELS).map(([uid, label]) => ({ uid, label })),
    },
    kallikratis(orgs),
  ];
}

export function loadDictionaries(db: Db, orgs: SampleOrganization[]): number {
  const sqlite = db.$client;
  const insertDictionary = sqlite.prepare("INSERT OR IGNORE INTO dictionaries (uid, label) VALUES (?, ?)");
  const insertItem = sqlite.prepare(
    `INSERT OR IGNORE INTO dictionary_items (dictionary_uid, uid, label, parent_uid, sort_order)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertTagCategory = sqlite.prepare(
    "INSERT OR IGNORE INTO tag_categories (uid, label, dictionary_uid) VALUES (?, ?, ?)",
  );
  const all = [...sampleDictionaries(orgs), ...DICTIONARIES];
  for (const dictionary of all) {
    insertDictionary.run(dictionary.uid, dictionary.label);
    insertTagCategory.run(dictionary.uid, dictionary.label, dictionary.uid);
    dictionary.items.forEach((item, i) =>
      insertItem.run(dictionary.uid, item.uid, item.label, item.parentUid ?? null, i),
    );
  }
  return all.length;
}

// ---------------------------------------------------------------- decision types

/** Sort key: Greek-letter uids in alphabet order; "100" sits after Γ.2 as Diavgeia lists it. */
function typeSortKey(uid: string): string {
  return uid === "100" ? "Γ.2.5" : uid;
}

export function sampleDecisionTypes(): SampleDecisionType[] {
  const { decisionTypes } = readSample<{ decisionTypes: SampleDecisionType[] }>("all_types.json");
  const collator = new Intl.Collator("el", { numeric: true });
  return [...decisionTypes].sort((a, b) => collator.compare(typeSortKey(a.uid), typeSortKey(b.uid)));
}

function insertFields(
  insert: { run(...params: unknown[]): unknown },
  typeUid: string | null,
  specs: FieldSpec[],
  firstSort: number,
) {
  specs.forEach((spec, i) =>
    insert.run(
      typeUid,
      fieldUid(spec),
      spec.path,
      spec.widget,
      spec.label,
      spec.help ?? null,
      spec.maxLength ?? null,
      spec.width ?? null,
      spec.required ? 1 : 0,
      spec.defaultValue ?? null,
      spec.shownWhen ?? null,
      spec.dependsOn ?? null,
      spec.updateAttr ?? null,
      spec.clearAttr ?? null,
      spec.arrayView ?? null,
      spec.dictionary ?? null,
      spec.searchTerm ?? null,
      spec.relatedTypes ? JSON.stringify(spec.relatedTypes) : null,
      spec.relatedSameOrganization ? 1 : 0,
      firstSort + i * 10,
    ),
  );
}

export function loadDecisionTypes(db: Db): { leaves: string[] } {
  const sqlite = db.$client;
  const types = sampleDecisionTypes();
  const insertType = sqlite.prepare(
    `INSERT OR IGNORE INTO decision_types (uid, label, parent_uid, allowed_in_decisions, sort_order)
     VALUES (?, ?, ?, ?, ?)`,
  );
  types.forEach((t, i) => insertType.run(t.uid, t.label, t.parent, t.allowedInDecisions ? 1 : 0, i));
  const leaves = types.filter((t) => t.allowedInDecisions).map((t) => t.uid);

  const insertField = sqlite.prepare(
    `INSERT INTO field_definitions (decision_type_uid, uid, field_path, widget, label, help, max_length,
       width, required, default_value, shown_when, depends_on, update_attr, clear_attr, array_view,
       dictionary_uid, search_term, related_types, related_same_org, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const hasFields = sqlite.prepare("SELECT 1 FROM field_definitions WHERE decision_type_uid IS ? LIMIT 1");
  // Per type: a type whose fields exist is left as it is (they may have been edited).
  if (!hasFields.get(null)) insertFields(insertField, null, COMMON_FIELDS, 1000);
  for (const uid of leaves) {
    const specs = TYPE_FIELDS[uid];
    if (!specs) throw new Error(`no field definitions for decision type ${uid}`);
    if (!hasFields.get(uid)) insertFields(insertField, uid, specs, 10);
  }

  // Every leaf type is available to every organisation category.
  const insertPerCategory = sqlite.prepare(
    "INSERT OR IGNORE INTO decision_types_per_org_category (org_category_uid, decision_type_uid) VALUES (?, ?)",
  );
  for (const category of ORG_CATEGORY) for (const uid of leaves) insertPerCategory.run(category.uid, uid);
  return { leaves };
}

// ---------------------------------------------------------------- positions

/** Positions the generated signers need that ΔΗΜΟΣ ΛΗΜΝΟΥ's sample lacks (uids invented, POS_9xxxx). */
const EXTRA_POSITIONS: [string, string, string | null][] = [
  ["POS_10001", "Υπουργός", "MINISTRY"],
  ["POS_90001", "Περιφερειάρχης", "REGION"],
  ["POS_90002", "Αντιπεριφερειάρχης", "REGION"],
  ["POS_90003", "Γενικός Γραμματέας", null],
  ["POS_90004", "Συντονιστής Αποκεντρωμένης Διοίκησης", "ADMINISTRATIVEREGION"],
  ["POS_90005", "Διοικητής", null],
  ["POS_90006", "Πρύτανης", "UNIVERSITY"],
];

const POSITION_CATEGORY: Record<string, string> = {
  POS_10091: "MUNICIPALITY", // Δήμαρχος
  POS_10092: "MUNICIPALITY", // Αντιδήμαρχος
};

export function loadPositions(db: Db): number {
  const { positions } = readSample<{ positions: { uid: string; label: string }[] }>("positions_6174.json");
  const insert = db.$client.prepare("INSERT OR IGNORE INTO positions (uid, label, org_category_uid) VALUES (?, ?, ?)");
  for (const p of positions) insert.run(p.uid, p.label, POSITION_CATEGORY[p.uid] ?? null);
  for (const [uid, label, category] of EXTRA_POSITIONS) insert.run(uid, label, category);
  return positions.length + EXTRA_POSITIONS.length;
}
