/**
 * What the decision form and its schema need from the database: the decision types a user may
 * choose (grouped), the organisations they may submit for, and for one type and organisation the
 * field definitions with the options of every choice field (dictionaries, units, signers,
 * organisations). Reads only.
 */
import { memoCache, memoCachePerConnection, type MemoCache } from "#shared/cache";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import {
  ALL_ORGANIZATIONS,
  apiSubmitOrganizations,
  submitOrganizations,
  type AccessEntry,
} from "../access/permissions";
import type { OptionsByPath } from "../fields/fields-schema";
import type { Option } from "../fields/options.rule";
import { isPerOrganization, optionListOf } from "../fields/option-source";
import { portalListOf } from "../fields/portal-list-url";
import type { FieldDef } from "../fields/types";
import { treeOptions } from "../fields/option-tree";
import { typesForNewDecision, type OpenType } from "../decision-types/open-types.server";
import { notifyRecipients } from "../mail/notify-recipients.server";
import { paths } from "../paths";
import { offeredUids } from "../tag-categories/tree";
import { extraFields, type DecisionForm } from "./form-schema";
import { fieldDefinitionsOf, THEMATIC_DICTIONARY } from "./labels.server";
import { referenceGeneration } from "./reference-generation.server";
import { signerUnitsOf } from "./signer-units.server";

/**
 * Leaf decision types a new decision of the organisation may use (app/decision-types/open-types.server.ts),
 * under their group's label.
 */
export function decisionTypeOptions(orgUid: string | null, db: Db = getDb()): Option[] {
  const t = schema.decisionTypes;
  const groups = db
    .select({ uid: t.uid, label: t.label })
    .from(t)
    .where(eq(t.allowedInDecisions, false))
    .orderBy(asc(t.sortOrder), asc(t.uid))
    .all();
  const groupLabel = new Map(groups.map((x) => [x.uid, x.label]));
  // Types under their group, groups in their own order (2.4.1 … 2.4.8), as the select shows them.
  const groupRank = new Map(groups.map((x, i) => [x.uid, i]));
  const rank = (x: OpenType) => groupRank.get(x.parentUid ?? "") ?? groupRank.size;
  return typesForNewDecision(db, orgUid)
    .sort((a, b) => rank(a) - rank(b))
    .map((x) => ({
      value: x.uid,
      label: `${x.uid} ${x.label}`,
      group: x.parentUid ? groupLabel.get(x.parentUid) : undefined,
    }));
}

/** Organisations the user may submit for through the screens; a global grant means every active one. */
export function submitOrganizationOptions(
  access: readonly AccessEntry[],
  db: Db = getDb(),
  via: "screens" | "api" = "screens",
): Option[] {
  const uids = via === "api" ? apiSubmitOrganizations(access) : submitOrganizations(access);
  if (uids.length === 0) return [];
  const o = schema.organizations;
  const rows = uids.includes(ALL_ORGANIZATIONS)
    ? db.select({ uid: o.uid, label: o.label }).from(o).where(eq(o.isActive, true)).orderBy(o.label).all()
    : db.select({ uid: o.uid, label: o.label }).from(o).where(inArray(o.uid, uids)).orderBy(o.label).all();
  return rows.map((r) => ({ value: r.uid, label: r.label }));
}

/**
 * A dictionary's items in their order, with the uids that may be offered: a deactivated item, or
 * one under a deactivated item, is not (old decisions keep its label).
 */
function dictionaryRows(db: Db, dictionaryUid: string) {
  const d = schema.dictionaryItems;
  const rows = db
    .select()
    .from(d)
    .where(eq(d.dictionaryUid, dictionaryUid))
    .orderBy(asc(d.sortOrder), asc(d.label))
    .all();
  return { rows, offered: offeredUids(rows.map((r) => ({ ...r, active: r.deactivatedAt === null }))) };
}

export function dictionaryOptions(db: Db, dictionaryUid: string): Option[] {
  const { rows, offered } = dictionaryRows(db, dictionaryUid);
  const labelOf = new Map(rows.map((r) => [r.uid, r.label]));
  // Hierarchical dictionaries (region -> municipality) show the parent as the option group.
  const parents = new Set(rows.map((r) => r.parentUid).filter(Boolean));
  return rows
    .filter((r) => !parents.has(r.uid) && offered.has(r.uid))
    .map((r) => ({ value: r.uid, label: r.label, group: r.parentUid ? labelOf.get(r.parentUid) : undefined }));
}

/**
 * A dictionary as a tree for HIERARCHICAL_MENU (every level may be chosen, SPEC §3): parents
 * before their children, each with its depth; deactivated items (or under one) are not offered.
 */
export function dictionaryTreeOptions(db: Db, dictionaryUid: string): Option[] {
  const { rows, offered } = dictionaryRows(db, dictionaryUid);
  return treeOptions(
    rows.filter((r) => offered.has(r.uid)).map((r) => ({ value: r.uid, label: r.label, parent: r.parentUid })),
  );
}

/**
 * The active units of an organisation in their tree (parents before children, each level by
 * label), each with its depth, for UNITS_HIERARCHICAL_MENU. A unit whose parent is the
 * organisation itself, or not an active unit, is a root.
 */
export function unitOptions(db: Db, orgUid: string): Option[] {
  const u = schema.units;
  const rows = db
    .select({ value: u.uid, label: u.label, parent: u.parentUid })
    .from(u)
    .where(and(eq(u.orgUid, orgUid), eq(u.active, true)))
    .orderBy(u.label)
    .all();
  return treeOptions(rows);
}

export function signerOptions(db: Db, orgUid: string): Option[] {
  const s = schema.signers;
  return db
    .select()
    .from(s)
    .where(and(eq(s.orgUid, orgUid), eq(s.active, true)))
    .orderBy(s.lastName, s.firstName)
    .all()
    .map((r) => ({ value: r.uid, label: `${r.lastName} ${r.firstName}` }));
}

const organizationCache = memoCachePerConnection<"all" | "active", Option[]>({ max: 2, ttlMs: 60_000 });

/**
 * Organisations for ORGANIZATION_* fields (5,000+; kept for a minute, they rarely change): every
 * one for ORGANIZATION_ALL (a body of an old agreement may be abolished), active ones for
 * ORGANIZATION_SIMPLE.
 */
export function organizationOptions(db: Db, which: "all" | "active"): Option[] {
  return organizationCache.of(db.$client).get(which, () => {
    const o = schema.organizations;
    const query = db.select({ value: o.uid, label: o.label }).from(o);
    return (which === "active" ? query.where(eq(o.isActive, true)) : query).orderBy(o.label).all();
  });
}

export function toFieldDef(row: ReturnType<typeof fieldDefinitionsOf>[number]): FieldDef {
  return {
    uid: row.uid,
    fieldPath: row.fieldPath,
    widget: row.widget,
    label: row.label,
    help: row.help,
    maxLength: row.maxLength,
    required: row.required,
    defaultValue: row.defaultValue,
    dictionaryUid: row.dictionaryUid,
    arrayView: row.arrayView,
    shownWhen: row.shownWhen,
    dependsOn: row.dependsOn,
    updateAttr: row.updateAttr,
    clearAttr: row.clearAttr,
    enabledOn: row.enabledOn,
    size: row.size,
    width: row.width,
    selectionListUrl: row.selectionListUrl,
    dataByUidUrl: row.dataByUidUrl,
    relatedTypes: row.relatedTypes,
    relatedSameOrganization: row.relatedSameOrganization,
  };
}

/** The field's selection URL: its definition's, else its option list's (for the form's organisation). */
function withSelectionUrl(def: FieldDef, orgUid: string): FieldDef {
  if (def.selectionListUrl) return def;
  const list = optionListOf(def);
  if (!list) return def;
  return { ...def, selectionListUrl: paths.fieldOptions(list, isPerOrganization(list) ? { org: orgUid } : {}) };
}

/** Every option of a list, or null for a list that does not exist (or a per-organisation one without an organisation). */
export function optionList(list: string, org: string | undefined, db: Db = getDb()): Option[] | null {
  if (list === "organizations") return organizationOptions(db, "all");
  if (list === "active-organizations") return organizationOptions(db, "active");
  if (isPerOrganization(list)) {
    if (!org) return null;
    return list === "units" ? unitOptions(db, org) : signerOptions(db, org);
  }
  if (!/^[A-Z][A-Z0-9_]{0,60}$/.test(list)) return null;
  const items = dictionaryOptions(db, list);
  return items.length ? items : null;
}

/**
 * The options of a field whose only list is its definition's selectionListUrl (an ajax field
 * the administration pointed at a list of this portal, without a dictionary): the list that URL
 * answers, with the query it fixes, so a saved code is checked against what the combobox
 * searches (SPEC §5: a value outside the list is refused). Null for a URL that names no list here.
 */
function selectionUrlOptions(db: Db, def: FieldDef): Option[] | null {
  const target = portalListOf(def.selectionListUrl);
  return target ? optionList(target.list, target.query.org, db) : null;
}

/** Options of the choice fields, keyed by path inside extraFieldValues. */
export function fieldOptionsFor(db: Db, fields: readonly FieldDef[], orgUid: string): OptionsByPath {
  const out: Record<string, Option[]> = {};
  for (const def of fields) {
    // Options that follow another field's value cannot be reloaded without JavaScript (widget-kind.ts).
    if (def.updateAttr?.startsWith("query:")) continue;
    if (def.dictionaryUid && def.widget === "HIERARCHICAL_MENU")
      out[def.fieldPath] = dictionaryTreeOptions(db, def.dictionaryUid);
    else if (def.dictionaryUid) out[def.fieldPath] = dictionaryOptions(db, def.dictionaryUid);
    else if (def.widget === "ORGANIZATION_ALL") out[def.fieldPath] = organizationOptions(db, "all");
    else if (def.widget === "ORGANIZATION_SIMPLE") out[def.fieldPath] = organizationOptions(db, "active");
    else if (def.widget === "UNITS_HIERARCHICAL_MENU") out[def.fieldPath] = unitOptions(db, orgUid);
    else if (def.widget === "SIGNER_MULTIPLE") out[def.fieldPath] = signerOptions(db, orgUid);
    else {
      const viaUrl = selectionUrlOptions(db, def);
      if (viaUrl) out[def.fieldPath] = viaUrl;
    }
  }
  return out;
}

type FormArgs = {
  typeUid: string;
  orgUid: string;
  access: readonly AccessEntry[];
  userId: number;
  via?: "screens" | "api";
};

/** Forms by connection, then by who asks for which pair, each with the reference generation it was read at. */
const formCaches = new WeakMap<object, MemoCache<string, { generation: number; form: DecisionForm | false }>>();

/**
 * Everything the form and its schema need for one type and organisation, or null when the user
 * may not use that pair (unknown type, organisation they cannot submit for).
 *
 * Kept in memory per (type, organisation, user, rights) while the reference generation stays the
 * same (./reference-generation.server.ts): a document system publishing in bulk asks for the same
 * form on every call, and building it reads a dozen catalogues (a fifth of a publication's CPU,
 * docs/decisions/112). Callers must not change the form they get: it is shared.
 */
export function loadDecisionForm(args: FormArgs, db: Db = getDb()): DecisionForm | null {
  let cache = formCaches.get(db.$client);
  if (!cache) {
    cache = memoCache({ max: 200 });
    formCaches.set(db.$client, cache);
  }
  const generation = referenceGeneration(db);
  const key = JSON.stringify([args.typeUid, args.orgUid, args.userId, args.via ?? "screens", args.access]);
  const cached = cache.peek(key);
  if (cached?.generation === generation) return cached.form || null;
  const form = buildDecisionForm(args, db);
  cache.set(key, { generation, form: form ?? false });
  return form;
}

function buildDecisionForm(args: FormArgs, db: Db): DecisionForm | null {
  const organizations = submitOrganizationOptions(args.access, db, args.via);
  const organization = organizations.find((o) => o.value === args.orgUid);
  if (!organization) return null;
  const decisionTypes = decisionTypeOptions(args.orgUid, db);
  const type = decisionTypes.find((t) => t.value === args.typeUid);
  if (!type) return null;
  const fields = extraFields(fieldDefinitionsOf(args.typeUid).map(toFieldDef)).map((d) =>
    withSelectionUrl(d, args.orgUid),
  );
  return {
    type,
    organization,
    decisionTypes,
    organizations,
    units: unitOptions(db, args.orgUid),
    signers: signerOptions(db, args.orgUid),
    thematicCategories: dictionaryOptions(db, THEMATIC_DICTIONARY),
    fields,
    fieldOptions: fieldOptionsFor(db, fields, args.orgUid),
    defaultRecipients: formRecipients(db, args.userId),
    signerUnits: signerUnitsOf(args.orgUid, db),
  };
}

/**
 * Who the form proposes to notify: the user's own default list, else the register-wide one an
 * administrator set (SPEC §7 notifyRecipients).
 */
function formRecipients(db: Db, userId: number): string[] {
  const own = defaultRecipients(db, userId);
  return own.length > 0 ? own : notifyRecipients(db);
}

/** The user's saved recipient list, if any. */
export function defaultRecipients(db: Db, userId: number): string[] {
  const d = schema.decisionDefaults;
  const row = db
    .select()
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.kind, "mailrecipients")))
    .get();
  const value = row?.value;
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string"
    ? value
        .split(/[,;\n]+/)
        .map((v) => v.trim())
        .filter(Boolean)
    : [];
}
