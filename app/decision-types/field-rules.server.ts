/**
 * What makes a decision type's field definition valid (/administration/dt/{uid} and PUT
 * /decisionTypes/{uid}/): a known widget, a path of its own that is not a common field's,
 * conditions and dependencies naming other fields of the type, a dictionary that exists, a table
 * only for a group, a width within bounds, selection URLs that are paths of this portal; and which fields depend on a field, so that it is not removed under them.
 * One set of rules for adding, editing, removing and replacing fields.
 */
import { eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { extraFields } from "../decisions/form-schema";
import { ORGANIZATION_LISTS, isPerOrganization } from "../fields/option-source";
import { portalListOf } from "../fields/portal-list-url";
import { GROUP_WIDGETS, KNOWN_WIDGETS } from "../fields/widget-kind";
import { DECISION_TYPE_TEXT } from "../messages";
import { draftOf, typeRows } from "./definitions.server";
import type { FieldDraft } from "./field-draft";

export type DraftErrors = Partial<Record<keyof FieldDraft, string>>;

const PATH = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;
const UPDATE_ATTR = /^(minDate|query:[A-Za-z][A-Za-z0-9]*)$/;
/** What a change of the field depended on may empty (the widgets act on "value" only). */
const CLEAR_ATTR = /^value$/;
/** A control's width in characters: SPEC §3 sets no bound; wider than the form makes no sense. */
const MAX_SIZE = 200;
/**
 * A path of this portal (the browser asks it for options): one leading "/", no host ("//"), no
 * "." or ".." segments, URL characters only (anything else percent-encoded), an optional query.
 */
const PORTAL_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*(\?[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/;
const URLS = ["selectionListUrl", "dataByUidUrl"] as const;

function isPortalPath(url: string): boolean {
  const path = url.split("?")[0];
  return PORTAL_PATH.test(url) && !path.split("/").some((segment) => segment === "." || segment === "..");
}
const REFERENCES = ["shownWhen", "enabledOn", "dependsOn"] as const;

function dictionaryExists(db: Db, uid: string): boolean {
  const d = schema.dictionaries;
  return Boolean(db.select({ uid: d.uid }).from(d).where(eq(d.uid, uid)).get());
}

/**
 * The ajax selectors whose options come only from their dictionary or their selectionListUrl: one
 * whose list this portal cannot serve would take any code (decision 111).
 */
const AJAX_WIDGETS = new Set(["COMBOBOX_AJAX_SIMPLE", "COMBOBOX_AJAX_MULTIPLE"]);

/**
 * Whether a selection URL names a list this portal serves: a dictionary that exists, every or the
 * active organisations, or the units or signers of a body (fixed by ?org= or, updateAttr
 * "query:org", by the field it depends on).
 */
function servesList(db: Db, url: string, draft: FieldDraft): boolean {
  const target = portalListOf(url);
  if (!target) return false;
  if ((ORGANIZATION_LISTS as readonly string[]).includes(target.list)) return true;
  if (isPerOrganization(target.list))
    return Boolean(target.query.org) || (Boolean(draft.dependsOn) && draft.updateAttr === "query:org");
  return dictionaryExists(db, target.list);
}

/** What is wrong with an ajax selector's source of options, if anything. */
function ajaxListErrors(draft: FieldDraft, db: Db): DraftErrors {
  if (!AJAX_WIDGETS.has(draft.widget)) return {};
  if (draft.selectionListUrl) {
    if (!isPortalPath(draft.selectionListUrl) || servesList(db, draft.selectionListUrl, draft)) return {};
    return { selectionListUrl: DECISION_TYPE_TEXT.unknownOptionList };
  }
  return draft.dictionaryUid ? {} : { dictionaryUid: DECISION_TYPE_TEXT.ajaxWithoutList };
}

/** The path a condition or dependency names ("!path" for shownWhen/enabledOn means "when empty"). */
function referencedPath(draft: FieldDraft, key: (typeof REFERENCES)[number]): string | null {
  const raw = draft[key];
  if (!raw) return null;
  return key !== "dependsOn" && raw.startsWith("!") ? raw.slice(1) : raw;
}

/** A path the entry form keeps under extraFieldValues (not a common field's). */
function isExtraPath(draft: FieldDraft): boolean {
  return (
    extraFields([
      { uid: draft.fieldPath, fieldPath: draft.fieldPath, widget: draft.widget, label: "", required: false },
    ]).length > 0
  );
}

/**
 * What is wrong with one field among `others` (the type's other fields, by path), by form field
 * (empty when nothing is).
 */
export function fieldErrors(draft: FieldDraft, others: ReadonlySet<string>, db: Db = getDb()): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.label.trim()) errors.label = DECISION_TYPE_TEXT.labelRequired;
  if (!KNOWN_WIDGETS.includes(draft.widget)) errors.widget = DECISION_TYPE_TEXT.unknownWidget;
  if (!PATH.test(draft.fieldPath)) errors.fieldPath = DECISION_TYPE_TEXT.badPath;
  else if (!isExtraPath(draft)) errors.fieldPath = DECISION_TYPE_TEXT.pathCommon;
  else if (others.has(draft.fieldPath)) errors.fieldPath = DECISION_TYPE_TEXT.pathTaken;
  for (const key of REFERENCES) {
    const path = referencedPath(draft, key);
    if (path === null) continue;
    if (path === draft.fieldPath) errors[key] = DECISION_TYPE_TEXT.selfReference;
    else if (!others.has(path)) errors[key] = DECISION_TYPE_TEXT.unknownField(path);
  }
  if (draft.updateAttr) {
    if (!UPDATE_ATTR.test(draft.updateAttr)) errors.updateAttr = DECISION_TYPE_TEXT.badUpdateAttr;
    else if (!draft.dependsOn) errors.updateAttr = DECISION_TYPE_TEXT.updateAttrWithoutDependency;
  }
  if (draft.clearAttr) {
    if (!CLEAR_ATTR.test(draft.clearAttr)) errors.clearAttr = DECISION_TYPE_TEXT.badClearAttr;
    else if (!draft.dependsOn) errors.clearAttr = DECISION_TYPE_TEXT.clearAttrWithoutDependency;
  }
  if (draft.size && !(/^[1-9]\d{0,2}$/.test(draft.size) && Number(draft.size) <= MAX_SIZE))
    errors.size = DECISION_TYPE_TEXT.badSize;
  for (const key of URLS) if (draft[key] && !isPortalPath(draft[key])) errors[key] = DECISION_TYPE_TEXT.badPortalPath;
  if (draft.dictionaryUid && !dictionaryExists(db, draft.dictionaryUid))
    errors.dictionaryUid = DECISION_TYPE_TEXT.unknownDictionary(draft.dictionaryUid);
  if (draft.arrayView === "table" && !GROUP_WIDGETS.has(draft.widget))
    errors.arrayView = DECISION_TYPE_TEXT.tableNeedsGroup;
  return { ...ajaxListErrors(draft, db), ...errors };
}

/** The paths of the type's current own fields, as the entry form keeps them. */
export function currentPaths(typeUid: string, db: Db = getDb()): Set<string> {
  return new Set(
    typeRows(db, typeUid)
      .map(draftOf)
      .filter(isExtraPath)
      .map((d) => d.fieldPath),
  );
}

/**
 * What is wrong with a field for the type: a new one (`editing` undefined) must have a path of its
 * own; an edited one keeps its path (`editing`) and may not name itself.
 */
export function validateFieldDraft(
  typeUid: string,
  draft: FieldDraft,
  db: Db = getDb(),
  editing?: string,
): DraftErrors {
  const others = currentPaths(typeUid, db);
  if (editing !== undefined) others.delete(editing);
  return fieldErrors(draft, others, db);
}

/** The errors of a whole definition (PUT), by position; each field is checked among the others. */
export function validateFieldSet(drafts: readonly FieldDraft[], db: Db = getDb()): Map<number, DraftErrors> {
  const found = new Map<number, DraftErrors>();
  drafts.forEach((draft, i) => {
    const others = new Set(drafts.filter((_, j) => j !== i).map((d) => d.fieldPath));
    // Of two fields with one path, the second is the one in the way.
    const earlier = new Set(drafts.slice(0, i).map((d) => d.fieldPath));
    const errors = fieldErrors(draft, others, db);
    if (errors.fieldPath === DECISION_TYPE_TEXT.pathTaken && !earlier.has(draft.fieldPath)) delete errors.fieldPath;
    if (Object.keys(errors).length) found.set(i, errors);
  });
  return found;
}

/**
 * The fields that depend on `path`: those whose condition or dependency names it (their clearAttr
 * and updateAttr act through that dependency), and those nested under it (path.child).
 */
export function dependantsOf(path: string, drafts: readonly FieldDraft[]): FieldDraft[] {
  return drafts.filter(
    (d) =>
      d.fieldPath !== path &&
      (d.fieldPath.startsWith(`${path}.`) || REFERENCES.some((key) => referencedPath(d, key) === path)),
  );
}
