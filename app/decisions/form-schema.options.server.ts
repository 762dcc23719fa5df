/**
 * The option lists of the decision form's choice fields, searched by a term (SPEC §7: per-field
 * selection URLs with a term query param; SPEC §9: from 3 characters). One search serves the
 * JSON resource route the enhanced combobox calls and the no-JS search sub-form, whose answer is
 * the form as it was plus the options found (nothing saved).
 */
import { getDb, type Db } from "#db/client";
import { normalizeText } from "#search/normalize";
import {
  isSearchable,
  MAX_SEARCH_RESULTS,
  SEARCH_TERM_HINT,
  searchTermField,
  type FieldSearch,
} from "../fields/ajax-search";
import type { Option } from "../fields/options.rule";
import { isPerOrganization, optionListOf } from "../fields/option-source";
import { listFollows, type ListsByValue } from "../fields/following";
import { getPath, siblingName, valuesAlong } from "../fields/paths";
import { portalListOf } from "../fields/portal-list-url";
import type { FieldDef } from "../fields/types";
import { EXTRA_FIELDS } from "./form-schema.fields";
import { optionList } from "./form-schema.server";

/** The options whose label or code holds every word of the term (accents and case ignored). */
export function searchOptions(options: readonly Option[], term: string, limit = MAX_SEARCH_RESULTS): Option[] {
  const words = normalizeText(term).split(/\s+/u).filter(Boolean);
  const out: Option[] = [];
  for (const o of options) {
    const text = normalizeText(`${o.value} ${o.label}`);
    if (words.every((w) => text.includes(w))) out.push(o);
    if (out.length >= limit) break;
  }
  return out;
}

/** The definition a form name points at: "extraFieldValues.sponsor[1].cpv" -> the "sponsor.cpv" field. */
export function fieldOfName(fields: readonly FieldDef[], name: string): FieldDef | null {
  if (!name.startsWith(`${EXTRA_FIELDS}.`)) return null;
  const path = name.slice(EXTRA_FIELDS.length + 1).replace(/\[\d+\]/g, "");
  return fields.find((f) => f.fieldPath === path) ?? null;
}

/**
 * The no-JS search sub-form: the field named by the search button, the term typed beside it,
 * and what the field's list holds for it. The organisation of a per-organisation list is the one
 * chosen in the field it depends on (same row), else the form's.
 */
export function answerFieldSearch(
  args: { fields: readonly FieldDef[]; name: string; formData: FormData; payload: unknown; orgUid: string },
  db: Db = getDb(),
): Record<string, FieldSearch> {
  const def = fieldOfName(args.fields, args.name);
  if (!def) return {};
  const raw = args.formData.get(searchTermField(args.name));
  const term = typeof raw === "string" ? raw.trim().slice(0, 200) : "";
  if (!isSearchable(term)) return { [args.name]: { term, options: [], problem: SEARCH_TERM_HINT } };
  // The value of the field this one follows (updateAttr "query:<param>"), as that param.
  let followed: { param: string; value: string } | null = null;
  if (def.dependsOn && def.updateAttr?.startsWith("query:")) {
    const chosen = getPath(args.payload, siblingName(args.name, def.fieldPath, def.dependsOn));
    followed = { param: def.updateAttr.slice("query:".length), value: typeof chosen === "string" ? chosen : "" };
  }
  // The definition's own selection URL when it is a list of this portal (the same the combobox calls).
  const viaUrl = optionsAt(def.selectionListUrl, { term, ...(followed && { [followed.param]: followed.value }) }, db);
  if (viaUrl) return { [args.name]: { term, options: viaUrl.options } };
  const list = optionListOf(def);
  const org = followed ? followed.value : args.orgUid;
  const options = list ? (optionList(list, org || undefined, db) ?? []) : [];
  return { [args.name]: { term, options: searchOptions(options, term) } };
}

/**
 * A portal path of a definition (selectionListUrl, dataByUidUrl) answered in-process, with the
 * query the form adds (term, uid, the followed field's param) over the one the path fixes. Null
 * when the path is not an option list of this portal, or names no list.
 */
export function optionsAt(
  url: string | null | undefined,
  query: Record<string, string>,
  db: Db = getDb(),
): { options: Option[] } | null {
  const target = portalListOf(url);
  if (!target) return null;
  const merged = { ...target.query, ...query };
  return fieldOptionsAnswer(target.list, { term: merged.term, org: merged.org, uid: merged.uid }, db);
}

/** The ajax selectors, whose chosen values the form shows by a label it has not loaded. */
const LABELLED_BY_UID = new Set(["COMBOBOX_AJAX_SIMPLE", "COMBOBOX_AJAX_MULTIPLE"]);

/**
 * The labels of the values chosen in the ajax selectors whose definition has a dataByUidUrl, read
 * there (SPEC §3) for each stored uid, by field path: what an edited decision, or a form sent back
 * without JavaScript, shows for a chosen code. A uid the URL does not know is left out (the form
 * then shows the code itself).
 */
export function chosenLabels(fields: readonly FieldDef[], values: unknown, db: Db = getDb()): Record<string, Option[]> {
  const out: Record<string, Option[]> = {};
  const extra = getPath(values, EXTRA_FIELDS);
  for (const def of fields) {
    if (!def.dataByUidUrl || !LABELLED_BY_UID.has(def.widget)) continue;
    const uids = new Set(
      valuesAlong(extra, def.fieldPath)
        .flat()
        .filter((v): v is string => typeof v === "string" && v !== ""),
    );
    const found: Option[] = [];
    for (const uid of uids) {
      const option = optionsAt(def.dataByUidUrl, { uid }, db)?.options[0];
      if (option) found.push(option);
    }
    if (found.length) out[def.fieldPath] = found;
  }
  return out;
}

/**
 * GET /luminapi/api/fields/{list}?term=…&org=… : the options of a list matching the term (none
 * under 3 characters); with ?uid=… the option of that code (none when unknown); for the units or
 * signers of a body, with ?all=1 every one; null when there is no such list.
 */
export function fieldOptionsAnswer(
  list: string,
  query: { term?: string; org?: string; uid?: string; all?: boolean },
  db: Db = getDb(),
): { options: Option[] } | null {
  const options = optionList(list, query.org, db);
  if (!options) return null;
  // ?uid=: the one option of that code (a definition's dataByUidUrl reads a chosen value's label).
  if (query.uid !== undefined) return { options: options.filter((o) => o.value === query.uid) };
  // ?all=1: a body's whole unit or signer list, which a field following that body shows (decision 122).
  if (query.all && isPerOrganization(list)) return { options };
  const term = query.term ?? "";
  return { options: isSearchable(term) ? searchOptions(options, term) : [] };
}

/**
 * The schema's check of fields that follow another field (SPEC §3 dependsOn + updateAttr
 * "query:<param>"): the signers or units of the body chosen in their row (no body chosen: nothing
 * is allowed); for any other list, the whole list (this portal's lists filter by ?org= only); a
 * list this portal cannot serve allows nothing (decision 111).
 */
export function dependentOptionList(def: FieldDef, otherValue: string, db: Db = getDb()): Option[] {
  const list = optionListOf(def) ?? portalListOf(def.selectionListUrl)?.list;
  if (!list) return [];
  if (!isPerOrganization(list)) return optionList(list, undefined, db) ?? [];
  return otherValue ? (optionList(list, otherValue, db) ?? []) : [];
}

/** More bodies than a form has rows for is a forged form: their lists are not read. */
const MAX_FOLLOWED_VALUES = 50;

/**
 * The whole lists of the fields that follow another field's value and show a list (a unit menu,
 * a signers' select), for every value that other field has in the form (one per table row): the
 * same list the schema checks the saved value against (dependentOptionList), so the page offers
 * exactly what the save takes. Rows without a value need none (the page shows an empty list).
 */
export function followingLists(fields: readonly FieldDef[], values: unknown, db: Db = getDb()): ListsByValue {
  const out: Record<string, Record<string, Option[]>> = {};
  const extra = getPath(values, EXTRA_FIELDS);
  for (const def of fields) {
    if (!listFollows(def)) continue;
    const chosen = new Set(
      valuesAlong(extra, def.dependsOn!)
        .flat()
        .filter((v): v is string => typeof v === "string" && v.trim() !== "")
        .map((v) => v.trim()),
    );
    const lists: Record<string, Option[]> = {};
    for (const value of [...chosen].slice(0, MAX_FOLLOWED_VALUES)) lists[value] = dependentOptionList(def, value, db);
    out[def.fieldPath] = lists;
  }
  return out;
}
