/**
 * Fields whose option list follows another field's value (SPEC §3 dependsOn + updateAttr
 * "query:<param>"): the units or signers of the body chosen in the same table row, or at the top
 * level. The ajax selectors search their list with that value (./ajax-choice.tsx); the list
 * widgets (a select, a multiple select) are given the whole list for it: by the server for every
 * value the form holds (a page, an «Ενημέρωση φόρμας» round trip), and with JavaScript reloaded
 * in place when the value changes. Pure, shared by the server and the page (docs/decisions/122).
 */
import { paths } from "../paths";
import { isPerOrganization, optionListOf } from "./option-source";
import type { Option } from "./options.rule";
import { getPath, siblingName } from "./paths";
import { portalListOf } from "./portal-list-url";
import type { FieldDef } from "./types";

/** A field whose list follows another field's value (updateAttr "query:<param>"): not loaded with the form. */
export const followsAnother = (def: Pick<FieldDef, "dependsOn" | "updateAttr">) =>
  Boolean(def.dependsOn && def.updateAttr?.startsWith("query:"));

/**
 * The widgets shown as a whole list of options (./widget-kind.ts "select" and "multiselect"); the
 * ajax selectors and organisation pickers search theirs by a term instead.
 */
const LISTED = new Set([
  "COMBOBOX_SIMPLE",
  "COMBOBOX_SIMPLE_GROUPED",
  "HIERARCHICAL_MENU",
  "UNITS_HIERARCHICAL_MENU",
  "COMBOBOX_MULTIPLE",
  "SIGNER_MULTIPLE",
]);

/** A field that follows another one and shows its whole list (not a searched one). */
export const listFollows = (def: Pick<FieldDef, "widget" | "dependsOn" | "updateAttr">) =>
  followsAnother(def) && LISTED.has(def.widget);

/**
 * The lists of the fields that follow another one: by the field's definition path, then by the
 * other field's value ("co_competent.unitId" -> "6013" -> the units of 6013). Keyed by value, not
 * by row, so a row moved up by a removal still finds its own body's list.
 */
export type ListsByValue = Readonly<Record<string, Readonly<Record<string, readonly Option[]>>>>;

/** The query parameter the other field's value is sent as ("query:org" -> "org"). */
export const followedParam = (def: Pick<FieldDef, "updateAttr">) =>
  def.updateAttr?.startsWith("query:") ? def.updateAttr.slice("query:".length) : null;

/** The form name of the field `name` follows: the same row's ("…co_competent[1].ministryId"). */
export const followedName = (def: Pick<FieldDef, "fieldPath" | "dependsOn">, name: string) =>
  siblingName(name, def.fieldPath, def.dependsOn ?? "");

/** The value of the followed field in the form's values (nested, or null before any submission). */
export function followedValue(values: unknown, def: Pick<FieldDef, "fieldPath" | "dependsOn">, name: string): string {
  if (values === null || values === undefined) return "";
  const v = getPath(values, followedName(def, name));
  return typeof v === "string" ? v.trim() : "";
}

/** The portal list the field shows: its widget's or dictionary's, else the one its selection URL names. */
const listOf = (def: Pick<FieldDef, "widget" | "dictionaryUid" | "selectionListUrl">) =>
  optionListOf(def) ?? portalListOf(def.selectionListUrl)?.list ?? null;

/**
 * Whether the list changes with the other field's value: the units or signers of a body do; a
 * dictionary is the same whole list whatever the value (this portal's lists filter by ?org= only).
 */
export function listChangesWithValue(def: Pick<FieldDef, "widget" | "dictionaryUid" | "selectionListUrl">): boolean {
  const list = listOf(def);
  return list !== null && isPerOrganization(list);
}

/**
 * Where the browser reads the whole list for a value: the field's selection URL (else its list's
 * address) with ?<param>=value&all=1.
 */
export function wholeListUrl(
  def: Pick<FieldDef, "widget" | "dictionaryUid" | "selectionListUrl" | "updateAttr">,
  value: string,
): string | null {
  const param = followedParam(def);
  const list = listOf(def);
  if (!param || list === null) return null;
  const [path, query = ""] = (def.selectionListUrl ?? paths.fieldOptions(list)).split("?");
  const params = new URLSearchParams(query);
  params.set(param, value);
  params.set("all", "1");
  return `${path}?${params}`;
}
