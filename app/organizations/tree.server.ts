/**
 * /organization/visual: the supervisor tree of a chosen body, or every top-level body when none is
 * chosen (./tree.ts; only their first level, each a link to its own tree). One narrow read of the ~5,400 bodies, then the tree is built in memory;
 * merged bodies are left out (their names lead to the body they joined).
 */
import { isNull } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { DbOrTx } from "../audit.server";
import { findOrganization } from "./read.server";
import { organizationStatus } from "./status";
import type { OrganizationTree, TreeNode } from "./tree";

interface Row {
  uid: string;
  label: string;
  latinName: string;
  supervisorUid: string | null;
  isActive: boolean;
  inEffect: boolean;
}

const byLabel = (a: TreeNode, b: TreeNode) => a.text.localeCompare(b.text, "el");

function build(row: Row, childrenOf: Map<string, Row[]>, seen: Set<string>): TreeNode {
  seen.add(row.uid);
  const children = (childrenOf.get(row.uid) ?? [])
    .filter((c) => !seen.has(c.uid))
    .map((c) => build(c, childrenOf, seen))
    .sort(byLabel);
  return {
    text: row.label,
    importance: 1 + children.reduce((sum, c) => sum + c.importance, 0),
    uid: row.uid,
    latinName: row.latinName,
    status: organizationStatus(row),
    children,
  };
}

/** The tree under `uidOrLatinName` (null: all top-level bodies), or null for an unknown body. */
export function organizationTree(uidOrLatinName: string | null, db: DbOrTx = getDb()): OrganizationTree | null {
  const o = schema.organizations;
  const rows: Row[] = db
    .select({
      uid: o.uid,
      label: o.label,
      latinName: o.latinName,
      supervisorUid: o.supervisorUid,
      isActive: o.isActive,
      inEffect: o.inEffect,
    })
    .from(o)
    .where(isNull(o.mergedIntoUid))
    .all();
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const childrenOf = new Map<string, Row[]>();
  for (const r of rows) {
    const key = r.supervisorUid && byUid.has(r.supervisorUid) ? r.supervisorUid : "";
    if (!childrenOf.has(key)) childrenOf.set(key, []);
    childrenOf.get(key)!.push(r);
  }
  if (uidOrLatinName === null) {
    const seen = new Set<string>();
    // Only the top level: the whole forest is thousands of bodies; each one links to its own tree.
    const roots = (childrenOf.get("") ?? [])
      .map((r) => ({ ...build(r, childrenOf, seen), children: [] }))
      .sort(byLabel);
    return {
      rootText: "Φορείς χωρίς εποπτεύοντα φορέα",
      rootImportance: roots.reduce((sum, r) => sum + r.importance, 0),
      rootUid: null,
      ancestors: [],
      roots,
    };
  }
  const found = findOrganization(uidOrLatinName, db);
  const chosen = found ? byUid.get(found.uid) : undefined;
  if (!chosen) return null;
  const root = build(chosen, childrenOf, new Set());
  const ancestors: OrganizationTree["ancestors"] = [];
  const walked = new Set([chosen.uid]);
  for (let up = chosen.supervisorUid; up && byUid.has(up) && !walked.has(up); up = byUid.get(up)!.supervisorUid) {
    walked.add(up);
    const row = byUid.get(up)!;
    ancestors.unshift({ uid: row.uid, latinName: row.latinName, text: row.label });
  }
  return { rootText: root.text, rootImportance: root.importance, rootUid: root.uid, ancestors, roots: root.children };
}

/** Only the active bodies of a tree: a body that is not active is left out with everything under it. */
function activeOnly(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes
    .filter((n) => n.status === "active")
    .map((n) => {
      const children = activeOnly(n.children);
      return { ...n, children, importance: 1 + children.reduce((sum, c) => sum + c.importance, 0) };
    });
}

/**
 * The body itself with every body it supervises, directly or not (SPEC §7
 * supervisedWithCurrent), or null for an unknown body. `active`: only bodies in SPEC §4's active
 * state, each left out with its whole subtree otherwise (the body asked about is always there).
 */
export function supervisedWithCurrent(uidOrLatinName: string, active: boolean, db: DbOrTx = getDb()): TreeNode | null {
  const tree = organizationTree(uidOrLatinName, db);
  if (!tree?.rootUid) return null;
  const root = findOrganization(tree.rootUid, db)!;
  const children = active ? activeOnly(tree.roots) : tree.roots;
  return {
    text: tree.rootText,
    importance: 1 + children.reduce((sum, c) => sum + c.importance, 0),
    uid: root.uid,
    latinName: root.latinName,
    status: organizationStatus(root),
    children,
  };
}
