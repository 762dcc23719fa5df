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
 * Conditions and date-after apply at every depth: inside a group's row, a path that starts with
 * the group's path names a field of the same row.
 */
import { z } from "zod";
import { MSG, TEXT } from "../messages";
import { checkNotBefore } from "./date-after.rule";
import type { FieldNode } from "./field-tree";
import type { Option } from "./options.rule";
import { getPath, joinName, withoutPath } from "./paths";
import { emptyToUndefined, isMissing } from "./required";
import { present } from "./rule";
import type { FieldDef } from "./types";
import { kindOf } from "./widget-kind";
import { widgetRule } from "./widget-rules";

/** Options of choice fields, by the field's full path inside extraFieldValues. */
export type OptionsByPath = Readonly<Record<string, readonly Option[]>>;

type Schema = z.ZodType<unknown, unknown>;

/** The rule of one value of a field: its widget's (./widget-rules.ts). */
export function ruleForField(def: FieldDef, options: readonly Option[], required: boolean): Schema {
  return widgetRule(def.widget)(def, options, required);
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

/**
 * The options of a field whose list follows another field (updateAttr "query:<param>"), for that
 * field's value (a body's signers or units); null when they cannot be known here.
 */
export type DependentOptions = (def: FieldDef, otherValue: string) => readonly Option[] | null;

function nodeSchema(
  node: FieldNode,
  options: OptionsByPath,
  prefix: string,
  conditional: boolean,
  dependent?: DependentOptions,
): Schema {
  const full = joinName(prefix, node.path);
  const required = node.def.required && !conditional;
  if (node.type === "field") {
    const own = options[full] ?? [];
    if (!node.list) return ruleForField(node.def, own, required);
    return listSchema(ruleForField(node.def, own, true), required, (v) => isBlank(v, null, options, full));
  }
  const row = objectSchema(node.children, options, full, node.def.fieldPath, dependent);
  return node.table ? listSchema(row, required, (v) => isBlank(v, node.children, options, full)) : row;
}

/** Nested objects for the nodes' (possibly dotted) paths; `groupPath` is their group's definition path. */
function objectSchema(
  nodes: readonly FieldNode[],
  options: OptionsByPath,
  prefix: string,
  groupPath = "",
  dependent?: DependentOptions,
): Schema {
  type Tree = { [key: string]: Tree | Schema };
  const tree: Tree = {};
  for (const node of nodes) {
    const parts = node.path.split(".");
    let at = tree;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      at = next && !(next instanceof z.ZodType) ? next : (at[part] = {});
    }
    at[parts[parts.length - 1]] = nodeSchema(node, options, prefix, isConditional(node.def), dependent);
  }
  const build = (t: Tree): Schema => {
    const shape: Record<string, Schema> = {};
    for (const [key, v] of Object.entries(t)) shape[key] = v instanceof z.ZodType ? v : build(v);
    // An object the client left out is an empty one, so its fields report themselves.
    return present()
      .transform((v) => (v === undefined || v === null || v === "" ? {} : v))
      .pipe(z.object(shape));
  };
  return withConditions(nodes, build(tree), groupPath, dependent);
}

const isConditional = (def: FieldDef) => Boolean(def.shownWhen || def.enabledOn);

/**
 * A condition or dependency path as seen from inside a group: definitions name fields by their
 * full path ("contributing_parts.ministryId"); inside a row of contributing_parts that is the
 * row's "ministryId". A path outside the group stays as it is (relative to the same object).
 */
export function relativePath(path: string, groupPath: string): string {
  return groupPath && path.startsWith(`${groupPath}.`) ? path.slice(groupPath.length + 1) : path;
}

/** SPEC §3 shownWhen/enabledOn: "x" while x has a value (a ticked box), "!x" while it has none. */
export function isShown(condition: string | null | undefined, root: unknown, groupPath = ""): boolean {
  if (!condition) return true;
  const negated = condition.startsWith("!");
  const path = relativePath(negated ? condition.slice(1) : condition, groupPath);
  const v = emptyToUndefined(getPath(root, path));
  const has = !isMissing(v) && v !== false && v !== "false" && v !== "off";
  return negated ? !has : has;
}

/** Whether a field takes part in the form: shown and enabled (a disabled control posts nothing). */
export function isActive(def: FieldDef, root: unknown, groupPath = ""): boolean {
  return isShown(def.shownWhen, root, groupPath) && isShown(def.enabledOn, root, groupPath);
}

/**
 * The conditions of one level (top level or a group's row): hidden or disabled fields are
 * neither validated nor stored, a shown one is required if its definition says so, and a date
 * with dependsOn + updateAttr "minDate" is not before the other date (SPEC §5 date-after).
 */
function withConditions(
  nodes: readonly FieldNode[],
  schema: Schema,
  groupPath: string,
  dependent?: DependentOptions,
): Schema {
  const conditional = nodes.filter((n) => isConditional(n.def));
  const dated = nodes.filter((n) => n.type === "field" && n.def.dependsOn && n.def.updateAttr === "minDate");
  const following = dependent
    ? nodes.filter((n) => n.type === "field" && n.def.dependsOn && n.def.updateAttr?.startsWith("query:"))
    : [];
  if (conditional.length === 0 && dated.length === 0 && following.length === 0) return schema;
  return present()
    .transform((raw) => {
      let row = raw;
      for (const n of conditional) if (!isActive(n.def, raw, groupPath)) row = withoutPath(row, n.path);
      return row;
    })
    .pipe(schema)
    .superRefine(
      (value, ctx) => {
        for (const n of conditional) {
          if (
            n.def.required &&
            isActive(n.def, value, groupPath) &&
            isMissing(emptyToUndefined(getPath(value, n.path)))
          ) {
            ctx.addIssue({ code: "custom", message: MSG.required, path: n.path.split(".") });
          }
        }
        for (const n of dated) {
          const day = getPath(value, n.path);
          const reference = getPath(value, relativePath(n.def.dependsOn!, groupPath));
          if (typeof day !== "string" || typeof reference !== "string") continue;
          const problem = checkNotBefore(day, reference);
          if (problem) ctx.addIssue({ code: "custom", message: problem, path: n.path.split(".") });
        }
        // A signer or unit must belong to the body chosen in the same row (a forged one is refused).
        for (const n of following) {
          const chosen = getPath(value, n.path);
          const values = (Array.isArray(chosen) ? chosen : [chosen]).filter((v) => typeof v === "string" && v !== "");
          if (values.length === 0) continue;
          const other = getPath(value, relativePath(n.def.dependsOn!, groupPath));
          const allowed = dependent!(n.def, typeof other === "string" ? other : "");
          if (allowed === null) continue;
          const known = new Set(allowed.map((o) => o.value));
          if (values.some((v) => !known.has(v as string)))
            ctx.addIssue({ code: "custom", message: TEXT.invalidOption, path: n.path.split(".") });
        }
      },
      // Run even when other fields failed, so every error shows on the first submit.
      { when: () => true },
    );
}

/** The schema of extraFieldValues for the tree's top-level nodes. */
export function dynamicFieldsSchema(
  nodes: readonly FieldNode[],
  options: OptionsByPath = {},
  dependent?: DependentOptions,
): z.ZodType<Record<string, unknown>, unknown> {
  return objectSchema(nodes, options, "", "", dependent) as z.ZodType<Record<string, unknown>, unknown>;
}
