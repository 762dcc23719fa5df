/** A valid TEXT field draft for tests of the decision-type definitions, with the given changes. */
import type { FieldDraft } from "../field-draft";

export const fieldDraft = (over: Partial<FieldDraft> = {}): FieldDraft => ({
  fieldPath: "contractNumber",
  widget: "TEXT",
  label: "Αριθμός σύμβασης",
  help: "",
  required: false,
  maxLength: 50,
  dictionaryUid: "",
  arrayView: "",
  shownWhen: "",
  enabledOn: "",
  dependsOn: "",
  updateAttr: "",
  clearAttr: "",
  size: "",
  selectionListUrl: "",
  dataByUidUrl: "",
  ...over,
});
