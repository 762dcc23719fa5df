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

const ARRAY_VIEW: Record<string, string> = { list: "Λίστα τιμών", table: "Πίνακας γραμμών" };
const CLEAR_ATTR: Record<string, string> = { value: "Ναι, η τιμή του (value)" };

/** The attributes that are set, each once, in the edit form's order. */
export function fieldAttributes(row: FieldAttributeSource): FieldAttribute[] {
  const all: [keyof FieldAttributeSource, string, string | null][] = [
    ["help", "Βοήθεια", row.help],
    ["maxLength", "Μέγιστο μήκος", row.maxLength === null ? null : String(row.maxLength)],
    ["dictionaryUid", "Λεξικό επιλογών", row.dictionaryUid],
    ["arrayView", "Πολλές τιμές", row.arrayView && (ARRAY_VIEW[row.arrayView] ?? row.arrayView)],
    ["shownWhen", "Εμφανίζεται όταν", row.shownWhen],
    ["enabledOn", "Ενεργό όταν", row.enabledOn],
    ["dependsOn", "Εξαρτάται από", row.dependsOn],
    ["clearAttr", "Αδειάζει όταν αλλάζει", row.clearAttr && (CLEAR_ATTR[row.clearAttr] ?? row.clearAttr)],
    ["updateAttr", "Ιδιότητα που ενημερώνεται", row.updateAttr],
    ["size", "Πλάτος (χαρακτήρες)", row.size === null ? null : String(row.size)],
    ["width", "Πλάτος στήλης", row.width],
    ["selectionListUrl", "Διεύθυνση αναζήτησης επιλογών", row.selectionListUrl],
    ["dataByUidUrl", "Διεύθυνση ανάγνωσης επιλογής", row.dataByUidUrl],
    ["defaultValue", "Προεπιλεγμένη τιμή", row.defaultValue],
    ["relatedTypes", "Είδη σχετικής πράξης", row.relatedTypes?.length ? row.relatedTypes.join(", ") : null],
    ["relatedSameOrganization", "Σχετική πράξη του ίδιου φορέα", row.relatedSameOrganization ? "Ναι" : null],
    // Most definitions' uid is their path: repeated, it would only be noise.
    ["uid", "Κωδικός", row.uid === row.fieldPath ? null : row.uid],
  ];
  return all
    .filter((entry): entry is [keyof FieldAttributeSource, string, string] => Boolean(entry[2]))
    .map(([name, label, value]) => ({ name, label, value }));
}
