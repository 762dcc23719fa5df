/**
 * The supervisor tree (SPEC §2 /organization/visual): nested lists, readable without script and by
 * a screen reader (each body a link to its own tree and one to its page), and, once the page runs
 * script, a zoomable SVG drawing of the same nodes beside them (hidden from assistive technology:
 * the lists say the same).
 */
import { Link } from "@remix-run/react";
import { useState, useSyncExternalStore } from "react";
import { ORGANIZATION_STATUS_TEXT } from "#app/organizations/status";
import { layoutTree, TREE_ROW, type TreeNode } from "#app/organizations/tree";
import { paths } from "#app/paths";

export function OrganizationTreeList({ nodes }: { nodes: readonly TreeNode[] }) {
  return (
    <ul className="govgr-list org-tree">
      {nodes.map((node) => (
        <li key={node.uid}>
          <Link to={paths.organizationTree(node.uid)}>{node.text}</Link>
          {node.status !== "active" ? ` (${ORGANIZATION_STATUS_TEXT[node.status].label})` : null}
          {node.importance > 1 ? ` · ${node.importance - 1} φορείς κάτω από αυτόν` : null}
          {" · "}
          <Link to={paths.organization(node.latinName)}>
            σελίδα<span className="govgr-visually-hidden"> του φορέα {node.text}</span>
          </Link>
          {node.children.length ? <OrganizationTreeList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Nothing to subscribe to: the store only tells the server render (false) from the browser (true). */
const noSubscription = () => () => {};

const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;

/** The SVG view; rendered only after hydration, so a page without script has just the lists. */
export function OrganizationTreeSvg({ root }: { root: TreeNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [zoom, setZoom] = useState(1);
  if (!hydrated) return null;
  const { placed, width, height } = layoutTree([root]);
  const pad = 16;
  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z * factor)));
  return (
    <figure className="org-tree-svg">
      <div className="govgr-btn-row" role="group" aria-label="Μεγέθυνση του διαγράμματος">
        <button type="button" className="govgr-btn govgr-btn-secondary" onClick={() => zoomBy(1.25)}>
          Μεγέθυνση
        </button>
        <button type="button" className="govgr-btn govgr-btn-secondary" onClick={() => zoomBy(0.8)}>
          Σμίκρυνση
        </button>
        <button type="button" className="govgr-btn govgr-btn-secondary" onClick={() => setZoom(1)}>
          Αρχικό μέγεθος
        </button>
      </div>
      {/* Focusable, so a keyboard can scroll a drawing larger than its frame (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region needs a keyboard stop */}
      <div className="org-tree-svg__viewport" tabIndex={0} role="region" aria-label="Διάγραμμα του δέντρου εποπτείας">
        <svg
          aria-hidden="true"
          focusable="false"
          width={(width + 2 * pad) * zoom}
          height={(height + 2 * pad) * zoom}
          viewBox={`${-pad} ${-pad} ${width + 2 * pad} ${height + 2 * pad}`}
          onWheel={(event) => {
            if (!event.ctrlKey) return;
            event.preventDefault();
            zoomBy(event.deltaY < 0 ? 1.1 : 0.9);
          }}
        >
          {placed.map((p) =>
            p.parent ? (
              <path
                key={`edge-${p.node.uid}`}
                d={`M${p.parent.x + 6},${p.parent.y} C${p.parent.x + 120},${p.parent.y} ${p.x - 120},${p.y} ${p.x - 6},${p.y}`}
                fill="none"
                stroke="#b1b4b6"
              />
            ) : null,
          )}
          {placed.map((p) => (
            <g key={p.node.uid} transform={`translate(${p.x},${p.y})`}>
              <circle r={Math.min(TREE_ROW / 2 - 2, 4 + Math.log2(p.node.importance) * 2)} fill="#003476" />
              <text x={12} dy="0.35em" fontSize={12}>
                {p.node.text.length > 38 ? `${p.node.text.slice(0, 37)}…` : p.node.text}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption className="govgr-hint">Το διάγραμμα δείχνει τους ίδιους φορείς με τη λίστα.</figcaption>
    </figure>
  );
}
