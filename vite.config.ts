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
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  build: { target: "es2022" },
  server: { host: "127.0.0.1" },
});
