/**
 * The rule of one value for each SPEC §3 widget (the rule half of the widget modules in
 * ./widgets.tsx): the schema (./fields-schema.ts), the action and the JSON API look it up here.
 * Most widgets take the rule of their control kind (./kind-rule.ts); the ajax selectors check
 * values against the options the server knows (./ajax-rule.ts), and COMBOBOX_CUSTOM_DATA takes
 * any text (its list is only suggestions).
 */
import { ajaxRule } from "./ajax-rule";
import { ruleForKind, type FieldSchema } from "./kind-rule";
import type { Option } from "./options.rule";
import { textSchema } from "./text.rule";
import type { FieldDef } from "./types";

export type WidgetRule = (def: FieldDef, options: readonly Option[], required: boolean) => FieldSchema;

const customData: WidgetRule = (def, _options, required) => textSchema(def.maxLength, { required });

const OWN_RULES: Readonly<Record<string, WidgetRule>> = {
  COMBOBOX_CUSTOM_DATA: customData,
  COMBOBOX_AJAX_SIMPLE: ajaxRule(false),
  COMBOBOX_AJAX_MULTIPLE: ajaxRule(true),
  ORGANIZATION_ALL: ajaxRule(false),
  ORGANIZATION_SIMPLE: ajaxRule(false),
};

export function widgetRule(widget: string): WidgetRule {
  return OWN_RULES[widget] ?? ruleForKind;
}
