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
}
