/**
 * A field as the administration's form gives it (/administration/dt/{uid}): a plain type, so the
 * form component and the server module that checks and stores it (definitions.server.ts) share it.
 */
export interface FieldDraft {
  fieldPath: string;
  widget: string;
  label: string;
  help: string;
  required: boolean;
  maxLength: number | null;
  dictionaryUid: string;
  arrayView: string;
  shownWhen: string;
  enabledOn: string;
  dependsOn: string;
  updateAttr: string;
  /** "value": the field is emptied when the field it depends on changes ("" never). */
  clearAttr: string;
  /** The control's width in characters, as typed ("" the widget's own). */
  size: string;
  /** Paths of this portal where the options are searched, and one chosen option read ("" none). */
  selectionListUrl: string;
  dataByUidUrl: string;
}
