import { defineConfig } from "vitest/config";
import { projectAliases } from "./aliases";

// Unit and integration tests sit next to their code as *.test.ts; e2e lives in tests/e2e.
export default defineConfig({
  resolve: { alias: projectAliases },
  test: {
    include: [
      "config/**/*.test.ts",
      "app/**/*.test.ts",
      "db/**/*.test.ts",
      "search/**/*.test.ts",
      "shared/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on these 2-core machines. The
    // tests wait on servers, child processes and files as much as they compute, so two workers
    // halve the run (775 s -> 326 s, decision 123).
    maxWorkers: 2,
    testTimeout: 30000,
    globalSetup: ["tests/setup/global-setup.ts"],
  },
});
