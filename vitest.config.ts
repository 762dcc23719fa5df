import { defineConfig } from "vitest/config";
import path from "node:path";

// Unit and integration tests sit next to their code as *.test.ts; e2e lives in tests/e2e.
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    include: [
      "config/**/*.test.ts",
      "app/**/*.test.ts",
      "db/**/*.test.ts",
      "search/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    testTimeout: 30000,
    globalSetup: ["tests/setup/global-setup.ts"],
  },
});
