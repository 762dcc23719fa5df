/** A body's units as nested lists: readable without script and by a screen reader. */
import { Link } from "@remix-run/react";
import type { UnitNode } from "#app/organizations/unit-tree";
import { paths } from "#app/paths";

function period(node: UnitNode): string {
  if (node.activeUntil) return `${node.activeFrom || "…"} – ${node.activeUntil}`;
  return node.activeFrom ? `από ${node.activeFrom}` : "";
}

export function UnitTree({ nodes, canDelete }: { nodes: UnitNode[]; canDelete: boolean }) {
  return (
    <ul className="govgr-list unit-tree">
      {nodes.map((node) => (
        <li key={node.uid}>
          <Link to={paths.editUnit(node.uid)}>{node.label}</Link>
          {node.categoryLabel ? ` · ${node.categoryLabel}` : null}
          {period(node) ? ` · ${period(node)}` : null}
          {node.active ? null : <strong> · Ανενεργή</strong>}
          {canDelete ? (
            <>
              {" · "}
              <Link to={paths.deleteUnit(node.uid)}>
                Διαγραφή<span className="govgr-visually-hidden"> της μονάδας {node.label}</span>
              </Link>
            </>
          ) : null}
          {node.children.length ? <UnitTree nodes={node.children} canDelete={canDelete} /> : null}
        </li>
      ))}
    </ul>
  );
}
