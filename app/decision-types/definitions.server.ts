/**
 * Versioned field definitions of a decision type (/administration/dt/{uid}; ADR 064).
 *
 * `field_definitions` holds the current definition, which the entry form reads. Every change by
 * an administrator snapshots the type's own rows into decision_type_definitions as a new
 * version; the first change also snapshots the seeded definition as version 1, so decisions
 * saved before any change (definition_id null) keep reading it. A decision version stores the
 * snapshot it was saved with (decision_versions.definition_id), and its page reads that one.
 * The fields common to every type (decision_type_uid null) are not edited here.
 */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { FieldDefinitionSnapshot } from "#db/schema";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { extraFields } from "../decisions/form-schema";
import { fieldOptionsFor, toFieldDef } from "../decisions/form-schema.server";
import type { FieldDefinition } from "../decisions/labels.server";
import type { OptionsByPath } from "../fields/fields-schema";
import type { FieldDef } from "../fields/types";
import { GROUP_WIDGETS, KNOWN_WIDGETS } from "../fields/widget-kind";
import { DECISION_TYPE_TEXT } from "../messages";
import type { FieldDraft } from "./field-draft";

function snapshotOf(row: FieldDefinition): FieldDefinitionSnapshot {
  const { id: _id, decisionTypeUid: _type, ...rest } = row;
  return rest;
}

function typeRows(db: DbOrTx, typeUid: string): FieldDefinition[] {
  const f = schema.fieldDefinitions;
  return db.select().from(f).where(eq(f.decisionTypeUid, typeUid)).orderBy(f.sortOrder, f.id).all();
}

function commonRows(db: DbOrTx): FieldDefinition[] {
  const f = schema.fieldDefinitions;
  return db.select().from(f).where(isNull(f.decisionTypeUid)).orderBy(f.sortOrder, f.id).all();
}

/** The newest snapshot of the type, if it was ever changed. */
function latestSnapshot(db: DbOrTx, typeUid: string) {
  const d = schema.decisionTypeDefinitions;
  return db.select().from(d).where(eq(d.decisionTypeUid, typeUid)).orderBy(desc(d.version)).limit(1).get() ?? null;
}

/** The definition id a version saved now records (null while the type has its seeded definition). */
export function currentDefinitionId(db: DbOrTx, typeUid: string): number | null {
  return latestSnapshot(db, typeUid)?.id ?? null;
}

/**
 * The field definitions (common ones included, in form order) a decision version was saved with:
 * its snapshot; for `definitionId` null the type's first snapshot (the seeded definition) when the
 * type was changed since, else the current rows.
 */
export function definitionFields(typeUid: string, definitionId: number | null, db: Db = getDb()): FieldDefinition[] {
  const d = schema.decisionTypeDefinitions;
  const snapshot = db
    .select()
    .from(d)
    .where(
      definitionId === null
        ? and(eq(d.decisionTypeUid, typeUid), eq(d.version, 1))
        : and(eq(d.decisionTypeUid, typeUid), eq(d.id, definitionId)),
    )
    .get();
  const f = schema.fieldDefinitions;
  if (!snapshot) {
    return db
      .select()
      .from(f)
      .where(or(eq(f.decisionTypeUid, typeUid), isNull(f.decisionTypeUid)))
      .orderBy(f.sortOrder, f.id)
      .all();
  }
  const own = snapshot.fields.map((s, i) => ({ ...s, id: -(i + 1), decisionTypeUid: typeUid }));
  return [...own, ...commonRows(db)].sort((a, b) => a.sortOrder - b.sortOrder);
}

// ---------------------------------------------------------------- validation

export type { FieldDraft };

export type DraftErrors = Partial<Record<keyof FieldDraft, string>>;

const PATH = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;
const UPDATE_ATTR = /^(minDate|query:[A-Za-z][A-Za-z0-9]*)$/;

function dictionaryExists(db: Db, uid: string): boolean {
  const d = schema.dictionaries;
  return Boolean(db.select({ uid: d.uid }).from(d).where(eq(d.uid, uid)).get());
}

/**
 * What is wrong with a new field for the type, by form field (empty when none): a known widget, a
 * path of its own that is not a common field's, conditions and dependencies naming fields the type
 * has, a dictionary that exists, a table only for a group.
 */
export function validateFieldDraft(typeUid: string, draft: FieldDraft, db: Db = getDb()): DraftErrors {
  const errors: DraftErrors = {};
  const fields = extraFields(definitionFields(typeUid, currentDefinitionId(db, typeUid), db).map(toFieldDef));
  const paths = new Set(fields.map((f) => f.fieldPath));
  if (!draft.label.trim()) errors.label = DECISION_TYPE_TEXT.labelRequired;
  if (!KNOWN_WIDGETS.includes(draft.widget)) errors.widget = DECISION_TYPE_TEXT.unknownWidget;
  if (!PATH.test(draft.fieldPath)) errors.fieldPath = DECISION_TYPE_TEXT.badPath;
  else if (
    extraFields([
      { uid: draft.fieldPath, fieldPath: draft.fieldPath, widget: draft.widget, label: "", required: false },
    ]).length === 0
  )
    errors.fieldPath = DECISION_TYPE_TEXT.pathCommon;
  else if (paths.has(draft.fieldPath)) errors.fieldPath = DECISION_TYPE_TEXT.pathTaken;
  const refersToField = (key: "shownWhen" | "enabledOn" | "dependsOn", allowNegation: boolean) => {
    const raw = draft[key];
    if (!raw) return;
    const path = allowNegation && raw.startsWith("!") ? raw.slice(1) : raw;
    if (!paths.has(path)) errors[key] = DECISION_TYPE_TEXT.unknownField(path);
  };
  refersToField("shownWhen", true);
  refersToField("enabledOn", true);
  refersToField("dependsOn", false);
  if (draft.updateAttr) {
    if (!UPDATE_ATTR.test(draft.updateAttr)) errors.updateAttr = DECISION_TYPE_TEXT.badUpdateAttr;
    else if (!draft.dependsOn) errors.updateAttr = DECISION_TYPE_TEXT.updateAttrWithoutDependency;
  }
  if (draft.dictionaryUid && !dictionaryExists(db, draft.dictionaryUid))
    errors.dictionaryUid = DECISION_TYPE_TEXT.unknownDictionary(draft.dictionaryUid);
  if (draft.arrayView === "table" && !GROUP_WIDGETS.has(draft.widget))
    errors.arrayView = DECISION_TYPE_TEXT.tableNeedsGroup;
  return errors;
}

function rowOf(typeUid: string, draft: FieldDraft, sortOrder: number): typeof schema.fieldDefinitions.$inferInsert {
  const orNull = (v: string) => (v === "" ? null : v);
  return {
    decisionTypeUid: typeUid,
    uid: draft.fieldPath,
    fieldPath: draft.fieldPath,
    widget: draft.widget,
    label: draft.label,
    help: orNull(draft.help),
    maxLength: draft.maxLength,
    required: draft.required,
    dictionaryUid: orNull(draft.dictionaryUid),
    arrayView: orNull(draft.arrayView),
    shownWhen: orNull(draft.shownWhen),
    enabledOn: orNull(draft.enabledOn),
    dependsOn: orNull(draft.dependsOn),
    updateAttr: orNull(draft.updateAttr),
    sortOrder,
  };
}

// ---------------------------------------------------------------- preview and change

export interface FormPreview {
  fields: FieldDef[];
  options: OptionsByPath;
}

/**
 * The type's entry-form fields as the decision form renders them (DynamicFields), with the draft
 * appended when given. Choices that depend on an organisation (units, signers) have no options here.
 */
export function formPreview(typeUid: string, draft: FieldDraft | null, db: Db = getDb()): FormPreview {
  const rows = definitionFields(typeUid, currentDefinitionId(db, typeUid), db);
  const drafted = draft
    ? [...rows, { ...rowOf(typeUid, draft, Number.MAX_SAFE_INTEGER), id: 0 } as FieldDefinition]
    : rows;
  const fields = extraFields(drafted.map(toFieldDef));
  return { fields, options: fieldOptionsFor(db, fields, "") };
}

export type AddFieldResult = { ok: true; version: number } | { ok: false; errors: DraftErrors };

/** Adds a field at the end of the type's form: validated, one transaction, a new definition version, audited. */
export function addField(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  draft: FieldDraft,
  db: Db = getDb(),
  now = Date.now(),
): AddFieldResult {
  const errors = validateFieldDraft(typeUid, draft, db);
  if (Object.keys(errors).length) return { ok: false, errors };
  const version = db.transaction((tx) => {
    const before = typeRows(tx, typeUid);
    const d = schema.decisionTypeDefinitions;
    let latest = latestSnapshot(tx, typeUid)?.version ?? 0;
    // The seeded definition becomes version 1, so decisions saved with it keep reading it.
    if (latest === 0) {
      tx.insert(d)
        .values({
          decisionTypeUid: typeUid,
          version: 1,
          fields: before.map(snapshotOf),
          createdAt: now,
          createdBy: null,
        })
        .run();
      latest = 1;
    }
    const sortOrder = Math.max(0, ...before.map((r) => r.sortOrder)) + 1;
    tx.insert(schema.fieldDefinitions)
      .values(rowOf(typeUid, draft, sortOrder))
      .run();
    const next = latest + 1;
    tx.insert(d)
      .values({
        decisionTypeUid: typeUid,
        version: next,
        fields: typeRows(tx, typeUid).map(snapshotOf),
        createdAt: now,
        createdBy: user.id,
      })
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: "decisionType.field.add",
      entityType: "decisionType",
      entityId: typeUid,
      details: { fieldPath: draft.fieldPath, widget: draft.widget, version: next },
      at: now,
    });
    return next;
  });
  return { ok: true, version };
}
