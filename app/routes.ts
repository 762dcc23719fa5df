/**
 * The route table (Remix's v3_routeConfig): the file names under app/routes/ (flat routes), as
 * before. This is exactly what @remix-run/fs-routes' flatRoutes() does; that package is not
 * installed, so the same two functions of @remix-run/dev it wraps are called here. Moving to React
 * Router 7 replaces this file's body with `flatRoutes()` from @react-router/fs-routes
 * (docs/decisions/022-remix-future-flags.md).
 */
import {
  UNSAFE_flatRoutes as flatRoutes,
  UNSAFE_getRouteConfigAppDirectory as getAppDirectory,
  UNSAFE_routeManifestToRouteConfig as routeManifestToRouteConfig,
  type UNSAFE_RouteConfig as RouteConfig,
} from "@remix-run/dev";

const pages = routeManifestToRouteConfig(flatRoutes(getAppDirectory()));

/**
 * Every page sits under one pathless layout with an error boundary (app/page-boundary.tsx), so an
 * error thrown by a page's action is drawn with the root loader's shell (who is logged in).
 */
export default [{ id: "page-boundary", file: "page-boundary.tsx", children: pages }] satisfies RouteConfig;
