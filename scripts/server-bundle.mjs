// How the server's code is bundled to plain JavaScript (scripts/build-server.mjs, and the PDF
// worker's test, app/documents/pdf-pool.test.ts, which bundles that one entry as the build does):
// packages stay external (node_modules), the project's own modules with their #app/… aliases
// (tsconfig paths) are bundled in.
import { build } from "esbuild";

/**
 * @param {Record<string, string>} entryPoints output name -> source file
 * @param {string} outdir
 * @param {Partial<import("esbuild").BuildOptions>} [extra]
 */
export function bundleServerCode(entryPoints, outdir, extra = {}) {
  return build({
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
    ...extra,
  });
}
