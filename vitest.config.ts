import { configDefaults, defineConfig } from "vitest/config";
import { projectAliases } from "./aliases";

/**
 * Test files that need a process of their own (vitest's forks pool) rather than a VM context in a
 * shared one (vmForks, decision record 147), each for a reason of the test, not of the code:
 * - a Vite dev server in the test process (tests/support/app-server.ts) or Playwright's library
 *   (tests/support/markup-in-browser.ts), which load once per process;
 * - errors made by Node itself checked with `instanceof` (TypeError from TextDecoder, a socket's
 *   Error): in a VM context Node's errors come from another realm's constructors.
 */
const OWN_PROCESS = [
  "app/fields/DynamicField.test.ts",
  "app/fields/DynamicFields.test.ts",
  "app/fields/widgets.test.ts",
  "tests/unit/edge-cache.test.ts",
  "tests/unit/kept-page.test.ts",
  "tests/unit/open-data.test.ts",
  "tests/unit/opendata-api.test.ts",
  "app/http/form.server.test.ts",
  "tests/unit/server/shutdown.test.ts",
];

// Unit and integration tests sit next to their code as *.test.ts; e2e lives in tests/e2e.
const ALL_TESTS = [
  "config/**/*.test.ts",
  "app/**/*.test.ts",
  "db/**/*.test.ts",
  "search/**/*.test.ts",
  "shared/**/*.test.ts",
  "tests/unit/**/*.test.ts",
];

export default defineConfig({
  resolve: { alias: projectAliases },
  test: {
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one worker on these 2-core machines. The
    // tests wait on servers, child processes and files as much as they compute, so two workers
    // halve the run (775 s -> 326 s, decision 123).
    maxWorkers: 2,
    testTimeout: 30000,
    globalSetup: ["tests/setup/global-setup.ts"],
    projects: [
      {
        extends: true,
        // Each file still gets modules of its own, in a fresh VM context; the processes, and the
        // packages they have loaded, are kept from file to file (decision 147).
        test: { name: "vm", pool: "vmForks", include: ALL_TESTS, exclude: [...configDefaults.exclude, ...OWN_PROCESS] },
      },
      { extends: true, test: { name: "own-process", pool: "forks", include: OWN_PROCESS } },
    ],
  },
});
