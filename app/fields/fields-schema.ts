/**
 * The zod schema of a decision type's dynamic fields (extraFieldValues), from the field tree
 * (./field-tree.ts) and the rule modules. Values are keyed by path, so the HTML form (Conform
 * names such as "amountWithKae[0].kae") and the JSON API (nested objects and arrays) meet the
 * same schema.
 *
 * - Lists ("list" fields, "table" groups) drop entries left blank, so a spare empty row is not an
 *   error; a required one must keep at least one entry. When a required table was left wholly
 *   blank its first row is kept, so each of its required fields says what is missing.
 * - shownWhen (SPEC §3/§5 "the required rule applies when its condition is true"): a hidden field
 *   is neither validated nor stored, and a shown one is required if its definition says so.
 * - dependsOn + updateAttr "minDate": the SPEC §5 date-after rule against the other field.
 * Conditions and date-after apply to fields at the top level of extraFieldValues (the only
 * place the definitions use them).
 */
import { z } from "zod";
import { MSG } from "../messages";
import { adaSchema } from "./ada.rule";
import { afmSchema } from "./afm.rule";
import { amountSchema } from "./amount.rule";
import { checkboxSchema } from "./checkbox.rule";
import { checkNotBefore } from "./date-after.rule";
import { dateSchema } from "./date.rule";
import type { FieldNode } from "./field-tree";
import { naturalNumberSchema } from "./natural-number.rule";
import { optionSchema, optionsSchema, type Option } from "./options.rule";
import { getPath, joinName, withoutPath } from "./paths";
import { emptyToUndefined, isMissing } from "./required";
import { present } from "./rule";
import { textListSchema, textSchema } from "./text.rule";
import type { FieldDef } from "./types";
import { kindOf } from "./widget-kind";
import { yearSchema } from "./year.rule";

/** Options of choice fields, by the field's full path inside extraFieldValues. */
export type OptionsByPath = Readonly<Record<string, readonly Option[]>>;

type Schema = z.ZodType<unknown, unknown>;

/** The rule of one value of a field, chosen by its kind. */
export function ruleForField(def: FieldDef, options: readonly Option[], required: boolean): Schema {
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

/** Whether a row holds anything a person typed (hidden defaults such as the currency do not count). */
function isBlank(value: unknown, nodes: readonly FieldNode[] | null, options: OptionsByPath, prefix: string): boolean {
  if (nodes === null) return isMissing(emptyToUndefined(value));
  return nodes.every((n) => {
    const v = getPath(value, n.path);
    if (n.type === "group") return isBlank(v, n.children, options, joinName(prefix, n.path));
    if (kindOf(n.def, (options[joinName(prefix, n.path)] ?? []).length) === "hidden") return true;
    return isMissing(emptyToUndefined(v));
  });
}

/** A list of entries; blank entries dropped (see the module comment for required lists). */
function listSchema(item: Schema, required: boolean, blank: (v: unknown) => boolean): Schema {
  return present()
    .transform((raw, ctx) => {
      const all: unknown[] = raw === undefined || raw === null || raw === "" ? [] : Array.isArray(raw) ? raw : [raw];
      const kept = all.filter((entry) => !blank(entry));
      if (kept.length === 0 && required) {
        if (all.length > 0) return [all[0]];
        ctx.addIssue(MSG.required);
        return z.NEVER;
      }
      return kept;
    })
    .pipe(z.array(item));
}

function nodeSchema(node: FieldNode, options: OptionsByPath, prefix: string, conditional: boolean): Schema {
  const full = joinName(prefix, node.path);
  const required = node.def.required && !conditional;
  if (node.type === "field") {
    const own = options[full] ?? [];
    if (!node.list) return ruleForField(node.def, own, required);
    return listSchema(ruleForField(node.def, own, true), required, (v) => isBlank(v, null, options, full));
  }
  const row = objectSchema(node.children, options, full);
  return node.table ? listSchema(row, required, (v) => isBlank(v, node.children, options, full)) : row;
}

/** Nested objects for the nodes' (possibly dotted) paths. */
function objectSchema(nodes: readonly FieldNode[], options: OptionsByPath, prefix: string, top = false): Schema {
  type Tree = { [key: string]: Tree | Schema };
  const tree: Tree = {};
  for (const node of nodes) {
    const parts = node.path.split(".");
    let at = tree;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      at = next && !(next instanceof z.ZodType) ? next : (at[part] = {});
    }
    at[parts[parts.length - 1]] = nodeSchema(node, options, prefix, top && Boolean(node.def.shownWhen));
  }
  const build = (t: Tree): Schema => {
    const shape: Record<string, Schema> = {};
    for (const [key, v] of Object.entries(t)) shape[key] = v instanceof z.ZodType ? v : build(v);
    // An object the client left out is an empty one, so its fields report themselves.
    return present()
      .transform((v) => (v === undefined || v === null || v === "" ? {} : v))
      .pipe(z.object(shape));
  };
  return build(tree);
}

/** SPEC §3 shownWhen: "x" while x has a value (a ticked box), "!x" while it has none. */
export function isShown(condition: string | null | undefined, root: unknown): boolean {
  if (!condition) return true;
  const negated = condition.startsWith("!");
  const v = emptyToUndefined(getPath(root, negated ? condition.slice(1) : condition));
  const has = !isMissing(v) && v !== false && v !== "false" && v !== "off";
  return negated ? !has : has;
}

/** The schema of extraFieldValues for the tree's top-level nodes. */
export function dynamicFieldsSchema(
  nodes: readonly FieldNode[],
  options: OptionsByPath = {},
): z.ZodType<Record<string, unknown>, unknown> {
  const conditional = nodes.filter((n) => n.def.shownWhen);
  const dated = nodes.filter((n) => n.type === "field" && n.def.dependsOn && n.def.updateAttr === "minDate");
  return present()
    .transform((raw) => {
      // Hidden fields are neither validated nor stored.
      let root = raw;
      for (const n of conditional) if (!isShown(n.def.shownWhen, raw)) root = withoutPath(root, n.path);
      return root;
    })
    .pipe(objectSchema(nodes, options, "", true))
    .superRefine(
      (value, ctx) => {
        for (const n of conditional) {
          if (
            n.def.required &&
            isShown(n.def.shownWhen, value) &&
            isMissing(emptyToUndefined(getPath(value, n.path)))
          ) {
            ctx.addIssue({ code: "custom", message: MSG.required, path: n.path.split(".") });
          }
        }
        for (const n of dated) {
          const day = getPath(value, n.path);
          const reference = getPath(value, n.def.dependsOn!);
          if (typeof day !== "string" || typeof reference !== "string") continue;
          const problem = checkNotBefore(day, reference);
          if (problem) ctx.addIssue({ code: "custom", message: problem, path: n.path.split(".") });
        }
      },
      // Run even when other fields failed, so every error shows on the first submit.
      { when: () => true },
    ) as unknown as z.ZodType<Record<string, unknown>, unknown>;
}
