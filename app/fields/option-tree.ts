/**
 * Options of a tree (units under units, municipalities under their region) in the order a
 * hierarchical menu shows them: parents before their children, each level in the order given,
 * each with its depth. An item whose parent is not in the list is a root; items only reachable
 * through a cycle are still offered, as roots (bad data must not hang the page or lose an item).
 */
import type { Option } from "./options.rule";

export interface TreeItem {
  value: string;
  label: string;
  parent: string | null;
}

export function treeOptions(items: readonly TreeItem[]): Option[] {
  const known = new Set(items.map((r) => r.value));
  const children = new Map<string | null, TreeItem[]>();
  for (const r of items) {
    const parent = r.parent && known.has(r.parent) && r.parent !== r.value ? r.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: Option[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      if (seen.has(r.value)) continue;
      seen.add(r.value);
      out.push({ value: r.value, label: r.label, depth });
      walk(r.value, depth + 1);
    }
  };
  walk(null, 0);
  for (const r of items) if (!seen.has(r.value)) out.push({ value: r.value, label: r.label, depth: 0 });
  return out;
}
