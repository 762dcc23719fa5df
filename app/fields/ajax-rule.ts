/**
 * The rule of the ajax selectors: one (or several) of the options the server knows for the field;
 * when the list follows another field and was not loaded, the values are codes checked later.
 */
import type { FieldSchema } from "./kind-rule";
import { optionSchema, optionsSchema, type Option } from "./options.rule";
import { textListSchema, textSchema } from "./text.rule";
import type { FieldDef } from "./types";

export function ajaxRule(multiple: boolean) {
  return (def: FieldDef, options: readonly Option[], required: boolean): FieldSchema => {
    const rule = { required };
    if (options.length === 0) return multiple ? textListSchema(def.maxLength, rule) : textSchema(def.maxLength, rule);
    return multiple ? optionsSchema(options, rule, true) : optionSchema(options, rule);
  };
}
