/**
 * The import aliases of the project (#app/…, #db/…, #search/…, #shared/…, #config/…, #server/…, #scripts/…,
 * #tests/…), for Vite and vitest. tsconfig.json "paths" says the same for TypeScript, tsx and esbuild; keep the two equal.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));

export const projectAliases = ["app", "db", "search", "shared", "config", "server", "tests", "scripts"].map(
  (folder) => ({
    find: new RegExp(`^#${folder}/`),
    replacement: `${path.join(root, folder)}/`,
  }),
);
