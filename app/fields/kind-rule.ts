/**
 * The rule of one value for each control kind (./widget-kind.ts). Widget modules (./widgets.ts)
 * use it unless their widget needs a rule of its own, so a widget and its fallback control always
 * agree on what a value is.
 */
import type { z } from "zod";
import { adaSchema } from "./ada.rule";
import { afmSchema } from "./afm.rule";
import { amountSchema } from "./amount.rule";
import { checkboxSchema } from "./checkbox.rule";
import { dateSchema } from "./date.rule";
import { naturalNumberSchema } from "./natural-number.rule";
import { optionSchema, optionsSchema, type Option } from "./options.rule";
import { textListSchema, textSchema } from "./text.rule";
import type { FieldDef } from "./types";
import { kindOf } from "./widget-kind";
import { yearSchema } from "./year.rule";

export type FieldSchema = z.ZodType<unknown, unknown>;

export function ruleForKind(def: FieldDef, options: readonly Option[], required: boolean): FieldSchema {
  const rule = { required };
  switch (kindOf(def, options.length)) {
    case "text":
      return textSchema(def.maxLength, rule);
    case "hidden":
      return options.length ? optionSchema(options, rule) : textSchema(def.maxLength, rule);
    case "date":
      return dateSchema(rule);
    case "year":
      return yearSchema(rule);
    case "amount":
      return amountSchema(rule);
    case "afm":
      return afmSchema(rule);
    case "natural":
      return naturalNumberSchema(def.maxLength, rule);
    case "checkbox":
      return checkboxSchema();
    case "ada":
      return adaSchema(rule);
    case "select":
    case "lookup":
      return optionSchema(options, rule);
    case "multiselect":
      return optionsSchema(options, rule);
    case "lookup-list":
      return optionsSchema(options, rule, true);
    case "text-list":
      return textListSchema(def.maxLength, rule);
  }
}
