/**
 * Server-side rendering of a component that uses the router's data hooks (useFetcher in
 * DialogLink, say), as a page renders it: inside a static data router, without its hydration
 * script. For unit tests that read the markup a browser without JavaScript would get.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

export async function renderInRouter(element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "/", Component: () => element }]);
  const context = await handler.query(new Request("http://register.test/"));
  if (context instanceof Response) throw new Error(`the test route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}
