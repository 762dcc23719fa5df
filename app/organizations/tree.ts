/**
 * The supervisor tree of SPEC §3 ("Tree node: text, importance, children. The tree response
 * carries rootText, rootImportance, roots") and its drawing layout. Pure: the page's nested lists,
 * its SVG view and the JSON answer use the same nodes.
 */
import type { OrganizationStatus } from "./status";

export interface TreeNode {
  text: string;
  /** How many bodies are under this one, itself included: the SVG draws bigger nodes for bigger trees. */
  importance: number;
  uid: string;
  latinName: string;
  status: OrganizationStatus;
  children: TreeNode[];
}

export interface OrganizationTree {
  rootText: string;
  rootImportance: number;
  /** The chosen body's uid (null: every top-level body). */
  rootUid: string | null;
  /** The chosen body's supervisors, topmost first (empty for a top-level body or no choice). */
  ancestors: { uid: string; latinName: string; text: string }[];
  roots: TreeNode[];
}

export interface PlacedNode {
  node: TreeNode;
  x: number;
  y: number;
  parent: { x: number; y: number } | null;
}

export const TREE_COLUMN = 260;
export const TREE_ROW = 28;

/** A tidy left-to-right layout: each leaf its own row, each parent centred on its children. */
export function layoutTree(roots: readonly TreeNode[]): { placed: PlacedNode[]; width: number; height: number } {
  const placed: PlacedNode[] = [];
  let row = 0;
  let depthMax = 0;
  const place = (node: TreeNode, depth: number, parent: PlacedNode | null): PlacedNode => {
    depthMax = Math.max(depthMax, depth);
    const self: PlacedNode = { node, x: depth * TREE_COLUMN, y: 0, parent: null };
    placed.push(self);
    if (node.children.length === 0) self.y = row++ * TREE_ROW;
    else {
      const kids = node.children.map((child) => place(child, depth + 1, self));
      self.y = (kids[0].y + kids[kids.length - 1].y) / 2;
    }
    if (parent) self.parent = { x: parent.x, y: parent.y };
    return self;
  };
  for (const root of roots) place(root, 0, null);
  // Parents were placed before their own y was known: link each child to its parent's final place.
  const byNode = new Map(placed.map((p) => [p.node, p]));
  for (const p of placed) for (const child of p.node.children) byNode.get(child)!.parent = { x: p.x, y: p.y };
  return { placed, width: (depthMax + 1) * TREE_COLUMN, height: Math.max(row, 1) * TREE_ROW };
}
