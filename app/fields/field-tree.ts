/**
 * The dynamic fields of a decision type as a tree (SPEC §3). Definitions are flat rows with
 * dotted paths; a group (LINE_COMPOSITE, LINE_COMPOSITE_AFM) owns the definitions whose path
 * starts with its own path + ".". A group with arrayView "table" holds rows (a list of objects);
 * without, one object. A plain field with arrayView "list" holds a list of values. Paths inside a
 * group are relative to it and may still be dotted ("expenseAmount.amount": an implicit object).
 */
import type { FieldDef } from "./types";
import { GROUP_WIDGETS } from "./widget-kind";

export type FieldNode =
  | { type: "field"; def: FieldDef; path: string; list: boolean }
  | { type: "group"; def: FieldDef; path: string; table: boolean; children: FieldNode[] };

/** Builds the tree; `path` of each node is relative to its parent, definition order is kept. */
export function buildFieldTree(defs: readonly FieldDef[], base = ""): FieldNode[] {
  const under = (def: FieldDef, group: FieldDef) => def !== group && def.fieldPath.startsWith(`${group.fieldPath}.`);
  const groups = defs.filter((d) => GROUP_WIDGETS.has(d.widget) && defs.some((o) => under(o, d)));
  const relative = (def: FieldDef) => (base ? def.fieldPath.slice(base.length + 1) : def.fieldPath);
  return defs
    .filter((d) => !groups.some((g) => under(d, g)))
    .map((def): FieldNode =>
      groups.includes(def)
        ? {
            type: "group",
            def,
            path: relative(def),
            table: def.arrayView === "table",
            children: buildFieldTree(
              defs.filter((d) => under(d, def)),
              def.fieldPath,
            ),
          }
        : { type: "field", def, path: relative(def), list: def.arrayView === "list" },
    );
}

/** Every field definition under the nodes (groups excluded), depth first. */
export function leafDefs(nodes: readonly FieldNode[]): FieldDef[] {
  return nodes.flatMap((n) => (n.type === "field" ? [n.def] : leafDefs(n.children)));
}

/**
 * The label of the field a form name points at, for the error summary: "amountWithKae[1].kae"
 * -> "Αριθμός ΚΑΕ/ΑΛΕ (Ποσό και ΚΑΕ/ΑΛΕ, γραμμή 2)". Names are relative to the nodes.
 */
export function labelForName(nodes: readonly FieldNode[], name: string): string | null {
  for (const node of nodes) {
    if (name !== node.path && !name.startsWith(`${node.path}.`) && !name.startsWith(`${node.path}[`)) continue;
    const rest = name.slice(node.path.length); // "", "[1].kae", ".kae", "[0]"
    const row = /^\[(\d+)\]/.exec(rest);
    const after = (row ? rest.slice(row[0].length) : rest).replace(/^\./, "");
    const rowText = row ? `γραμμή ${Number(row[1]) + 1}` : null;
    if (node.type === "group" && after !== "") {
      const inner = labelForName(node.children, after);
      if (inner) return `${inner} (${rowText ? `${node.def.label}, ${rowText}` : node.def.label})`;
    }
    // The field itself, one of its entries, or a part of it (an AFM's number).
    return rowText ? `${node.def.label} (${rowText})` : node.def.label;
  }
  return null;
}
