/**
 * The zod schema of one dynamic field, chosen by its widget kind (./widget-kind.ts) from the rule
 * modules, with the definition's required flag and maxLength.
 */
import type { z } from "zod";
import { adaSchema } from "./ada.rule";
import { afmSchema } from "./afm.rule";
import { amountSchema } from "./amount.rule";
import { checkboxSchema } from "./checkbox.rule";
import { dateSchema } from "./date.rule";
import { naturalNumberSchema } from "./natural-number.rule";
import { optionSchema, optionsSchema } from "./options.rule";
import { textSchema } from "./text.rule";
import type { FieldDef, Option } from "./types";
import { widgetKind } from "./widget-kind";
import { yearSchema } from "./year.rule";

export function ruleForField(def: FieldDef, options: readonly Option[] = []): z.ZodType<unknown, unknown> {
  const rule = { required: def.required };
  switch (widgetKind(def.widget, options.length > 0)) {
    case "text":
    case "hidden":
      return textSchema(def.maxLength, rule);
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
      return optionSchema(options, rule);
    case "multiselect":
      return optionsSchema(options, rule);
  }
}
