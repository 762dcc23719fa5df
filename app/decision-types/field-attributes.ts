/**
 * Every attribute a field definition has beyond its path, label and widget (SPEC §3 "Dynamic field
 * definition"), as label-value pairs the fields table of /administration/dt/{uid} lists: only the
 * ones set, in the order of the edit form, labelled as the edit form labels them, so what an
 * administrator typed there can be found again at a glance.
 */

/** The attributes of a stored field definition the table reads (a plain shape: no database types here). */
export interface FieldAttributeSource {
  help: string | null;
  maxLength: number | null;
  size: number | null;
  width: string | null;
  defaultValue: string | null;
  dictionaryUid: string | null;
  arrayView: string | null;
  shownWhen: string | null;
  enabledOn: string | null;
  dependsOn: string | null;
  updateAttr: string | null;
  clearAttr: string | null;
  selectionListUrl: string | null;
  dataByUidUrl: string | null;
  relatedTypes: string[] | null;
  relatedSameOrganization: boolean;
  uid: string | null;
  fieldPath: string;
}

export interface FieldAttribute {
  /** The attribute's name in SPEC §3 (also the key the API uses). */
  name: string;
  label: string;
  value: string;
}

/**
 * The attributes' labels, one wording for the edit form (FieldDraftForm) and the fields table, so
 * that what an administrator typed under a label is found again under the same one.
 */
export const ATTRIBUTE_LABELS = {
  help: "Βοήθεια",
  maxLength: "Μέγιστο μήκος",
  dictionaryUid: "Λεξικό επιλογών",
  arrayView: "Πολλές τιμές",
  shownWhen: "Εμφανίζεται όταν",
  enabledOn: "Ενεργό όταν",
  dependsOn: "Εξαρτάται από",
  clearAttr: "Αδειάζει όταν αλλάζει το πεδίο από το οποίο εξαρτάται",
  updateAttr: "Ιδιότητα που ενημερώνεται",
  size: "Πλάτος (χαρακτήρες)",
  width: "Πλάτος στήλης",
  selectionListUrl: "Διεύθυνση αναζήτησης επιλογών",
  dataByUidUrl: "Διεύθυνση ανάγνωσης επιλογής",
  defaultValue: "Προεπιλεγμένη τιμή",
  relatedTypes: "Είδη σχετικής πράξης",
  relatedSameOrganization: "Σχετική πράξη του ίδιου φορέα",
  uid: "Κωδικός",
} as const satisfies Partial<Record<keyof FieldAttributeSource, string>>;

const ARRAY_VIEW: Record<string, string> = { list: "Λίστα τιμών", table: "Πίνακας γραμμών" };
const CLEAR_ATTR: Record<string, string> = { value: "Ναι, η τιμή του (value)" };

/** The attributes that are set, each once, in the edit form's order. */
export function fieldAttributes(row: FieldAttributeSource): FieldAttribute[] {
  const all: [keyof FieldAttributeSource, string, string | null][] = [
    ["help", ATTRIBUTE_LABELS.help, row.help],
    ["maxLength", ATTRIBUTE_LABELS.maxLength, row.maxLength === null ? null : String(row.maxLength)],
    ["dictionaryUid", ATTRIBUTE_LABELS.dictionaryUid, row.dictionaryUid],
    ["arrayView", ATTRIBUTE_LABELS.arrayView, row.arrayView && (ARRAY_VIEW[row.arrayView] ?? row.arrayView)],
    ["shownWhen", ATTRIBUTE_LABELS.shownWhen, row.shownWhen],
    ["enabledOn", ATTRIBUTE_LABELS.enabledOn, row.enabledOn],
    ["dependsOn", ATTRIBUTE_LABELS.dependsOn, row.dependsOn],
    ["clearAttr", ATTRIBUTE_LABELS.clearAttr, row.clearAttr && (CLEAR_ATTR[row.clearAttr] ?? row.clearAttr)],
    ["updateAttr", ATTRIBUTE_LABELS.updateAttr, row.updateAttr],
    ["size", ATTRIBUTE_LABELS.size, row.size === null ? null : String(row.size)],
    ["width", ATTRIBUTE_LABELS.width, row.width],
    ["selectionListUrl", ATTRIBUTE_LABELS.selectionListUrl, row.selectionListUrl],
    ["dataByUidUrl", ATTRIBUTE_LABELS.dataByUidUrl, row.dataByUidUrl],
    ["defaultValue", ATTRIBUTE_LABELS.defaultValue, row.defaultValue],
    ["relatedTypes", ATTRIBUTE_LABELS.relatedTypes, row.relatedTypes?.length ? row.relatedTypes.join(", ") : null],
    ["relatedSameOrganization", ATTRIBUTE_LABELS.relatedSameOrganization, row.relatedSameOrganization ? "Ναι" : null],
    // Most definitions' uid is their path: repeated, it would only be noise.
    ["uid", ATTRIBUTE_LABELS.uid, row.uid === row.fieldPath ? null : row.uid],
  ];
  return all
    .filter((entry): entry is [keyof FieldAttributeSource, string, string] => Boolean(entry[2]))
    .map(([name, label, value]) => ({ name, label, value }));
}
