/** Test helper: the seed's field specifications (db/seed/field-definitions.ts) as FieldDefs. */
import { COMMON_FIELDS, fieldUid, TYPE_FIELDS, type FieldSpec } from "#db/seed/field-definitions";
import type { FieldDef } from "./types";

export function toFieldDef(spec: FieldSpec): FieldDef {
  return {
    uid: fieldUid(spec),
    fieldPath: spec.path,
    widget: spec.widget,
    label: spec.label,
    help: spec.help ?? null,
    maxLength: spec.maxLength ?? null,
    required: Boolean(spec.required),
    defaultValue: spec.defaultValue ?? null,
    dictionaryUid: spec.dictionary ?? null,
    arrayView: spec.arrayView ?? null,
    shownWhen: spec.shownWhen ?? null,
    dependsOn: spec.dependsOn ?? null,
    updateAttr: spec.updateAttr ?? null,
  };
}

/** A type's definitions followed by the common ones, as the loader reads them. */
export function seededDefs(typeUid: string): FieldDef[] {
  return [...(TYPE_FIELDS[typeUid] ?? []), ...COMMON_FIELDS].map(toFieldDef);
}

export const SEEDED_TYPES = Object.keys(TYPE_FIELDS);
