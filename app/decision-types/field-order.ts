/**
 * The order of a decision type's fields (/administration/dt/{uid}, issue 17). The entry form
 * shows the fields as a tree (app/fields/field-tree.ts): a group (LINE_COMPOSITE*) holds the fields
 * under its path, and the stored order (sort_order) counts only among siblings, the fields of one
 * group or of the top level. So a field moves up or down among its siblings, and a group moves with
 * the fields under it. Plain module: the page's rows and the domain's change read the same rules.
 */
import { GROUP_WIDGETS } from "../fields/widget-kind";

export type Direction = "up" | "down";

interface Placed {
  fieldPath: string;
  widget: string;
}

/** The group a field sits in on the entry form (the nearest enclosing group's path; "" the top level). */
export function parentOf(path: string, fields: readonly Placed[]): string {
  let parent = "";
  for (const f of fields)
    if (GROUP_WIDGETS.has(f.widget) && path.startsWith(`${f.fieldPath}.`) && f.fieldPath.length > parent.length)
      parent = f.fieldPath;
  return parent;
}

/** The paths of the field's siblings, itself included, in their order. */
export function siblingsOf(path: string, fields: readonly Placed[]): string[] {
  const parent = parentOf(path, fields);
  return fields.filter((f) => parentOf(f.fieldPath, fields) === parent).map((f) => f.fieldPath);
}

/** Whether the field can move that way (it is not already first, or last, among its siblings). */
export function canMove(path: string, direction: Direction, fields: readonly Placed[]): boolean {
  const siblings = siblingsOf(path, fields);
  const at = siblings.indexOf(path);
  return at >= 0 && (direction === "up" ? at > 0 : at < siblings.length - 1);
}

/**
 * The fields with `path` swapped with its previous (up) or next (down) sibling, listed depth first
 * (each group followed by the fields under it), or null when it cannot move that way.
 */
export function moved<T extends Placed>(fields: readonly T[], path: string, direction: Direction): T[] | null {
  if (!canMove(path, direction, fields)) return null;
  const childrenOf = (parent: string) => fields.filter((f) => parentOf(f.fieldPath, fields) === parent);
  const flatten = (parent: string): T[] => {
    const children = childrenOf(parent);
    if (parent === parentOf(path, fields)) {
      const at = children.findIndex((f) => f.fieldPath === path);
      const other = direction === "up" ? at - 1 : at + 1;
      [children[at], children[other]] = [children[other], children[at]];
    }
    return children.flatMap((f) => [f, ...flatten(f.fieldPath)]);
  };
  return flatten("");
}
