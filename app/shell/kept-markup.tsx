/**
 * Markup drawn once and kept (decision 113): a part of a page that is a pure function of its
 * props, such as a chart of the hourly statistics, is rendered to HTML on the server the first
 * time its props are seen, and later requests with the same props send that HTML again instead
 * of rendering hundreds of SVG and table elements anew. The renderer comes from entry.server.tsx
 * through this context; in the browser there is none, so the part renders as usual and hydrates
 * the kept HTML, which is byte for byte what it would have rendered.
 *
 * Only for parts without links, forms or context of their own (a nested render sees no router),
 * and with fixed element ids (useId differs between a nested render and the page's own tree).
 */
import { createContext, useContext, type ReactElement } from "react";

/** Returns the HTML of a part, from the kept copy when its type and props were rendered before. */
export type KeptMarkupRenderer = (part: ReactElement) => string;

const KeptMarkupContext = createContext<KeptMarkupRenderer | null>(null);

export const KeptMarkupProvider = KeptMarkupContext.Provider;

/** A wrapper around `children` (one element) whose HTML the server may send from its kept copy. */
export function KeptMarkup({ className, children }: { className?: string; children: ReactElement }) {
  // Read before rendering the part: the nested render must be the last thing this component does.
  const render = useContext(KeptMarkupContext);
  if (!render) return <div className={className}>{children}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: render(children) }} />;
}
