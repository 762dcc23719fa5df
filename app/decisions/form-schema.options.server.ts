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
import { getPath, siblingName } from "../fields/paths";
import type { FieldDef } from "../fields/types";
import { EXTRA_FIELDS } from "./form-schema.fields";
import { dictionaryOptions, organizationOptions, signerOptions, unitOptions } from "./form-schema.server";

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
  const list = optionListOf(def);
  let org = args.orgUid;
  if (def.dependsOn && def.updateAttr?.startsWith("query:")) {
    const chosen = getPath(args.payload, siblingName(args.name, def.fieldPath, def.dependsOn));
    org = typeof chosen === "string" ? chosen : "";
  }
  const options = list ? (optionList(list, org || undefined, db) ?? []) : [];
  return { [args.name]: { term, options: searchOptions(options, term) } };
}

/**
 * GET /luminapi/api/fields/{list}?term=…&org=… : the options of a list matching the term (none
 * under 3 characters), or null when there is no such list.
 */
export function fieldOptionsAnswer(
  list: string,
  query: { term?: string; org?: string },
  db: Db = getDb(),
): { options: Option[] } | null {
  const options = optionList(list, query.org, db);
  if (!options) return null;
  const term = query.term ?? "";
  return { options: isSearchable(term) ? searchOptions(options, term) : [] };
}

/**
 * The schema's check of fields that follow a body chosen in their row (SPEC §3 dependsOn +
 * updateAttr "query:org"): the signers or units of that body. No body chosen: nothing is allowed.
 */
export function dependentOptionList(def: FieldDef, otherValue: string): Option[] | null {
  const list = optionListOf(def);
  if (!list || !isPerOrganization(list)) return null;
  return otherValue ? (optionList(list, otherValue) ?? []) : [];
}
