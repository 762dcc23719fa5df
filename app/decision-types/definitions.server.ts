/**
 * Versioned field definitions of a decision type (/administration/dt/{uid}; ADR 064, ADR 089).
 *
 * `field_definitions` holds the current definition, which the entry form reads. Every change by
 * an administrator (a field added, edited or removed, or the whole set replaced through the API)
 * goes through `changeDefinition` below, the one place of the versioning rule: it snapshots the
 * type's own rows into decision_type_definitions as a new version; the first change also
 * snapshots the seeded definition as version 1, so decisions saved before any change
 * (definition_id null) keep reading it. A decision version stores the snapshot it was saved with
 * (decision_versions.definition_id), and its page reads that one. The fields common to every type
 * (decision_type_uid null) are not edited here.
 */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import type { FieldDefinitionSnapshot } from "#db/schema";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx, type Tx } from "../audit.server";
import { extraFields } from "../decisions/form-schema";
import { fieldOptionsFor, toFieldDef } from "../decisions/form-schema.server";
import type { FieldDefinition } from "../decisions/labels.server";
import type { OptionsByPath } from "../fields/fields-schema";
import type { FieldDef } from "../fields/types";
import { DECISION_TYPE_TEXT } from "../messages";
import type { FieldDraft } from "./field-draft";

export type { FieldDraft };

function snapshotOf(row: FieldDefinition): FieldDefinitionSnapshot {
  const { id: _id, decisionTypeUid: _type, ...rest } = row;
  return rest;
}

/** The type's own current rows (the common fields left out), in form order. */
export function typeRows(db: DbOrTx, typeUid: string): FieldDefinition[] {
  const f = schema.fieldDefinitions;
  return db.select().from(f).where(eq(f.decisionTypeUid, typeUid)).orderBy(f.sortOrder, f.id).all();
}

function commonRows(db: DbOrTx): FieldDefinition[] {
  const f = schema.fieldDefinitions;
  return db.select().from(f).where(isNull(f.decisionTypeUid)).orderBy(f.sortOrder, f.id).all();
}

/**
 * The id and version of the type's newest snapshot, if it was ever changed. Read at every save:
 * built once per connection, and without the snapshot's fields, which would be parsed only to be
 * dropped (decision 152).
 */
const newestDefinitionStatement = preparedPerConnection((db: DbOrTx) => {
  const d = schema.decisionTypeDefinitions;
  return db
    .select({ id: d.id, version: d.version })
    .from(d)
    .where(eq(d.decisionTypeUid, sql.placeholder("typeUid")))
    .orderBy(desc(d.version))
    .limit(1)
    .prepare();
});

/** The definition id a version saved now records (null while the type has its seeded definition). */
export function currentDefinitionId(db: DbOrTx, typeUid: string): number | null {
  return newestDefinitionStatement(db).get({ typeUid })?.id ?? null;
}

/** The type's definition version (0: the seeded definition, never changed). */
export function currentDefinitionVersion(db: DbOrTx, typeUid: string): number {
  return newestDefinitionStatement(db).get({ typeUid })?.version ?? 0;
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

// ---------------------------------------------------------------- drafts and rows

const orNull = (v: string) => (v === "" ? null : v);

/** The columns a draft sets; the others of a stored row (width, default value, search term...) are kept. */
export function draftColumns(draft: FieldDraft) {
  return {
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
    clearAttr: orNull(draft.clearAttr),
    // Checked before (field-rules.server.ts): digits or nothing.
    size: draft.size === "" ? null : Number(draft.size),
    selectionListUrl: orNull(draft.selectionListUrl),
    dataByUidUrl: orNull(draft.dataByUidUrl),
  };
}

/** A stored row as the administration's form (and the API) shows it. */
export function draftOf(row: FieldDefinition): FieldDraft {
  return {
    fieldPath: row.fieldPath,
    widget: row.widget,
    label: row.label,
    help: row.help ?? "",
    required: row.required,
    maxLength: row.maxLength,
    dictionaryUid: row.dictionaryUid ?? "",
    arrayView: row.arrayView ?? "",
    shownWhen: row.shownWhen ?? "",
    enabledOn: row.enabledOn ?? "",
    dependsOn: row.dependsOn ?? "",
    updateAttr: row.updateAttr ?? "",
    clearAttr: row.clearAttr ?? "",
    size: row.size === null ? "" : String(row.size),
    selectionListUrl: row.selectionListUrl ?? "",
    dataByUidUrl: row.dataByUidUrl ?? "",
  };
}

// ---------------------------------------------------------------- the versioning rule

export type DefinitionChange =
  { ok: true; version: number } | { ok: false; conflict: true; message: string; version: number };

/**
 * Stores the type's own fields as `wanted`, in its order (existing paths updated in place, keeping
 * the columns a draft does not set; new paths added; missing paths deleted) and records the result as a new
 * definition version, with one audit row, in one transaction. The caller validated `wanted`.
 * `expectedVersion`, when given, is the version the administrator read: another change since is
 * a conflict and nothing is stored.
 */
export function changeDefinition(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  change: DefinitionChangeWanted,
  details: Record<string, unknown>,
  db: Db = getDb(),
  now = Date.now(),
): DefinitionChange {
  return db.transaction((tx) => changeDefinitionIn(tx, user, typeUid, change, details, now));
}

export interface DefinitionChangeWanted {
  wanted: (current: FieldDraft[]) => FieldDraft[];
  expectedVersion?: number;
  action: string;
}

/** The same inside a transaction the caller holds (a change of the type that also changes its fields). */
export function changeDefinitionIn(
  tx: Tx,
  user: Pick<SessionUser, "id">,
  typeUid: string,
  change: DefinitionChangeWanted,
  details: Record<string, unknown>,
  now = Date.now(),
): DefinitionChange {
  let latest = currentDefinitionVersion(tx, typeUid);
  if (change.expectedVersion !== undefined && change.expectedVersion !== latest)
    return {
      ok: false as const,
      conflict: true as const,
      message: DECISION_TYPE_TEXT.versionConflict,
      version: latest,
    };
  const before = typeRows(tx, typeUid);
  const d = schema.decisionTypeDefinitions;
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
  storeFields(tx, typeUid, before, change.wanted(before.map(draftOf)));
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
    action: change.action,
    entityType: "decisionType",
    entityId: typeUid,
    details: { ...details, version: next },
    at: now,
  });
  return { ok: true as const, version: next };
}

function storeFields(tx: Tx, typeUid: string, before: FieldDefinition[], wanted: FieldDraft[]): void {
  const f = schema.fieldDefinitions;
  const kept = new Set(wanted.map((w) => w.fieldPath));
  for (const row of before) if (!kept.has(row.fieldPath)) tx.delete(f).where(eq(f.id, row.id)).run();
  // The order of `wanted` is the order of the form (a reorder, PUT's list); the type's own fields
  // come before the common ones (seeded from 1000), so they are numbered from 1.
  wanted.forEach((draft, i) => {
    const sortOrder = i + 1;
    const existing = before.find((r) => r.fieldPath === draft.fieldPath);
    if (existing)
      tx.update(f)
        .set({ ...draftColumns(draft), sortOrder })
        .where(eq(f.id, existing.id))
        .run();
    else
      tx.insert(f)
        .values({ ...draftColumns(draft), uid: draft.fieldPath, decisionTypeUid: typeUid, sortOrder })
        .run();
  });
}

// ---------------------------------------------------------------- preview

export interface FormPreview {
  fields: FieldDef[];
  options: OptionsByPath;
}

/**
 * The type's entry-form fields as the decision form renders them (DynamicFields), with the draft
 * in place of the field of the same path, or appended when it is new. Choices that depend on an
 * organisation (units, signers) have no options here.
 */
export function formPreview(typeUid: string, draft: FieldDraft | null, db: Db = getDb()): FormPreview {
  const rows = definitionFields(typeUid, currentDefinitionId(db, typeUid), db);
  const drafted = (row: FieldDefinition | null): FieldDefinition =>
    ({
      ...(row ?? { id: 0, sortOrder: Number.MAX_SAFE_INTEGER }),
      uid: draft!.fieldPath,
      ...draftColumns(draft!),
      decisionTypeUid: typeUid,
    }) as FieldDefinition;
  const replaced = draft && rows.some((r) => r.decisionTypeUid === typeUid && r.fieldPath === draft.fieldPath);
  const withDraft = !draft
    ? rows
    : replaced
      ? rows.map((r) => (r.decisionTypeUid === typeUid && r.fieldPath === draft.fieldPath ? drafted(r) : r))
      : [...rows, drafted(null)];
  const fields = extraFields(withDraft.map(toFieldDef));
  return { fields, options: fieldOptionsFor(db, fields, "") };
}
