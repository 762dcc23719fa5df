import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { projectAliases } from "./aliases";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: projectAliases },
  plugins: [
    remix({
      // Every Remix v3 future flag is on, so moving to React Router 7 is a codemod
      // (docs/decisions/022-remix-future-flags.md).
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        // The route table is app/routes.ts (still the flat file names of app/routes/).
        v3_routeConfig: true,
      },
    }),
  ],
  build: { target: "es2022" },
  server: { host: "127.0.0.1" },
});
