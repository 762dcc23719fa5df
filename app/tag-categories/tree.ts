/**
 * The tree of a dictionary's items (hierarchical tags: region -> municipality), as plain
 * functions over rows: the order parents-then-children the pages and option lists use, the loop
 * check of a move, and which items are offered (an item is offered only if it and every item
 * above it are active). Rows whose parent is missing, or that only a loop in the data reaches,
 * are treated as roots so nothing is lost and nothing hangs.
 */

export interface TreeRow {
  uid: string;
  parentUid: string | null;
  sortOrder: number;
  label: string;
  active: boolean;
}

export type TreeNode<R extends TreeRow> = R & { depth: number };

const bySortThenLabel = (a: TreeRow, b: TreeRow) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label, "el");

/** The rows parents first, each level by sort order then label, with their depth. */
export function orderTree<R extends TreeRow>(rows: readonly R[]): TreeNode<R>[] {
  const known = new Set(rows.map((r) => r.uid));
  const children = new Map<string | null, R[]>();
  for (const r of rows) {
    const parent = r.parentUid && known.has(r.parentUid) && r.parentUid !== r.uid ? r.parentUid : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  for (const list of children.values()) list.sort(bySortThenLabel);
  const out: TreeNode<R>[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const r of children.get(parent) ?? []) {
      if (seen.has(r.uid)) continue;
      seen.add(r.uid);
      out.push({ ...r, depth });
      walk(r.uid, depth + 1);
    }
  };
  walk(null, 0);
  for (const r of [...rows].sort(bySortThenLabel)) {
    if (seen.has(r.uid)) continue;
    seen.add(r.uid);
    out.push({ ...r, depth: 0 });
    walk(r.uid, 1);
  }
  return out;
}

/** True when putting `uid` under `newParent` would make it its own ancestor. */
export function makesLoop(rows: readonly Pick<TreeRow, "uid" | "parentUid">[], uid: string, newParent: string | null) {
  const parentOf = new Map(rows.map((r) => [r.uid, r.parentUid]));
  const visited = new Set<string>();
  for (let at = newParent; at !== null && at !== undefined; at = parentOf.get(at) ?? null) {
    if (at === uid) return true;
    if (visited.has(at)) return false; // an existing loop above: not this move's doing
    visited.add(at);
  }
  return false;
}

/** The uids offered for new choices: active items none of whose ancestors is inactive. */
export function offeredUids(rows: readonly Pick<TreeRow, "uid" | "parentUid" | "active">[]): Set<string> {
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const offered = new Set<string>();
  for (const r of rows) {
    let ok = true;
    const seen = new Set<string>();
    for (
      let at: typeof r | undefined = r;
      at && !seen.has(at.uid);
      at = at.parentUid ? byUid.get(at.parentUid) : undefined
    ) {
      seen.add(at.uid);
      if (!at.active) {
        ok = false;
        break;
      }
    }
    if (ok) offered.add(r.uid);
  }
  return offered;
}

/**
 * The siblings under `parent` with `uid` moved (or added) to the 1-based `position` (past the
 * end: last). Used to renumber the siblings after a move or a reorder.
 */
export function placeAmongSiblings(siblings: readonly string[], uid: string, position: number | null): string[] {
  const rest = siblings.filter((s) => s !== uid);
  const at = position === null ? rest.length : Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, at), uid, ...rest.slice(at)];
}
