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
    testTimeout: 30000,
    globalSetup: ["tests/setup/global-setup.ts"],
  },
});
