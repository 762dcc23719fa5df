/**
 * The changes an administrator makes to a decision type's fields: add one, edit one (its path is
 * its identity: decisions keep their values under it, so it does not change), remove one that no
 * other field depends on, move one up or down among its siblings (./field-order.ts), or replace the whole set (PUT /decisionTypes/{uid}/). Each is checked by
 * ./field-rules.server.ts and stored by the one versioning rule, changeDefinition
 * (./definitions.server.ts): one transaction, a new definition version, one audit row.
 */
import { getDb, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { DECISION_TYPE_TEXT } from "../messages";
import { changeDefinition, draftOf, typeRows } from "./definitions.server";
import type { FieldDraft } from "./field-draft";
import { moved, type Direction } from "./field-order";
import { dependantsOf, validateFieldDraft, validateFieldSet, type DraftErrors } from "./field-rules.server";

type Refused =
  | { ok: false; kind: "invalid"; errors: DraftErrors }
  | { ok: false; kind: "unknownField" | "hasDependants" | "conflict" | "cannotMove"; message: string };
export type FieldChangeResult = { ok: true; version: number } | Refused;

const actor = (user: Pick<SessionUser, "id">) => ({ id: user.id });

function stored(result: ReturnType<typeof changeDefinition>): FieldChangeResult {
  return result.ok ? result : { ok: false, kind: "conflict", message: result.message };
}

/** The type's own field at `path`, as a draft, or null. */
export function typeField(typeUid: string, path: string, db: Db = getDb()): FieldDraft | null {
  const row = typeRows(db, typeUid).find((r) => r.fieldPath === path);
  return row ? draftOf(row) : null;
}

/** Adds a field at the end of the type's form. */
export function addField(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  draft: FieldDraft,
  db: Db = getDb(),
  expectedVersion?: number,
): FieldChangeResult {
  const errors = validateFieldDraft(typeUid, draft, db);
  if (Object.keys(errors).length) return { ok: false, kind: "invalid", errors };
  return stored(
    changeDefinition(
      actor(user),
      typeUid,
      { wanted: (current) => [...current, draft], expectedVersion, action: "decisionType.field.add" },
      { fieldPath: draft.fieldPath, widget: draft.widget },
      db,
    ),
  );
}

/** Edits the field at `path` (the draft's own path is ignored: a field keeps its path). */
export function editField(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  path: string,
  draft: FieldDraft,
  db: Db = getDb(),
  expectedVersion?: number,
): FieldChangeResult {
  const before = typeField(typeUid, path, db);
  if (!before) return { ok: false, kind: "unknownField", message: DECISION_TYPE_TEXT.unknownTypeField };
  const edited = { ...draft, fieldPath: path };
  const errors = validateFieldDraft(typeUid, edited, db, path);
  if (Object.keys(errors).length) return { ok: false, kind: "invalid", errors };
  const changed = (Object.keys(edited) as (keyof FieldDraft)[]).filter((k) => edited[k] !== before[k]);
  return stored(
    changeDefinition(
      actor(user),
      typeUid,
      {
        wanted: (current) => current.map((f) => (f.fieldPath === path ? edited : f)),
        expectedVersion,
        action: "decisionType.field.edit",
      },
      { fieldPath: path, changed },
      db,
    ),
  );
}

/** The fields that keep `path` from being removed (empty when it may go). */
export function fieldDependants(typeUid: string, path: string, db: Db = getDb()): string[] {
  return dependantsOf(path, typeRows(db, typeUid).map(draftOf)).map((d) => d.fieldPath);
}

/** Removes the field at `path`, unless another field depends on it. */
export function removeField(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  path: string,
  db: Db = getDb(),
  expectedVersion?: number,
): FieldChangeResult {
  const field = typeField(typeUid, path, db);
  if (!field) return { ok: false, kind: "unknownField", message: DECISION_TYPE_TEXT.unknownTypeField };
  const dependants = fieldDependants(typeUid, path, db);
  if (dependants.length)
    return { ok: false, kind: "hasDependants", message: DECISION_TYPE_TEXT.fieldHasDependants(path, dependants) };
  return stored(
    changeDefinition(
      actor(user),
      typeUid,
      {
        wanted: (current) => current.filter((f) => f.fieldPath !== path),
        expectedVersion,
        action: "decisionType.field.remove",
      },
      { fieldPath: path, label: field.label },
      db,
    ),
  );
}

/** Moves the field at `path` one place up or down among its siblings (a group with its fields). */
export function moveField(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  path: string,
  direction: Direction,
  db: Db = getDb(),
  expectedVersion?: number,
): FieldChangeResult {
  const current = typeRows(db, typeUid).map(draftOf);
  if (!current.some((f) => f.fieldPath === path))
    return { ok: false, kind: "unknownField", message: DECISION_TYPE_TEXT.unknownTypeField };
  if (!moved(current, path, direction))
    return { ok: false, kind: "cannotMove", message: DECISION_TYPE_TEXT.fieldCannotMove(path, direction) };
  return stored(
    changeDefinition(
      actor(user),
      typeUid,
      {
        // Read again inside the transaction; a change since the page was read is refused by the version.
        wanted: (fields) => moved(fields, path, direction) ?? fields,
        expectedVersion,
        action: "decisionType.field.move",
      },
      { fieldPath: path, direction },
      db,
    ),
  );
}

export type FieldSetResult =
  | { ok: true; version: number }
  | { ok: false; kind: "invalid"; index: number; field: keyof FieldDraft; message: string }
  | { ok: false; kind: "conflict"; message: string };

/**
 * Replaces the type's fields with `drafts` (fields of the same path are updated, the others
 * added; those left out are removed). The first problem is named by its position and form field.
 */
export function replaceFields(
  user: Pick<SessionUser, "id">,
  typeUid: string,
  drafts: readonly FieldDraft[],
  expectedVersion: number,
  db: Db = getDb(),
): FieldSetResult {
  const errors = validateFieldSet(drafts, db);
  const [first] = errors;
  if (first) {
    const [index, byField] = first;
    const [field, message] = Object.entries(byField)[0] as [keyof FieldDraft, string];
    return { ok: false, kind: "invalid", index, field, message };
  }
  const result = changeDefinition(
    actor(user),
    typeUid,
    { wanted: () => [...drafts], expectedVersion, action: "decisionType.fields.replace" },
    { fieldPaths: drafts.map((d) => d.fieldPath) },
    db,
  );
  return result.ok ? result : { ok: false, kind: "conflict", message: result.message };
}
