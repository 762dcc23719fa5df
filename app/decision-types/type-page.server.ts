/**
 * What /administration/dt/{uid} shows and does: the type, its own current field definitions, the
 * preview of its entry form, and the handling of a new field (preview only, or save).
 */
import { asc } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { fieldDefinitionsOf } from "../decisions/labels.server";
import { KNOWN_WIDGETS } from "../fields/widget-kind";
import { adminDecisionType, type AdminDecisionType } from "./catalogue-admin.server";
import { formPreview, type FieldDraft, type FormPreview } from "./definitions.server";
import { addField, editField } from "./field-changes.server";
import { fieldAttributes, type FieldAttribute } from "./field-attributes";
import { canMove } from "./field-order";
import { validateFieldDraft, type DraftErrors } from "./field-rules.server";

export interface DecisionTypeAdminPage {
  type: AdminDecisionType;
  /** The type's own fields (the common ones are not edited here). */
  rows: {
    fieldPath: string;
    label: string;
    widget: string;
    required: boolean;
    /** Every other attribute that is set (./field-attributes.ts). */
    attributes: FieldAttribute[];
    /** Whether it can move up / down among its siblings (./field-order.ts). */
    canMoveUp: boolean;
    canMoveDown: boolean;
  }[];
  preview: FormPreview;
  widgets: readonly string[];
  dictionaries: { uid: string; label: string }[];
}

export function decisionTypeAdminPage(
  uid: string,
  draft: FieldDraft | null,
  db: Db = getDb(),
): DecisionTypeAdminPage | null {
  const type = adminDecisionType(uid, db);
  if (!type) return null;
  const own = fieldDefinitionsOf(uid).filter((r) => r.decisionTypeUid === uid);
  const rows = own.map((r) => ({
    fieldPath: r.fieldPath,
    label: r.label,
    widget: r.widget,
    required: r.required,
    attributes: fieldAttributes(r),
    canMoveUp: canMove(r.fieldPath, "up", own),
    canMoveDown: canMove(r.fieldPath, "down", own),
  }));
  const d = schema.dictionaries;
  const dictionaries = db.select({ uid: d.uid, label: d.label }).from(d).orderBy(asc(d.uid)).all();
  return { type, rows, preview: formPreview(uid, draft, db), widgets: KNOWN_WIDGETS, dictionaries };
}

export type FieldDraftAnswer =
  | { saved: true; version: number }
  | { saved: false; draft: FieldDraft; errors: DraftErrors; preview: FormPreview | null; conflict?: string };

/** The HTTP status of an answer that saved nothing: 409 a stale page, 400 a refused draft, 200 a preview. */
export function unsavedDraftStatus(answer: Exclude<FieldDraftAnswer, { saved: true }>): number {
  if (answer.conflict) return 409;
  return Object.keys(answer.errors).length ? 400 : 200;
}

/**
 * "preview": the draft checked, and when valid the form with it (nothing stored); "save": the
 * draft stored as a new definition version: a new field, or, with `editing`, the field of that
 * path changed. `expectedVersion` is the version the page showed. Null for an unknown type.
 */
export function submitFieldDraft(
  user: Pick<SessionUser, "id">,
  uid: string,
  draft: FieldDraft,
  intent: "preview" | "save",
  options: { editing?: string; expectedVersion?: number } = {},
  db: Db = getDb(),
): FieldDraftAnswer | null {
  if (!adminDecisionType(uid, db)) return null;
  const { editing, expectedVersion } = options;
  if (intent === "save") {
    const result =
      editing === undefined
        ? addField(user, uid, draft, db, expectedVersion)
        : editField(user, uid, editing, draft, db, expectedVersion);
    if (result.ok) return { saved: true, version: result.version };
    if (result.kind === "invalid") return { saved: false, draft, errors: result.errors, preview: null };
    if (result.kind === "conflict") return { saved: false, draft, errors: {}, preview: null, conflict: result.message };
    return null;
  }
  const errors = validateFieldDraft(uid, draft, db, editing);
  const valid = Object.keys(errors).length === 0;
  return { saved: false, draft, errors, preview: valid ? formPreview(uid, draft, db) : null };
}
