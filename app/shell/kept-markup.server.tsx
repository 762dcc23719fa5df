/**
 * The server's side of app/shell/kept-markup.tsx: each part's HTML kept per component and props
 * (a bounded LRU per component, so a part whose props change every hour keeps a few copies).
 * The key is the props as JSON: the part is a pure function of them, so equal JSON is equal HTML.
 * renderToString comes from React's legacy server renderer, a module apart from the streaming one
 * rendering the page, so the nested render does not disturb the page's render in progress.
 * A .tsx module: it renders React, so it belongs with the UI layer, not the domain's *.server.ts.
 */
import type { JSXElementConstructor, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { memoCache, type MemoCache } from "#shared/cache";
import type { KeptMarkupRenderer } from "./kept-markup";

const PER_COMPONENT = 8;

type Component = string | JSXElementConstructor<unknown>;

const kept = new Map<Component, MemoCache<string, string>>();

export const keptMarkup: KeptMarkupRenderer = (part: ReactElement) => {
  const type = part.type as Component;
  let cache = kept.get(type);
  if (!cache) {
    cache = memoCache<string, string>({ max: PER_COMPONENT });
    kept.set(type, cache);
  }
  return cache.get(JSON.stringify(part.props), () => renderToString(part));
};

/** How many parts are kept (tests). */
export function keptMarkupSize(): number {
  let size = 0;
  for (const cache of kept.values()) size += cache.size;
  return size;
}
