/**
 * The rule of the ajax selectors: one (or several) of the options the server knows for the field;
 * when the list follows another field and was not loaded, the values are codes checked later.
 */
import { followsAnother } from "./following";
import type { FieldSchema } from "./kind-rule";
import { optionSchema, optionsSchema, type Option } from "./options.rule";
import { textListSchema, textSchema } from "./text.rule";
import type { FieldDef } from "./types";

/**
 * Without options, only a field whose list follows another one takes codes here (the schema checks
 * them against that list, app/fields/fields-schema.ts); any other field without options has a list
 * that is empty or that this portal cannot serve, and takes no code (decision 111).
 */
export function ajaxRule(multiple: boolean) {
  return (def: FieldDef, options: readonly Option[], required: boolean): FieldSchema => {
    const rule = { required };
    if (options.length === 0 && followsAnother(def))
      return multiple ? textListSchema(def.maxLength, rule) : textSchema(def.maxLength, rule);
    return multiple ? optionsSchema(options, rule, true) : optionSchema(options, rule);
  };
}
