/**
 * A forged or stale form (issue 8 "Bad input"): a posted extra field that the decision type does
 * not define is refused, never silently dropped, so a client that thinks it saved a value learns
 * it did not. A posted name counts as defined when, row numbers aside, it is a definition's path,
 * a part of one (a table row's object), or a part of an AFM person ({afm, afmType, name, …}).
 * Pure.
 */
import type { FieldDef } from "../fields/types";
import { EXTRA_FIELDS } from "./form-schema.fields";
import { extraFields } from "./form-schema";

const PERSON_WIDGETS = new Set(["AFM", "LINE_COMPOSITE_AFM"]);

/** "a[0].b[12].c" → "a.b.c" */
const withoutRows = (name: string) => name.replace(/\[\d+\]/g, "");

/** The posted names under extraFieldValues that the type's definitions do not know (at most a few). */
export function unknownExtraFields(names: Iterable<string>, fields: readonly FieldDef[]): string[] {
  const defs = extraFields(fields);
  const paths = new Set(defs.map((d) => d.fieldPath));
  const persons = defs.filter((d) => PERSON_WIDGETS.has(d.widget)).map((d) => `${d.fieldPath}.`);
  const prefix = `${EXTRA_FIELDS}.`;
  const unknown: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const path = withoutRows(name.slice(prefix.length));
    if (paths.has(path) || persons.some((p) => path.startsWith(p))) continue;
    if (defs.some((d) => d.fieldPath.startsWith(`${path}.`))) continue;
    unknown.push(name);
    if (unknown.length >= 5) break;
  }
  return unknown;
}
