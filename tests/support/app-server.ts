/**
 * The whole Remix request pipeline in the test process: Vite builds the server bundle from the
 * sources (the Remix plugin's `virtual:remix/server-build`), and Remix's own request handler
 * answers Fetch API Requests with it: root and route loaders, `headers` exports, single fetch,
 * entry.server (security headers, 304s). What a browser or an edge cache would receive, without
 * a build step or a port.
 *
 * The app gets its own module instances (and so its own database connection): point it at a
 * database with DATABASE_PATH before the first request.
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createServer, type ViteDevServer } from "vite";

export interface AppServer {
  /** `context`: what the Express edge gives Remix (server/remix.ts loadContext), e.g. a CSP nonce. */
  fetch(path: string, init?: RequestInit, context?: AppLoadContext): Promise<Response>;
  /** One of the app's own module instances (e.g. "/app/shell/kept-page.server.ts"), to read its state. */
  appModule<T>(id: string): Promise<T>;
  close(): Promise<void>;
}

export const APP_ORIGIN = "http://register.test";

export async function startAppServer(): Promise<AppServer> {
  const vite: ViteDevServer = await createServer({
    configFile: "vite.config.ts",
    logLevel: "error",
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
  });
  const build = (await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    fetch: (path, init, context) => handle(new Request(new URL(path, APP_ORIGIN), init), context),
    appModule: async <T>(id: string) => (await vite.ssrLoadModule(id)) as T,
    close: () => vite.close(),
  };
}
