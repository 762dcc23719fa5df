/**
 * LINE_COMPOSITE: a group of fields on one line (./field-tree.ts owns which fields belong to it):
 * one object under a fieldset, or with arrayView "table" a horizontal table of rows
 * (./DynamicFields.tsx adds and removes rows). A group with no fields under it is one text field.
 */
import type { ReactNode } from "react";
import { TextWidget } from "./text.widget";
import type { FieldDef } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

/** The fieldset of a one-object group; its fields come as children. */
export function GroupFieldset({ def, id, children }: { def: FieldDef; id?: string; children: ReactNode }) {
  return (
    <fieldset className="form-fieldset form-line" id={id}>
      <legend className="govgr-heading-s">{def.label}</legend>
      {def.help ? <p className="govgr-hint">{def.help}</p> : null}
      {children}
    </fieldset>
  );
}

export const LINE_COMPOSITE: WidgetModule = {
  name: "LINE_COMPOSITE",
  rule: widgetRule("LINE_COMPOSITE"),
  Control: TextWidget,
};
