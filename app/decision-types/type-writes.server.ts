/**
 * A new decision type in the catalogue, and a change of a type's label and fields: the rules of
 * /administration/dt/new and /administration/dt/{uid}, which POST /decisionTypes and PUT
 * /decisionTypes/{uid}/ call too. A new type belongs to a group (a type with
 * allowedInDecisions false) and starts without fields of its own (definition version 0: the
 * common fields only); its organisation categories, when given, are the only ones it is open to
 * (./per-category.server.ts). One transaction with its audit rows each.
 */
import { eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type Tx } from "../audit.server";
import { DECISION_TYPE_TEXT } from "../messages";
import { adminDecisionType, adminDecisionTypes } from "./catalogue-admin.server";
import { changeDefinitionIn, currentDefinitionVersion } from "./definitions.server";
import type { FieldDraft } from "./field-draft";
import { validateFieldSet } from "./field-rules.server";
import { categoryTypeUids } from "./open-types.server";
import { orgCategories } from "./per-category.server";

/** Greek capitals or Latin ones and digits, in dot-separated parts: Β.1.3, Δ.2.1, ΣΤ.4. */
const TYPE_UID = /^[Α-ΩA-Z0-9]+(\.[Α-ΩA-Z0-9]+)*$/u;
const LABEL_MAX = 300;

export interface DecisionTypeGroup {
  uid: string;
  label: string;
}

/** The groups a type may belong to (the catalogue's entries that are not themselves used by decisions). */
export function decisionTypeGroups(db: Db = getDb()): DecisionTypeGroup[] {
  const t = schema.decisionTypes;
  return db
    .select({ uid: t.uid, label: t.label })
    .from(t)
    .where(eq(t.allowedInDecisions, false))
    .orderBy(t.sortOrder, t.uid)
    .all();
}

export interface NewDecisionType {
  uid: string;
  label: string;
  parent: string;
  /** The organisation categories it is open to; null: every category. */
  orgCategories: readonly string[] | null;
}

/** The input field a refusal names: uid, label, parent, orgCategories, definitionVersion, fields[i].key. */
export type TypeWriteField = string;
export type TypeWriteResult =
  | { ok: true; uid: string; version: number }
  | { ok: false; status: 400 | 404 | 409; field: TypeWriteField; message: string };

const refused = (status: 400 | 404 | 409, field: TypeWriteField, message: string) =>
  ({ ok: false, status, field, message }) as const;

function labelProblem(label: string): string | null {
  return label.trim() && label.length <= LABEL_MAX ? null : DECISION_TYPE_TEXT.typeLabelRequired;
}

export function createDecisionType(
  user: Pick<SessionUser, "id">,
  input: NewDecisionType,
  db: Db = getDb(),
  now = Date.now(),
): TypeWriteResult {
  const uid = input.uid.trim();
  if (!TYPE_UID.test(uid) || uid.length > 20) return refused(400, "uid", DECISION_TYPE_TEXT.badTypeUid);
  const t = schema.decisionTypes;
  if (db.select({ uid: t.uid }).from(t).where(eq(t.uid, uid)).get())
    return refused(409, "uid", DECISION_TYPE_TEXT.typeUidTaken);
  const label = input.label.trim();
  const badLabel = labelProblem(label);
  if (badLabel) return refused(400, "label", badLabel);
  if (!decisionTypeGroups(db).some((g) => g.uid === input.parent))
    return refused(400, "parent", DECISION_TYPE_TEXT.unknownGroup);
  const known = new Set(orgCategories(db).map((c) => c.uid));
  const wanted = input.orgCategories === null ? null : new Set(input.orgCategories);
  if (wanted?.size === 0) return refused(400, "orgCategories", DECISION_TYPE_TEXT.categoriesRequired);
  if (wanted && [...wanted].some((c) => !known.has(c)))
    return refused(400, "orgCategories", DECISION_TYPE_TEXT.unknownCategory);
  db.transaction((tx) => {
    const last =
      tx
        .select({ n: sql<number>`coalesce(max(${t.sortOrder}), 0)` })
        .from(t)
        .get()?.n ?? 0;
    tx.insert(t)
      .values({ uid, label, parentUid: input.parent, allowedInDecisions: true, sortOrder: last + 1 })
      .run();
    openToCategories(tx, uid, [...known], wanted);
    writeAudit(tx, {
      userId: user.id,
      action: "decisionType.create",
      entityType: "decisionType",
      entityId: uid,
      details: { label, parent: input.parent, orgCategories: wanted ? [...wanted] : null },
      at: now,
    });
  });
  return { ok: true, uid, version: 0 };
}

/**
 * A category with rows lists the types open to it; one without rows is open to every type. The
 * new type gets a row in each wanted category that has rows; a category it is not open to and
 * that has no rows gets rows for every other type, so that it stays as it was.
 */
function openToCategories(tx: Tx, uid: string, categories: string[], wanted: Set<string> | null): void {
  const c = schema.decisionTypesPerOrgCategory;
  const others = adminDecisionTypes(tx)
    .map((x) => x.uid)
    .filter((x) => x !== uid);
  for (const category of categories) {
    const open = categoryTypeUids(tx, category);
    const rows = !wanted || wanted.has(category) ? (open ? [uid] : []) : open ? [] : others;
    if (rows.length)
      tx.insert(c)
        .values(rows.map((decisionTypeUid) => ({ orgCategoryUid: category, decisionTypeUid })))
        .run();
  }
}

export interface DecisionTypeChange {
  label?: string;
  /** The type's whole set of own fields; needs the definition version the caller read. */
  fields?: readonly FieldDraft[];
  definitionVersion?: number;
}

/** Changes a type's label and/or replaces its fields (a new definition version), in one transaction. */
export function updateDecisionType(
  user: Pick<SessionUser, "id">,
  uid: string,
  change: DecisionTypeChange,
  db: Db = getDb(),
  now = Date.now(),
): TypeWriteResult {
  const type = adminDecisionType(uid, db);
  if (!type) return refused(404, "uid", DECISION_TYPE_TEXT.unknownType);
  const label = change.label?.trim();
  if (label !== undefined) {
    const badLabel = labelProblem(label);
    if (badLabel) return refused(400, "label", badLabel);
  }
  const fields = change.fields;
  if (fields) {
    if (change.definitionVersion === undefined)
      return refused(400, "definitionVersion", DECISION_TYPE_TEXT.versionRequired);
    const [first] = validateFieldSet(fields, db);
    if (first) {
      const [index, errors] = first;
      const [key, message] = Object.entries(errors)[0];
      return refused(400, `fields[${index}].${key}`, message);
    }
  }
  if (change.definitionVersion !== undefined && change.definitionVersion !== currentDefinitionVersion(db, uid))
    return refused(409, "definitionVersion", DECISION_TYPE_TEXT.versionConflict);
  return db.transaction((tx): TypeWriteResult => {
    let version = currentDefinitionVersion(tx, uid);
    if (fields) {
      const changed = changeDefinitionIn(
        tx,
        user,
        uid,
        { wanted: () => [...fields], expectedVersion: change.definitionVersion, action: "decisionType.fields.replace" },
        { fieldPaths: fields.map((f) => f.fieldPath) },
        now,
      );
      if (!changed.ok) return refused(409, "definitionVersion", changed.message);
      version = changed.version;
    }
    if (label !== undefined && label !== type.label) {
      tx.update(schema.decisionTypes).set({ label }).where(eq(schema.decisionTypes.uid, uid)).run();
      writeAudit(tx, {
        userId: user.id,
        action: "decisionType.update",
        entityType: "decisionType",
        entityId: uid,
        details: { label: { from: type.label, to: label } },
        at: now,
      });
    }
    return { ok: true, uid, version };
  });
}
