/**
 * A body and the active bodies it supervises, directly or not, as one flat list in tree order
 * (SPEC §7 /static/api/organizations/all/{orgUid}): the body first (level 0), then each supervised
 * body right after its supervisor, by name, with its depth under the body. Read through the same
 * tree as /organization/visual and /organizations/supervisedWithCurrent (./tree.server.ts), so
 * the three never disagree; a body that is not active is left out with everything under it.
 */
import type { DbOrTx } from "../audit.server";
import type { TreeNode } from "./tree";
import { supervisedWithCurrent } from "./tree.server";

export interface SupervisedListItem {
  uid: string;
  label: string;
  latinName: string;
  /** 0 for the body asked about, 1 for the bodies it supervises directly, and so on. */
  level: number;
}

function flatten(node: TreeNode, level: number, out: SupervisedListItem[]): SupervisedListItem[] {
  out.push({ uid: node.uid, label: node.text, latinName: node.latinName, level });
  for (const child of node.children) flatten(child, level + 1, out);
  return out;
}

/** The list for the body with this uid, or null when there is no such body. */
export function organizationWithSupervised(uid: string, db?: DbOrTx): SupervisedListItem[] | null {
  const root = supervisedWithCurrent(uid, true, db);
  return root ? flatten(root, 0, []) : null;
}
